// The calendar's refusals: English when thrown (as every domain error is), shown in the
// account's language by `calendarError`, matched by the English text.
import { defineMessages } from '../../../i18n/catalogue.ts';
import type { Locale } from '../../../i18n/locales.ts';

export const calendarErrorMessages = defineMessages(
  {
    notFound: 'Calendar not found.',
    badRange: 'Choose a date, or a first and last date with the last not before the first.',
    rangeTooLong: 'Choose at most 366 days at a time.',
    past: 'Those dates have passed.',
    bookedCannotUnmark: 'Booked dates cannot be unmarked: they hold a confirmed booking.',
    spaceName: 'Give the space a name.',
    spaceCapacity: 'Capacity is a number of guests from 1 upwards, or empty for any number.',
    tooManySpaces: 'A venue can have at most 20 spaces.',
    lastSpace: 'A venue keeps at least one space.',
    spaceHasBookings: 'This space has bookings and cannot be removed.',
  },
  {
    notFound: 'कैलेंडर नहीं मिला।',
    badRange: 'एक तारीख चुनें, या पहली और आख़िरी तारीख, आख़िरी तारीख पहली से पहले न हो।',
    rangeTooLong: 'एक बार में ज़्यादा से ज़्यादा 366 दिन चुनें।',
    past: 'ये तारीखें बीत चुकी हैं।',
    bookedCannotUnmark: 'बुक की हुई तारीखें हटाई नहीं जा सकतीं: उन पर पक्की बुकिंग है।',
    spaceName: 'जगह का नाम लिखें।',
    spaceCapacity: 'क्षमता मेहमानों की संख्या है, 1 या उससे ज़्यादा; किसी भी संख्या के लिए ख़ाली छोड़ें।',
    tooManySpaces: 'एक वेन्यू में ज़्यादा से ज़्यादा 20 जगहें हो सकती हैं।',
    lastSpace: 'वेन्यू में कम से कम एक जगह रहनी चाहिए।',
    spaceHasBookings: 'इस जगह पर बुकिंग हैं, इसलिए इसे हटाया नहीं जा सकता।',
  },
);

/** The English texts the server throws. */
export const calendarErrors = calendarErrorMessages.for('en');

/** An error's text in `locale`: the calendar's own ones translated, any other as it came. */
export function calendarError(text: string, locale: Locale): string {
  const key = (Object.keys(calendarErrors) as (keyof typeof calendarErrors)[]).find((k) => calendarErrors[k] === text);
  return key && key !== '$locale' ? (calendarErrorMessages.for(locale)[key] as string) : text;
}

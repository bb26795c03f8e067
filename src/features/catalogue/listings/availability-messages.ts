import { defineMessages, type Bound, type CatalogueOf } from '../../../i18n/catalogue.ts';

/** The availability filter of the venue and vendor lists, its chip, the cards' line and its problems. */
export const availabilityMessages = defineMessages(
  {
    legend: 'Date of your function',
    date: 'Date',
    from: 'From',
    to: 'To',
    muhurat: 'Any auspicious date in',
    anyMonth: 'Choose a month',
    part: 'Part of the day',
    wholeDay: 'Whole day',
    day: 'Day',
    evening: 'Evening',
    muhuratLink: 'See the auspicious dates',
    chipDate: 'Free on {date}',
    chipRange: 'Free between {from} and {to}',
    chipMuhurat: 'Free on an auspicious date in {month}',
    chipPart: '{dates} ({part})',
    freeOn: 'Free on {dates}',
    partlyFreeOn: 'Partly free on {dates}',
    notConfirmed: 'Availability not confirmed',
    moreDates: '{dates} and {count} more',
    problemInvalid: 'That date could not be read, so the list is not filtered by date.',
    problemReversed: 'The range ends before it starts, so the list is not filtered by date.',
    problemTooLong: 'Choose a range of at most 366 days; the list is not filtered by date.',
    problemNoMuhurat: 'No auspicious dates are listed for that month, so the list is not filtered by date.',
  },
  {
    legend: 'आपके समारोह की तारीख',
    date: 'तारीख',
    from: 'से',
    to: 'तक',
    muhurat: 'इस महीने का कोई भी शुभ मुहूर्त',
    anyMonth: 'महीना चुनें',
    part: 'दिन का समय',
    wholeDay: 'पूरा दिन',
    day: 'दिन',
    evening: 'शाम',
    muhuratLink: 'शुभ मुहूर्त देखें',
    chipDate: '{date} को खाली',
    chipRange: '{from} से {to} के बीच खाली',
    chipMuhurat: '{month} के किसी शुभ मुहूर्त पर खाली',
    chipPart: '{dates} ({part})',
    freeOn: '{dates} को खाली',
    partlyFreeOn: '{dates} को कुछ समय खाली',
    notConfirmed: 'खाली होने की पुष्टि नहीं',
    moreDates: '{dates} और {count} और',
    problemInvalid: 'यह तारीख पढ़ी नहीं जा सकी, इसलिए सूची तारीख से नहीं छाँटी गई।',
    problemReversed: 'आख़िरी तारीख पहली से पहले है, इसलिए सूची तारीख से नहीं छाँटी गई।',
    problemTooLong: 'ज़्यादा से ज़्यादा 366 दिन चुनें; सूची तारीख से नहीं छाँटी गई।',
    problemNoMuhurat: 'उस महीने के लिए कोई शुभ मुहूर्त नहीं दिया गया है, इसलिए सूची तारीख से नहीं छाँटी गई।',
  },
);
export type AvailabilityTexts = Bound<CatalogueOf<typeof availabilityMessages>>;

/** The date fields' own texts (AvailabilityFields): all the venue filters' island is passed. */
export const AVAILABILITY_FIELD_KEYS = ['legend', 'date', 'from', 'to', 'muhurat', 'anyMonth', 'part', 'wholeDay', 'day', 'evening', 'muhuratLink'] as const;
export type AvailabilityFieldKey = (typeof AVAILABILITY_FIELD_KEYS)[number];
export type AvailabilityFieldTexts = Bound<Pick<CatalogueOf<typeof availabilityMessages>, AvailabilityFieldKey>>;

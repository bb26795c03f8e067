import { describe, expect, it } from 'vitest';
import { acceptClash, enquiryWarnings, type BookingContext, type WarningWords } from './booking-clashes.ts';
import { acceptClashWords } from './couple-words.server.ts';
import { enquiryFormMessages } from './messages.ts';
import { bind } from '../../../i18n/catalogue.ts';
import { capacityError, draftKey, parseDraft, smallestVenue } from './enquiry-draft.ts';
import type { BookedSlot } from './enquiry-rules.ts';

const booked: BookedSlot = {
  listingKind: 'venue',
  listingId: 1,
  listingName: 'Shree Regency',
  category: 'Venue',
  functions: ['wedding', 'reception'],
  eventDate: '2027-02-27',
};
const kesar = { kind: 'venue' as const, id: 2, name: 'Kesar Retreat', category: 'Venue' };
const studio = { kind: 'vendor' as const, id: 9, name: 'Lens Studio', category: 'Photography' };

describe('enquiry warnings', () => {
  const context: BookingContext = { taken: { 'venue:2': ['2027-03-14'] }, own: [booked] };

  it('says a listing is taken on the date chosen, whoever booked it', () => {
    expect(enquiryWarnings(context, [kesar], ['wedding'], '2027-03-14')).toEqual([
      'Kesar Retreat is already booked on 14 Mar 2027. It takes one booking a day, so a quote for that date cannot be accepted.',
    ]);
    expect(enquiryWarnings(context, [kesar], ['wedding'], '2027-03-15')).toEqual([]);
  });

  it('warns of a second listing of the same category for the same function and date, not of another category', () => {
    expect(enquiryWarnings(context, [kesar], ['reception', 'sangeet'], '2027-02-27')).toEqual([
      'You have already booked Shree Regency for Reception on 27 Feb 2027. You can still ask here, for example to compare.',
    ]);
    expect(enquiryWarnings(context, [kesar], ['sangeet'], '2027-02-27')).toEqual([]);
    expect(enquiryWarnings(context, [studio], ['wedding'], '2027-02-27')).toEqual([]);
    expect(enquiryWarnings(context, [kesar], ['wedding'], null)).toEqual([]);
  });

  it('notes a booking at the same listing, whatever the date', () => {
    const again = { kind: 'venue' as const, id: 1, name: 'Shree Regency', category: 'Venue' };
    expect(enquiryWarnings(context, [again], [], null)).toEqual(['You have already booked Shree Regency for Wedding, Reception on 27 Feb 2027.']);
  });

  it('says before accepting why it is refused, or what it doubles', () => {
    expect(acceptClash(kesar, true, [booked], ['wedding'], '2027-02-27')).toMatch(/^Kesar Retreat is already booked on 27 Feb 2027/);
    expect(acceptClash(kesar, false, [booked], ['wedding'], '2027-02-27')).toBe(
      'You have already booked Shree Regency for Wedding on 27 Feb 2027. Accepting books a second one for the same function and date.',
    );
    expect(acceptClash(kesar, false, [booked], ['wedding'], '2027-02-28')).toBeNull();
  });
});

/** The form's words, as EnquiryForm builds them from its catalogue. */
function formWords(locale: 'en' | 'hi'): WarningWords {
  const t = bind(enquiryFormMessages.data(locale));
  const fn = (f: string) => (t as unknown as Record<string, string>)[f] ?? f;
  return {
    locale,
    functions: (list) => list.map(fn).join(', '),
    dateTaken: t.clashDateTaken,
    ownBookingHere: t.clashOwnBooking,
    secondEnquiry: t.clashSecondEnquiry,
    dateNotFixed: t.clashDateNotFixed,
  };
}

describe('date clashes in the reader’s language', () => {
  const context: BookingContext = {
    taken: { 'venue:2': ['2027-03-14'] },
    own: [booked, { ...booked, listingId: 2, listingName: 'Kesar Retreat', eventDate: null }],
  };
  const cases: [BookingContext, typeof kesar, string[], string | null][] = [
    [context, kesar, ['wedding'], '2027-03-14'],
    [context, kesar, ['reception', 'sangeet'], '2027-02-27'],
    [context, kesar, [], null],
  ];

  it('the form’s English words say exactly what the English default says', () => {
    for (const [c, target, fns, date] of cases)
      expect(enquiryWarnings(c, [target], fns, date, formWords('en'))).toEqual(enquiryWarnings(c, [target], fns, date));
  });

  it('the form warns a Hindi reader in Hindi, with Hindi dates and function names', () => {
    const said = cases.flatMap(([c, target, fns, date]) => enquiryWarnings(c, [target], fns, date, formWords('hi')));
    const own = 'आप अभी तय न हुई तारीख़ को शादी, रिसेप्शन के लिए Kesar Retreat पहले ही बुक कर चुके हैं।';
    expect(said).toEqual([
      own,
      'Kesar Retreat 14 मार्च 2027 को पहले से बुक है। यह दिन में एक ही बुकिंग लेता है, इसलिए उस तारीख़ का कोटेशन मंज़ूर नहीं हो सकता।',
      own,
      'आप 27 फ़र॰ 2027 को रिसेप्शन के लिए Shree Regency पहले ही बुक कर चुके हैं। फिर भी आप यहाँ पूछ सकते हैं, जैसे दाम मिलाने के लिए।',
      own,
    ]);
    for (const text of said) expect(text.replace(/Kesar Retreat|Shree Regency/g, '')).not.toMatch(/[A-Za-z]/);
  });

  it('the quote comparison’s clash: English as before, Hindi for a Hindi account', () => {
    expect(acceptClash(kesar, true, [booked], ['wedding'], '2027-02-27', acceptClashWords('en'))).toBe(
      acceptClash(kesar, true, [booked], ['wedding'], '2027-02-27'),
    );
    expect(acceptClash(kesar, false, [booked], ['wedding'], '2027-02-27', acceptClashWords('en'))).toBe(
      acceptClash(kesar, false, [booked], ['wedding'], '2027-02-27'),
    );
    expect(acceptClash(kesar, true, [booked], ['wedding'], '2027-02-27', acceptClashWords('hi'))).toBe(
      'Kesar Retreat 27 फ़र॰ 2027 को पहले से बुक है। यह दिन में एक ही बुकिंग लेता है, इसलिए उस तारीख़ का कोटेशन मंज़ूर नहीं हो सकता।',
    );
    expect(acceptClash(kesar, false, [booked], ['wedding'], '2027-02-27', acceptClashWords('hi'))).toBe(
      'आप 27 फ़र॰ 2027 को शादी के लिए Shree Regency पहले ही बुक कर चुके हैं। मंज़ूर करने से उसी रस्म और तारीख़ के लिए दूसरी बुकिंग हो जाएगी।',
    );
  });
});

describe('the enquiry form’s values', () => {
  it('bounds the guest count by the smallest venue', () => {
    const listings = [
      { ...kesar, capacityMax: 350 },
      { ...studio, capacityMax: null },
    ];
    expect(smallestVenue(listings)).toEqual({ name: 'Kesar Retreat', capacityMax: 350 });
    expect(capacityError(smallestVenue(listings), '99,999')).toBe('Kesar Retreat seats up to 350 guests. Enter 350 or fewer, or choose a larger venue.');
    expect(capacityError(smallestVenue(listings), '350')).toBeUndefined();
    expect(capacityError(smallestVenue([{ ...studio, capacityMax: null }]), '5000')).toBeUndefined();
  });

  it('keeps one draft per listing or set of listings, and reads a stored draft defensively', () => {
    expect(draftKey([kesar, studio])).toBe(draftKey([studio, kesar]));
    expect(draftKey([kesar])).not.toBe(draftKey([studio]));
    expect(parseDraft('{"message":"Hi","functions":["wedding","<b>"],"guestCount":3,"share":true}')).toEqual({
      message: 'Hi',
      functions: ['wedding'],
      share: true,
    });
    expect(parseDraft('not json')).toBeNull();
    expect(parseDraft('[1]')).toBeNull();
    expect(parseDraft(null)).toBeNull();
  });
});

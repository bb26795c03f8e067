// Date clashes, told before they happen (no zod: the enquiry form and the thread import it).
// A listing takes one booking a day (quotes.server.ts refuses a second inside the write);
// a couple who already booked a venue or a business of the same category for the same
// function and date is warned, and may still go on (two photographers happen).
import { formatFunctions, type BookedSlot } from './enquiry-rules.ts';
import { formatDay } from '../../../lib/dates.ts';
import { enquiryText } from './enquiry-text.ts';
import type { ListingKind } from '../../../lib/listing-ref.ts';
import type { Locale } from '../../../i18n/locales.ts';

/** What the enquiry form checks its date and functions against. */
export type BookingContext = {
  /** Upcoming dates each listing is booked on, keyed `kind:id`. */
  taken: Record<string, string[]>;
  /** The couple's upcoming bookings. */
  own: BookedSlot[];
};

export type ClashTarget = { kind: ListingKind; id: number; name: string; category: string };

type Said = { name: string; functions: string; day: string };

/**
 * The words a clash is told in: English (enquiryText) by default; the enquiry form passes its
 * catalogue's, the quote comparison the account's (threads.server.ts).
 */
export type ClashWords = {
  locale: Locale;
  /** "Haldi, Mehendi" from the stored function names. */
  functions: (functions: readonly string[]) => string;
  dateTaken: (said: { name: string; day: string }) => string;
  ownBookingHere: (said: Said) => string;
  secondEnquiry: (said: Said) => string;
  secondBooking: (said: Said) => string;
  /** What stands for the day of a booking whose date is not fixed. */
  dateNotFixed: string;
};
export type WarningWords = Omit<ClashWords, 'secondBooking'>;
export type AcceptClashWords = Pick<ClashWords, 'locale' | 'functions' | 'dateTaken' | 'secondBooking'>;

export const ENGLISH_CLASH_WORDS: ClashWords = {
  locale: 'en',
  functions: formatFunctions,
  dateTaken: ({ name, day }) => enquiryText.dateTaken(name, day),
  ownBookingHere: ({ name, functions, day }) => enquiryText.ownBookingHere(name, functions, day),
  secondEnquiry: ({ name, functions, day }) => enquiryText.secondEnquiry(name, functions, day),
  secondBooking: ({ name, functions, day }) => enquiryText.secondBooking(name, functions, day),
  dateNotFixed: 'a date not fixed yet',
};

const overlap = (a: readonly string[], b: readonly string[]) => a.filter((f) => b.includes(f));

/** The couple's bookings of another listing of the same category, for any of these functions on this date. */
export function sameDayBookings(own: readonly BookedSlot[], target: ClashTarget, functions: readonly string[], eventDate: string | null): BookedSlot[] {
  if (!eventDate) return [];
  return own.filter(
    (b) =>
      !(b.listingKind === target.kind && b.listingId === target.id) &&
      b.category === target.category &&
      b.eventDate === eventDate &&
      overlap(b.functions, functions).length > 0,
  );
}

/** What the enquiry form warns of, for the date and functions chosen so far. */
export function enquiryWarnings(
  context: BookingContext,
  targets: readonly ClashTarget[],
  functions: readonly string[],
  eventDate: string | null,
  words: WarningWords = ENGLISH_CLASH_WORDS,
): string[] {
  const warnings: string[] = [];
  const day = (date: string) => formatDay(date, words.locale);
  for (const target of targets) {
    const here = context.own.filter((b) => b.listingKind === target.kind && b.listingId === target.id);
    for (const b of here) {
      warnings.push(
        words.ownBookingHere({ name: b.listingName, functions: words.functions(b.functions), day: b.eventDate ? day(b.eventDate) : words.dateNotFixed }),
      );
    }
    const takenByOthers = eventDate && (context.taken[`${target.kind}:${target.id}`] ?? []).includes(eventDate) && !here.some((b) => b.eventDate === eventDate);
    if (takenByOthers) warnings.push(words.dateTaken({ name: target.name, day: day(eventDate) }));
    for (const b of sameDayBookings(context.own, target, functions, eventDate)) {
      warnings.push(words.secondEnquiry({ name: b.listingName, functions: words.functions(overlap(b.functions, functions)), day: day(eventDate!) }));
    }
  }
  return [...new Set(warnings)];
}

/** What is said before accepting a quote: the date is taken (refused), or the couple booked another for it (a warning). */
export function acceptClash(
  target: ClashTarget,
  dateTaken: boolean,
  own: readonly BookedSlot[],
  functions: readonly string[],
  eventDate: string | null,
  words: AcceptClashWords = ENGLISH_CLASH_WORDS,
): string | null {
  if (dateTaken && eventDate) return words.dateTaken({ name: target.name, day: formatDay(eventDate, words.locale) });
  const [other] = sameDayBookings(own, target, functions, eventDate);
  return other
    ? words.secondBooking({
        name: other.listingName,
        functions: words.functions(overlap(other.functions, functions)),
        day: formatDay(eventDate!, words.locale),
      })
    : null;
}

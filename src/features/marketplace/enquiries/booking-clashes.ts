// Date clashes, told before they happen (no zod: the enquiry form and the thread import it).
// A listing takes one booking a day (quotes.server.ts refuses a second inside the write);
// a couple who already booked a venue or a business of the same category for the same
// function and date is warned, and may still go on (two photographers happen).
import { formatFunctions, type BookedSlot } from './enquiry-rules.ts';
import { formatDay } from '../../../lib/dates.ts';
import { enquiryText } from './enquiry-text.ts';
import type { ListingKind } from '../../../lib/listing-ref.ts';

/** What the enquiry form checks its date and functions against. */
export type BookingContext = {
  /** Upcoming dates each listing is booked on, keyed `kind:id`. */
  taken: Record<string, string[]>;
  /** The couple's upcoming bookings. */
  own: BookedSlot[];
};

export type ClashTarget = { kind: ListingKind; id: number; name: string; category: string };

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
export function enquiryWarnings(context: BookingContext, targets: readonly ClashTarget[], functions: readonly string[], eventDate: string | null): string[] {
  const warnings: string[] = [];
  for (const target of targets) {
    const here = context.own.filter((b) => b.listingKind === target.kind && b.listingId === target.id);
    for (const b of here) {
      warnings.push(enquiryText.ownBookingHere(b.listingName, formatFunctions(b.functions), b.eventDate ? formatDay(b.eventDate) : 'a date not fixed yet'));
    }
    const takenByOthers = eventDate && (context.taken[`${target.kind}:${target.id}`] ?? []).includes(eventDate) && !here.some((b) => b.eventDate === eventDate);
    if (takenByOthers) warnings.push(enquiryText.dateTaken(target.name, formatDay(eventDate)));
    for (const b of sameDayBookings(context.own, target, functions, eventDate)) {
      warnings.push(enquiryText.secondEnquiry(b.listingName, formatFunctions(overlap(b.functions, functions)), formatDay(eventDate!)));
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
): string | null {
  if (dateTaken && eventDate) return enquiryText.dateTaken(target.name, formatDay(eventDate));
  const [other] = sameDayBookings(own, target, functions, eventDate);
  return other ? enquiryText.secondBooking(other.listingName, formatFunctions(overlap(other.functions, functions)), formatDay(eventDate!)) : null;
}

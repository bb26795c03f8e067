// The public reads of availability: a listing's calendar for its page (batched with the page's
// own reads) and the check of an enquiry's dates. Free or not only: no notes, no bookings.
import { and, between, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../server/db/client.ts';
import { calendarEntries, listingSpaces, vendors, venues } from '../../../server/db/schema.ts';
import type { ListingKind } from '../../../lib/listing-ref.ts';
import { isDayPart, type EntryFacts, type SpaceFacts } from './availability.ts';
import { checkDates, publicCalendar, publicCalendarRange, type DateCheck, type PublicCalendar } from './public-calendar.ts';

type Ref = { kind: ListingKind; id: number };

/** The listing's spaces, for a batch. */
export function spacesQuery(db: Db, ref: Ref) {
  return db
    .select({ id: listingSpaces.id, capacity: listingSpaces.capacity })
    .from(listingSpaces)
    .where(and(eq(listingSpaces.listingKind, ref.kind), eq(listingSpaces.listingId, ref.id)));
}

/** The listing's calendar rows between two dates (space, date, part only), for a batch. */
export function entriesQuery(db: Db, ref: Ref, from: string, to: string) {
  return db
    .select({ spaceId: calendarEntries.spaceId, date: calendarEntries.date, part: calendarEntries.part })
    .from(calendarEntries)
    .where(and(eq(calendarEntries.listingKind, ref.kind), between(calendarEntries.date, from, to), eq(calendarEntries.listingId, ref.id)));
}

/** Whether the owner ever saved the listing's calendar, for a batch. */
function confirmedQuery(db: Db, ref: Ref) {
  const table = ref.kind === 'venue' ? venues : vendors;
  return db.select({ at: table.calendarUpdatedAt }).from(table).where(eq(table.id, ref.id));
}

const facts = (rows: readonly { spaceId: number; date: string; part: string }[]): EntryFacts[] =>
  rows.flatMap((r) => (isDayPart(r.part) ? [{ spaceId: r.spaceId, date: r.date, part: r.part }] : []));

/** The queries of a listing's public calendar from `today`, to join its page's batch. */
export function publicCalendarQueries(db: Db, ref: Ref, today: string) {
  const range = publicCalendarRange(today);
  return [spacesQuery(db, ref), entriesQuery(db, ref, range.from, range.to)] as const;
}

/** The calendar from the rows of publicCalendarQueries and the listing's calendar_updated_at. */
export function toPublicCalendar(
  today: string,
  spaces: readonly SpaceFacts[],
  entries: readonly { spaceId: number; date: string; part: string }[],
  confirmedAt: Date | null,
): PublicCalendar {
  return publicCalendar({ today, spaces, entries: facts(entries), confirmed: confirmedAt !== null });
}

/** Whether the listing is free on each asked date and part, in one round trip. */
export async function checkListingDates(
  db: Db,
  ref: Ref,
  asked: { date: string; part: 'day' | 'evening' | null }[],
  guests: number | null = null,
): Promise<DateCheck[] | null> {
  if (asked.length === 0) return [];
  const dates = [...new Set(asked.map((a) => a.date))];
  const [listing, spaces, entries] = await db.batch([
    confirmedQuery(db, ref),
    spacesQuery(db, ref),
    db
      .select({ spaceId: calendarEntries.spaceId, date: calendarEntries.date, part: calendarEntries.part })
      .from(calendarEntries)
      .where(and(eq(calendarEntries.listingKind, ref.kind), inArray(calendarEntries.date, dates), eq(calendarEntries.listingId, ref.id))),
  ]);
  if (listing.length === 0) return null;
  return checkDates({ asked, spaces, entries: facts(entries), confirmed: listing[0]!.at !== null, guests });
}

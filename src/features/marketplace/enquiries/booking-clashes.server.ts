// One booking per space, date and part of the day. The calendar's unique key
// (calendar_entries: space, date, part) is the guard: a booking writes its rows in its own
// insert (the bookings_calendar trigger, drizzle/0029), so two accepts racing for one slot end
// with one booking. The reads here tell both sides before that happens (thread, enquiry form,
// inbox): a quote's slot held by a block or another booking, a listing booked in full.
import { and, asc, count, eq, gte, isNotNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import type { Db } from '../../../server/db/client.ts';
import { bookings, calendarEntries, categories, listingSpaces, vendors, venues } from '../../../server/db/schema.ts';
import type { ListingKind } from '../../../lib/listing-ref.ts';
import { VENUE_CATEGORY } from './listings.server.ts';
import type { BookingContext } from './booking-clashes.ts';
import type { BookedSlot } from './enquiry-rules.ts';

/**
 * True when the quote's slot (its space, or the listing's first space, on the conversation's
 * date, for its part) is held by a block or by another conversation's booking. A request
 * whose dates are not fixed holds nothing. Table names written out: used inside selects over
 * `quotes` joined to `conversations` (the accept's insert, the quote comparison).
 */
export const quoteSlotHeld: SQL<number> = sql<number>`EXISTS (SELECT 1 FROM calendar_entries AS held
  WHERE held.space_id = coalesce(quotes.space_id, (SELECT s.id FROM listing_spaces AS s
    WHERE s.listing_kind = conversations.listing_kind AND s.listing_id = conversations.listing_id ORDER BY s.sort, s.id LIMIT 1))
  AND held.date = conversations.event_date AND (quotes.part = 'full' OR held.part = quotes.part)
  AND (held.booking_id IS NULL OR held.booking_id NOT IN (SELECT b.id FROM bookings AS b WHERE b.conversation_id = conversations.id)))`;

/** The negation, for the booking's guarded insert. */
export const quoteSlotFree = (): SQL => sql`NOT ${quoteSlotHeld}`;

/**
 * Each space of the listing with what holds its parts on `eventDate` (the business's own view
 * when quoting: its blocks and bookings). A read for a batch; no date, no rows held.
 */
export function spaceSlotsQuery(db: Db, listing: { kind: ListingKind; id: number }, eventDate: string | null) {
  return db
    .select({
      id: listingSpaces.id,
      name: listingSpaces.name,
      capacity: listingSpaces.capacity,
      part: calendarEntries.part,
      source: calendarEntries.source,
      bookingId: calendarEntries.bookingId,
    })
    .from(listingSpaces)
    .leftJoin(calendarEntries, and(eq(calendarEntries.spaceId, listingSpaces.id), eventDate ? eq(calendarEntries.date, eventDate) : sql`0`))
    .where(and(eq(listingSpaces.listingKind, listing.kind), eq(listingSpaces.listingId, listing.id)))
    .orderBy(asc(listingSpaces.sort), asc(listingSpaces.id));
}

/**
 * Whether other conversations' bookings hold every part of every space of the listing on
 * `eventDate` (none when the date is not fixed): a read for a batch, one row of counts.
 */
export function listingTakenQuery(db: Db, listing: { kind: ListingKind; id: number }, eventDate: string | null, conversationId: string) {
  return db
    .select({
      spaces: count(),
      booked: sql<number>`(SELECT count(*) FROM calendar_entries AS ce WHERE ce.listing_kind = ${listing.kind} AND ce.date = ${eventDate ?? ''}
        AND ce.listing_id = ${listing.id} AND ce.source = 'booking'
        AND ce.booking_id NOT IN (SELECT b.id FROM bookings AS b WHERE b.conversation_id = ${conversationId}))`,
    })
    .from(listingSpaces)
    .where(and(eq(listingSpaces.listingKind, listing.kind), eq(listingSpaces.listingId, listing.id)));
}

/** Booked in full: every part of every space (the counts of listingTakenQuery). */
export const fullyBooked = (row: { spaces: number; booked: number } | undefined) => !!row && row.spaces > 0 && Number(row.booked) >= 2 * row.spaces;

export async function listingTakenOn(db: Db, listing: { kind: ListingKind; id: number }, eventDate: string | null, conversationId: string): Promise<boolean> {
  if (!eventDate) return false;
  const [row] = await listingTakenQuery(db, listing, eventDate, conversationId);
  return fullyBooked(row);
}

const bookedVenue = alias(venues, 'clash_venue');
const bookedVendor = alias(vendors, 'clash_vendor');

/** The couple's bookings with their listing's name and category, filtered by `where`. */
function coupleSlots(db: Db, coupleId: string, where: SQL | undefined, limit: number) {
  return db
    .select({
      listingKind: bookings.listingKind,
      listingId: bookings.listingId,
      listingName: sql<string>`coalesce(${bookedVenue.name}, ${bookedVendor.name}, '')`,
      category: sql<string>`CASE WHEN ${bookings.listingKind} = 'venue' THEN ${VENUE_CATEGORY} ELSE coalesce(${categories.name}, '') END`,
      functions: bookings.functions,
      eventDate: bookings.eventDate,
    })
    .from(bookings)
    .leftJoin(bookedVenue, and(eq(bookings.listingKind, 'venue'), eq(bookedVenue.id, bookings.listingId)))
    .leftJoin(bookedVendor, and(eq(bookings.listingKind, 'vendor'), eq(bookedVendor.id, bookings.listingId)))
    .leftJoin(categories, eq(categories.id, bookedVendor.categoryId))
    .where(and(eq(bookings.coupleUserId, coupleId), where))
    .orderBy(bookings.eventMonth, bookings.eventDate)
    .limit(limit);
}

/** The couple's other bookings on this date (for the warning beside a quote's Accept): a read for a batch. */
export function coupleBookingsOnQuery(db: Db, coupleId: string, eventDate: string | null, conversationId: string) {
  return coupleSlots(db, coupleId, and(eventDate ? eq(bookings.eventDate, eventDate) : sql`0`, ne(bookings.conversationId, conversationId)), 50);
}

/** The couple's bookings on fixed dates (for the quote comparison's warnings): a read for a batch. */
export function coupleDatedBookingsQuery(db: Db, coupleId: string) {
  return coupleSlots(db, coupleId, isNotNull(bookings.eventDate), 200);
}

/**
 * Whether the quote's slot is held (quoteSlotHeld), as a column of a select over quotes
 * joined to conversations.
 */
export const conversationDateTaken = quoteSlotHeld;

/** The most upcoming dates read per listing, and bookings per couple, for the form's warnings. */
const FORM_CAP = 500;

/** What the enquiry form warns from: the listings' upcoming booked dates and the couple's bookings. */
export async function bookingContext(db: Db, coupleId: string, refs: readonly { kind: ListingKind; id: number }[], today: string): Promise<BookingContext> {
  const listingRefs = refs.map((r) => and(eq(bookings.listingKind, r.kind), eq(bookings.listingId, r.id)));
  // One batch, one round trip (the form's page is private: at most five).
  const [dates, own] = await db.batch([
    db
      .select({ kind: bookings.listingKind, id: bookings.listingId, date: bookings.eventDate })
      .from(bookings)
      .where(and(listingRefs.length ? or(...listingRefs) : sql`0`, gte(bookings.eventDate, today)))
      .limit(FORM_CAP * Math.max(refs.length, 1)),
    coupleSlots(db, coupleId, gte(bookings.eventMonth, today.slice(0, 7)), FORM_CAP),
  ]);
  const taken: Record<string, string[]> = {};
  for (const d of dates) if (d.date) (taken[`${d.kind}:${d.id}`] ??= []).push(d.date);
  return { taken, own: own as BookedSlot[] };
}

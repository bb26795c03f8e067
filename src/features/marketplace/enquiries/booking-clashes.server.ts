// One booking per listing and date. The guard is a condition of the booking's own INSERT …
// SELECT (quotes.server.ts), so two accepts racing for one date end with one booking: the
// write transactions run one after the other and the second finds the first. The reads
// here tell both sides before that happens (thread, enquiry form).
import { and, eq, gte, isNotNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import type { Db } from '../../../server/db/client.ts';
import { bookings, categories, vendors, venues } from '../../../server/db/schema.ts';
import type { ListingKind } from '../../../lib/listing-ref.ts';
import { VENUE_CATEGORY } from './listings.server.ts';
import type { BookingContext } from './booking-clashes.ts';
import type { BookedSlot } from './enquiry-rules.ts';

/**
 * True while the conversation's listing has no booking on the conversation's date (a
 * request whose dates are not fixed has none to clash). Used inside the booking's insert;
 * table names written out, as conversationDateTaken explains.
 */
export const listingFreeOnConversationDate = (): SQL => sql`NOT EXISTS (SELECT 1 FROM bookings AS taken WHERE taken.listing_kind = conversations.listing_kind
  AND taken.listing_id = conversations.listing_id AND taken.event_date = conversations.event_date)`;

/** Another conversation's booking of this listing on `eventDate` (none when the date is not fixed): a read for a batch. */
export function listingTakenQuery(db: Db, listing: { kind: ListingKind; id: number }, eventDate: string | null, conversationId: string) {
  return db
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        eq(bookings.listingKind, listing.kind),
        eq(bookings.listingId, listing.id),
        eventDate ? eq(bookings.eventDate, eventDate) : sql`0`,
        ne(bookings.conversationId, conversationId),
      ),
    )
    .limit(1);
}

export async function listingTakenOn(db: Db, listing: { kind: ListingKind; id: number }, eventDate: string | null, conversationId: string): Promise<boolean> {
  if (!eventDate) return false;
  return (await listingTakenQuery(db, listing, eventDate, conversationId)).length > 0;
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
 * Whether another conversation's booking holds the conversation's listing on its date, as a
 * column. Written out with table names: in a one-table select Drizzle leaves columns
 * unqualified, and the subquery would compare bookings with themselves.
 */
export const conversationDateTaken = sql<number>`EXISTS (SELECT 1 FROM bookings AS clash WHERE clash.listing_kind = conversations.listing_kind
  AND clash.listing_id = conversations.listing_id AND clash.event_date = conversations.event_date AND clash.conversation_id <> conversations.id)`;

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

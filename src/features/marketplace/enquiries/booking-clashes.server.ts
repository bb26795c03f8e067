// One booking per listing and date. The guard is a condition of the booking's own INSERT …
// SELECT (quotes.server.ts), so two accepts racing for one date end with one booking: the
// write transactions run one after the other and the second finds the first. The reads
// here tell both sides before that happens (thread, enquiry form).
import { and, eq, gte, ne, notExists, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import type { Db } from '../../../server/db/client.ts';
import { bookings, categories, conversations, vendors, venues } from '../../../server/db/schema.ts';
import type { ListingKind } from '../../../lib/listing-ref.ts';
import { VENUE_CATEGORY } from './listings.server.ts';
import type { BookedSlot, BookingContext } from './booking-clashes.ts';

const taken = alias(bookings, 'taken_booking');

/**
 * True while the conversation's listing has no booking on the conversation's date (a
 * request whose dates are not fixed has none to clash). Used inside the booking's insert.
 */
export function listingFreeOnConversationDate(db: Db): SQL {
  return notExists(
    db
      .select({ one: sql`1` })
      .from(taken)
      .where(and(eq(taken.listingKind, conversations.listingKind), eq(taken.listingId, conversations.listingId), eq(taken.eventDate, conversations.eventDate))),
  );
}

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

// Bookings: made by accepting a quote (quotes.server.ts), listed for the business by event
// date, exported as CSV, counted on the vendor dashboard and shown in the couple's activity.
import { and, count, desc, eq, gte, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import type { Db } from '../../../server/db/client.ts';
import { bookings, conversations, inboxCounts, vendors, venues, type Booking } from '../../../server/db/schema.ts';
import { toCsvRow } from '../../../lib/csv.ts';
import { formatFunctions } from './enquiry-rules.ts';
import { todayInIndia } from '../../../lib/dates.ts';
import { notifyBooking, type EnquiryDeps, type ThreadFacts } from './notify.server.ts';

/**
 * Runs once for every new booking, after its transaction committed. The booking's line in the
 * couple's budget is not written here: the database adds it in the booking's own write (a
 * trigger, drizzle/0020), so a booking is never missing from the ledger.
 */
export async function onBookingCreated(deps: EnquiryDeps, facts: ThreadFacts, booking: Booking): Promise<void> {
  await notifyBooking(deps, facts, booking.amount);
}

export type BookingRow = {
  id: string;
  conversationId: string;
  coupleName: string;
  listingName: string;
  functions: string[];
  eventDate: string | null;
  eventMonth: string;
  guestCount: number;
  amount: number;
  createdAt: string;
};

/** The most bookings a page or an export lists. */
export const BOOKINGS_CAP = 5000;

const venue = alias(venues, 'booked_venue');
const vendor = alias(vendors, 'booked_vendor');

function bookingSelect(db: Db) {
  return db
    .select({
      id: bookings.id,
      conversationId: bookings.conversationId,
      coupleName: conversations.coupleName,
      listingName: sql<string>`coalesce(${venue.name}, ${vendor.name}, '')`,
      functions: bookings.functions,
      eventDate: bookings.eventDate,
      eventMonth: bookings.eventMonth,
      guestCount: bookings.guestCount,
      amount: bookings.amount,
      createdAt: bookings.createdAt,
    })
    .from(bookings)
    .innerJoin(conversations, eq(conversations.id, bookings.conversationId))
    .leftJoin(venue, and(eq(bookings.listingKind, 'venue'), eq(venue.id, bookings.listingId)))
    .leftJoin(vendor, and(eq(bookings.listingKind, 'vendor'), eq(vendor.id, bookings.listingId)));
}

const toRow = (r: Awaited<ReturnType<ReturnType<typeof bookingSelect>['all']>>[number]): BookingRow => ({ ...r, createdAt: r.createdAt.toISOString() });

/** Every booking of the business's listings, in event order (the page splits upcoming and past). */
export async function listBusinessBookings(db: Db, businessId: string): Promise<BookingRow[]> {
  const rows = await bookingSelect(db).where(eq(bookings.businessUserId, businessId)).orderBy(bookings.eventMonth, bookings.eventDate).limit(BOOKINGS_CAP);
  return rows.map(toRow);
}

/** The couple's latest bookings, for the profile's recent activity. */
export async function listRecentCoupleBookings(db: Db, coupleId: string, limit: number): Promise<BookingRow[]> {
  return toBookingRows(await recentCoupleBookingsQuery(db, coupleId, limit));
}

/** The read behind `listRecentCoupleBookings`, to run alone or in a batch… */
export function recentCoupleBookingsQuery(db: Db, coupleId: string, limit: number) {
  return bookingSelect(db).where(eq(bookings.coupleUserId, coupleId)).orderBy(desc(bookings.createdAt)).limit(limit);
}

/** …and its rows as bookings. */
export const toBookingRows = (rows: Parameters<typeof toRow>[0][]): BookingRow[] => rows.map(toRow);

export const BOOKINGS_CSV_HEADER = ['Couple', 'Listing', 'Functions', 'Event Date', 'Guests', 'Amount (INR)', 'Booked On'] as const;

/** bookings.csv: RFC 4180, cells that a spreadsheet would run as formulas neutralised (as guests.csv). */
export function bookingsToCsv(rows: readonly BookingRow[]): string {
  const lines = [BOOKINGS_CSV_HEADER.join(',')];
  for (const b of rows) {
    lines.push(
      toCsvRow([
        b.coupleName,
        b.listingName,
        formatFunctions(b.functions),
        b.eventDate ?? `${b.eventMonth} (dates not fixed)`,
        String(b.guestCount),
        String(b.amount),
        b.createdAt.slice(0, 10),
      ]),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}

/** The vendor dashboard's card figures: new enquiries and bookings still to come. */
export async function businessCounts(db: Db, businessId: string, now: Date = new Date()): Promise<{ newEnquiries: number; upcomingBookings: number }> {
  return toBusinessCounts(await db.batch(businessCountQueries(db, businessId, now)));
}

/** The reads behind `businessCounts`, to run as a batch of their own or in a larger one… */
export function businessCountQueries(db: Db, businessId: string, now: Date = new Date()) {
  const month = todayInIndia(now).slice(0, 7);
  const today = todayInIndia(now);
  return [
    db
      .select({ n: inboxCounts.total })
      .from(inboxCounts)
      .where(and(eq(inboxCounts.businessUserId, businessId), eq(inboxCounts.status, 'new'))),
    db
      .select({ n: count() })
      .from(bookings)
      .where(
        and(
          eq(bookings.businessUserId, businessId),
          gte(bookings.eventMonth, month),
          sql`(${bookings.eventDate} IS NULL OR ${bookings.eventDate} >= ${today})`,
        ),
      ),
  ] as const;
}

/** …and their answers as the counts. */
export function toBusinessCounts([[enquiries], [upcoming]]: readonly [{ n: number }[], { n: number }[]]): { newEnquiries: number; upcomingBookings: number } {
  return { newEnquiries: enquiries?.n ?? 0, upcomingBookings: upcoming?.n ?? 0 };
}

// Long because: the inbox, a thread and the couple's lists read the same conversations, quotes and clashes.
// Reads: the couple's conversations and quotes, the business's inbox, one thread, unread
// counts. Every query is keyed by the signed-in user's id; the business's reads never
// select a couple's contact columns except the ones the couple filled by sharing.
import { and, desc, eq, lt, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import type { Db } from '../../../server/db/client.ts';
import { statement, type Row, type SqlStatement } from '../../../server/db/statement.ts';
import { bookings, categories, conversations, listingSpaces, messages, quotes, vendors, venues } from '../../../server/db/schema.ts';
import { ENQUIRY_STATUSES, type EnquiryStatus } from './enquiry-text.ts';
import {
  INBOX_PAGE_SIZE,
  isOpen,
  quoteState,
  type ComparableQuote,
  type CoupleEnquiries,
  type ConversationSummary,
  type InboxCounts,
  type InboxPage,
  type InboxQuery,
  type ThreadView,
  type BookedSlot,
  type SpaceSlot,
} from './enquiry-rules.ts';
import { todayInIndia } from '../../../lib/dates.ts';
import { loadConversation } from './conversation.server.ts';
import { findListings, listingHref, VENUE_CATEGORY } from './listings.server.ts';
import {
  conversationDateTaken,
  coupleBookingsOnQuery,
  coupleDatedBookingsQuery,
  fullyBooked,
  listingTakenQuery,
  spaceSlotsQuery,
} from './booking-clashes.server.ts';
import { acceptClash, sameDayBookings } from './booking-clashes.ts';
import { acceptClashWords, shownCategory } from './couple-words.server.ts';
import type { Locale } from '../../../i18n/locales.ts';

export const THREAD_PAGE_SIZE = 50;
/** The most conversations a couple's list shows (20 new a day are allowed). */
export const COUPLE_LIST_CAP = 200;

const venue = alias(venues, 'enquiry_venue');
const vendor = alias(vendors, 'enquiry_vendor');
const listingName = sql<string>`coalesce(${venue.name}, ${vendor.name}, '')`;
const joinVenue = and(eq(conversations.listingKind, 'venue'), eq(venue.id, conversations.listingId));
const joinVendor = and(eq(conversations.listingKind, 'vendor'), eq(vendor.id, conversations.listingId));

/** The couple's conversations, newest activity first; categories in the account's language. */
export async function listCoupleConversations(db: Db, coupleId: string, locale: Locale = 'en'): Promise<ConversationSummary[]> {
  const rows = await db
    .select({
      id: conversations.id,
      listingKind: conversations.listingKind,
      listingId: conversations.listingId,
      listingName,
      category: sql<string>`coalesce(${categories.name}, ${VENUE_CATEGORY})`,
      categoryHi: categories.nameHi,
      status: conversations.status,
      lastMessage: conversations.lastMessage,
      lastActivityAt: conversations.lastActivityAt,
      unread: conversations.coupleUnread,
      awaitingVerification: conversations.awaitingVerification,
    })
    .from(conversations)
    .leftJoin(venue, joinVenue)
    .leftJoin(vendor, joinVendor)
    .leftJoin(categories, eq(categories.id, vendor.categoryId))
    .where(eq(conversations.coupleUserId, coupleId))
    .orderBy(desc(conversations.lastActivityAt))
    .limit(COUPLE_LIST_CAP);
  return rows.map((r) => ({
    id: r.id,
    listingName: r.listingName,
    listingHref: listingHref(r.listingKind, r.listingId),
    category: shownCategory(locale, r.category, r.categoryHi),
    status: r.status,
    lastMessage: r.lastMessage,
    lastActivityAt: r.lastActivityAt.toISOString(),
    unread: r.unread,
    awaitingVerification: r.awaitingVerification,
  }));
}

/**
 * One page of the inbox as a hand-written statement (it is the hottest private read: built
 * through the query builder it cost more than running it, as the venue list found). The
 * page's rows are picked by rowid from the (business, [status,] last activity) index alone,
 * so a deep page skips index entries, not rows; only the rows shown are read, with their
 * listing's name by primary key. Every value is a bound parameter.
 */
export function inboxPageSql(businessId: string, query: Pick<InboxQuery, 'status' | 'q' | 'page'>): SqlStatement {
  const where = ['business_user_id = ?'];
  const args: (string | number)[] = [businessId];
  if (query.status !== 'all') {
    where.push('status = ?');
    args.push(query.status);
  }
  if (query.q) {
    where.push("couple_name LIKE ? ESCAPE '\\'");
    args.push(`%${query.q.replace(/[\\%_]/g, (m) => `\\${m}`)}%`);
  }
  args.push(INBOX_PAGE_SIZE + 1, (query.page - 1) * INBOX_PAGE_SIZE);
  const c = 'conversations';
  return {
    sql: `SELECT ${c}.id, ${c}.couple_name, ${c}.status, ${c}.functions, ${c}.event_date, ${c}.event_month, ${c}.last_message, ${c}.last_activity_at,
            ${c}.business_unread, coalesce(venues.name, vendors.name, '') AS listing_name,
            (${c}.event_date IS NOT NULL AND (SELECT count(*) FROM calendar_entries AS ce WHERE ce.listing_kind = ${c}.listing_kind
              AND ce.date = ${c}.event_date AND ce.listing_id = ${c}.listing_id AND ce.source = 'booking'
              AND ce.booking_id NOT IN (SELECT b.id FROM bookings AS b WHERE b.conversation_id = ${c}.id))
              >= 2 * (SELECT count(*) FROM listing_spaces AS s WHERE s.listing_kind = ${c}.listing_kind AND s.listing_id = ${c}.listing_id)) AS date_booked
          FROM ${c}
          LEFT JOIN venues ON ${c}.listing_kind = 'venue' AND venues.id = ${c}.listing_id
          LEFT JOIN vendors ON ${c}.listing_kind = 'vendor' AND vendors.id = ${c}.listing_id
          WHERE ${c}.rowid IN (
            SELECT rowid FROM ${c} WHERE ${where.join(' AND ')} ORDER BY last_activity_at DESC LIMIT ? OFFSET ?
          ) ORDER BY ${c}.last_activity_at DESC`,
    args,
  };
}

/** The inbox's counts per status, kept by triggers in `inbox_counts`: a few rows by primary key. */
export function inboxCountSql(businessId: string): SqlStatement {
  return { sql: 'SELECT status, total, unread FROM inbox_counts WHERE business_user_id = ?', args: [businessId] };
}

export async function listInbox(db: Db, businessId: string, query: InboxQuery): Promise<InboxPage> {
  // The page and the counts in one batch: one round trip.
  const [pageRows, countRows] = await db.batch([db.all<Row>(statement(inboxPageSql(businessId, query))), db.all<Row>(statement(inboxCountSql(businessId)))]);
  const counts = Object.fromEntries(['all', ...ENQUIRY_STATUSES].map((s) => [s, { total: 0, unread: 0 }])) as InboxCounts;
  for (const c of countRows) {
    const total = Number(c.total);
    const unread = Number(c.unread);
    counts[c.status as EnquiryStatus] = { total, unread };
    counts.all.total += total;
    counts.all.unread += unread;
  }
  const rows = pageRows.slice(0, INBOX_PAGE_SIZE);
  return {
    items: rows.map((r) => ({
      id: String(r.id),
      coupleName: String(r.couple_name),
      listingName: String(r.listing_name),
      status: r.status as EnquiryStatus,
      functions: JSON.parse(String(r.functions)) as string[],
      eventDate: r.event_date === null ? null : String(r.event_date),
      eventMonth: String(r.event_month),
      lastMessage: String(r.last_message),
      lastActivityAt: new Date(Number(r.last_activity_at)).toISOString(),
      unread: Number(r.business_unread),
      dateBooked: Number(r.date_booked) === 1,
    })),
    page: query.page,
    hasMore: pageRows.length > INBOX_PAGE_SIZE,
    counts,
    query,
  };
}

/** The business's inbox version, raised by triggers on every change its list shows (drizzle/0013): inbox pages' ETags carry it. */
export async function inboxVersion(db: Db, businessId: string): Promise<string> {
  const [row] = await db.all<Row>(sql`SELECT version FROM inbox_versions WHERE business_user_id = ${businessId}`);
  return String(row?.version ?? 0);
}

/** Unread messages across the user's conversations, for the header. */
export async function unreadCount(db: Db, user: { id: string; role: 'customer' | 'vendor' | 'admin' | 'editor' }): Promise<number> {
  // An admin account takes part in no conversation.
  if (user.role === 'admin') return 0;
  const [row] = await db.all<Row>(
    user.role === 'vendor'
      ? sql`SELECT coalesce(sum(unread_messages), 0) AS n FROM inbox_counts WHERE business_user_id = ${user.id}`
      : sql`SELECT coalesce(sum(couple_unread), 0) AS n FROM conversations WHERE couple_user_id = ${user.id}`,
  );
  return Number(row?.n ?? 0);
}

/**
 * One conversation as its reader sees it: the request, the latest messages (or those
 * before `before`, an ISO time, for "earlier messages"), quotes and the booking.
 */
export async function getThread(
  db: Db,
  userId: string,
  conversationId: string,
  before?: { at: string; id: string },
  now: Date = new Date(),
): Promise<ThreadView> {
  const c = await loadConversation(db, userId, conversationId);
  const cursor = before
    ? or(lt(messages.createdAt, new Date(before.at)), and(eq(messages.createdAt, new Date(before.at)), lt(messages.id, before.id)))
    : undefined;
  // Read once the reader is known to take part: one batch, one round trip.
  const [page, quoteRows, [booking], taken, sameDay, slotRows] = await db.batch([
    db
      .select()
      .from(messages)
      .where(and(eq(messages.conversationId, c.id), cursor))
      .orderBy(desc(messages.createdAt), desc(messages.id))
      .limit(THREAD_PAGE_SIZE + 1),
    db
      .select({ quote: quotes, spaceName: listingSpaces.name })
      .from(quotes)
      .leftJoin(listingSpaces, eq(listingSpaces.id, quotes.spaceId))
      .where(eq(quotes.conversationId, c.id))
      .orderBy(quotes.createdAt),
    db.select({ id: bookings.id, amount: bookings.amount, createdAt: bookings.createdAt }).from(bookings).where(eq(bookings.conversationId, c.id)),
    listingTakenQuery(db, { kind: c.listingKind, id: c.listingId }, c.eventDate, c.id),
    coupleBookingsOnQuery(db, c.coupleUserId, c.eventDate, c.id),
    spaceSlotsQuery(db, { kind: c.listingKind, id: c.listingId }, c.side === 'business' ? c.eventDate : null),
  ]);
  const listingCategory = c.listing?.category ?? (c.listingKind === 'venue' ? VENUE_CATEGORY : '');
  const today = todayInIndia(now);
  return {
    id: c.id,
    side: c.side,
    status: c.status,
    listing: {
      kind: c.listingKind,
      id: c.listingId,
      name: c.listing?.name ?? '',
      href: listingHref(c.listingKind, c.listingId),
      category: listingCategory,
    },
    claimed: c.businessUserId !== null,
    coupleName: c.coupleName,
    request: { functions: c.functions, eventDate: c.eventDate, eventMonth: c.eventMonth, guestCount: c.guestCount, budget: c.budget },
    contact: c.contactShared ? { phone: c.sharedPhone ?? '', email: c.sharedEmail ?? '' } : null,
    messages: page
      .slice(0, THREAD_PAGE_SIZE)
      .reverse()
      .map((m) => ({ id: m.id, side: m.authorSide, kind: m.kind, body: m.body, quoteId: m.quoteId, createdAt: m.createdAt.toISOString() })),
    hasEarlier: page.length > THREAD_PAGE_SIZE,
    quotes: quoteRows.map(({ quote: q, spaceName }) => ({
      id: q.id,
      amount: q.amount,
      includes: q.includes,
      functions: q.functions,
      validUntil: q.validUntil,
      state: quoteState(q, today),
      createdAt: q.createdAt.toISOString(),
      space: c.listingKind === 'venue' ? spaceName : null,
      part: q.part,
    })),
    booking: booking ? { ...booking, createdAt: booking.createdAt.toISOString() } : null,
    awaitingVerification: c.awaitingVerification,
    spaces: c.side === 'business' ? spaceSlots(slotRows, booking?.id ?? null) : [],
    clashes: {
      // Only while a quote could still be accepted: a closed or booked enquiry has nothing to warn of.
      dateTaken: !booking && isOpen(c.status) && fullyBooked(taken[0]),
      // The couple's other bookings are theirs alone: never shown to a business.
      sameDay:
        c.side === 'couple' && !booking
          ? sameDayBookings(sameDay as BookedSlot[], { kind: c.listingKind, id: c.listingId, name: '', category: listingCategory }, c.functions, c.eventDate)
          : [],
    },
  };
}

/** Every quote the couple has received (withdrawn ones left out), for the comparison view, in the account's language. */
export async function listCoupleQuotes(db: Db, coupleId: string, now: Date = new Date(), locale: Locale = 'en'): Promise<ComparableQuote[]> {
  const [rows, own] = await db.batch([
    db
      .select({
        quote: quotes,
        listingKind: conversations.listingKind,
        listingId: conversations.listingId,
        eventDate: conversations.eventDate,
        requested: conversations.functions,
        dateTaken: conversationDateTaken,
      })
      .from(quotes)
      .innerJoin(conversations, eq(conversations.id, quotes.conversationId))
      .where(and(eq(conversations.coupleUserId, coupleId), ne(quotes.status, 'withdrawn')))
      .orderBy(desc(quotes.createdAt))
      .limit(200),
    coupleDatedBookingsQuery(db, coupleId),
  ]);
  const listings = await findListings(
    db,
    rows.map((r) => ({ kind: r.listingKind, id: r.listingId })),
  );
  const today = todayInIndia(now);
  const words = acceptClashWords(locale);
  return rows.map(({ quote: q, listingKind, listingId, eventDate, requested, dateTaken }) => {
    const l = listings.get(`${listingKind}:${listingId}`);
    const category = l?.category ?? (listingKind === 'venue' ? VENUE_CATEGORY : '');
    const state = quoteState(q, today);
    const target = { kind: listingKind, id: listingId, name: l?.name ?? '', category };
    return {
      id: q.id,
      conversationId: q.conversationId,
      businessName: l?.name ?? '',
      // Grouped by this name in the comparison; the clash check above keeps the English one.
      category: shownCategory(locale, category, l?.categoryHi),
      functions: q.functions,
      amount: q.amount,
      includes: q.includes,
      validUntil: q.validUntil,
      state,
      rating: l?.rating ?? 0,
      reviewCount: l?.reviewCount ?? 0,
      listingHref: listingHref(listingKind, listingId),
      clash: state === 'open' ? acceptClash(target, Number(dateTaken) === 1, own as BookedSlot[], requested, eventDate, words) : null,
    };
  });
}

/** The couple's Enquiries tab: conversations and quotes, their categories and clashes in `locale` (the account's). */
export async function loadCoupleEnquiries(db: Db, coupleId: string, locale: Locale = 'en'): Promise<CoupleEnquiries> {
  const [conversationList, quoteList] = await Promise.all([listCoupleConversations(db, coupleId, locale), listCoupleQuotes(db, coupleId, new Date(), locale)]);
  return { conversations: conversationList, quotes: quoteList };
}

export type { EnquiryStatus };

/** The spaces with what holds each part; this conversation's own booking counts as free (it is the same booking). */
function spaceSlots(
  rows: { id: number; name: string; capacity: number | null; part: 'day' | 'evening' | null; source: 'block' | 'booking' | null; bookingId: string | null }[],
  ownBookingId: string | null,
): SpaceSlot[] {
  const spaces = new Map<number, SpaceSlot>();
  for (const r of rows) {
    const space = spaces.get(r.id) ?? { id: r.id, name: r.name, capacity: r.capacity, day: 'free', evening: 'free' };
    spaces.set(r.id, space);
    if (r.part && r.source && !(r.bookingId && r.bookingId === ownBookingId)) space[r.part] = r.source;
  }
  return [...spaces.values()];
}

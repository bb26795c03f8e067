// Private calendar feeds (iCalendar, RFC 5545): a couple's functions with venue and address and
// the dates payments are due; a business's bookings and the dates it marked unavailable. Each
// account has one address, /calendar/{token}.ics, whose token (server/auth/keyed-tokens.ts) can
// be replaced, which revokes the old address at once.
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../server/db/client.ts';
import { bookings, calendarFeeds, conversations, users, weddingFunctions } from '../../../server/db/schema.ts';
import { hashToken } from '../../../server/auth/session.ts';
import { NotFoundError } from '../../../server/errors.ts';
import { KEYED_TOKEN_PATTERN, keyedToken, newTokenNonce, serverKey } from '../../../server/auth/keyed-tokens.ts';
import { toIcal, type IcalEvent } from '../../../lib/ical.ts';
import { formatRupees } from '../../../lib/money.ts';
import { toLocale, type Locale } from '../../../i18n/locales.ts';
import { requireWedding } from '../../planning/index.server.ts';
import { readLedger } from '../../money/index.server.ts';
import { calendarEventMessages } from './messages.ts';

const KEY_NAME = 'calendar_feed_key';

export type FeedDeps = { db: Db; origin: string };

const feedUrl = (origin: string, token: string) => new URL(`/calendar/${token}.ics`, origin).href;

/** The account's feed address, made on first use. */
export async function feedAddress({ db, origin }: FeedDeps, userId: string): Promise<string> {
  const key = await serverKey(db, KEY_NAME);
  const [row] = await db.select({ nonce: calendarFeeds.nonce }).from(calendarFeeds).where(eq(calendarFeeds.userId, userId));
  if (row) return feedUrl(origin, keyedToken(key, userId, row.nonce));
  const nonce = newTokenNonce();
  const token = keyedToken(key, userId, nonce);
  // Two first reads at once: the first row written wins, and both answer its address.
  await db
    .insert(calendarFeeds)
    .values({ userId, nonce, tokenHash: hashToken(token) })
    .onConflictDoNothing();
  return feedAddress({ db, origin }, userId);
}

/** A new address for the account's feed; the old one answers 404 from now on. */
export async function renewFeed({ db, origin }: FeedDeps, userId: string): Promise<string> {
  const key = await serverKey(db, KEY_NAME);
  const nonce = newTokenNonce();
  const token = keyedToken(key, userId, nonce);
  await db
    .insert(calendarFeeds)
    .values({ userId, nonce, tokenHash: hashToken(token) })
    .onConflictDoUpdate({ target: calendarFeeds.userId, set: { nonce, tokenHash: hashToken(token), createdAt: new Date() } });
  return feedUrl(origin, token);
}

export type FeedOwner = { id: string; name: string; role: string; locale: Locale };

/** Whose feed a token opens, or null (a malformed, unknown or replaced token). */
export async function feedOwner(db: Db, token: string): Promise<FeedOwner | null> {
  if (!KEYED_TOKEN_PATTERN.test(token)) return null;
  const [row] = await db
    .select({ id: users.id, name: users.name, role: users.role, locale: users.locale })
    .from(calendarFeeds)
    .innerJoin(users, eq(users.id, calendarFeeds.userId))
    .where(eq(calendarFeeds.tokenHash, hashToken(token)));
  return row ? { ...row, locale: toLocale(row.locale) } : null;
}

type FunctionRow = typeof weddingFunctions.$inferSelect;

/** One function as a calendar event (undated functions have none). */
export function functionEvent(fn: FunctionRow, couple: string, locale: Locale): IcalEvent | null {
  if (!fn.date) return null;
  const t = calendarEventMessages.for(locale);
  return {
    uid: `function-${fn.id}@mandap`,
    summary: t.functionSummary({ function: fn.name, couple }),
    start: { date: fn.date, time: fn.startTime },
    location: [fn.venueName, fn.address].filter(Boolean).join(', ') || null,
    description: fn.dressCode ? t.dressCode({ dressCode: fn.dressCode }) : null,
  };
}

export const coupleNames = (wedding: { userName: string; partnerName: string }) => [wedding.userName, wedding.partnerName].filter(Boolean).join(' & ');

/**
 * A couple's feed: dated functions, and every payment with a due date and something left to pay.
 * Before there is a wedding profile it is an empty calendar, which fills in once there is one.
 */
export async function coupleCalendar(db: Db, owner: FeedOwner): Promise<string> {
  const t = calendarEventMessages.for(owner.locale);
  const locale = owner.locale;
  const wedding = await requireWedding(db, owner.id).catch((error: unknown) => {
    if (error instanceof NotFoundError) return null;
    throw error;
  });
  if (!wedding) return toIcal({ name: t.coupleCalendar({ couple: owner.name }), events: [] });
  const couple = coupleNames(wedding);
  const [functions, ledger] = await Promise.all([
    db
      .select()
      .from(weddingFunctions)
      .where(and(eq(weddingFunctions.weddingProfileId, wedding.id), isNotNull(weddingFunctions.date)))
      .orderBy(asc(weddingFunctions.date), asc(weddingFunctions.startTime)),
    readLedger(db, wedding.id),
  ]);
  const events: IcalEvent[] = functions.flatMap((fn) => functionEvent(fn, couple, locale) ?? []);
  for (const item of ledger.items) {
    const balance = item.quoted - item.paid;
    if (!item.dueDate || balance <= 0) continue;
    events.push({
      uid: `payment-${item.id}@mandap`,
      summary: t.paymentSummary({ what: item.what }),
      start: { date: item.dueDate },
      description: [t.paymentBalance({ amount: formatRupees(balance) }), item.businessName ? t.paymentTo({ business: item.businessName }) : null]
        .filter(Boolean)
        .join('\n'),
    });
  }
  return toIcal({ name: t.coupleCalendar({ couple }), events });
}

type BlockRow = { date: string; part: 'day' | 'evening'; note: string; spaceId: number; space: string; listing: string; spaces: number };

/** A business's feed: its bookings with a date, and the dates it marked unavailable (a day, an evening, or both). */
export async function businessCalendar(db: Db, owner: FeedOwner): Promise<string> {
  const t = calendarEventMessages.for(owner.locale);
  const [booked, blocks] = await db.batch([
    db
      .select({
        id: bookings.id,
        coupleName: conversations.coupleName,
        functions: bookings.functions,
        eventDate: bookings.eventDate,
        guestCount: bookings.guestCount,
        amount: bookings.amount,
      })
      .from(bookings)
      .innerJoin(conversations, eq(conversations.id, bookings.conversationId))
      .where(and(eq(bookings.businessUserId, owner.id), isNotNull(bookings.eventDate)))
      .orderBy(asc(bookings.eventDate)),
    db.all<BlockRow>(sql`
      SELECT e.date, e.part, e.note, s.id AS spaceId, s.name AS space, COALESCE(v.name, d.name) AS listing,
             (SELECT count(*) FROM listing_spaces x WHERE x.listing_kind = e.listing_kind AND x.listing_id = e.listing_id) AS spaces
        FROM calendar_entries e
        JOIN listing_spaces s ON s.id = e.space_id
        LEFT JOIN venues v ON e.listing_kind = 'venue' AND v.id = e.listing_id
        LEFT JOIN vendors d ON e.listing_kind = 'vendor' AND d.id = e.listing_id
       WHERE e.source = 'block' AND (v.owner_user_id = ${owner.id} OR d.owner_user_id = ${owner.id})
       ORDER BY e.date, s.id, e.part`),
  ]);
  const events: IcalEvent[] = booked.map((b) => ({
    uid: `booking-${b.id}@mandap`,
    summary: t.bookingSummary({ couple: b.coupleName, functions: b.functions.join(', ') }),
    start: { date: b.eventDate! },
    description: t.bookingDetails({ guests: String(b.guestCount), amount: formatRupees(b.amount) }),
  }));
  // A whole day is two rows (day and evening): one event says so.
  const byDay = new Map<string, BlockRow[]>();
  for (const row of blocks) {
    const key = `${row.spaceId}-${row.date}`;
    byDay.set(key, [...(byDay.get(key) ?? []), row]);
  }
  for (const [key, rows] of byDay) {
    const first = rows[0]!;
    const parts = new Set(rows.map((r) => r.part));
    const summary = parts.size === 2 ? t.blockedSummary : parts.has('day') ? t.blockedDay : t.blockedEvening;
    const where = Number(first.spaces) > 1 ? `${first.listing} · ${first.space}` : first.listing;
    events.push({
      uid: `block-${key}@mandap`,
      summary: `${summary}: ${where}`,
      start: { date: first.date },
      description: [...new Set(rows.map((r) => r.note).filter(Boolean))].join('\n') || null,
    });
  }
  return toIcal({ name: t.businessCalendar({ business: owner.name }), events });
}

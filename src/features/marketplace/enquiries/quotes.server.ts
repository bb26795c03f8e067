// Quotes: the business sends or withdraws one; the couple declines or accepts it. Accepting
// makes the booking. Two accepts racing in one conversation end with exactly one booking:
// the booking row is inserted only while the conversation is still open, and the unique
// index on bookings.conversation_id refuses a second one whatever the timing.
import { count, eq } from 'drizzle-orm';
import type { Db } from '../../../server/db/client.ts';
import { bookings, conversations, quotes, type Booking } from '../../../server/db/schema.ts';
import { ConflictError, DomainError, NotFoundError } from '../../../server/errors.ts';
import { formatRupees } from '../../../lib/money.ts';
import { ENQUIRY_LIMITS, enquiryText, fieldText } from './enquiry-text.ts';
import { formatDay, isOpen } from './enquiry-rules.ts';
import { todayInIndia } from '../../../lib/dates.ts';
import type { SendQuoteInput } from './enquiries.schema.ts';
import { factsOf, loadConversation, writeBatch } from './conversation.server.ts';
import { newId } from '../../../lib/ids.ts';
import { consumeMessageLimit } from './limits.server.ts';
import { notifyQuote, type EnquiryDeps } from './notify.server.ts';
import { onBookingCreated } from './bookings.server.ts';

const OPEN = "('new','replied','quoted')";

async function loadQuote(db: Db, quoteId: string) {
  const [quote] = await db.select().from(quotes).where(eq(quotes.id, quoteId)).limit(1);
  if (!quote) throw new NotFoundError(enquiryText.quoteNotFound);
  return quote;
}

export async function sendQuote(deps: EnquiryDeps, businessId: string, input: SendQuoteInput, now: Date = new Date()): Promise<{ id: string }> {
  const c = await loadConversation(deps.db, businessId, input.conversationId, 'business');
  if (c.status === 'booked') throw new ConflictError(enquiryText.alreadyBooked);
  if (!isOpen(c.status)) throw new ConflictError(enquiryText.closed);
  if (input.functions.some((f) => !c.functions.includes(f))) throw new DomainError('VALIDATION', fieldText.quoteFunctions);
  const [{ total }] = (await deps.db.select({ total: count() }).from(quotes).where(eq(quotes.conversationId, c.id))) as [{ total: number }];
  if (total >= ENQUIRY_LIMITS.quotesPerConversation) throw new ConflictError(enquiryText.quotesFull);
  await consumeMessageLimit(deps.db, businessId, now.getTime());

  const id = newId();
  const at = now.getTime();
  const [inserted] = await writeBatch(deps.db, [
    {
      sql: `INSERT INTO quotes (id, conversation_id, amount, includes, functions, valid_until, status, created_at, updated_at)
            SELECT ?, ?, ?, ?, ?, ?, 'open', ?, ? WHERE EXISTS (SELECT 1 FROM conversations WHERE id = ? AND business_user_id = ? AND status IN ${OPEN})`,
      args: [id, c.id, input.amount, input.includes, JSON.stringify(input.functions), input.validUntil, at, at, c.id, businessId],
    },
    {
      sql: `INSERT INTO messages (id, conversation_id, author_side, kind, body, quote_id, created_at)
            SELECT ?, ?, 'business', 'quote', '', ?, ? WHERE EXISTS (SELECT 1 FROM quotes WHERE id = ?)`,
      args: [newId(), c.id, id, at, id],
    },
    {
      sql: `UPDATE conversations SET status = 'quoted', last_message = ?, last_activity_at = ?, couple_unread = couple_unread + 1
            WHERE id = ? AND EXISTS (SELECT 1 FROM quotes WHERE id = ?)`,
      args: [`Quote: ${formatRupees(input.amount)}`, at, c.id, id],
    },
  ]);
  if (!inserted?.rowsAffected) throw new ConflictError(enquiryText.closed);
  await notifyQuote(deps, factsOf(c), input);
  return { id };
}

/**
 * Moves an open quote to declined (by the couple) or withdrawn (by the business), with an
 * event in the thread; refused when the quote is no longer open.
 */
async function closeQuote(deps: EnquiryDeps, userId: string, quoteId: string, side: 'couple' | 'business', now: Date): Promise<void> {
  const quote = await loadQuote(deps.db, quoteId);
  const c = await loadConversation(deps.db, userId, quote.conversationId, side);
  if (quote.status !== 'open') throw new ConflictError(side === 'couple' ? closedQuoteReason(quote.status) : enquiryText.quoteNotOpen);
  const kind = side === 'couple' ? 'quote_declined' : 'quote_withdrawn';
  const status = side === 'couple' ? 'declined' : 'withdrawn';
  const owner = side === 'couple' ? 'couple_user_id' : 'business_user_id';
  const unread = side === 'couple' ? 'business_unread' : 'couple_unread';
  const id = newId();
  const at = now.getTime();
  const [inserted] = await writeBatch(deps.db, [
    {
      sql: `INSERT INTO messages (id, conversation_id, author_side, kind, body, quote_id, created_at)
            SELECT ?, ?, ?, ?, '', ?, ? WHERE EXISTS (
              SELECT 1 FROM quotes q JOIN conversations c ON c.id = q.conversation_id WHERE q.id = ? AND q.status = 'open' AND c.${owner} = ?)`,
      args: [id, c.id, side, kind, quote.id, at, quote.id, userId],
    },
    { sql: `UPDATE quotes SET status = ?, updated_at = ? WHERE id = ? AND EXISTS (SELECT 1 FROM messages WHERE id = ?)`, args: [status, at, quote.id, id] },
    {
      sql: `UPDATE conversations SET last_message = ?, last_activity_at = ?, ${unread} = ${unread} + 1 WHERE id = ? AND EXISTS (SELECT 1 FROM messages WHERE id = ?)`,
      args: [side === 'couple' ? `Quote of ${formatRupees(quote.amount)} declined` : `Quote of ${formatRupees(quote.amount)} withdrawn`, at, c.id, id],
    },
  ]);
  if (!inserted?.rowsAffected) throw new ConflictError(side === 'couple' ? closedQuoteReason((await loadQuote(deps.db, quoteId)).status) : enquiryText.quoteNotOpen);
}

function closedQuoteReason(status: 'open' | 'accepted' | 'declined' | 'withdrawn'): string {
  if (status === 'withdrawn') return enquiryText.quoteWithdrawnError;
  if (status === 'declined') return enquiryText.quoteDeclinedError;
  if (status === 'accepted') return enquiryText.quoteAcceptedError;
  return enquiryText.closed;
}

export const declineQuote = (deps: EnquiryDeps, coupleId: string, quoteId: string, now: Date = new Date()) => closeQuote(deps, coupleId, quoteId, 'couple', now);
export const withdrawQuote = (deps: EnquiryDeps, businessId: string, quoteId: string, now: Date = new Date()) => closeQuote(deps, businessId, quoteId, 'business', now);

/** Why a quote cannot be accepted now, or null when it can. */
async function acceptRefusal(db: Db, quoteId: string, today: string): Promise<string | null> {
  const quote = await loadQuote(db, quoteId);
  const [c] = await db.select({ status: conversations.status }).from(conversations).where(eq(conversations.id, quote.conversationId)).limit(1);
  // A booking decides first: the other quotes were declined by it, not by the couple.
  if (c?.status === 'booked' && quote.status !== 'accepted') return enquiryText.alreadyBooked;
  if (quote.status !== 'open') return closedQuoteReason(quote.status);
  if (quote.validUntil < today) return enquiryText.quoteExpired(formatDay(quote.validUntil));
  if (!c || !isOpen(c.status)) return enquiryText.closed;
  return null;
}

/**
 * Accepts an open, unexpired quote: one transaction books it, marks it accepted, declines
 * the conversation's other open quotes and records the event. An expired or withdrawn
 * quote, or a conversation already booked, gets its reason and nothing changes.
 */
export async function acceptQuote(deps: EnquiryDeps, coupleId: string, quoteId: string, now: Date = new Date()): Promise<Booking> {
  const quote = await loadQuote(deps.db, quoteId);
  const c = await loadConversation(deps.db, coupleId, quote.conversationId, 'couple');
  const today = todayInIndia(now);
  const refusal = await acceptRefusal(deps.db, quoteId, today);
  if (refusal) throw new ConflictError(refusal);

  const bookingId = newId();
  const at = now.getTime();
  const booked = 'EXISTS (SELECT 1 FROM bookings WHERE id = ?)';
  const [inserted] = await writeBatch(deps.db, [
    {
      sql: `INSERT INTO bookings (id, conversation_id, quote_id, couple_user_id, business_user_id, listing_kind, listing_id, amount, functions,
              event_date, event_month, guest_count, created_at)
            SELECT ?, c.id, q.id, c.couple_user_id, c.business_user_id, c.listing_kind, c.listing_id, q.amount, q.functions,
              c.event_date, c.event_month, c.guest_count, ?
            FROM quotes q JOIN conversations c ON c.id = q.conversation_id
            WHERE q.id = ? AND q.status = 'open' AND q.valid_until >= ? AND c.couple_user_id = ? AND c.status IN ${OPEN}
            ON CONFLICT DO NOTHING`,
      args: [bookingId, at, quote.id, today, coupleId],
    },
    { sql: `UPDATE quotes SET status = 'declined', updated_at = ? WHERE conversation_id = ? AND status = 'open' AND id <> ? AND ${booked}`, args: [at, c.id, quote.id, bookingId] },
    { sql: `UPDATE quotes SET status = 'accepted', updated_at = ? WHERE id = ? AND ${booked}`, args: [at, quote.id, bookingId] },
    {
      sql: `INSERT INTO messages (id, conversation_id, author_side, kind, body, quote_id, created_at) SELECT ?, ?, 'couple', 'quote_accepted', '', ?, ? WHERE ${booked}`,
      args: [newId(), c.id, quote.id, at, bookingId],
    },
    {
      sql: `UPDATE conversations SET status = 'booked', last_message = ?, last_activity_at = ?, business_unread = business_unread + 1 WHERE id = ? AND ${booked}`,
      args: [`Booked: ${formatRupees(quote.amount)}`, at, c.id, bookingId],
    },
  ]);
  if (!inserted?.rowsAffected) throw new ConflictError((await acceptRefusal(deps.db, quoteId, today)) ?? enquiryText.alreadyBooked);
  const [booking] = await deps.db.select().from(bookings).where(eq(bookings.id, bookingId));
  await onBookingCreated(deps, factsOf(c), booking!);
  return booking!;
}

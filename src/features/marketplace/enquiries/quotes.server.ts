// Long because: sending, withdrawing, declining and accepting a quote share one conversation read and one booking batch.
// Quotes: the business sends or withdraws one; the couple declines or accepts it. Accepting
// makes the booking. Two accepts racing in one conversation end with exactly one booking:
// the booking row is inserted only while the conversation is still open, and the unique
// index on bookings.conversation_id refuses a second one whatever the timing. Two accepts
// racing for one space, date and part of the day (two conversations) end the same way: the
// insert needs the slot free, and the booking's calendar rows (written by its insert) cannot
// be written twice (booking-clashes.server.ts).
import { and, count, eq, exists, gte, inArray, ne, sql } from 'drizzle-orm';
import { purgeListingWrite } from '../../../server/purge.ts';
import type { Db } from '../../../server/db/client.ts';
import { rowSelection } from '../../../server/db/insert-select.ts';
import { bookings, budgetItems, conversations, messages, quotes, type Booking } from '../../../server/db/schema.ts';
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
import { quoteSlotFree } from './booking-clashes.server.ts';
import { listSpaces, slotHeld } from '../availability/availability.server.ts';
import { acceptRefusalMessages } from './accept-refusal-messages.ts';
import type { Locale } from '../../../i18n/locales.ts';
import { findListing } from './listings.server.ts';
import { accountActor, recordActivity, type Actor } from '../../planning/index.server.ts';

const OPEN = ['new', 'replied', 'quoted'] as const;

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
  // A named space must be the listing's; none named is its first (every listing has one).
  const spaces = await listSpaces(deps.db, { kind: c.listingKind, id: c.listingId });
  const space = input.spaceId === undefined ? spaces[0] : spaces.find((s) => s.id === input.spaceId);
  if (input.spaceId !== undefined && !space) throw new DomainError('VALIDATION', fieldText.quoteSpace);
  await consumeMessageLimit(deps.db, businessId, now.getTime());

  const id = newId();
  const [inserted] = await writeBatch(deps.db, [
    deps.db.insert(quotes).select((qb) =>
      qb
        .select(
          rowSelection(quotes, {
            id,
            conversationId: c.id,
            amount: input.amount,
            includes: input.includes,
            functions: input.functions,
            validUntil: input.validUntil,
            spaceId: space?.id ?? null,
            part: input.part ?? 'full',
            status: 'open',
            createdAt: now,
            updatedAt: now,
          }),
        )
        .from(conversations)
        .where(
          and(
            eq(conversations.id, c.id),
            eq(conversations.businessUserId, businessId),
            inArray(conversations.status, [...OPEN]),
            // The limit is counted inside the insert too, so parallel quotes cannot pass it.
            sql`(SELECT count(*) FROM ${quotes} WHERE ${quotes.conversationId} = ${c.id}) < ${ENQUIRY_LIMITS.quotesPerConversation}`,
          ),
        ),
    ),
    deps.db.insert(messages).select((qb) =>
      qb
        .select(rowSelection(messages, { id: newId(), conversationId: c.id, authorSide: 'business', kind: 'quote', body: '', quoteId: id, createdAt: now }))
        .from(quotes)
        .where(eq(quotes.id, id)),
    ),
    deps.db
      .update(conversations)
      .set({ status: 'quoted', lastMessage: `Quote: ${formatRupees(input.amount)}`, lastActivityAt: now, coupleUnread: sql`${conversations.coupleUnread} + 1` })
      .where(
        and(
          eq(conversations.id, c.id),
          exists(
            deps.db
              .select({ one: sql`1` })
              .from(quotes)
              .where(eq(quotes.id, id)),
          ),
        ),
      ),
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
  const owner = side === 'couple' ? conversations.coupleUserId : conversations.businessUserId;
  const unread = side === 'couple' ? 'businessUnread' : 'coupleUnread';
  const id = newId();
  const written = exists(
    deps.db
      .select({ one: sql`1` })
      .from(messages)
      .where(eq(messages.id, id)),
  );
  const [inserted] = await writeBatch(deps.db, [
    deps.db.insert(messages).select((qb) =>
      qb
        .select(rowSelection(messages, { id, conversationId: c.id, authorSide: side, kind, body: '', quoteId: quote.id, createdAt: now }))
        .from(quotes)
        .innerJoin(conversations, eq(conversations.id, quotes.conversationId))
        .where(and(eq(quotes.id, quote.id), eq(quotes.status, 'open'), eq(owner, userId))),
    ),
    deps.db
      .update(quotes)
      .set({ status, updatedAt: now })
      .where(and(eq(quotes.id, quote.id), written)),
    deps.db
      .update(conversations)
      .set({
        lastMessage: side === 'couple' ? `Quote of ${formatRupees(quote.amount)} declined` : `Quote of ${formatRupees(quote.amount)} withdrawn`,
        lastActivityAt: now,
        [unread]: sql`${conversations[unread]} + 1`,
      })
      .where(and(eq(conversations.id, c.id), written)),
  ]);
  if (!inserted?.rowsAffected)
    throw new ConflictError(side === 'couple' ? closedQuoteReason((await loadQuote(deps.db, quoteId)).status) : enquiryText.quoteNotOpen);
}

function closedQuoteReason(status: 'open' | 'accepted' | 'declined' | 'withdrawn'): string {
  if (status === 'withdrawn') return enquiryText.quoteWithdrawnError;
  if (status === 'declined') return enquiryText.quoteDeclinedError;
  if (status === 'accepted') return enquiryText.quoteAcceptedError;
  return enquiryText.closed;
}

export const declineQuote = (deps: EnquiryDeps, coupleId: string, quoteId: string, now: Date = new Date()) =>
  closeQuote(deps, coupleId, quoteId, 'couple', now);
export const withdrawQuote = (deps: EnquiryDeps, businessId: string, quoteId: string, now: Date = new Date()) =>
  closeQuote(deps, businessId, quoteId, 'business', now);

/** Why a quote cannot be accepted now (in `locale`), or null when it can. */
async function acceptRefusal(db: Db, quoteId: string, today: string, locale: Locale): Promise<string | null> {
  const t = acceptRefusalMessages.for(locale);
  const quote = await loadQuote(db, quoteId);
  const [c] = await db.select().from(conversations).where(eq(conversations.id, quote.conversationId)).limit(1);
  // A booking decides first: the other quotes were declined by it, not by the couple.
  if (c?.status === 'booked' && quote.status !== 'accepted') return enquiryText.alreadyBooked;
  if (quote.status !== 'open') return closedQuoteReason(quote.status);
  if (quote.validUntil < today) return t.quoteExpired({ day: formatDay(quote.validUntil, locale) });
  if (!c || !isOpen(c.status)) return enquiryText.closed;
  if (c.eventDate) {
    const spaceId = quote.spaceId ?? (await listSpaces(db, { kind: c.listingKind, id: c.listingId }))[0]?.id;
    const held = spaceId === undefined ? [] : await slotHeld(db, spaceId, c.eventDate, quote.part);
    if (held.length > 0) {
      const listing = await findListing(db, c.listingKind, c.listingId);
      const name = listing?.name ?? 'This listing';
      const day = formatDay(c.eventDate, locale);
      // One part held of a whole-day quote, or the quote's own part: name it.
      const part = quote.part !== 'full' ? quote.part : held.length === 1 ? held[0]!.part : null;
      return part ? t.partTaken({ name, day, part: part === 'day' ? t.partDay : t.partEvening }) : t.dateTaken({ name, day });
    }
  }
  return null;
}

/**
 * Accepts an open, unexpired quote: one transaction books it, marks it accepted, declines
 * the conversation's other open quotes and records the event. An expired or withdrawn
 * quote, a conversation already booked, or a listing already booked on the date, gets its
 * reason and nothing changes.
 */
export async function acceptQuote(
  deps: EnquiryDeps,
  coupleId: string,
  quoteId: string,
  now: Date = new Date(),
  actor: Actor = accountActor(coupleId),
  locale: Locale = 'en',
): Promise<Booking> {
  const quote = await loadQuote(deps.db, quoteId);
  const c = await loadConversation(deps.db, coupleId, quote.conversationId, 'couple');
  const today = todayInIndia(now);
  const refusal = await acceptRefusal(deps.db, quoteId, today, locale);
  if (refusal) throw new ConflictError(refusal);

  const bookingId = newId();
  const booked = exists(
    deps.db
      .select({ one: sql`1` })
      .from(bookings)
      .where(eq(bookings.id, bookingId)),
  );
  const accept = writeBatch(deps.db, [
    deps.db
      .insert(bookings)
      .select((qb) =>
        qb
          .select(
            rowSelection(bookings, {
              id: bookingId,
              conversationId: conversations.id,
              quoteId: quotes.id,
              coupleUserId: conversations.coupleUserId,
              businessUserId: conversations.businessUserId,
              listingKind: conversations.listingKind,
              listingId: conversations.listingId,
              amount: quotes.amount,
              functions: quotes.functions,
              eventDate: conversations.eventDate,
              eventMonth: conversations.eventMonth,
              guestCount: conversations.guestCount,
              spaceId: quotes.spaceId,
              part: quotes.part,
              createdAt: now,
            }),
          )
          .from(quotes)
          .innerJoin(conversations, eq(conversations.id, quotes.conversationId))
          .where(
            and(
              eq(quotes.id, quote.id),
              eq(quotes.status, 'open'),
              gte(quotes.validUntil, today),
              eq(conversations.coupleUserId, coupleId),
              inArray(conversations.status, [...OPEN]),
              quoteSlotFree(),
            ),
          ),
      )
      .onConflictDoNothing(),
    deps.db
      .update(quotes)
      .set({ status: 'declined', updatedAt: now })
      .where(and(eq(quotes.conversationId, c.id), eq(quotes.status, 'open'), ne(quotes.id, quote.id), booked)),
    deps.db
      .update(quotes)
      .set({ status: 'accepted', updatedAt: now })
      .where(and(eq(quotes.id, quote.id), booked)),
    deps.db.insert(messages).select((qb) =>
      qb
        .select(
          rowSelection(messages, {
            id: newId(),
            conversationId: c.id,
            authorSide: 'couple',
            kind: 'quote_accepted',
            body: '',
            quoteId: quote.id,
            createdAt: now,
          }),
        )
        .from(bookings)
        .where(eq(bookings.id, bookingId)),
    ),
    deps.db
      .update(conversations)
      .set({
        status: 'booked',
        lastMessage: `Booked: ${formatRupees(quote.amount)}`,
        lastActivityAt: now,
        businessUnread: sql`${conversations.businessUnread} + 1`,
      })
      .where(and(eq(conversations.id, c.id), booked)),
    // The booking's budget line (written by the database with the booking) names the wedding
    // and the business; a couple without a wedding profile has neither, and no activity list.
    ...recordActivity(
      deps.db,
      {
        weddingProfileId: sql`(SELECT bi.wedding_profile_id FROM budget_items bi WHERE bi.booking_id = ${bookingId})`,
        actor,
        action: 'added',
        subject: 'booking',
        subjectName: sql`coalesce(${budgetItems.businessName}, ${budgetItems.what})`,
      },
      { from: budgetItems, where: eq(budgetItems.bookingId, bookingId) },
    ),
  ]);
  // A slot taken between the check and the write fails the booking's calendar rows (the unique
  // key) and so the whole transaction: the couple gets the reason, nothing is written.
  const [inserted] = await accept.catch(async (error: unknown) => {
    if (!isUniqueViolation(error)) throw error;
    throw new ConflictError((await acceptRefusal(deps.db, quoteId, today, locale)) ?? enquiryText.alreadyBooked);
  });
  if (!inserted?.rowsAffected) throw new ConflictError((await acceptRefusal(deps.db, quoteId, today, locale)) ?? enquiryText.alreadyBooked);
  const [booking] = await deps.db.select().from(bookings).where(eq(bookings.id, bookingId));
  // The booking's calendar rows change what the listing's page and lists show.
  await purgeListingWrite(deps.db, 'calendar', { kind: booking!.listingKind, id: booking!.listingId });
  await onBookingCreated(deps, factsOf(c), booking!);
  return booking!;
}

/** A write refused by a unique key (libSQL reports SQLITE_CONSTRAINT_UNIQUE, or its text). */
function isUniqueViolation(error: unknown): boolean {
  const text =
    error instanceof Error ? `${(error as { code?: string }).code ?? ''} ${error.message} ${String((error as { cause?: unknown }).cause ?? '')}` : '';
  return /UNIQUE constraint failed|SQLITE_CONSTRAINT/.test(text);
}

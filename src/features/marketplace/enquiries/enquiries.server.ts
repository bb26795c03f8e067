// Enquiries from first question to closing: send (one or several), reply, share contact,
// withdraw, decline, mark read. Each state change is one write transaction (see writeBatch).
import { and, count, eq } from 'drizzle-orm';
import { generateSessionToken, hashToken } from '../../../server/auth/session.ts';
import type { Db } from '../../../server/db/client.ts';
import { conversations, messages, users, weddingProfiles } from '../../../server/db/schema.ts';
import { ConflictError, DomainError, NotFoundError } from '../../../server/errors.ts';
import { ENQUIRY_LIMITS, enquiryText } from './enquiry-text.ts';
import { acceptsMessages, coupleNameOf, isOpen, previewOf } from './enquiry-rules.ts';
import { type ListingKind } from '../../../lib/listing-ref.ts';
import type { EnquiryRequest } from './enquiries.schema.ts';
import { factsOf, loadConversation, otherSide, unreadColumnOf, writeBatch, type Side } from './conversation.server.ts';
import { newId } from '../../../lib/ids.ts';
import { consumeEnquiryLimits, consumeMessageLimit } from './limits.server.ts';
import { findListings, listingTable } from './listings.server.ts';
import { notifyDeclined, notifyNewEnquiry, notifyReply, notifyUnclaimedListing, type EnquiryDeps, type ThreadFacts } from './notify.server.ts';

export const CLAIM_TTL_MS = 7 * 24 * 60 * 60 * 1000;
const CLOSED = "('withdrawn','declined')";
const OPEN = "('new','replied','quoted')";

async function requireCouple(db: Db, coupleId: string) {
  const [row] = await db
    .select({ name: users.name, email: users.email, role: users.role, userName: weddingProfiles.userName, partnerName: weddingProfiles.partnerName })
    .from(users)
    .leftJoin(weddingProfiles, eq(weddingProfiles.userId, users.id))
    .where(eq(users.id, coupleId))
    .limit(1);
  if (!row || row.role !== 'customer') throw new DomainError('FORBIDDEN', enquiryText.customerOnly);
  return { ...row, coupleName: coupleNameOf(row.name, row.userName === null ? undefined : { userName: row.userName, partnerName: row.partnerName ?? '' }) };
}

/**
 * Sends the same request to each listing, as one conversation per listing, in one
 * transaction. Unclaimed listings get the enquiry by e-mail with a one-time claim link.
 */
export async function sendEnquiries(
  deps: EnquiryDeps,
  coupleId: string,
  refs: readonly { kind: ListingKind; id: number }[],
  request: EnquiryRequest,
  now: Date = new Date(),
): Promise<{ conversationIds: string[] }> {
  const couple = await requireCouple(deps.db, coupleId);
  const unique = [...new Map(refs.map((r) => [`${r.kind}:${r.id}`, r])).values()];
  const found = await findListings(deps.db, unique);
  const listings = unique.map((r) => found.get(`${r.kind}:${r.id}`));
  if (listings.some((l) => !l)) throw new NotFoundError(enquiryText.listingNotFound);
  await consumeEnquiryLimits(deps.db, coupleId, unique, now.getTime());

  const at = now.getTime();
  const shared = request.sharePhone ? { phone: request.phone, email: couple.email } : null;
  const created: { facts: ThreadFacts; listingEmail: string; claimToken: string | null }[] = [];
  const statements = listings.flatMap((listing) => {
    const l = listing!;
    const id = newId();
    const claimToken = !l.ownerUserId && l.email ? generateSessionToken() : null;
    const facts: ThreadFacts = {
      id,
      coupleUserId: coupleId,
      businessUserId: l.ownerUserId,
      coupleName: couple.coupleName,
      listingName: l.name,
      functions: request.functions,
      eventDate: request.eventDate,
      eventMonth: request.eventMonth,
      guestCount: request.guestCount,
      budget: request.budget,
      contactShared: Boolean(shared),
      sharedPhone: shared?.phone ?? null,
      sharedEmail: shared?.email ?? null,
    };
    created.push({ facts, listingEmail: l.email, claimToken });
    return [
      {
        // The owner is read inside the transaction, so a claim racing this send still gets the enquiry.
        sql: `INSERT INTO conversations (id, couple_user_id, listing_kind, listing_id, business_user_id, couple_name, functions, event_date, event_month,
                guest_count, budget, status, contact_shared, shared_phone, shared_email, last_message, last_activity_at, couple_unread, business_unread, created_at)
              VALUES (?, ?, ?, ?, (SELECT owner_user_id FROM ${listingTable(l.kind)} WHERE id = ?), ?, ?, ?, ?, ?, ?, 'new', ?, ?, ?, ?, ?, 0, 1, ?)`,
        args: [id, coupleId, l.kind, l.id, l.id, couple.coupleName, JSON.stringify(request.functions), request.eventDate, request.eventMonth,
          request.guestCount, request.budget, shared ? 1 : 0, shared?.phone ?? null, shared?.email ?? null, previewOf(request.message), at, at],
      },
      {
        sql: `INSERT INTO messages (id, conversation_id, author_side, kind, body, created_at) VALUES (?, ?, 'couple', 'message', ?, ?)`,
        args: [newId(), id, request.message, at],
      },
      ...(claimToken
        ? [{
            sql: `INSERT INTO listing_claims (id, listing_kind, listing_id, email, expires_at, created_at) VALUES (?, ?, ?, ?, ?, ?)`,
            args: [hashToken(claimToken), l.kind, l.id, l.email, at + CLAIM_TTL_MS, at],
          }]
        : []),
    ];
  });
  await writeBatch(deps.db, statements);

  for (const { facts, listingEmail, claimToken } of created) {
    if (facts.businessUserId) await notifyNewEnquiry(deps, facts, request.message);
    else if (claimToken) await notifyUnclaimedListing(deps, facts, listingEmail, request.message, claimToken);
  }
  return { conversationIds: created.map((c) => c.facts.id) };
}

/** A message from either party. Refused once the enquiry is withdrawn or declined. */
export async function replyToConversation(deps: EnquiryDeps, userId: string, conversationId: string, body: string, now: Date = new Date()): Promise<{ id: string }> {
  const c = await loadConversation(deps.db, userId, conversationId);
  if (!acceptsMessages(c.status)) throw new ConflictError(enquiryText.closed);
  await consumeMessageLimit(deps.db, userId, now.getTime());
  const [{ total }] = (await deps.db.select({ total: count() }).from(messages).where(eq(messages.conversationId, c.id))) as [{ total: number }];
  if (total >= ENQUIRY_LIMITS.messagesPerConversation) throw new ConflictError(enquiryText.messagesFull);

  const id = newId();
  const at = now.getTime();
  const [inserted] = await writeBatch(deps.db, [
    {
      sql: `INSERT INTO messages (id, conversation_id, author_side, kind, body, created_at)
            SELECT ?, ?, ?, 'message', ?, ? WHERE EXISTS (SELECT 1 FROM conversations WHERE id = ? AND status NOT IN ${CLOSED})`,
      args: [id, c.id, c.side, body, at, c.id],
    },
    {
      sql: `UPDATE conversations SET last_message = ?, last_activity_at = ?, ${unreadColumnOf(otherSide(c.side))} = ${unreadColumnOf(otherSide(c.side))} + 1,
              status = CASE WHEN ? = 'business' AND status = 'new' THEN 'replied' ELSE status END
            WHERE id = ? AND EXISTS (SELECT 1 FROM messages WHERE id = ?)`,
      args: [previewOf(body), at, c.side, c.id, id],
    },
  ]);
  if (!inserted?.rowsAffected) throw new ConflictError(enquiryText.closed);
  await notifyReply(deps, factsOf(c), c.side, body);
  return { id };
}

/** The couple shares their phone (as typed) and account e-mail with this business; never undone silently. */
export async function shareContact(deps: EnquiryDeps, coupleId: string, conversationId: string, phone: string, now: Date = new Date()): Promise<void> {
  const c = await loadConversation(deps.db, coupleId, conversationId, 'couple');
  if (c.contactShared) throw new ConflictError(enquiryText.alreadyShared);
  if (!acceptsMessages(c.status)) throw new ConflictError(enquiryText.closed);
  const [couple] = await deps.db.select({ email: users.email }).from(users).where(eq(users.id, coupleId)).limit(1);
  const id = newId();
  const at = now.getTime();
  const [inserted] = await writeBatch(deps.db, [
    {
      sql: `INSERT INTO messages (id, conversation_id, author_side, kind, body, created_at)
            SELECT ?, ?, 'couple', 'contact_shared', '', ? WHERE EXISTS (
              SELECT 1 FROM conversations WHERE id = ? AND couple_user_id = ? AND contact_shared = 0 AND status NOT IN ${CLOSED})`,
      args: [id, c.id, at, c.id, coupleId],
    },
    {
      sql: `UPDATE conversations SET contact_shared = 1, shared_phone = ?, shared_email = ?, last_message = ?, last_activity_at = ?,
              business_unread = business_unread + 1
            WHERE id = ? AND EXISTS (SELECT 1 FROM messages WHERE id = ?)`,
      args: [phone, couple!.email, 'The couple shared their contact details', at, c.id, id],
    },
  ]);
  if (!inserted?.rowsAffected) throw new ConflictError(enquiryText.alreadyShared);
}

/** Closes an open enquiry from one side: the couple withdraws it, the business declines it with a reason. */
async function closeConversation(
  deps: EnquiryDeps,
  userId: string,
  conversationId: string,
  side: Side,
  reason: string,
  now: Date,
): Promise<ReturnType<typeof factsOf>> {
  const c = await loadConversation(deps.db, userId, conversationId, side);
  if (c.status === 'booked') throw new ConflictError(enquiryText.alreadyBooked);
  if (!isOpen(c.status)) throw new ConflictError(enquiryText.notOpen);
  const kind = side === 'couple' ? 'withdrawn' : 'declined';
  const owner = side === 'couple' ? 'couple_user_id' : 'business_user_id';
  const id = newId();
  const at = now.getTime();
  const [inserted] = await writeBatch(deps.db, [
    {
      sql: `INSERT INTO messages (id, conversation_id, author_side, kind, body, created_at)
            SELECT ?, ?, ?, ?, ?, ? WHERE EXISTS (SELECT 1 FROM conversations WHERE id = ? AND ${owner} = ? AND status IN ${OPEN})`,
      args: [id, c.id, side, kind, reason, at, c.id, userId],
    },
    {
      sql: `UPDATE quotes SET status = 'withdrawn', updated_at = ? WHERE conversation_id = ? AND status = 'open' AND EXISTS (SELECT 1 FROM messages WHERE id = ?)`,
      args: [at, c.id, id],
    },
    {
      sql: `UPDATE conversations SET status = ?, last_message = ?, last_activity_at = ?,
              ${unreadColumnOf(otherSide(side))} = ${unreadColumnOf(otherSide(side))} + 1
            WHERE id = ? AND EXISTS (SELECT 1 FROM messages WHERE id = ?)`,
      args: [kind, side === 'couple' ? 'The couple withdrew this enquiry' : previewOf(`Declined: ${reason}`), at, c.id, id],
    },
  ]);
  if (!inserted?.rowsAffected) throw new ConflictError(enquiryText.notOpen);
  return factsOf(c);
}

export async function withdrawEnquiry(deps: EnquiryDeps, coupleId: string, conversationId: string, now: Date = new Date()): Promise<void> {
  await closeConversation(deps, coupleId, conversationId, 'couple', '', now);
}

export async function declineEnquiry(deps: EnquiryDeps, businessId: string, conversationId: string, reason: string, now: Date = new Date()): Promise<void> {
  const facts = await closeConversation(deps, businessId, conversationId, 'business', reason, now);
  await notifyDeclined(deps, facts, reason);
}

/** Clears the caller's unread counter for the conversation. */
export async function markConversationRead(db: Db, userId: string, conversationId: string): Promise<void> {
  const [asCouple, asBusiness] = await db.batch([
    db.update(conversations).set({ coupleUnread: 0 }).where(and(eq(conversations.id, conversationId), eq(conversations.coupleUserId, userId))).returning({ id: conversations.id }),
    db.update(conversations).set({ businessUnread: 0 }).where(and(eq(conversations.id, conversationId), eq(conversations.businessUserId, userId))).returning({ id: conversations.id }),
  ]);
  if (asCouple.length === 0 && asBusiness.length === 0) throw new NotFoundError(enquiryText.notFound);
}

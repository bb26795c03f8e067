// Long because: every step of an enquiry, first question to closing, is one guarded write here, and its holding and delivery for unverified couples sit beside them.
// Enquiries from first question to closing: send (one or several), reply, share contact,
// withdraw, decline, mark read. Each state change is one write transaction (see writeBatch).
import { and, count, eq, exists, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import { generateSessionToken, hashToken } from '../../../server/auth/session.ts';
import type { Db } from '../../../server/db/client.ts';
import { rowSelection, type RowValues } from '../../../server/db/insert-select.ts';
import { conversations, listingClaims, messages, quotes, users, vendors, venues, weddingProfiles } from '../../../server/db/schema.ts';
import { ConflictError, DomainError, NotFoundError } from '../../../server/errors.ts';
import { ENQUIRY_LIMITS, enquiryText } from './enquiry-text.ts';
import { acceptsMessages, coupleNameOf, isOpen, previewOf } from './enquiry-rules.ts';
import { type ListingKind } from '../../../lib/listing-ref.ts';
import type { EnquiryRequest } from './enquiries.schema.ts';
import { factsOf, loadConversation, otherSide, unreadColumnOf, writeBatch, type Side } from './conversation.server.ts';
import { newId } from '../../../lib/ids.ts';
import { consumeEnquiryLimits, consumeMessageLimit } from './limits.server.ts';
import { findListings, type Listing } from './listings.server.ts';
import { notifyDeclined, notifyNewEnquiry, notifyReply, notifyUnclaimedListing, type EnquiryDeps, type ThreadFacts } from './notify.server.ts';

export const CLAIM_TTL_MS = 7 * 24 * 60 * 60 * 1000;
const CLOSED = ['withdrawn', 'declined'] as const;
const OPEN = ['new', 'replied', 'quoted'] as const;

async function requireCouple(db: Db, coupleId: string) {
  const [row] = await db
    .select({
      name: users.name,
      email: users.email,
      role: users.role,
      emailVerified: users.emailVerified,
      userName: weddingProfiles.userName,
      partnerName: weddingProfiles.partnerName,
    })
    .from(users)
    .leftJoin(weddingProfiles, eq(weddingProfiles.userId, users.id))
    .where(eq(users.id, coupleId))
    .limit(1);
  if (!row || row.role !== 'customer') throw new DomainError('FORBIDDEN', enquiryText.customerOnly);
  return { ...row, coupleName: coupleNameOf(row.name, row.userName === null ? undefined : { userName: row.userName, partnerName: row.partnerName ?? '' }) };
}

/** A venue that cannot seat the guests refuses the whole send, naming itself. */
function checkCapacity(listings: readonly Listing[], guestCount: number): void {
  const tooSmall = listings.find((l) => l.capacityMax !== null && l.capacityMax > 0 && guestCount > l.capacityMax);
  if (tooSmall) throw new DomainError('VALIDATION', enquiryText.overCapacity(tooSmall.name, tooSmall.capacityMax!));
}

/**
 * Sends the same request to each listing, as one conversation per listing, in one
 * transaction. Unclaimed listings get the enquiry by e-mail with a one-time claim link.
 * A couple whose e-mail is not verified reaches no third party: the enquiries are stored
 * without a business and mailed to nobody until the couple verifies (deliverHeldEnquiries).
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
  checkCapacity(listings as Listing[], request.guestCount);
  await consumeEnquiryLimits(deps.db, coupleId, unique, now.getTime());

  const at = now.getTime();
  const shared = request.sharePhone ? { phone: request.phone, email: couple.email } : null;
  const held = !couple.emailVerified;
  const created: { facts: ThreadFacts; listingEmail: string; claimToken: string | null }[] = [];
  const statements = listings.flatMap((listing) => {
    const l = listing!;
    const id = newId();
    const claimToken = !held && !l.ownerUserId && l.email ? generateSessionToken() : null;
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
      deps.db.insert(conversations).values({
        id,
        coupleUserId: coupleId,
        listingKind: l.kind,
        listingId: l.id,
        businessUserId: held ? null : ownerNow(deps.db, l),
        awaitingVerification: held,
        coupleName: couple.coupleName,
        functions: request.functions,
        eventDate: request.eventDate,
        eventMonth: request.eventMonth,
        guestCount: request.guestCount,
        budget: request.budget,
        status: 'new',
        contactShared: Boolean(shared),
        sharedPhone: shared?.phone ?? null,
        sharedEmail: shared?.email ?? null,
        lastMessage: previewOf(request.message),
        lastActivityAt: now,
        coupleUnread: 0,
        businessUnread: 1,
        createdAt: now,
      }),
      deps.db.insert(messages).values({ id: newId(), conversationId: id, authorSide: 'couple', kind: 'message', body: request.message, createdAt: now }),
      ...(claimToken
        ? [
            deps.db.insert(listingClaims).values({
              id: hashToken(claimToken),
              listingKind: l.kind,
              listingId: l.id,
              email: l.email,
              expiresAt: new Date(at + CLAIM_TTL_MS),
              createdAt: now,
            }),
          ]
        : []),
    ];
  });
  await writeBatch(deps.db, statements);

  if (!held) {
    for (const { facts, listingEmail, claimToken } of created) {
      if (facts.businessUserId) await notifyNewEnquiry(deps, facts, request.message);
      else if (claimToken) await notifyUnclaimedListing(deps, facts, listingEmail, request.message, claimToken);
    }
  }
  return { conversationIds: created.map((c) => c.facts.id) };
}

/** The listing's owner, read inside the transaction, so a claim racing a send or a delivery still gets the enquiry. */
function ownerNow(db: Db, l: { kind: ListingKind; id: number }) {
  const table = l.kind === 'venue' ? venues : vendors;
  return sql`${db.select({ owner: table.ownerUserId }).from(table).where(eq(table.id, l.id))}`;
}

/**
 * Delivers the enquiries a couple sent before verifying their e-mail: each gets its
 * listing's business (or, unclaimed, a claim link to the listing's public address) and the
 * e-mail it would have had when sent. Withdrawn ones stay undelivered. Runs after the
 * couple verifies; a second run finds nothing left to deliver.
 */
export async function deliverHeldEnquiries(deps: EnquiryDeps, coupleId: string, now: Date = new Date()): Promise<number> {
  const [couple] = await deps.db.select({ verified: users.emailVerified }).from(users).where(eq(users.id, coupleId)).limit(1);
  if (!couple?.verified) return 0;
  const waiting = await deps.db
    .select()
    .from(conversations)
    .where(and(eq(conversations.coupleUserId, coupleId), eq(conversations.awaitingVerification, true), eq(conversations.status, 'new')));
  const listings = await findListings(
    deps.db,
    waiting.map((c) => ({ kind: c.listingKind, id: c.listingId })),
  );
  let delivered = 0;
  for (const c of waiting) {
    const l = listings.get(`${c.listingKind}:${c.listingId}`);
    const claimToken = l && !l.ownerUserId && l.email ? generateSessionToken() : null;
    const [updated] = await writeBatch(deps.db, [
      deps.db
        .update(conversations)
        .set({ awaitingVerification: false, businessUserId: ownerNow(deps.db, { kind: c.listingKind, id: c.listingId }), lastActivityAt: now })
        .where(and(eq(conversations.id, c.id), eq(conversations.awaitingVerification, true), eq(conversations.status, 'new'))),
      ...(claimToken && l
        ? [
            deps.db.insert(listingClaims).values({
              id: hashToken(claimToken),
              listingKind: l.kind,
              listingId: l.id,
              email: l.email,
              expiresAt: new Date(now.getTime() + CLAIM_TTL_MS),
              createdAt: now,
            }),
          ]
        : []),
    ]);
    if (!updated?.rowsAffected) continue;
    delivered++;
    const [first] = await deps.db.select({ body: messages.body }).from(messages).where(eq(messages.conversationId, c.id)).orderBy(messages.createdAt).limit(1);
    const facts: ThreadFacts = { ...c, businessUserId: l?.ownerUserId ?? null, listingName: l?.name ?? 'The listing' };
    if (facts.businessUserId) await notifyNewEnquiry(deps, facts, first?.body ?? '');
    else if (claimToken && l) await notifyUnclaimedListing(deps, facts, l.email, first?.body ?? '', claimToken);
  }
  return delivered;
}

/** Inserts a message only while `where` holds for its conversation: the row is written, or nothing is. */
const messageWhere = (deps: EnquiryDeps, values: RowValues<typeof messages>, where: SQL | undefined) =>
  deps.db.insert(messages).select((qb) => qb.select(rowSelection(messages, values)).from(conversations).where(where));

/** Whether the message a batch began with was written: the batch's later statements act only then. */
const messageExists = (deps: EnquiryDeps, id: string) =>
  exists(
    deps.db
      .select({ one: sql`1` })
      .from(messages)
      .where(eq(messages.id, id)),
  );

/** A message from either party. Refused once the enquiry is withdrawn or declined. */
export async function replyToConversation(
  deps: EnquiryDeps,
  userId: string,
  conversationId: string,
  body: string,
  now: Date = new Date(),
): Promise<{ id: string }> {
  const c = await loadConversation(deps.db, userId, conversationId);
  if (!acceptsMessages(c.status)) throw new ConflictError(enquiryText.closed);
  await consumeMessageLimit(deps.db, userId, now.getTime());
  const [{ total }] = (await deps.db.select({ total: count() }).from(messages).where(eq(messages.conversationId, c.id))) as [{ total: number }];
  if (total >= ENQUIRY_LIMITS.messagesPerConversation) throw new ConflictError(enquiryText.messagesFull);

  const id = newId();
  const unread = conversations[unreadColumnOf(otherSide(c.side))];
  const [inserted] = await writeBatch(deps.db, [
    messageWhere(
      deps,
      { id, conversationId: c.id, authorSide: c.side, kind: 'message', body, createdAt: now },
      and(
        eq(conversations.id, c.id),
        notInArray(conversations.status, [...CLOSED]),
        // The limit is counted inside the insert too, so parallel replies cannot pass it.
        sql`(SELECT count(*) FROM ${messages} WHERE ${messages.conversationId} = ${c.id}) < ${ENQUIRY_LIMITS.messagesPerConversation}`,
      ),
    ),
    deps.db
      .update(conversations)
      .set({
        lastMessage: previewOf(body),
        lastActivityAt: now,
        [unreadColumnOf(otherSide(c.side))]: sql`${unread} + 1`,
        status: sql`CASE WHEN ${c.side} = 'business' AND ${conversations.status} = 'new' THEN 'replied' ELSE ${conversations.status} END`,
      })
      .where(and(eq(conversations.id, c.id), messageExists(deps, id))),
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
  const [inserted] = await writeBatch(deps.db, [
    messageWhere(
      deps,
      { id, conversationId: c.id, authorSide: 'couple', kind: 'contact_shared', body: '', createdAt: now },
      and(
        eq(conversations.id, c.id),
        eq(conversations.coupleUserId, coupleId),
        eq(conversations.contactShared, false),
        notInArray(conversations.status, [...CLOSED]),
      ),
    ),
    deps.db
      .update(conversations)
      .set({
        contactShared: true,
        sharedPhone: phone,
        sharedEmail: couple!.email,
        lastMessage: 'The couple shared their contact details',
        lastActivityAt: now,
        businessUnread: sql`${conversations.businessUnread} + 1`,
      })
      .where(and(eq(conversations.id, c.id), messageExists(deps, id))),
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
  const owner = side === 'couple' ? conversations.coupleUserId : conversations.businessUserId;
  const id = newId();
  const [inserted] = await writeBatch(deps.db, [
    messageWhere(
      deps,
      { id, conversationId: c.id, authorSide: side, kind, body: reason, createdAt: now },
      and(eq(conversations.id, c.id), eq(owner, userId), inArray(conversations.status, [...OPEN])),
    ),
    deps.db
      .update(quotes)
      .set({ status: 'withdrawn', updatedAt: now })
      .where(and(eq(quotes.conversationId, c.id), eq(quotes.status, 'open'), messageExists(deps, id))),
    deps.db
      .update(conversations)
      .set({
        status: kind,
        lastMessage: side === 'couple' ? 'The couple withdrew this enquiry' : previewOf(`Declined: ${reason}`),
        lastActivityAt: now,
        [unreadColumnOf(otherSide(side))]: sql`${conversations[unreadColumnOf(otherSide(side))]} + 1`,
      })
      .where(and(eq(conversations.id, c.id), messageExists(deps, id))),
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
    db
      .update(conversations)
      .set({ coupleUnread: 0 })
      .where(and(eq(conversations.id, conversationId), eq(conversations.coupleUserId, userId)))
      .returning({ id: conversations.id }),
    db
      .update(conversations)
      .set({ businessUnread: 0 })
      .where(and(eq(conversations.id, conversationId), eq(conversations.businessUserId, userId)))
      .returning({ id: conversations.id }),
  ]);
  if (asCouple.length === 0 && asBusiness.length === 0) throw new NotFoundError(enquiryText.notFound);
}

// The admin review queue: a business's new listing, its service registrations and its claims of
// listings wait here until an admin approves or rejects each with a reason. The business is
// told by e-mail and sees the decision in its dashboard. A new listing becomes public (the
// vendor row's `is_active`, the one condition every public read uses) only when it is approved
// with its owner's e-mail verified, so approval is the last step and the one that purges.
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../../server/db/client.ts';
import { categories, conversations, listingClaims, users, vendorServices, vendors, venues, type ReviewStatus } from '../../../server/db/schema.ts';
import { ConflictError, NotFoundError } from '../../../server/errors.ts';
import { purgeAfterWrite, purgeListingWrite } from '../../../server/purge.ts';
import type { SendMail } from '../../../server/mail/deliver.ts';
import { site } from '../../../lib/site.ts';
import type { ReviewDecisionInput } from './review-queue.schema.ts';

export type ReviewDeps = { db: Db; sendMail: SendMail; origin: string };

export const reviewText = {
  unverified: 'The owner has not verified their e-mail yet: a listing goes public only after that. Approve it once they have.',
  alreadyReviewed: 'This item has already been reviewed. Reload the page to see the queue as it is now.',
  notFound: 'This item is no longer in the review queue.',
} as const;

/** The claimed listing's name (claims name a venue or a vendor by kind and id). */
const claimedName = sql<string | null>`CASE ${listingClaims.listingKind}
  WHEN 'venue' THEN (SELECT name FROM venues WHERE id = ${listingClaims.listingId})
  ELSE (SELECT name FROM vendors WHERE id = ${listingClaims.listingId}) END`;

/** The queue's three kinds of item, oldest first within each. */
export async function loadReviewQueue(db: Db) {
  const [listings, services, claims] = await db.batch([
    db
      .select({
        id: vendors.id,
        name: vendors.name,
        category: categories.name,
        categoryHi: categories.nameHi,
        email: users.email,
        emailVerified: users.emailVerified,
        createdAt: vendors.createdAt,
      })
      .from(vendors)
      .innerJoin(categories, eq(categories.id, vendors.categoryId))
      .leftJoin(users, eq(users.id, vendors.ownerUserId))
      .where(eq(vendors.approvalStatus, 'pending'))
      .orderBy(asc(vendors.id))
      .limit(200),
    db
      .select({
        id: vendorServices.id,
        name: vendorServices.name,
        serviceType: vendorServices.serviceType,
        location: vendorServices.location,
        price: vendorServices.price,
        description: vendorServices.description,
        email: users.email,
        createdAt: vendorServices.createdAt,
      })
      .from(vendorServices)
      .innerJoin(users, eq(users.id, vendorServices.userId))
      .where(eq(vendorServices.status, 'pending'))
      .orderBy(asc(vendorServices.createdAt), asc(vendorServices.id))
      .limit(200),
    db
      .select({
        id: listingClaims.id,
        listingKind: listingClaims.listingKind,
        listingId: listingClaims.listingId,
        listingEmail: listingClaims.email,
        email: users.email,
        usedAt: listingClaims.usedAt,
        listingName: claimedName,
      })
      .from(listingClaims)
      .innerJoin(users, eq(users.id, listingClaims.usedByUserId))
      .where(and(eq(listingClaims.reviewStatus, 'pending'), isNotNull(listingClaims.usedAt)))
      .orderBy(asc(listingClaims.usedAt))
      .limit(200),
  ]);
  return { listings, services, claims };
}

export type ReviewQueue = Awaited<ReturnType<typeof loadReviewQueue>>;

type Decision = { status: Exclude<ReviewStatus, 'pending'>; reason: string | null };

function decisionOf(input: ReviewDecisionInput): Decision {
  return input.decision === 'approve' ? { status: 'approved', reason: null } : { status: 'rejected', reason: input.reason.trim() };
}

/** What a business can do after a rejection, by kind of item. */
const afterRejection = {
  listing: (origin: string) =>
    `Change your business profile and save it to ask for another review: ${new URL('/vendor-dashboard/business-profile', origin).href}`,
  service: (origin: string) => `You can register the service again with the changes: ${new URL('/vendor-registration', origin).href}`,
  claim: (origin: string) => `Your dashboard: ${new URL('/vendor-dashboard', origin).href}`,
};

async function tell(deps: ReviewDeps, to: string, what: string, kind: keyof typeof afterRejection, decision: Decision): Promise<void> {
  const dashboard = new URL('/vendor-dashboard', deps.origin).href;
  const sentence = `${what.charAt(0).toUpperCase()}${what.slice(1)}`;
  const text =
    decision.status === 'approved'
      ? [`Good news: ${what} has been approved on ${site.brand}.`, '', `See it in your dashboard: ${dashboard}`]
      : [`${sentence} was not approved on ${site.brand}.`, '', `Reason: ${decision.reason}`, '', afterRejection[kind](deps.origin)];
  await deps.sendMail({
    to,
    subject: decision.status === 'approved' ? `Approved: ${what}` : `Not approved: ${what}`,
    text: text.join('\n'),
  });
}

/**
 * Approves or rejects a business's new listing. Approval needs the owner's e-mail verified;
 * it makes the listing public and purges every page that now shows it.
 */
export async function reviewListing(deps: ReviewDeps, vendorId: number, input: ReviewDecisionInput, now = new Date()): Promise<void> {
  const { db } = deps;
  const [row] = await db
    .select({
      status: vendors.approvalStatus,
      name: vendors.name,
      cityId: vendors.cityId,
      categoryId: vendors.categoryId,
      email: users.email,
      verified: users.emailVerified,
    })
    .from(vendors)
    .leftJoin(users, eq(users.id, vendors.ownerUserId))
    .where(eq(vendors.id, vendorId))
    .limit(1);
  if (!row) throw new NotFoundError(reviewText.notFound);
  if (row.status !== 'pending') throw new ConflictError(reviewText.alreadyReviewed);
  const decision = decisionOf(input);
  if (decision.status === 'approved' && !row.verified) throw new ConflictError(reviewText.unverified);
  const [updated] = await db
    .update(vendors)
    .set({ approvalStatus: decision.status, isActive: decision.status === 'approved', reviewReason: decision.reason, reviewedAt: now })
    .where(and(eq(vendors.id, vendorId), eq(vendors.approvalStatus, 'pending')))
    .returning({ id: vendors.id });
  if (!updated) throw new ConflictError(reviewText.alreadyReviewed);
  if (decision.status === 'approved') {
    await purgeAfterWrite({ kind: 'listing-approval', listing: { kind: 'vendor', id: vendorId, cityId: row.cityId, categoryId: row.categoryId } });
  }
  if (row.email) await tell(deps, row.email, `your listing "${row.name}"`, 'listing', decision);
}

/** Approves or rejects a service registration (approved ones may be reviewed and shortlisted). */
export async function reviewService(deps: ReviewDeps, serviceId: number, input: ReviewDecisionInput, now = new Date()): Promise<void> {
  const { db } = deps;
  const decision = decisionOf(input);
  const [updated] = await db
    .update(vendorServices)
    .set({ status: decision.status, reviewReason: decision.reason, reviewedAt: now, updatedAt: now })
    .where(and(eq(vendorServices.id, serviceId), eq(vendorServices.status, 'pending')))
    .returning({ name: vendorServices.name, userId: vendorServices.userId });
  if (!updated) {
    const [exists] = await db.select({ id: vendorServices.id }).from(vendorServices).where(eq(vendorServices.id, serviceId)).limit(1);
    throw exists ? new ConflictError(reviewText.alreadyReviewed) : new NotFoundError(reviewText.notFound);
  }
  const [owner] = await db.select({ email: users.email }).from(users).where(eq(users.id, updated.userId)).limit(1);
  if (owner) await tell(deps, owner.email, `your service registration "${updated.name}"`, 'service', decision);
}

/**
 * Approves or rejects a claim (the link already attached the listing). A rejection gives the
 * listing and its enquiries back to nobody, so the page offers the claim again.
 */
export async function reviewClaim(deps: ReviewDeps, claimId: string, input: ReviewDecisionInput, now = new Date()): Promise<void> {
  const { db } = deps;
  const [claim] = await db
    .select()
    .from(listingClaims)
    .where(and(eq(listingClaims.id, claimId), isNotNull(listingClaims.usedAt)))
    .limit(1);
  if (!claim || !claim.usedByUserId) throw new NotFoundError(reviewText.notFound);
  if (claim.reviewStatus !== 'pending') throw new ConflictError(reviewText.alreadyReviewed);
  const decision = decisionOf(input);
  const claimant = claim.usedByUserId;
  const { listingKind: kind, listingId: id } = claim;
  const mark = db
    .update(listingClaims)
    .set({ reviewStatus: decision.status, reviewReason: decision.reason, reviewedAt: now })
    .where(and(eq(listingClaims.id, claimId), eq(listingClaims.reviewStatus, 'pending')))
    .returning({ id: listingClaims.id });
  let marked: { id: string }[];
  if (decision.status === 'approved') {
    marked = await mark;
  } else {
    // One batch is one transaction: the mark, the listing and its enquiries move together.
    [marked] = await db.batch([
      mark,
      kind === 'venue'
        ? db
            .update(venues)
            .set({ ownerUserId: null })
            .where(and(eq(venues.id, id), eq(venues.ownerUserId, claimant)))
        : db
            .update(vendors)
            .set({ ownerUserId: null })
            .where(and(eq(vendors.id, id), eq(vendors.ownerUserId, claimant))),
      db
        .update(conversations)
        .set({ businessUserId: null })
        .where(and(eq(conversations.listingKind, kind), eq(conversations.listingId, id), eq(conversations.businessUserId, claimant))),
    ]);
  }
  if (marked.length === 0) throw new ConflictError(reviewText.alreadyReviewed);
  if (decision.status === 'rejected') await purgeListingWrite(db, 'claim', { kind, id });
  const [owner] = await db.select({ email: users.email }).from(users).where(eq(users.id, claimant)).limit(1);
  const listingName = await nameOf(db, kind, id);
  if (owner) await tell(deps, owner.email, `your claim of "${listingName}"`, 'claim', decision);
}

async function nameOf(db: Db, kind: 'venue' | 'vendor', id: number): Promise<string> {
  const table = kind === 'venue' ? venues : vendors;
  const [row] = await db.select({ name: table.name }).from(table).where(eq(table.id, id)).limit(1);
  return row?.name ?? 'a listing';
}

/**
 * The business's own listings' and claims' review status, for its dashboard: those an admin
 * has yet to decide or has decided (listings approved before the queue existed have no news).
 */
export async function loadOwnReviewStatus(db: Db, userId: string) {
  const [listings, claims] = await db.batch([
    db
      .select({ id: vendors.id, name: vendors.name, status: vendors.approvalStatus, reason: vendors.reviewReason, reviewedAt: vendors.reviewedAt })
      .from(vendors)
      .where(eq(vendors.ownerUserId, userId))
      .orderBy(vendors.id),
    db
      .select({ name: claimedName, status: listingClaims.reviewStatus, reason: listingClaims.reviewReason, reviewedAt: listingClaims.reviewedAt })
      .from(listingClaims)
      .where(and(eq(listingClaims.usedByUserId, userId), isNotNull(listingClaims.usedAt)))
      .orderBy(listingClaims.usedAt),
  ]);
  const news = <T extends { status: ReviewStatus; reviewedAt: Date | null }>(rows: T[]) => rows.filter((r) => r.status !== 'approved' || r.reviewedAt);
  return { listings: news(listings), claims: news(claims) };
}

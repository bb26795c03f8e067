import { and, avg, count, desc, eq, sql } from 'drizzle-orm';
import type { BatchResponse } from 'drizzle-orm/batch';
import type { Db } from '../../../server/db/client.ts';
import { reviews, users, vendorServices, vendors, venues } from '../../../server/db/schema.ts';
import { ForbiddenError, NotFoundError } from '../../../server/errors.ts';
import { purgeListingWrite } from '../../../server/purge.ts';
import { isOwnedBy } from '../../../server/listing-owner.ts';
import { findPublicListing, isPublicService, isPublicVendor, type PublicListing } from '../public-listing.server.ts';
import { shortlistItemHref } from '../../../lib/routes.ts';
import { reviewMessages, type PublicReview, type ReviewTarget, type ReviewTargetType, type UserReview } from './reviews.ts';

function targetColumn(type: ReviewTargetType) {
  return type === 'venue' ? reviews.venueId : type === 'vendor' ? reviews.vendorId : reviews.serviceId;
}

/** Who is writing: reviews need a verified e-mail address. */
export type Reviewer = { id: string; emailVerified: boolean };

/** Why `reviewer` may not review `listing`, or null when they may. */
export function reviewRefusal(reviewer: Reviewer, listing: PublicListing): string | null {
  if (isOwnedBy(listing, reviewer.id)) return reviewMessages.ownListing;
  if (!reviewer.emailVerified) return reviewMessages.verifyFirst;
  return null;
}

/**
 * Writes the user's one review of a venue, vendor or service (creating or editing it) and
 * recomputes the item's rating_average and review_count from its reviews. One batch: the
 * statements commit together, and no lock is held across awaits.
 */
export async function saveReview(
  db: Db,
  reviewer: Reviewer,
  target: ReviewTarget,
  rating: number,
  comment: string | null,
): Promise<{ id: number; ratingAverage: number; reviewCount: number }> {
  const listing = await findPublicListing(db, target.type, target.id);
  if (!listing) throw new NotFoundError('Not found');
  const refusal = reviewRefusal(reviewer, listing);
  if (refusal) throw new ForbiddenError(refusal);
  const userId = reviewer.id;
  const column = targetColumn(target.type);
  const upsert = db
    .insert(reviews)
    .values({
      userId,
      reviewType: target.type,
      venueId: target.type === 'venue' ? target.id : null,
      vendorId: target.type === 'vendor' ? target.id : null,
      serviceId: target.type === 'service' ? target.id : null,
      rating,
      comment,
    })
    .onConflictDoUpdate({ target: [reviews.userId, column], set: { rating, comment, updatedAt: new Date() } })
    .returning({ id: reviews.id });
  const ofTarget = eq(column, target.id);
  const averageOf = sql<number>`(select coalesce(round(avg(${reviews.rating}), 2), 0) from ${reviews} where ${ofTarget})`;
  const countOf = sql<number>`(select count(*) from ${reviews} where ${ofTarget})`;
  const aggregate =
    target.type === 'venue'
      ? db.update(venues).set({ ratingAverage: averageOf, reviewCount: countOf }).where(eq(venues.id, target.id))
      : target.type === 'vendor'
        ? db.update(vendors).set({ ratingAverage: averageOf, reviewCount: countOf }).where(eq(vendors.id, target.id))
        : null;
  const totals = db
    .select({ average: avg(reviews.rating), total: count() })
    .from(reviews)
    .where(ofTarget);
  const [[saved], , [agg]] = aggregate ? await db.batch([upsert, aggregate, totals]) : await db.batch([upsert, totals, totals]);
  // Services have no public page of their own on the CDN; venues and vendors show the rating everywhere.
  if (target.type !== 'service') await purgeListingWrite(db, 'review', { kind: target.type, id: target.id });
  return {
    id: saved!.id,
    ratingAverage: Math.round(Number(agg?.average ?? 0) * 100) / 100,
    reviewCount: agg?.total ?? 0,
  };
}

/** The select behind listReviewsFor, for pages that batch it with their other reads. */
export function reviewsForQuery(db: Db, target: ReviewTarget, limit = 50) {
  return db
    .select({
      id: reviews.id,
      rating: reviews.rating,
      comment: reviews.comment,
      createdAt: reviews.createdAt,
      updatedAt: reviews.updatedAt,
      userId: reviews.userId,
      reviewerName: users.name,
    })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .where(eq(targetColumn(target.type), target.id))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(limit);
}

/** The rows of reviewsForQuery as the public page shows them. */
export function toPublicReviews(rows: Awaited<ReturnType<typeof reviewsForQuery>>, viewerId?: string): PublicReview[] {
  return rows.map((r) => ({
    id: r.id,
    rating: r.rating,
    comment: r.comment,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
    reviewerName: r.reviewerName || 'A Mandap couple',
    ...(viewerId ? { isOwn: r.userId === viewerId } : {}),
  }));
}

/** Reviews of one item, newest first, with the reviewer's name. */
export async function listReviewsFor(db: Db, target: ReviewTarget, limit = 50, viewerId?: string): Promise<PublicReview[]> {
  return toPublicReviews(await reviewsForQuery(db, target, limit), viewerId);
}

/** The user's own review of an item, if any. */
export async function findUserReview(db: Db, userId: string, target: ReviewTarget) {
  const [row] = await db
    .select({ id: reviews.id, rating: reviews.rating, comment: reviews.comment })
    .from(reviews)
    .where(and(eq(reviews.userId, userId), eq(targetColumn(target.type), target.id)))
    .limit(1);
  return row ?? null;
}

/**
 * The ids the user's newest `limit` reviews of one kind name, as a subquery: every item of that
 * kind among the newest `limit` of all kinds is in it, so the reads below find each.
 */
function reviewedIds(userId: string, column: typeof reviews.venueId | typeof reviews.vendorId | typeof reviews.serviceId, limit: number) {
  return sql`(SELECT id FROM (SELECT ${column} AS id FROM ${reviews} WHERE ${reviews.userId} = ${userId} AND ${column} IS NOT NULL
    ORDER BY ${reviews.createdAt} DESC, ${reviews.id} DESC LIMIT ${limit}))`;
}

/** The reads behind `listReviewsByUser`, none depending on another's answer: to run as one batch. */
export function reviewsByUserQueries(db: Db, userId: string, limit = 100) {
  return [
    db.select().from(reviews).where(eq(reviews.userId, userId)).orderBy(desc(reviews.createdAt), desc(reviews.id)).limit(limit),
    db
      .select({ id: venues.id, name: venues.name, image: venues.coverImageUrl })
      .from(venues)
      .where(sql`${venues.id} IN ${reviewedIds(userId, reviews.venueId, limit)}`),
    db
      .select({ id: vendors.id, name: vendors.name, image: vendors.coverImageUrl })
      .from(vendors)
      .where(and(sql`${vendors.id} IN ${reviewedIds(userId, reviews.vendorId, limit)}`, isPublicVendor)),
    db
      .select({ id: vendorServices.id, name: vendorServices.name, image: vendorServices.imageUrl, vendorId: vendors.id })
      .from(vendorServices)
      .leftJoin(vendors, eq(vendors.ownerUserId, vendorServices.userId))
      .where(and(sql`${vendorServices.id} IN ${reviewedIds(userId, reviews.serviceId, limit)}`, isPublicService)),
  ] as const;
}

/** Everything the user has reviewed, newest first, with the item's name and link: one round trip. */
export async function listReviewsByUser(db: Db, userId: string, limit = 100): Promise<UserReview[]> {
  return toUserReviews(await db.batch(reviewsByUserQueries(db, userId, limit)));
}

/** `reviewsByUserQueries`' answers as the user's reviews. */
export function toUserReviews([rows, venueRows, vendorRows, serviceRows]: BatchResponse<ReturnType<typeof reviewsByUserQueries>>): UserReview[] {
  const names = {
    venue: new Map(venueRows.map((v) => [v.id, v])),
    vendor: new Map(vendorRows.map((v) => [v.id, v])),
    service: new Map(serviceRows.map((v) => [v.id, v])),
  };
  return rows.flatMap((r) => {
    const targetId = r.venueId ?? r.vendorId ?? r.serviceId;
    if (targetId === null) return [];
    const item = names[r.reviewType].get(targetId);
    if (!item) return [];
    return [
      {
        id: r.id,
        rating: r.rating,
        comment: r.comment,
        createdAt: r.createdAt.toISOString(),
        targetType: r.reviewType,
        targetId,
        itemName: item.name,
        itemImageUrl: item.image,
        itemHref: shortlistItemHref(r.reviewType, targetId, r.reviewType === 'service' ? (names.service.get(targetId)?.vendorId ?? null) : null),
      },
    ];
  });
}

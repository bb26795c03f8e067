// Reviews with Indian-flavoured text, and the aggregates each venue or vendor stores.
import type { reviews } from '../../src/server/db/schema.ts';
import { REVIEW_CLOSINGS, REVIEW_EVENTS, VENDOR_COMPLAINTS, VENUE_COMPLAINTS } from './data.ts';
import { chance, daysBefore, faker, fill, int, pick, reseed } from './random.ts';

export type ReviewRow = typeof reviews.$inferInsert;

export type ReviewTarget = {
  kind: 'venue' | 'vendor';
  id: number;
  city: string;
  praise: readonly string[];
};

const lower = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

function comment(target: ReviewTarget, rating: number): string | null {
  if (chance(0.05)) return null;
  const event = pick(REVIEW_EVENTS);
  const opening =
    target.kind === 'venue'
      ? pick([`We hosted our ${event} here.`, `We celebrated our ${event} here last season.`, `Booked this place for my sister's ${event}.`])
      : pick([`Booked them for our ${event} in ${target.city}.`, `We hired them for the ${event}.`, `They did our ${event} last winter.`]);
  const complaints = target.kind === 'venue' ? VENUE_COMPLAINTS : VENDOR_COMPLAINTS;
  const [praiseA, praiseB] = faker.helpers.arrayElements(target.praise, 2);
  const [complaintA, complaintB] = faker.helpers.arrayElements(complaints, 2);
  if (rating >= 4) {
    const closing = fill(pick(REVIEW_CLOSINGS), { city: target.city });
    return rating === 5 || chance(0.5) ? `${opening} ${praiseA}. ${praiseB}. ${closing}` : `${opening} ${praiseA}. ${closing}`;
  }
  if (rating === 3) {
    return `${opening} ${praiseA}, but ${lower(complaintA!)}. ${pick(['Decent overall.', 'Good, not great.', 'Okay for the price.'])}`;
  }
  return `${pick(['Disappointed.', 'Not what we expected.', 'Would not book again.'])} ${complaintA}. ${complaintB}.`;
}

/**
 * Reviews for one venue or vendor, drawn from its own stream: 0 to `maxCount` reviews by
 * distinct reviewers, ratings mostly 3 to 5 around a per-target quality.
 */
export function buildReviews(target: ReviewTarget, reviewerIds: readonly string[], maxCount: number, firstId: number): ReviewRow[] {
  reseed('review', target.id * 2 + (target.kind === 'venue' ? 0 : 1));
  const count = chance(0.07) ? 0 : int(1, maxCount);
  const quality = faker.number.float({ min: 3, max: 4.9 });
  const authors = faker.helpers.arrayElements(reviewerIds, count);
  return authors.map((userId, i) => {
    const rating = chance(0.03) ? int(1, 2) : Math.min(5, Math.max(1, Math.round(quality + faker.number.float({ min: -1.3, max: 1.1 }))));
    const createdAt = daysBefore(int(3, 700));
    return {
      id: firstId + i,
      userId,
      reviewType: target.kind,
      venueId: target.kind === 'venue' ? target.id : null,
      vendorId: target.kind === 'vendor' ? target.id : null,
      rating,
      comment: comment(target, rating),
      helpfulCount: chance(0.4) ? 0 : int(1, 25),
      createdAt,
      updatedAt: createdAt,
    };
  });
}

/** rating_average and review_count exactly as AVG(rating) and COUNT(*) give them. */
export function aggregate(rows: readonly ReviewRow[]): { ratingAverage: number; reviewCount: number } {
  if (rows.length === 0) return { ratingAverage: 0, reviewCount: 0 };
  const sum = rows.reduce((total, row) => total + row.rating, 0);
  return { ratingAverage: sum / rows.length, reviewCount: rows.length };
}

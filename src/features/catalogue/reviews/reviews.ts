// Review target types, limits, card data and display helpers, zod-free for browser scripts;
// the action input is in reviews.schema.ts.

export const REVIEW_TARGET_TYPES = ['venue', 'vendor', 'service'] as const;
export type ReviewTargetType = (typeof REVIEW_TARGET_TYPES)[number];
export type ReviewTarget = { type: ReviewTargetType; id: number };

export const REVIEW_COMMENT_MAX = 2000;

export type PublicReview = {
  id: number;
  rating: number;
  comment: string | null;
  createdAt: string;
  updatedAt: string;
  reviewerName: string;
  isOwn?: boolean;
};

export type UserReview = {
  id: number;
  rating: number;
  comment: string | null;
  createdAt: string;
  targetType: ReviewTargetType;
  targetId: number;
  itemName: string;
  itemImageUrl: string | null;
  itemHref: string;
};

/** The spec's "(N reviews)", in the singular for one: "(1 review)". */
export function reviewCountText(count: number): string {
  return count === 1 ? '(1 review)' : `(${count} reviews)`;
}

/** Whole stars shown for an average (rounded down), out of 5. */
export function fullStars(average: number): number {
  return Math.max(0, Math.min(5, Math.floor(average)));
}

/** Why a signed-in person cannot write a review here; shown in place of the form. */
export const reviewMessages = {
  verifyFirst: 'Please verify your email address before writing a review.',
  ownListing: 'You cannot review your own listing.',
} as const;

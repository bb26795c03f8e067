import { z } from 'astro/zod';

export const REVIEW_TARGET_TYPES = ['venue', 'vendor', 'service'] as const;
export type ReviewTargetType = (typeof REVIEW_TARGET_TYPES)[number];
export type ReviewTarget = { type: ReviewTargetType; id: number };

export const REVIEW_COMMENT_MAX = 2000;

export const reviewInput = z.object({
  targetType: z.enum(REVIEW_TARGET_TYPES),
  targetId: z.coerce.number().int().positive(),
  rating: z.coerce
    .number({ message: 'Choose a rating from 1 to 5 stars' })
    .int('Choose a rating from 1 to 5 stars')
    .min(1, 'Choose a rating from 1 to 5 stars')
    .max(5, 'Choose a rating from 1 to 5 stars'),
  comment: z
    .string()
    .trim()
    .max(REVIEW_COMMENT_MAX, `Keep your review under ${REVIEW_COMMENT_MAX} characters`)
    .optional()
    .transform((c) => (c ? c : null)),
});
export type ReviewInput = z.input<typeof reviewInput>;

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

/** Whole stars shown for an average (rounded down), out of 5. */
export function fullStars(average: number): number {
  return Math.max(0, Math.min(5, Math.floor(average)));
}

const reviewDate = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' });

/** "21 Nov 2026" */
export function formatReviewDate(iso: string): string {
  return reviewDate.format(new Date(iso));
}

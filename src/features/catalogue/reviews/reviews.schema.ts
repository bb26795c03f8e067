// The input of the review action.
import { z } from 'astro/zod';
import { REVIEW_COMMENT_MAX, REVIEW_TARGET_TYPES } from './reviews.ts';

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

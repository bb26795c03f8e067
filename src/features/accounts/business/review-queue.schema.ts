// An admin's decision on an item of the review queue: a rejection always carries a reason,
// which the business reads in its e-mail and dashboard.
import { z } from 'astro/zod';

export const REVIEW_REASON_MAX = 500;

const decision = {
  decision: z.enum(['approve', 'reject']),
  reason: z.string().trim().max(REVIEW_REASON_MAX, `The reason must be at most ${REVIEW_REASON_MAX} characters`).default(''),
};

const needsReason = (value: { decision: 'approve' | 'reject'; reason: string }) => value.decision === 'approve' || value.reason.length >= 3;
const reasonRule = { message: 'Please give the business a reason for the rejection.', path: ['reason'] };

export const reviewDecisionSchema = z.object(decision).refine(needsReason, reasonRule);
export type ReviewDecisionInput = z.infer<typeof reviewDecisionSchema>;

export const listingReviewSchema = z.object({ vendorId: z.number().int().positive(), ...decision }).refine(needsReason, reasonRule);
export const serviceReviewSchema = z.object({ serviceId: z.number().int().positive(), ...decision }).refine(needsReason, reasonRule);
// A claim's id is the SHA-256 of its link's token (64 hex digits), never the token itself.
export const claimReviewSchema = z.object({ claimId: z.string().regex(/^[0-9a-f]{64}$/), ...decision }).refine(needsReason, reasonRule);

// A vendor's own business profile, and service registrations; the admin's review queue.
import { defineAction } from 'astro:actions';
import { db } from '../../../server/db/index.ts';
import { requireAdmin, requireVendor } from '../../../server/auth/guards.ts';
import { asAction } from '../../../server/action-errors.ts';
import { mailDeps } from '../auth/mail-deps.server.ts';
import { createServiceRegistration, updateBusinessProfile } from './vendor-account.server.ts';
import { businessProfileSchema, serviceRegistrationSchema } from './vendor-account.schema.ts';
import { reviewClaim, reviewListing, reviewService } from './review-queue.server.ts';
import { claimReviewSchema, listingReviewSchema, serviceReviewSchema } from './review-queue.schema.ts';

export const vendorAccount = {
  updateProfile: defineAction({
    input: businessProfileSchema,
    handler: async (input, { locals }) => {
      const user = requireVendor(locals);
      await asAction(() => updateBusinessProfile(db, user.id, input));
      return { ok: true };
    },
  }),

  submitServiceRegistration: defineAction({
    input: serviceRegistrationSchema,
    handler: async (input, { locals }) => {
      const user = requireVendor(locals);
      const id = await createServiceRegistration(db, user.id, input);
      return { id };
    },
  }),
};

/** The admin's decisions on the review queue (/admin/reviews); each mails the business. */
export const reviewQueue = {
  reviewListing: defineAction({
    input: listingReviewSchema,
    handler: async ({ vendorId, ...decision }, { locals }) => {
      requireAdmin(locals);
      await asAction(() => reviewListing(mailDeps(), vendorId, decision));
      return { ok: true };
    },
  }),

  reviewService: defineAction({
    input: serviceReviewSchema,
    handler: async ({ serviceId, ...decision }, { locals }) => {
      requireAdmin(locals);
      await asAction(() => reviewService(mailDeps(), serviceId, decision));
      return { ok: true };
    },
  }),

  reviewClaim: defineAction({
    input: claimReviewSchema,
    handler: async ({ claimId, ...decision }, { locals }) => {
      requireAdmin(locals);
      await asAction(() => reviewClaim(mailDeps(), claimId, decision));
      return { ok: true };
    },
  }),
};

import { defineAction } from 'astro:actions';
import { db } from '../../../server/db/index.ts';
import { requireUser } from '../../../server/auth/guards.ts';
import { asAction } from '../../../server/action-errors.ts';
import { reviewInput } from './reviews.schema.ts';
import { saveReview } from './reviews.server.ts';

export const reviews = {
  save: defineAction({
    input: reviewInput,
    handler: async ({ targetType, targetId, rating, comment }, { locals }) => {
      const user = requireUser(locals);
      return asAction(() => saveReview(db, user, { type: targetType, id: targetId }, rating, comment));
    },
  }),
};

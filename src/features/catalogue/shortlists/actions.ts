import { defineAction } from 'astro:actions';
import { db } from '../../../server/db/index.ts';
import { requireUser } from '../../../server/auth/guards.ts';
import { asAction } from '../../../server/action-errors.ts';
import { shortlistItemInput, shortlistRemoveInput } from './shortlists.schema.ts';
import { removeShortlist, toggleShortlist } from './shortlists.server.ts';

export const shortlists = {
  toggle: defineAction({
    input: shortlistItemInput,
    handler: async ({ itemType, itemId }, { locals }) => {
      const user = requireUser(locals);
      return asAction(() => toggleShortlist(db, user.id, itemType, itemId));
    },
  }),
  remove: defineAction({
    input: shortlistRemoveInput,
    handler: async ({ id }, { locals }) => {
      const user = requireUser(locals);
      await asAction(() => removeShortlist(db, user.id, id));
      return { removed: true };
    },
  }),
};

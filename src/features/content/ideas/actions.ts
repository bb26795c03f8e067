import { defineAction } from 'astro:actions';
import { db } from '../../../server/db/index.ts';
import { requireUser } from '../../../server/auth/guards.ts';
import { asAction } from '../../../server/action-errors.ts';
import { getPublishedIdeaSlugs } from './content.ts';
import { setIdeaLike } from './likes.server.ts';
import { toggleLikeInput } from './ideas.schema.ts';

export const ideas = {
  toggleLike: defineAction({
    input: toggleLikeInput,
    handler: async ({ slug, liked }, { locals }) => {
      const user = requireUser(locals);
      const published = await getPublishedIdeaSlugs();
      return asAction(() => setIdeaLike(db, user.id, slug, published, liked));
    },
  }),
};

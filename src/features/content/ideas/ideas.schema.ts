import { z } from 'astro/zod';
import { IDEA_SLUG_PATTERN } from './ideas.ts';

export const ideaSlugSchema = z.string().max(120).regex(IDEA_SLUG_PATTERN, 'Unknown idea');

/** Like or unlike an idea. `liked` is the state wanted; without it the like is flipped. */
export const toggleLikeInput = z.object({
  slug: ideaSlugSchema,
  liked: z.boolean().optional(),
});

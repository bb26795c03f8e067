// The inputs of the shortlist actions and the status endpoint.
import { z } from 'astro/zod';
import { SHORTLIST_ITEM_TYPES } from './shortlists.ts';

export const shortlistItemInput = z.object({
  itemType: z.enum(SHORTLIST_ITEM_TYPES),
  itemId: z.coerce.number().int().positive(),
});
export const shortlistRemoveInput = z.object({ id: z.coerce.number().int().positive() });

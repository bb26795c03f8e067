import type { APIRoute } from 'astro';
import { z } from 'astro/zod';
import { db } from '../../../server/db/index.ts';
import { findUserReview, reviewRefusal } from '../../../features/catalogue/index.server.ts';
import { findPublicListing } from '../../../features/catalogue/index.server.ts';
import { REVIEW_TARGET_TYPES } from '../../../features/catalogue/index.ts';
import { privateHeaders } from '../../../server/caching.ts';

export const prerender = false;

const query = z.object({ targetType: z.enum(REVIEW_TARGET_TYPES), targetId: z.coerce.number().int().positive() });

/**
 * GET /api/reviews/mine?targetType=venue&targetId=1 — the viewer's own review of an item and,
 * when they may not write one, why (`refusal`). Private.
 */
export const GET: APIRoute = async ({ url, locals }) => {
  const headers = privateHeaders();
  const parsed = query.safeParse(Object.fromEntries(url.searchParams));
  if (!parsed.success) return Response.json({ error: 'Invalid item', fields: z.flattenError(parsed.error).fieldErrors }, { status: 400, headers });
  if (!locals.user) return Response.json({ signedIn: false, review: null }, { headers });
  const target = { type: parsed.data.targetType, id: parsed.data.targetId };
  const [review, listing] = await Promise.all([findUserReview(db, locals.user.id, target), findPublicListing(db, target.type, target.id)]);
  if (!listing) return Response.json({ error: 'Not found' }, { status: 404, headers });
  const refusal = reviewRefusal(locals.user, listing);
  return Response.json({ signedIn: true, userName: locals.user.name, review, refusal }, { headers });
};

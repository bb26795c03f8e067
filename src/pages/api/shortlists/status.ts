import type { APIRoute } from 'astro';
import { z } from 'astro/zod';
import { db } from '../../../server/db/index.ts';
import { isShortlisted } from '../../../features/catalogue/index.server.ts';
import { shortlistItemInput } from '../../../features/catalogue/index.server.ts';
import { privateHeaders } from '../../../server/caching.ts';

export const prerender = false;

/** GET /api/shortlists/status?itemType=venue&itemId=1 — the viewer's own state, private. */
export const GET: APIRoute = async ({ url, locals }) => {
  const headers = privateHeaders();
  const parsed = shortlistItemInput.safeParse(Object.fromEntries(url.searchParams));
  if (!parsed.success) return Response.json({ error: 'Invalid item', fields: z.flattenError(parsed.error).fieldErrors }, { status: 400, headers });
  if (!locals.user) return Response.json({ signedIn: false, shortlisted: false }, { headers });
  const shortlisted = await isShortlisted(db, locals.user.id, parsed.data.itemType, parsed.data.itemId);
  return Response.json({ signedIn: true, shortlisted }, { headers });
};

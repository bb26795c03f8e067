import type { APIRoute } from 'astro';
import { db } from '../../../../server/db/index.ts';
import { getPublishedIdeaSlugs } from '../../../../features/content/index.server.ts';
import { getLikeState } from '../../../../features/content/index.server.ts';
import { privateHeaders } from '../../../../server/caching.ts';

export const prerender = false;

/** One idea's like count and whether the viewer likes it. Personal, so private. */
export const GET: APIRoute = async ({ params, locals }) => {
  const slug = params.slug ?? '';
  const headers = privateHeaders();
  if (!(await getPublishedIdeaSlugs()).has(slug)) {
    return Response.json({ error: 'Idea not found' }, { status: 404, headers });
  }
  const state = await getLikeState(db, slug, locals.user?.id ?? null);
  return Response.json({ ...state, signedIn: Boolean(locals.user) }, { headers });
};

import type { APIRoute } from 'astro';
import { db } from '../../../server/db/index.ts';
import { getPublishedIdeaSlugs } from '../../../features/ideas/content.ts';
import { countLikes } from '../../../features/ideas/likes.server.ts';

export const prerender = false;

/** Like counts of every published idea, for the ideas list. Briefly cached by the CDN. */
export const GET: APIRoute = async () => {
  const counts = await countLikes(db, await getPublishedIdeaSlugs());
  return Response.json(
    { counts },
    { headers: { 'Cache-Control': 'public, max-age=0, s-maxage=30, stale-while-revalidate=60' } },
  );
};

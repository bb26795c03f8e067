import type { APIRoute } from 'astro';
import { db } from '../../../server/db/index.ts';
import { getPublishedIdeaSlugs } from '../../../features/content/index.server.ts';
import { countLikes } from '../../../features/content/index.server.ts';
import { publicHeaders } from '../../../server/caching.ts';
import { pageTags } from '../../../server/cache-tags.ts';

export const prerender = false;

/** Like counts of every published idea, for the ideas list. Kept by the CDN until a like purges them. */
export const GET: APIRoute = async () => {
  const counts = await countLikes(db, await getPublishedIdeaSlugs());
  return Response.json({ counts }, { headers: publicHeaders({ tags: pageTags.ideaLikes() }) });
};

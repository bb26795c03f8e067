import type { APIRoute } from 'astro';
import { citiesOrNone } from '../../features/catalogue/index.server.ts';
import { db } from '../../server/db/index.ts';
import { publicHeaders } from '../../server/caching.ts';
import { pageTags } from '../../server/cache-tags.ts';

export const prerender = false;

/** Cities for the header's picker when the page was built without them. */
export const GET: APIRoute = async () => {
  const cities = await citiesOrNone(db);
  return Response.json({ cities }, { headers: publicHeaders({ tags: pageTags.cities() }) });
};

import type { APIRoute } from 'astro';
import { db } from '../../server/db/index.ts';
import { decodeCursor } from '../../features/catalogue/index.ts';
import { galleryPageJson } from '../../features/catalogue/index.server.ts';
import { publicHeaders, secretHeaders } from '../../server/caching.ts';
import { pageTags } from '../../server/cache-tags.ts';
import { varyBy } from '../../features/catalogue/index.server.ts';

export const prerender = false;

/** A page of gallery photos, newest first: `?cursor=` continues after the previous page. */
export const GET: APIRoute = async ({ url }) => {
  const cursor = url.searchParams.get('cursor');
  if (cursor !== null && !decodeCursor(cursor)) {
    return Response.json({ error: 'Invalid cursor' }, { status: 400, headers: secretHeaders() });
  }
  return new Response(await galleryPageJson(db, cursor), {
    headers: { 'Content-Type': 'application/json', ...publicHeaders({ tags: pageTags.gallery(), vary: varyBy.galleryApi }) },
  });
};

import type { APIRoute } from 'astro';
import { citiesOrNone } from '../../features/catalogue/catalogue.server.ts';
import { db } from '../../server/db/index.ts';

export const prerender = false;

/** Cities for the header's picker when the page was built without them. */
export const GET: APIRoute = async () => {
  const cities = await citiesOrNone(db);
  return Response.json(
    { cities },
    { headers: { 'Cache-Control': 'public, s-maxage=300, stale-while-revalidate=600' } },
  );
};

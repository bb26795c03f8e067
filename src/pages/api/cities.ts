import type { APIRoute } from 'astro';
import { listCities } from '../../features/lookups/lookups.server.ts';

export const prerender = false;

/** Cities for the header's picker when the page was built without them. */
export const GET: APIRoute = async () => {
  const cities = await listCities();
  return Response.json(
    { cities },
    { headers: { 'Cache-Control': 'public, s-maxage=300, stale-while-revalidate=600' } },
  );
};

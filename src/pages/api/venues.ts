import type { APIRoute } from 'astro';
import { db } from '../../server/db/index.ts';
import { findCity, listVenues } from '../../features/venues/venues.server.ts';
import { parseVenueQuery } from '../../features/venues/venues.ts';

export const prerender = false;

const PUBLIC_CACHE = 'public, s-maxage=60, stale-while-revalidate=300';

/** GET /api/venues?city={slug|name|all}&capacity=&price_per_plate=&rental_price=&rating=&venue_type=&q=&sort=&page= */
export const GET: APIRoute = async ({ url }) => {
  const cityParam = url.searchParams.get('city')?.trim() || 'all';
  let cityId: number | null = null;
  if (cityParam.toLowerCase() !== 'all') {
    const city = await findCity(db, cityParam);
    if (!city) return Response.json({ error: 'Unknown city' }, { status: 404, headers: { 'Cache-Control': PUBLIC_CACHE } });
    cityId = city.id;
  }
  const page = await listVenues(db, cityId, parseVenueQuery(url.searchParams));
  return Response.json(page, { headers: { 'Cache-Control': PUBLIC_CACHE } });
};

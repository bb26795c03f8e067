import type { APIRoute } from 'astro';
import { db } from '../../server/db/index.ts';
import { findCity } from '../../features/catalogue/catalogue.server.ts';
import { listVenues } from '../../features/venues/venues.server.ts';
import { parseVenueQuery, venueQueryString } from '../../features/venues/venues.ts';
import { KeptBody, ResponseCache } from '../../server/serving/response-cache.ts';

export const prerender = false;

const PUBLIC_CACHE = 'public, s-maxage=60, stale-while-revalidate=300';
const cache = new ResponseCache<KeptBody | null>(5_000, 1_000);

/** GET /api/venues?city={slug|name|all}&capacity=&price_per_plate=&rental_price=&rating=&venue_type=&q=&guests=&sort=&page= */
export const GET: APIRoute = async ({ url, request }) => {
  const headers = { 'Cache-Control': PUBLIC_CACHE, 'Content-Type': 'application/json' };
  const cityParam = (url.searchParams.get('city')?.trim() || 'all').toLowerCase();
  const filters = parseVenueQuery(url.searchParams);
  // The key is the normalised query, so equivalent URLs share one entry.
  const key = `${cityParam}${venueQueryString(filters)}`;
  const body = await cache.get(key, async () => {
    let cityId: number | null = null;
    if (cityParam !== 'all') {
      const city = await findCity(db, cityParam);
      if (!city) return null;
      cityId = city.id;
    }
    return new KeptBody(JSON.stringify(await listVenues(db, cityId, filters)));
  });
  if (body === null) return Response.json({ error: 'Unknown city' }, { status: 404, headers });
  return body.response(request, headers);
};

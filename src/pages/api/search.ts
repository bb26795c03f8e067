import type { APIRoute } from 'astro';
import { db } from '../../server/db/index.ts';
import { findCity } from '../../features/catalogue/catalogue.server.ts';
import { searchCatalogue } from '../../features/search/catalogue-search.server.ts';
import { CATALOGUE_PAGE_SIZE, parseCatalogueQuery } from '../../features/search/catalogue-search.ts';
import { KeptBody, ResponseCache } from '../../server/serving/response-cache.ts';

export const prerender = false;

const PUBLIC_CACHE = 'public, s-maxage=60, stale-while-revalidate=300';
const cache = new ResponseCache<KeptBody | null>(5_000, 1_000);

/** GET /api/search?q=&city={slug|all}&page=&size=&typing=1 — venues and vendors matching q, best first (typing: suggestions as the last word is typed). */
export const GET: APIRoute = async ({ url, request }) => {
  const headers = { 'Cache-Control': PUBLIC_CACHE, 'Content-Type': 'application/json' };
  const size = Number(url.searchParams.get('size'));
  const query = parseCatalogueQuery(url.searchParams, Number.isInteger(size) && size >= 1 && size <= 20 ? size : CATALOGUE_PAGE_SIZE);
  if (!query) return Response.json({ error: 'Type a word to search.' }, { status: 400, headers });
  const key = JSON.stringify(query);
  const body = await cache.get(key, async () => {
    let cityId: number | null = null;
    if (query.city) {
      const city = await findCity(db, query.city);
      if (!city) return null;
      cityId = city.id;
    }
    return new KeptBody(JSON.stringify(await searchCatalogue(db, { ...query, cityId })));
  });
  if (body === null) return Response.json({ error: 'Unknown city' }, { status: 404, headers });
  return body.response(request, headers);
};

// The catalogue's public read endpoints (/api/venues, /api/vendors, /api/search,
// /api/recommendations): JSON for anyone, the same for every visitor, reading no session and
// setting no cookie. Each is a function of the address and the Accept-Encoding header, so the
// app's routes call it and the node server (scripts/serve.ts) calls the very same function
// without running the app's request path around it (decision 0011).
import type { Db } from '../../server/db/client.ts';
import { withRetry } from '../../server/db/client.ts';
import { KeptBody, ResponseCache } from '../../server/serving/response-cache.ts';
import { recommendationQuery } from '../budget/recommendations.ts';
import { findCity, findVendorCategory } from './catalogue.server.ts';
import { searchCatalogue } from '../search/catalogue-search.server.ts';
import { CATALOGUE_PAGE_SIZE, parseCatalogueQuery } from '../search/catalogue-search.ts';
import { listVendors } from '../vendors/vendors.server.ts';
import { parseVendorQuery, vendorQueryString } from '../vendors/vendor-filters.ts';
import { listVenues } from '../venues/venues.server.ts';
import { parseVenueQuery, venueQueryString } from '../venues/venues.ts';

/** One public read: the answer for an address, compressed as `acceptEncoding` allows. */
export type PublicRead = (url: URL, acceptEncoding: string | null) => Promise<Response>;

const PUBLIC_CACHE = 'public, s-maxage=60, stale-while-revalidate=300';
const JSON_HEADERS = { 'Cache-Control': PUBLIC_CACHE, 'Content-Type': 'application/json' };

const send = (body: KeptBody, acceptEncoding: string | null) => body.response(acceptEncoding, JSON_HEADERS);

function makeReads(db: Db) {
  // Many visitors ask for the same list at once: each answer is kept for 5 seconds (the CDN keeps it for 60).
  const venueAnswers = new ResponseCache<KeptBody | null>(5_000, 1_000);
  const vendorAnswers = new ResponseCache<KeptBody | null>(5_000, 1_000);
  const searchAnswers = new ResponseCache<KeptBody | null>(5_000, 1_000);

  /** GET /api/venues?city={slug|name|all}&capacity=&price_per_plate=&rental_price=&rating=&venue_type=&q=&guests=&sort=&page= */
  const venues: PublicRead = async (url, acceptEncoding) => {
    const cityParam = (url.searchParams.get('city')?.trim() || 'all').toLowerCase();
    const filters = parseVenueQuery(url.searchParams);
    // The key is the normalised query, so equivalent URLs share one entry.
    const body = await venueAnswers.get(`${cityParam}${venueQueryString(filters)}`, async () => {
      let cityId: number | null = null;
      if (cityParam !== 'all') {
        const city = await findCity(db, cityParam);
        if (!city) return null;
        cityId = city.id;
      }
      return new KeptBody(JSON.stringify(await listVenues(db, cityId, filters)));
    });
    if (body === null) return Response.json({ error: 'Unknown city' }, { status: 404, headers: JSON_HEADERS });
    return send(body, acceptEncoding);
  };

  /** GET /api/vendors?category={slug}&city={slug|all}&q=&price=&rating=&sort=&page= (see vendor-filters.ts). */
  const vendors: PublicRead = async (url, acceptEncoding) => {
    const categoryParam = url.searchParams.get('category')?.trim().toLowerCase() ?? '';
    const cityParam = (url.searchParams.get('city')?.trim() || 'all').toLowerCase();
    const filters = parseVendorQuery(url.searchParams);
    const body = await vendorAnswers.get(`${categoryParam}|${cityParam}${vendorQueryString(filters)}`, async () => {
      const category = await findVendorCategory(db, categoryParam);
      if (!category) return null;
      let city = null;
      if (cityParam !== 'all') {
        city = await findCity(db, cityParam);
        if (!city) return null;
      }
      const result = await listVendors(db, {
        categoryId: category.id,
        categorySlug: category.slug,
        cityId: city?.id ?? null,
        citySlug: city?.slug ?? null,
        filters,
      });
      return new KeptBody(JSON.stringify(result));
    });
    if (body === null) return Response.json({ error: 'Unknown category or city' }, { status: 404, headers: JSON_HEADERS });
    return send(body, acceptEncoding);
  };

  /** GET /api/search?q=&city={slug|all}&page=&size=&typing=1: venues and vendors matching q, best first (typing: suggestions as the last word is typed). */
  const search: PublicRead = async (url, acceptEncoding) => {
    const size = Number(url.searchParams.get('size'));
    const query = parseCatalogueQuery(url.searchParams, Number.isInteger(size) && size >= 1 && size <= 20 ? size : CATALOGUE_PAGE_SIZE);
    if (!query) return Response.json({ error: 'Type a word to search.' }, { status: 400, headers: JSON_HEADERS });
    const body = await searchAnswers.get(JSON.stringify(query), async () => {
      let cityId: number | null = null;
      if (query.city) {
        const city = await findCity(db, query.city);
        if (!city) return null;
        cityId = city.id;
      }
      return new KeptBody(JSON.stringify(await searchCatalogue(db, { ...query, cityId })));
    });
    if (body === null) return Response.json({ error: 'Unknown city' }, { status: 404, headers: JSON_HEADERS });
    return send(body, acceptEncoding);
  };

  /** GET /api/recommendations?budget=<adjusted>: vendors for the home page's budget calculator. */
  const recommendations: PublicRead = async (url) => {
    const raw = url.searchParams.get('budget');
    const budget = raw === null ? Number.NaN : Number(raw);
    if (!(budget >= 0 && budget <= 1e12)) return Response.json({ error: 'budget must be a number of rupees, 0 or more' }, { status: 400 });
    const found = await withRetry(() => recommendationQuery(db, budget));
    return Response.json({ vendors: found }, { headers: { 'Cache-Control': 'public, s-maxage=300, stale-while-revalidate=600' } });
  };

  return { venues, vendors, search, recommendations };
}

const made = new WeakMap<Db, ReturnType<typeof makeReads>>();

/** The public reads over `db` (one set per database, so their short-lived answers are shared). */
export function catalogueReads(db: Db): ReturnType<typeof makeReads> {
  let reads = made.get(db);
  if (!reads) made.set(db, (reads = makeReads(db)));
  return reads;
}

/** The public reads by path, for the node server. */
export function publicReadRoutes(db: Db): Map<string, PublicRead> {
  const reads = catalogueReads(db);
  return new Map([
    ['/api/venues', reads.venues],
    ['/api/vendors', reads.vendors],
    ['/api/search', reads.search],
    ['/api/recommendations', reads.recommendations],
  ]);
}

// The catalogue's public read endpoints (/api/venues, /api/vendors, /api/search,
// /api/recommendations): JSON for anyone, the same for every visitor, reading no session and
// setting no cookie. The CDN keeps each answer by its filters (Netlify-Vary) until a write
// purges one of its tags (server/cache-tags.ts), so each request here is one the CDN had not kept.
import type { Db } from '../../server/db/client.ts';
import { withRetry } from '../../server/db/client.ts';
import { publicHeaders, secretHeaders } from '../../server/caching.ts';
import { pageTags } from '../../server/cache-tags.ts';
import { varyBy } from './vary.ts';
import { recommendationQuery } from '../money/index.server.ts';
import { findCity, findVendorCategory } from './catalogue.server.ts';
import { categoryName, cityName } from './catalogue.ts';
import { searchCatalogue } from './search/catalogue-search.server.ts';
import { toLocale } from '../../i18n/locales.ts';
import { CATALOGUE_PAGE_SIZE, parseCatalogueQuery } from './search/catalogue-search.ts';
import { listVendors } from './vendors/vendors.server.ts';
import { parseVendorQuery } from './vendors/vendor-filters.ts';
import { listVenues } from './venues/venues.server.ts';
import { parseVenueQuery } from './venues/venues.ts';

/** One public read: the answer for an address (the second argument is no longer used). */
export type PublicRead = (url: URL, acceptEncoding?: string | null) => Promise<Response>;

/** An answer the CDN keeps under `tags`, varying by the `vary` query parameters. */
const cdnJson = (body: unknown, tags: string[], vary: readonly string[]) => Response.json(body, { headers: publicHeaders({ tags, vary }) });

/** A wrong address or query: not cached, so a city or category added later is found at once. */
const refused = (error: string, status: number) => Response.json({ error }, { status, headers: secretHeaders() });

function makeReads(db: Db) {
  /** GET /api/venues?city={slug|name|all}&capacity=&price_per_plate=&rental_price=&rating=&venue_type=&q=&guests=&sort=&page= */
  const venues: PublicRead = async (url) => {
    const cityParam = (url.searchParams.get('city')?.trim() || 'all').toLowerCase();
    const filters = parseVenueQuery(url.searchParams);
    let cityId: number | null = null;
    if (cityParam !== 'all') {
      const city = await findCity(db, cityParam);
      if (!city) return refused('Unknown city', 404);
      cityId = city.id;
    }
    return cdnJson(await listVenues(db, cityId, filters), pageTags.venueList(cityId), varyBy.venueListApi);
  };

  /** GET /api/vendors?category={slug}&city={slug|all}&q=&price=&rating=&sort=&page= (see vendor-filters.ts). */
  const vendors: PublicRead = async (url) => {
    const categoryParam = url.searchParams.get('category')?.trim().toLowerCase() ?? '';
    const cityParam = (url.searchParams.get('city')?.trim() || 'all').toLowerCase();
    const filters = parseVendorQuery(url.searchParams);
    const category = await findVendorCategory(db, categoryParam);
    if (!category) return refused('Unknown category or city', 404);
    let city = null;
    if (cityParam !== 'all') {
      city = await findCity(db, cityParam);
      if (!city) return refused('Unknown category or city', 404);
    }
    const result = await listVendors(db, {
      categoryId: category.id,
      categorySlug: category.slug,
      cityId: city?.id ?? null,
      citySlug: city?.slug ?? null,
      filters,
    });
    return cdnJson(result, pageTags.vendorList(category.id, city?.id ?? null), varyBy.vendorListApi);
  };

  /**
   * GET /api/search?q=&city={slug|all}&page=&size=&typing=1&lang=hi: venues and vendors matching q, best first (typing:
   * suggestions as the last word is typed; lang: labels, cities and links in Hindi).
   */
  const search: PublicRead = async (url) => {
    const size = Number(url.searchParams.get('size'));
    const query = parseCatalogueQuery(url.searchParams, Number.isInteger(size) && size >= 1 && size <= 20 ? size : CATALOGUE_PAGE_SIZE);
    if (!query) return refused('Type a word to search.', 400);
    let cityId: number | null = null;
    if (query.city) {
      const city = await findCity(db, query.city);
      if (!city) return refused('Unknown city', 404);
      cityId = city.id;
    }
    const locale = toLocale(url.searchParams.get('lang'));
    return cdnJson(await searchCatalogue(db, { ...query, cityId, locale }), pageTags.search(cityId), varyBy.searchApi);
  };

  /**
   * GET /api/recommendations?budget=<adjusted>&lang=hi: vendors for the home page's budget calculator
   * (lang: category and city names in Hindi). The language is in the address, not read from the
   * Referer, because the CDN keeps one answer per address.
   */
  const recommendations: PublicRead = async (url) => {
    const raw = url.searchParams.get('budget');
    const budget = raw === null ? Number.NaN : Number(raw);
    if (!(budget >= 0 && budget <= 1e12)) return refused('budget must be a number of rupees, 0 or more', 400);
    const locale = toLocale(url.searchParams.get('lang'));
    const found = await withRetry(() => recommendationQuery(db, budget));
    const named = found.map(({ categoryHi, cityHi, ...vendor }) => ({
      ...vendor,
      category: categoryName({ name: vendor.category, nameHi: categoryHi }, locale),
      city: vendor.city === null ? null : cityName({ name: vendor.city, nameHi: cityHi }, locale),
    }));
    return cdnJson({ vendors: named }, pageTags.recommendations(), varyBy.recommendations);
  };

  return { venues, vendors, search, recommendations };
}

const made = new WeakMap<Db, ReturnType<typeof makeReads>>();

/** The public reads over `db`. */
export function catalogueReads(db: Db): ReturnType<typeof makeReads> {
  let reads = made.get(db);
  if (!reads) made.set(db, (reads = makeReads(db)));
  return reads;
}

/** The public reads by path. */
export function publicReadRoutes(db: Db): Map<string, PublicRead> {
  const reads = catalogueReads(db);
  return new Map([
    ['/api/venues', reads.venues],
    ['/api/vendors', reads.vendors],
    ['/api/search', reads.search],
    ['/api/recommendations', reads.recommendations],
  ]);
}

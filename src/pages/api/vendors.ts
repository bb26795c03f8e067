import type { APIRoute } from 'astro';
import { db } from '../../server/db/index.ts';
import { findCity, findVendorCategory } from '../../features/catalogue/catalogue.server.ts';
import { listVendors } from '../../features/vendors/vendors.server.ts';
import { parseVendorQuery, vendorQueryString } from '../../features/vendors/vendor-filters.ts';
import { KeptBody, ResponseCache } from '../../server/serving/response-cache.ts';

export const prerender = false;

const PUBLIC_CACHE = 'public, s-maxage=60, stale-while-revalidate=300';
const cache = new ResponseCache<KeptBody | null>(5_000, 1_000);

/** GET /api/vendors?category={slug}&city={slug|all}&q=&price=&rating=&sort=&page= (see vendor-filters.ts). */
export const GET: APIRoute = async ({ url, request }) => {
  const headers = { 'Cache-Control': PUBLIC_CACHE, 'Content-Type': 'application/json' };
  const categoryParam = url.searchParams.get('category')?.trim().toLowerCase() ?? '';
  const cityParam = (url.searchParams.get('city')?.trim() || 'all').toLowerCase();
  const filters = parseVendorQuery(url.searchParams);
  // The key is the normalised query, so equivalent URLs share one entry.
  const body = await cache.get(`${categoryParam}|${cityParam}${vendorQueryString(filters)}`, async () => {
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
  if (body === null) return Response.json({ error: 'Unknown category or city' }, { status: 404, headers });
  return body.response(request, headers);
};

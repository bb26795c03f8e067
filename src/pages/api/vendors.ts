import type { APIRoute } from 'astro';
import { db } from '../../server/db/index.ts';
import { findCity } from '../../features/venues/venues.server.ts';
import { findVendorCategory, listVendors } from '../../features/vendors/vendors.server.ts';

export const prerender = false;

const PUBLIC_CACHE = 'public, s-maxage=60, stale-while-revalidate=300';

/** GET /api/vendors?category={slug}&city={slug|all}&page= — featured first, then rating, then review count. */
export const GET: APIRoute = async ({ url }) => {
  const headers = { 'Cache-Control': PUBLIC_CACHE };
  const category = await findVendorCategory(db, url.searchParams.get('category')?.trim() ?? '');
  if (!category) return Response.json({ error: 'Unknown category' }, { status: 404, headers });
  const cityParam = url.searchParams.get('city')?.trim() || 'all';
  let city = null;
  if (cityParam.toLowerCase() !== 'all') {
    city = await findCity(db, cityParam);
    if (!city) return Response.json({ error: 'Unknown city' }, { status: 404, headers });
  }
  const rawPage = Number(url.searchParams.get('page') ?? '1');
  const page = Number.isInteger(rawPage) && rawPage > 0 ? Math.min(rawPage, 10_000) : 1;
  const result = await listVendors(db, {
    categoryId: category.id,
    categorySlug: category.slug,
    cityId: city?.id ?? null,
    citySlug: city?.slug ?? null,
    page,
  });
  return Response.json(result, { headers });
};

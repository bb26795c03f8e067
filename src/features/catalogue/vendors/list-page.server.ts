import type { Db } from '../../../server/db/client.ts';
import type { City } from '../../../server/db/schema.ts';
import { findCity, findVendorCategory } from '../catalogue.server.ts';
import type { CategoryOption } from '../catalogue.ts';
import { lastPage } from '../../../lib/list-filters.ts';
import { vendorsHref } from '../../../lib/routes.ts';
import { countVendors, listVendors } from './vendors.server.ts';
import { resolveVendorPath } from './vendor-routes.server.ts';
import { VENDOR_PAGE_SIZE, type VendorPage } from './vendors.ts';
import { parseVendorQuery, vendorQueryString, type VendorFilters } from './vendor-filters.ts';

type VendorCategory = CategoryOption;

export type VendorListPage =
  | { kind: 'list'; city: City | null; category: VendorCategory; filters: VendorFilters; page: VendorPage }
  | { kind: 'redirect'; to: string; keepQuery: boolean }
  | { kind: 'not-found' };

/** The on-demand address of a vendor list, which answers its query (`/vendors/{category}` is pre-rendered). */
export function vendorListPath(citySlug: string | null, categorySlug: string): string {
  return vendorsHref(citySlug ?? 'all', categorySlug);
}

/**
 * What /vendors/{city or all}/{category} answers for its URL: the page of vendors its sort,
 * filters, search and `?page=` ask for; the last page for a page past the end; a redirect
 * for names written in another case; or not found.
 */
export async function loadVendorListPage(db: Db, citySlug: string, categorySlug: string, params: URLSearchParams): Promise<VendorListPage> {
  const [city, found] = await Promise.all([citySlug === 'all' ? null : findCity(db, citySlug), findVendorCategory(db, categorySlug)]);
  if ((citySlug !== 'all' && city?.slug !== citySlug) || found?.slug !== categorySlug) {
    const target = await resolveVendorPath(db, [citySlug, categorySlug]);
    return target ? { kind: 'redirect', to: target, keepQuery: true } : { kind: 'not-found' };
  }
  const category: VendorCategory = {
    id: found.id,
    name: found.name,
    nameHi: found.nameHi,
    slug: found.slug,
    description: found.description,
    descriptionHi: found.descriptionHi,
    icon: found.icon,
  };
  const filters = parseVendorQuery(params);
  const options = { categoryId: category.id, categorySlug, cityId: city?.id ?? null, citySlug: city?.slug ?? null, filters };
  const page = await listVendors(db, options);
  if (page.vendors.length === 0 && filters.page > 1) {
    const last = lastPage(await countVendors(db, options), VENDOR_PAGE_SIZE);
    return { kind: 'redirect', to: `${vendorListPath(city?.slug ?? null, categorySlug)}${vendorQueryString({ ...filters, page: last })}`, keepQuery: false };
  }
  return { kind: 'list', city, category, filters, page };
}

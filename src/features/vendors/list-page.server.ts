import type { Db } from '../../server/db/client.ts';
import type { City } from '../../server/db/schema.ts';
import { findCity, findVendorCategory } from '../catalogue/catalogue.server.ts';
import type { CategoryOption } from '../catalogue/catalogue.ts';
import { listVendors } from './vendors.server.ts';
import { resolveVendorPath } from './vendor-routes.server.ts';
import type { VendorPage } from './vendors.ts';

type VendorCategory = CategoryOption;

export type VendorListPage =
  | { kind: 'list'; city: City | null; category: VendorCategory; page: VendorPage }
  | { kind: 'redirect'; to: string }
  | { kind: 'not-found' };

const MAX_PAGE = 10_000;

/** The page a `?page=` query asks for: a whole number from 1, anything else is the first. */
export function vendorListPageNumber(params: URLSearchParams): number {
  const page = Number(params.get('page') ?? '1');
  return Number.isInteger(page) && page > 0 ? Math.min(page, MAX_PAGE) : 1;
}

/**
 * What /vendors/{city or all}/{category} answers for its URL: the page of vendors `?page=`
 * asks for, a redirect for names written in another case, or not found.
 */
export async function loadVendorListPage(db: Db, citySlug: string, categorySlug: string, params: URLSearchParams): Promise<VendorListPage> {
  const [city, found] = await Promise.all([citySlug === 'all' ? null : findCity(db, citySlug), findVendorCategory(db, categorySlug)]);
  if ((citySlug !== 'all' && city?.slug !== citySlug) || found?.slug !== categorySlug) {
    const target = await resolveVendorPath(db, [citySlug, categorySlug]);
    return target ? { kind: 'redirect', to: target } : { kind: 'not-found' };
  }
  const category: VendorCategory = { id: found.id, name: found.name, slug: found.slug, description: found.description, icon: found.icon };
  const page = await listVendors(db, { categoryId: category.id, categorySlug, cityId: city?.id ?? null, citySlug: city?.slug ?? null, page: vendorListPageNumber(params) });
  return { kind: 'list', city, category, page };
}

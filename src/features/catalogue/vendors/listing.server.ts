import type { Db } from '../../../server/db/client.ts';
import type { CityOption, CategoryOption } from '../catalogue.ts';
import { listVendorCategories } from '../catalogue.server.ts';
import { listVendors } from './vendors.server.ts';

export type VendorCategory = CategoryOption;

export async function firstVendorPage(db: Db, city: CityOption | null, category: VendorCategory) {
  return listVendors(db, { categoryId: category.id, categorySlug: category.slug, cityId: city?.id ?? null, citySlug: city?.slug ?? null });
}

/** Categories for a categories page; null when they could not be loaded. */
export async function categoriesOrNull(db: Db) {
  try {
    return await listVendorCategories(db);
  } catch (error) {
    console.error('Loading vendor categories failed', error);
    return null;
  }
}

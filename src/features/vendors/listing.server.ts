import type { Db } from '../../server/db/client.ts';
import type { City } from '../../server/db/schema.ts';
import { listCities } from '../venues/venues.server.ts';
import { listVendorCategories, listVendors } from './vendors.server.ts';

export type VendorCategory = Awaited<ReturnType<typeof listVendorCategories>>[number];

/** /vendors/{x}: every city slug (its categories) and every category slug (all cities). */
export async function vendorSegmentPaths(db: Db) {
  const [cities, categories] = await Promise.all([listCities(db), listVendorCategories(db)]);
  return [
    ...cities.map((city) => ({ params: { x: city.slug }, props: { kind: 'city' as const, city, category: null } })),
    ...categories.map((category) => ({ params: { x: category.slug }, props: { kind: 'category' as const, city: null, category } })),
  ];
}

/** /vendors/{city or all}/{category}. */
export async function cityCategoryPaths(db: Db) {
  const [cities, categories] = await Promise.all([listCities(db), listVendorCategories(db)]);
  return [null, ...cities].flatMap((city) =>
    categories.map((category) => ({ params: { city: city?.slug ?? 'all', category: category.slug }, props: { city, category } })),
  );
}

export async function firstVendorPage(db: Db, city: City | null, category: VendorCategory) {
  return listVendors(db, { categoryId: category.id, categorySlug: category.slug, cityId: city?.id ?? null, citySlug: city?.slug ?? null, page: 1 });
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

import { and, desc, eq } from 'drizzle-orm';
import { vendorHref } from '../../lib/routes.ts';
import type { Db } from '../../server/db/client.ts';
import { categories, cities, vendors } from '../../server/db/schema.ts';
import { VENDOR_PAGE_SIZE, type VendorPage } from './vendors.ts';
import { coverPhotos } from '../listing-photos/listing-photos.server.ts';

export type VendorListOptions = { categoryId: number; cityId: number | null; page: number; pageSize?: number };

/** Active vendors of a category (in a city, or everywhere): featured first, then rating, then review count. */
export function vendorListQuery(db: Db, { categoryId, cityId, page, pageSize = VENDOR_PAGE_SIZE }: VendorListOptions) {
  const where = [eq(vendors.categoryId, categoryId), eq(vendors.isActive, true)];
  if (cityId !== null) where.push(eq(vendors.cityId, cityId));
  return db
    .select({
      id: vendors.id,
      name: vendors.name,
      description: vendors.description,
      coverImageUrl: vendors.coverImageUrl,
      cityId: vendors.cityId,
      ratingAverage: vendors.ratingAverage,
      reviewCount: vendors.reviewCount,
      isFeatured: vendors.isFeatured,
      priceRangeMin: vendors.priceRangeMin,
      priceRangeMax: vendors.priceRangeMax,
      pricesVerifiedOn: vendors.pricesVerifiedOn,
    })
    .from(vendors)
    .where(and(...where))
    .orderBy(desc(vendors.isFeatured), desc(vendors.ratingAverage), desc(vendors.reviewCount), desc(vendors.id))
    .limit(pageSize + 1)
    .offset((page - 1) * pageSize);
}

/** One page of a vendor list; cards link to `/vendors/{city or all}/{category}/{id}`. */
export async function listVendors(
  db: Db,
  options: VendorListOptions & { categorySlug: string; citySlug: string | null },
): Promise<VendorPage> {
  const pageSize = options.pageSize ?? VENDOR_PAGE_SIZE;
  const [rows, cityRows] = await Promise.all([vendorListQuery(db, options), db.select({ id: cities.id, name: cities.name }).from(cities)]);
  const cityName = new Map(cityRows.map((c) => [c.id, c.name]));
  const page = rows.slice(0, pageSize);
  const photos = await coverPhotos(db, 'vendor', page.map((v) => v.id));
  return {
    page: options.page,
    hasMore: rows.length > pageSize,
    vendors: page.map(({ cityId, ...v }) => ({
      ...v,
      city: cityId === null ? null : (cityName.get(cityId) ?? null),
      href: vendorHref(options.citySlug, options.categorySlug, v.id),
      ...(photos.has(v.id) ? { coverPhoto: photos.get(v.id)! } : {}),
    })),
  };
}

/** One vendor with its city and category, or null (inactive vendors are not shown). */
export async function findVendor(db: Db, id: number) {
  const [row] = await db
    .select({ vendor: vendors, city: cities, category: categories })
    .from(vendors)
    .innerJoin(categories, eq(categories.id, vendors.categoryId))
    .leftJoin(cities, eq(cities.id, vendors.cityId))
    .where(and(eq(vendors.id, id), eq(vendors.isActive, true)))
    .limit(1);
  return row ?? null;
}

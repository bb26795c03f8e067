import { asc, eq, gt, and } from 'drizzle-orm';
import type { Db } from '../../server/db/client.ts';
import { categories, cities, vendors, venues } from '../../server/db/schema.ts';
import { amenityList, venueHref, venueTypeLabel } from '../venues/venues.ts';

export type CatalogueRecord = { url: string; content: string; meta: Record<string, string>; filters: Record<string, string[]> };

const BATCH = 500;

/**
 * Search records for every venue and vendor, at their canonical URLs, read in keyset-paged
 * batches so memory stays flat however large the catalogue is.
 */
export async function* buildCatalogueRecords(db: Db): AsyncGenerator<CatalogueRecord[]> {
  const cityRows = await db.select().from(cities);
  const cityById = new Map(cityRows.map((c) => [c.id, c]));
  const categoryRows = await db.select().from(categories);
  const categoryById = new Map(categoryRows.map((c) => [c.id, c]));

  for (let after = 0; ; ) {
    const rows = await db.select().from(venues).where(gt(venues.id, after)).orderBy(asc(venues.id)).limit(BATCH);
    if (rows.length === 0) break;
    after = rows.at(-1)!.id;
    yield rows.map((v) => {
      const city = cityById.get(v.cityId);
      const type = venueTypeLabel(v.type);
      return {
        url: venueHref(v.id),
        content: [v.name, `${type} wedding venue in ${city?.name ?? v.location}`, v.address, v.description, amenityList(v, v.amenities).join(', ')]
          .filter(Boolean)
          .join('. '),
        meta: { title: v.name, ...(v.coverImageUrl ? { image: v.coverImageUrl } : {}) },
        filters: { kind: ['Venue'], city: [city?.name ?? v.location] },
      };
    });
  }

  for (let after = 0; ; ) {
    const rows = await db
      .select()
      .from(vendors)
      .where(and(gt(vendors.id, after), eq(vendors.isActive, true)))
      .orderBy(asc(vendors.id))
      .limit(BATCH);
    if (rows.length === 0) break;
    after = rows.at(-1)!.id;
    yield rows.map((v) => {
      const city = v.cityId === null ? undefined : cityById.get(v.cityId);
      const category = categoryById.get(v.categoryId);
      return {
        url: `/vendors/${v.id}`,
        content: [v.name, `${category?.name ?? 'Wedding'} vendor${city ? ` in ${city.name}` : ''}`, v.address, v.description].filter(Boolean).join('. '),
        meta: { title: v.name, ...(v.coverImageUrl ? { image: v.coverImageUrl } : {}) },
        filters: { kind: ['Vendor'], ...(city ? { city: [city.name] } : {}) },
      };
    });
  }
}

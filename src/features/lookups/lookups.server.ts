// Cities and categories, read by every page that shows a city picker or category cards.
import { asc, eq } from 'drizzle-orm';
import { db } from '../../server/db/index.ts';
import { withRetry } from '../../server/db/client.ts';
import { categories, cities } from '../../server/db/schema.ts';
import type { CategoryOption, CityOption } from './lookups.ts';

/** All cities ordered by name. A failure is logged and reads as no cities. */
export async function listCities(): Promise<CityOption[]> {
  try {
    return await withRetry(() =>
      db
        .select({ id: cities.id, name: cities.name, slug: cities.slug, state: cities.state })
        .from(cities)
        .orderBy(asc(cities.name)),
    );
  } catch (error) {
    console.error('Could not load cities', error);
    return [];
  }
}

/** Vendor categories (type `vendor`) ordered by name. A failure is logged and reads as none. */
export async function listVendorCategories(): Promise<CategoryOption[]> {
  try {
    return await withRetry(() =>
      db
        .select({
          id: categories.id,
          name: categories.name,
          slug: categories.slug,
          description: categories.description,
          icon: categories.icon,
        })
        .from(categories)
        .where(eq(categories.type, 'vendor'))
        .orderBy(asc(categories.name)),
    );
  } catch (error) {
    console.error('Could not load categories', error);
    return [];
  }
}

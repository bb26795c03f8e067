// Catalogue lookups on the server: cities and vendor categories, read by pages, endpoints
// and the redirects of misspelt addresses. The fixed lists are in catalogue.ts.
import { and, asc, eq, sql } from 'drizzle-orm';
import { withRetry, type Db } from '../../server/db/client.ts';
import { categories, cities, type Category, type City } from '../../server/db/schema.ts';
import { citySlugOf, type CategoryOption, type CityOption } from './catalogue.ts';

/** Every city, by name. */
export async function listCities(db: Db): Promise<CityOption[]> {
  return db
    .select({ id: cities.id, name: cities.name, slug: cities.slug, state: cities.state })
    .from(cities)
    .orderBy(asc(cities.name));
}

/** A city by its slug, or by its name in any letter case ("Mumbai", "new delhi"). */
export async function findCity(db: Db, slugOrName: string): Promise<City | null> {
  const key = slugOrName.trim();
  if (!key) return null;
  const [bySlug] = await db.select().from(cities).where(eq(cities.slug, key.toLowerCase())).limit(1);
  if (bySlug) return bySlug;
  const [bySlugOfName] = await db.select().from(cities).where(eq(cities.slug, citySlugOf(key))).limit(1);
  if (bySlugOfName) return bySlugOfName;
  const [byName] = await db
    .select()
    .from(cities)
    .where(sql`lower(${cities.name}) = ${key.toLowerCase()}`)
    .limit(1);
  return byName ?? null;
}

/** Vendor categories (type `vendor`), by name. */
export async function listVendorCategories(db: Db): Promise<CategoryOption[]> {
  return db
    .select({ id: categories.id, name: categories.name, slug: categories.slug, description: categories.description, icon: categories.icon })
    .from(categories)
    .where(eq(categories.type, 'vendor'))
    .orderBy(asc(categories.name));
}

/** A vendor category by its slug in any letter case, or null. */
export async function findVendorCategory(db: Db, slug: string): Promise<Category | null> {
  const [row] = await db
    .select()
    .from(categories)
    .where(and(eq(categories.slug, slug.toLowerCase()), eq(categories.type, 'vendor')))
    .limit(1);
  return row ?? null;
}

/** A list for a page that still renders without it: retried, then logged and read as empty. */
async function listOrNone<T>(what: string, read: () => Promise<T[]>): Promise<T[]> {
  try {
    return await withRetry(read);
  } catch (error) {
    console.error(`Could not load ${what}`, error);
    return [];
  }
}

/** Every city for the header's picker: a failure is logged and reads as no cities. */
export function citiesOrNone(db: Db): Promise<CityOption[]> {
  return listOrNone('cities', () => listCities(db));
}

let builtCities: Promise<CityOption[]> | undefined;

/**
 * Cities for pages rendered at build time: read once for the whole build (hundreds of pages
 * carry the header). On-demand pages call `citiesOrNone()` for a fresh list.
 */
export function citiesOnceForBuild(db: Db): Promise<CityOption[]> {
  builtCities ??= citiesOrNone(db);
  return builtCities;
}

/** Vendor categories for the home page's cards: a failure is logged and reads as none. */
export function vendorCategoriesOrNone(db: Db): Promise<CategoryOption[]> {
  return listOrNone('categories', () => listVendorCategories(db));
}

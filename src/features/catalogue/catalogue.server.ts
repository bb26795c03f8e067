// Catalogue lookups on the server: cities and vendor categories, read by pages, endpoints
// and the redirects of misspelt addresses. The fixed lists are in catalogue.ts.
import { and, asc, eq } from 'drizzle-orm';
import { withRetry, type Db } from '../../server/db/client.ts';
import { categories, cities, type Category, type City } from '../../server/db/schema.ts';
import { citySlugOf, type CategoryOption, type CityOption } from './catalogue.ts';

/** Every city, by name. */
export function listCities(db: Db) {
  return db.select({ id: cities.id, name: cities.name, nameHi: cities.nameHi, slug: cities.slug, state: cities.state }).from(cities).orderBy(asc(cities.name));
}

/**
 * Every city, kept per database for CITY_LIST_MS: every list page and read endpoint looks its
 * city up and every on-demand page's header lists them, while cities change only with the
 * seed. A city added since is found anyway (findCity reads again before it says no).
 */
const CITY_LIST_MS = 30_000;
const cityLists = new WeakMap<Db, { rows: Promise<City[]>; at: number }>();

function allCities(db: Db, fresh = false): Promise<City[]> {
  const cached = cityLists.get(db);
  if (cached && !fresh && Date.now() - cached.at < CITY_LIST_MS) return cached.rows;
  const entry = { rows: Promise.resolve(db.select().from(cities).orderBy(asc(cities.name))), at: Date.now() };
  cityLists.set(db, entry);
  entry.rows.catch(() => cityLists.get(db) === entry && cityLists.delete(db));
  return entry.rows;
}

function matchCity(rows: City[], key: string): City | null {
  const lower = key.toLowerCase();
  const slugOfName = citySlugOf(key);
  return rows.find((c) => c.slug === lower) ?? rows.find((c) => c.slug === slugOfName) ?? rows.find((c) => c.name.toLowerCase() === lower) ?? null;
}

/** A city by its slug, or by its name in any letter case ("Mumbai", "new delhi"). */
export async function findCity(db: Db, slugOrName: string): Promise<City | null> {
  const key = slugOrName.trim();
  if (!key) return null;
  return matchCity(await allCities(db), key) ?? matchCity(await allCities(db, true), key);
}

/** Vendor categories (type `vendor`), by name. */
export async function listVendorCategories(db: Db): Promise<CategoryOption[]> {
  return db
    .select({
      id: categories.id,
      name: categories.name,
      nameHi: categories.nameHi,
      slug: categories.slug,
      description: categories.description,
      descriptionHi: categories.descriptionHi,
      icon: categories.icon,
    })
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

/** Every city for the header's picker (cached for a while, see allCities): a failure is logged and reads as no cities. */
export function citiesOrNone(db: Db): Promise<CityOption[]> {
  return listOrNone('cities', async () => (await allCities(db)).map(({ id, name, nameHi, slug, state }) => ({ id, name, nameHi, slug, state })));
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

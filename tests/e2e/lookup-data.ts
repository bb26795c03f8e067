// Lookup rows the header and home tests rely on, read from (or, on an empty database,
// added to) the e2e database.
import { asc, eq } from 'drizzle-orm';
import { e2eDb } from './fixtures.ts';
import { categories, cities } from '../../src/server/db/schema.ts';

/** Makes sure Mumbai and Delhi exist (the demo data has them) and returns all cities by name. */
export async function ensureCities() {
  const db = e2eDb();
  await db
    .insert(cities)
    .values([
      { name: 'Mumbai', slug: 'mumbai', state: 'Maharashtra' },
      { name: 'Delhi', slug: 'delhi', state: 'Delhi' },
    ])
    .onConflictDoNothing();
  return db.select().from(cities).orderBy(asc(cities.name));
}

export async function vendorCategories() {
  return e2eDb().select({ name: categories.name, slug: categories.slug }).from(categories).where(eq(categories.type, 'vendor')).orderBy(asc(categories.name));
}

// A small deterministic catalogue (cities, categories, venues, vendors) for tests that
// need listings without the full demo seed.
import type { Db } from '../../src/server/db/client.ts';
import { is } from 'drizzle-orm';
import { getTableConfig, SQLiteTable } from 'drizzle-orm/sqlite-core';
import * as schema from '../../src/server/db/schema.ts';
import { categories, cities, vendors, venues } from '../../src/server/db/schema.ts';
import { VENUE_TYPE_SLUGS as VENUE_TYPES } from '../../src/features/catalogue/catalogue.ts';

export const TEST_CITIES = [
  { name: 'Mumbai', slug: 'mumbai', state: 'Maharashtra' },
  { name: 'New Delhi', slug: 'new-delhi', state: 'Delhi' },
  { name: 'Jaipur', slug: 'jaipur', state: 'Rajasthan' },
];
export const VENDOR_CATEGORY_SLUGS = ['photography', 'decoration', 'music', 'catering', 'cakes', 'transportation', 'gifts'];

/** A tiny seeded random generator, so the same catalogue comes out every time. */
function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

export async function insertCatalogue(db: Db, options: { venuesPerCity?: number; vendorsPerPair?: number; seed?: number } = {}) {
  const { venuesPerCity = 40, vendorsPerPair = 3, seed = 7 } = options;
  const rand = random(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(rand() * list.length)]!;
  const cityRows = await db.insert(cities).values(TEST_CITIES).returning();
  const vendorCats = await db
    .insert(categories)
    .values(
      VENDOR_CATEGORY_SLUGS.map((slug) => ({
        slug,
        name: slug.charAt(0).toUpperCase() + slug.slice(1),
        type: 'vendor' as const,
        icon: slug,
        description: `Wedding ${slug} across India`,
      })),
    )
    .returning();
  await db.insert(categories).values(VENUE_TYPES.map((slug) => ({ slug, name: slug.charAt(0).toUpperCase() + slug.slice(1), type: 'venue' as const })));

  const words = ['Royal', 'Lotus', 'Marigold', 'Palace', 'Garden', 'Heritage', 'Sapphire', 'Emerald', 'Orchid', 'Pearl'];
  const venueRows = [];
  for (const city of cityRows) {
    for (let i = 0; i < venuesPerCity; i++) {
      const capacityMin = 50 + Math.floor(rand() * 6) * 50;
      const capacityMax = capacityMin + 50 + Math.floor(rand() * 12) * 50;
      const rentalMin = 50_000 + Math.floor(rand() * 12) * 50_000;
      venueRows.push({
        name: `${pick(words)} ${pick(words)} ${city.name} ${i + 1}`,
        description: i % 5 === 0 ? 'Lakeside lawns with a mandap under the stars' : 'Elegant halls for weddings and receptions',
        type: VENUE_TYPES[i % VENUE_TYPES.length]!,
        location: city.name,
        address: `${i + 1} ${pick(['MG Road', 'Marine Drive', 'Civil Lines', 'Lake View'])}, ${city.name}`,
        cityId: city.id,
        capacityMin,
        capacityMax,
        rentalPriceMin: rentalMin,
        rentalPriceMax: i % 3 === 0 ? null : rentalMin + 100_000,
        pricePerPlateVeg: 600 + Math.floor(rand() * 12) * 500,
        pricePerPlateNonveg: 900 + Math.floor(rand() * 12) * 500,
        ratingAverage: Math.round(rand() * 50) / 10,
        reviewCount: Math.floor(rand() * 200),
        airConditioning: rand() > 0.3,
        stageAvailable: rand() > 0.5,
        danceFloorAvailable: rand() > 0.5,
        amenities: { parking: true, valet: rand() > 0.5, 'in-house catering': true },
        contactPhone: '+91 98200 12345',
        contactEmail: 'events@example.test',
      });
    }
  }
  const insertedVenues = await db.insert(venues).values(venueRows).returning();

  const vendorRows = [];
  for (const city of cityRows) {
    for (const cat of vendorCats) {
      for (let i = 0; i < vendorsPerPair; i++) {
        vendorRows.push({
          name: `${pick(words)} ${cat.name} ${city.name} ${i + 1}`,
          description: `${cat.name} for weddings in ${city.name}`,
          cityId: city.id,
          categoryId: cat.id,
          ratingAverage: Math.round(rand() * 50) / 10,
          reviewCount: Math.floor(rand() * 100),
          isFeatured: i === 0 && rand() > 0.5,
          priceRangeMin: 10_000 + Math.floor(rand() * 10) * 5_000,
          priceRangeMax: 100_000 + Math.floor(rand() * 10) * 10_000,
          phone: '+91 98200 54321',
          email: 'hello@example.test',
          yearsExperience: 1 + Math.floor(rand() * 20),
          teamSize: 2 + Math.floor(rand() * 30),
        });
      }
    }
  }
  // None asked for: a database migrated only part of the way may not have today's vendor columns.
  const insertedVendors = vendorRows.length === 0 ? [] : await db.insert(vendors).values(vendorRows).returning();
  return { cities: cityRows, vendorCategories: vendorCats, venues: insertedVenues, vendors: insertedVendors };
}

/**
 * Runs `write` against a database migrated only part way (a test of a later migration): today's
 * insert builders name today's columns, so the ones its tables do not have yet (and today's
 * tables it does not have) are added for the writes (plain, nullable, empty) and dropped after
 * them, leaving the schema of that point.
 */
export async function withTodaysColumns<T>(db: Db, write: () => Promise<T>): Promise<T> {
  const added: [table: string, column: string][] = [];
  const created: string[] = [];
  const tables = (Object.values(schema) as unknown[]).filter((value): value is SQLiteTable => is(value, SQLiteTable));
  for (const table of tables) {
    const { name, columns } = getTableConfig(table);
    const existing = new Set((await db.$client.execute(`PRAGMA table_xinfo(${name})`)).rows.map((row) => String(row.name)));
    if (existing.size === 0) {
      // Today's code may read a table that comes later (a booking reads the calendar): an empty
      // plain one stands in for the writes.
      await db.$client.execute(`CREATE TABLE ${name} (${columns.map((c) => c.name).join(', ')})`);
      created.push(name);
      continue;
    }
    for (const column of columns) {
      if (existing.has(column.name)) continue;
      await db.$client.execute(`ALTER TABLE ${name} ADD COLUMN ${column.name}`);
      added.push([name, column.name]);
    }
  }
  try {
    return await write();
  } finally {
    for (const [table, column] of added) await db.$client.execute(`ALTER TABLE ${table} DROP COLUMN ${column}`);
    for (const table of created) await db.$client.execute(`DROP TABLE ${table}`);
  }
}

/** The test catalogue in a database migrated only part way (withTodaysColumns). */
export function insertCatalogueBefore(db: Db, options: Parameters<typeof insertCatalogue>[1] = {}) {
  return withTodaysColumns(db, () => insertCatalogue(db, options));
}

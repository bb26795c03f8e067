// The vendor list's "Rating: High to Low": reviews weighed by their number, and "Featured" a
// label that never moves a vendor up the sort.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../setup/db.ts';
import { categories, cities, vendors } from '../../src/server/db/schema.ts';
import { vendorListQuery } from '../../src/features/catalogue/vendors/vendors.server.ts';
import { parseVendorQuery } from '../../src/features/catalogue/vendors/vendor-filters.ts';

let t: TestDb;
let categoryId: number;
let cityId: number;

beforeAll(async () => {
  t = await createTestDb();
  const [city] = await t.db.insert(cities).values({ name: 'Jaipur', slug: 'jaipur', state: 'Rajasthan' }).returning();
  const [category] = await t.db.insert(categories).values({ slug: 'photography', name: 'Photography', type: 'vendor' }).returning();
  cityId = city!.id;
  categoryId = category!.id;
  const vendor = (name: string, ratingAverage: number, reviewCount: number, isFeatured = false) => ({
    name,
    description: `${name} for weddings`,
    cityId,
    categoryId,
    ratingAverage,
    reviewCount,
    isFeatured,
  });
  await t.db
    .insert(vendors)
    .values([vendor('Featured Few', 4.0, 1, true), vendor('Forty Reviews', 4.8, 40), vendor('One Perfect Review', 5.0, 1), vendor('Steady Hundred', 4.5, 100)]);
});
afterAll(() => t.cleanup());

/** The vendors of every city, in the order the list shows them. */
async function names(query: string): Promise<string[]> {
  const rows = await vendorListQuery(t.db, { categoryId, cityId: null, filters: parseVendorQuery(new URLSearchParams(query)) });
  return rows.map((r) => r.name);
}

describe('vendor list rating order', () => {
  it('weighs the number of reviews and never lifts a featured vendor above better-rated ones', async () => {
    expect(await names('sort=rating')).toEqual(['Forty Reviews', 'Steady Hundred', 'One Perfect Review', 'Featured Few']);
  });

  it('orders the same in one city', async () => {
    const filters = parseVendorQuery(new URLSearchParams('sort=rating'));
    const rows = await vendorListQuery(t.db, { categoryId, cityId, filters });
    expect(rows.map((r) => r.name)).toEqual(['Forty Reviews', 'Steady Hundred', 'One Perfect Review', 'Featured Few']);
    expect(rows.find((r) => r.name === 'Featured Few')?.isFeatured).toBe(true);
  });
});

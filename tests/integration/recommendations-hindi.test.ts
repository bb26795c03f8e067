// The budget calculator's recommendations on a Hindi page: category and city by their Hindi
// names (the English ones until a Hindi name is written), vendor names as written; English unchanged.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestDb, type TestDb } from '../setup/db.ts';
import { insertCatalogue } from '../setup/catalogue.ts';
import { catalogueReads } from '../../src/features/catalogue/public-reads.server.ts';
import { categories, cities } from '../../src/server/db/schema.ts';

let t: TestDb;
const at = (path: string) => new URL(path, 'http://localhost');
type Answer = { vendors: { id: number; name: string; category: string; city: string | null }[] };

beforeAll(async () => {
  t = await createTestDb();
  await insertCatalogue(t.db, { venuesPerCity: 1, vendorsPerPair: 1 });
});
afterAll(() => t.cleanup());

describe('recommendations in Hindi', () => {
  it('name categories and cities in Hindi for lang=hi, and keep the English answer as it was', async () => {
    const reads = catalogueReads(t.db);
    const english = (await (await reads.recommendations(at('/api/recommendations?budget=100000000'))).json()) as Answer;
    expect(english.vendors.length).toBeGreaterThan(0);
    const first = english.vendors[0]!;
    expect(Object.keys(first).sort()).toEqual(['category', 'city', 'id', 'name', 'priceRangeMin', 'ratingAverage', 'reviewCount']);

    // No Hindi name written yet: the English one shows.
    const unnamed = (await (await reads.recommendations(at('/api/recommendations?budget=100000000&lang=hi'))).json()) as Answer;
    expect(unnamed.vendors[0]).toEqual(first);

    await t.db.update(categories).set({ nameHi: 'हिन्दी श्रेणी' }).where(eq(categories.name, first.category));
    await t.db.update(cities).set({ nameHi: 'हिन्दी शहर' }).where(eq(cities.name, first.city!));
    const hindi = (await (await reads.recommendations(at('/api/recommendations?budget=100000000&lang=hi'))).json()) as Answer;
    expect(hindi.vendors[0]).toEqual({ ...first, category: 'हिन्दी श्रेणी', city: 'हिन्दी शहर' });

    const again = (await (await reads.recommendations(at('/api/recommendations?budget=100000000'))).json()) as Answer;
    expect(again.vendors[0]).toEqual(first);
  });
});

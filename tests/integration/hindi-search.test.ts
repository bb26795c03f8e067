// Catalogue search in Hindi and Hinglish on a real migrated libSQL file with the demo's lookup
// rows (their Hindi names) and a slice of its venues and vendors: Devanagari words stay whole
// in the indexes (migration 0026), and the spellings table (synonyms.ts) finds what the
// English words find.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../setup/db.ts';
import { categories, cities, subCategories, vendors, venues } from '../../src/server/db/schema.ts';
import { categoryRows, cityRows, subCategoryRows } from '../../scripts/seed/catalogue.ts';
import { buildVendor } from '../../scripts/seed/vendors.ts';
import { buildVenue } from '../../scripts/seed/venues.ts';
import { searchCatalogue } from '../../src/features/catalogue/search/catalogue-search.server.ts';
import type { CatalogueHit } from '../../src/features/catalogue/search/catalogue-search.ts';

let t: TestDb;
const jaipurId = cityRows.find((c) => c.slug === 'jaipur')!.id!;
const udaipurId = cityRows.find((c) => c.slug === 'udaipur')!.id!;

beforeAll(async () => {
  t = await createTestDb();
  await t.db.insert(cities).values(cityRows);
  await t.db.insert(categories).values(categoryRows);
  await t.db.insert(subCategories).values(subCategoryRows);
  // 240 venues: every city has every venue type twice; 300 vendors: every category in many cities.
  await t.db.insert(venues).values(Array.from({ length: 240 }, (_, i) => buildVenue(i + 1)));
  await t.db.insert(vendors).values(Array.from({ length: 300 }, (_, i) => buildVendor(i + 1).vendor));
});
afterAll(() => t.cleanup());

const search = (q: string, options: { typing?: boolean; pageSize?: number; page?: number } = {}) =>
  searchCatalogue(t.db, { q, city: null, cityId: null, page: options.page ?? 1, pageSize: options.pageSize ?? 10, typing: options.typing ?? false });

/** Every result of a search, page by page (kind:id, in order). */
async function everything(q: string): Promise<string[]> {
  const keys: string[] = [];
  for (let page = 1; page <= 20; page++) {
    const { results, hasMore } = await search(q, { page, pageSize: 20 });
    keys.push(...results.map((r: CatalogueHit) => `${r.kind}:${r.id}`));
    if (!hasMore) break;
  }
  return keys;
}

const venueRow = async (id: number) => (await t.db.select().from(venues).all()).find((v) => v.id === id)!;

describe('search in Hindi and Hinglish', () => {
  it('keeps Devanagari vowel signs inside words: the prefix जयपु finds Jaipur', async () => {
    const rows = (await t.db.$client.execute({ sql: `SELECT rowid FROM catalogue_title_fts WHERE catalogue_title_fts MATCH ?`, args: ['"जयपु"*'] })).rows;
    expect(rows.length).toBeGreaterThan(0);
    // unicode61 without the marks would have filed जयपुर as जयप + र.
    const split = (await t.db.$client.execute({ sql: `SELECT rowid FROM catalogue_fts WHERE catalogue_fts MATCH ?`, args: ['"जयप"'] })).rows;
    expect(split).toEqual([]);
    const typed = await search('जयपु', { typing: true, pageSize: 5 });
    expect(typed.results.length).toBe(5);
    expect(typed.results.every((r) => r.city === 'Jaipur')).toBe(true);
  });

  it('"जयपुर" returns Jaipur venues first, as "jaipur" does', async () => {
    const { results, total } = await search('जयपुर', { pageSize: 20 });
    expect(total).toBeGreaterThan(20);
    const venuesFirst = results.filter((r) => r.kind === 'venue');
    expect(venuesFirst.length).toBeGreaterThan(0);
    for (const hit of venuesFirst) expect((await venueRow(hit.id)).cityId).toBe(jaipurId);
    expect(results.every((r) => r.city === 'Jaipur')).toBe(true);
    expect(await everything('जयपुर')).toEqual(await everything('jaipur'));
  });

  it('"mehndi", "mehandi" and "मेहंदी" return the same vendors as "mehendi"', async () => {
    const mehendi = await everything('mehendi');
    expect(mehendi.length).toBeGreaterThan(5);
    const { results } = await search('mehendi', { pageSize: 20 });
    expect(results.every((r) => r.kind === 'vendor' && r.label === 'Mehendi')).toBe(true);
    for (const spelling of ['mehndi', 'mehandi', 'मेहंदी', 'Mehndi']) expect(await everything(spelling), spelling).toEqual(mehendi);
    // A word nobody wrote finds nothing: the table adds spellings, it does not match everything.
    expect(await everything('mehndiwala')).toEqual([]);
  });

  it('finds Mehendi while "mehn" or "मेहं" is still being typed', async () => {
    for (const typed of ['mehn', 'मेहं']) {
      const { results } = await search(typed, { typing: true, pageSize: 5 });
      expect(results.length, typed).toBe(5);
      expect(results.every((r) => r.label === 'Mehendi')).toBe(true);
    }
  });

  it('"शादी के लिए होटल उदयपुर" finds the hotels of Udaipur, as "hotel udaipur" does', async () => {
    const hindi = await everything('शादी के लिए होटल उदयपुर');
    expect(hindi.length).toBeGreaterThan(0);
    expect(hindi).toEqual(await everything('hotel udaipur'));
    const { results } = await search('शादी के लिए होटल उदयपुर', { pageSize: 20 });
    for (const hit of results) {
      expect(hit.kind).toBe('venue');
      const row = await venueRow(hit.id);
      expect([row.type, row.cityId]).toEqual(['hotel', udaipurId]);
    }
    // Hinglish too.
    expect(await everything('shaadi ke liye hotel udaipur')).toEqual(hindi);
  });

  it('files a listing with its Hindi names when it is added or changed', async () => {
    const [row] = await t.db
      .insert(venues)
      .values({ ...buildVenue(241), name: 'Zorawar Bagh', cityId: jaipurId, location: 'Jaipur', type: 'farmhouse' })
      .returning();
    const found = async (q: string) => (await everything(q)).includes(`venue:${row!.id}`);
    expect(await found('फ़ार्महाउस जयपुर')).toBe(true);
    await t.db.$client.execute({ sql: 'UPDATE venues SET city_id = ?, location = ? WHERE id = ?', args: [udaipurId, 'Udaipur', row!.id] });
    expect(await found('फ़ार्महाउस जयपुर')).toBe(false);
    expect(await found('फार्महाउस उदयपुर')).toBe(true);
  });
});

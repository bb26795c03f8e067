// Catalogue search over catalogue_fts and the listing revisions, both kept by triggers
// (drizzle/0007_vendor-search.sql), on a real migrated libSQL file.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../setup/db.ts';
import { insertCatalogue } from '../setup/catalogue.ts';
import { searchCatalogue } from '../../src/features/catalogue/search/catalogue-search.server.ts';
import { CATALOGUE_COUNT_CAP, listingOfRowid, searchWords } from '../../src/features/catalogue/search/catalogue-search.ts';
import { vendors, venues, type City } from '../../src/server/db/schema.ts';

let t: TestDb;
let cities: City[];
let catalogue: Awaited<ReturnType<typeof insertCatalogue>>;

beforeAll(async () => {
  t = await createTestDb();
  catalogue = await insertCatalogue(t.db, { venuesPerCity: 30 });
  cities = catalogue.cities;
});
afterAll(() => t.cleanup());

const search = (q: string, options: { cityId?: number; page?: number; pageSize?: number; typing?: boolean } = {}) =>
  searchCatalogue(t.db, {
    q,
    city: null,
    cityId: options.cityId ?? null,
    page: options.page ?? 1,
    pageSize: options.pageSize ?? 10,
    typing: options.typing ?? false,
  });

/** The review-weighted rating the index orders by (migration 0007). */
const weighted = (rating: number, count: number) => Math.round(((rating * count + 17.5) / (count + 5)) * 100);

describe('catalogue search', () => {
  it('finds a venue by its name, first, with its page and city', async () => {
    const venue = catalogue.venues[17]!;
    const { results } = await search(venue.name);
    expect(results[0]).toMatchObject({ kind: 'venue', id: venue.id, name: venue.name, href: `/venues/wedding/${venue.id}`, city: venue.location });
  });

  it('matches whole words, stemmed; while typing, the last word as the start of a word', async () => {
    expect((await search('lawn')).total).toBeGreaterThan(0);
    const typing = await search('royal marig', { typing: true, pageSize: 5 });
    expect(typing.results.length).toBeGreaterThan(0);
    expect(typing.results.every((r) => /royal/i.test(r.name) && /marigold/i.test(r.name))).toBe(true);
    expect((await search('marigold royal')).results.map((r) => r.id).sort()).toEqual((await search('royal marigold')).results.map((r) => r.id).sort());
    expect((await search('qqxzvbnm')).results).toEqual([]);
  });

  it('takes a word cut short as a whole word once typing is done', async () => {
    expect((await search('Marig')).total).toBe(0);
    const typed = await search('Marig', { typing: true });
    expect(typed.results.length).toBeGreaterThan(0);
    expect(typed.results.every((r) => /marigold/i.test(r.name + r.excerpt))).toBe(true);
  });

  it('finds vendors by their category and lists them best first', async () => {
    const { results } = await search('photography', { pageSize: 20 });
    expect(results.length).toBeGreaterThan(3);
    expect(results.every((r) => r.kind === 'vendor' && r.label === 'Photography' && r.href === `/vendors/${r.id}`)).toBe(true);
    const byId = new Map(catalogue.vendors.map((v) => [v.id, v]));
    const ranks = results.map((r) => weighted(byId.get(r.id)!.ratingAverage, byId.get(r.id)!.reviewCount));
    expect(ranks).toEqual([...ranks].sort((a, b) => b - a));
  });

  it('puts listings named for the words before those that only mention them', async () => {
    const [lakeside] = await t.db
      .insert(venues)
      .values({ name: 'Lakeside Pavilion', type: 'garden', location: cities[2]!.name, cityId: cities[2]!.id, ratingAverage: 1, reviewCount: 2 })
      .returning();
    const { results } = await search('lakeside');
    expect(results[0]!.id).toBe(lakeside!.id);
    expect(results.slice(1).every((r) => !/lakeside/i.test(r.name))).toBe(true);
    expect(results.length).toBeGreaterThan(1);
  });

  it('filters by city inside the index', async () => {
    const jaipur = cities.find((c) => c.slug === 'jaipur')!;
    const { results, total } = await search('weddings', { cityId: jaipur.id, pageSize: 20 });
    expect(total).toBeGreaterThan(0);
    expect(results.every((r) => r.city === 'Jaipur')).toBe(true);
  });

  it('pages through every match once', async () => {
    const first = await search('elegant', { pageSize: 7 });
    expect(first.hasMore).toBe(true);
    const seen = new Set<string>();
    for (let page = 1; ; page++) {
      const { results, hasMore } = await search('elegant', { pageSize: 7, page });
      for (const r of results) seen.add(`${r.kind}:${r.id}`);
      if (!hasMore) break;
    }
    expect(seen.size).toBe(first.total);
  });

  it('follows changes to names, ratings, activity and deletions', async () => {
    const venue = catalogue.venues[3]!;
    await t.db.update(venues).set({ name: 'Zubeida Mahal' }).where(eq(venues.id, venue.id));
    expect((await search('zubeida')).results.map((r) => r.id)).toEqual([venue.id]);
    expect((await search(venue.name)).results[0]?.id).not.toBe(venue.id);
    await t.db.update(venues).set({ ratingAverage: 4.9, reviewCount: 90 }).where(eq(venues.id, venue.id));
    expect((await search('zubeida')).total).toBe(1);
    await t.db.delete(venues).where(eq(venues.id, venue.id));
    expect((await search('zubeida')).total).toBe(0);

    const vendor = catalogue.vendors[5]!;
    await t.db.update(vendors).set({ name: 'Quenneville Beats' }).where(eq(vendors.id, vendor.id));
    expect((await search('quenneville')).total).toBe(1);
    await t.db.update(vendors).set({ isActive: false }).where(eq(vendors.id, vendor.id));
    expect((await search('quenneville')).total).toBe(0);
    await t.db.update(vendors).set({ isActive: true }).where(eq(vendors.id, vendor.id));
    expect((await search('quenneville')).results[0]?.id).toBe(vendor.id);
  });

  it('reads the title and city indexes as catalogue_fts would answer, after every kind of change', async () => {
    // The reference: every match and every title match from catalogue_fts alone, by column
    // filter, whole lists, then the same ordering rule as the search.
    const reference = async (q: string, cityId: number | null, typing: boolean, page: number, pageSize: number) => {
      const words = searchWords(q);
      const terms = words.map((w, i) => (typing && i === words.length - 1 ? `"${w.slice(0, 6)}"*` : `"${w}"`)).join(' ');
      const place = cityId === null ? '' : ` AND place : "city${cityId}"`;
      const read = async (columns: string) =>
        (
          await t.db.$client.execute({
            sql: 'SELECT rowid FROM catalogue_fts WHERE catalogue_fts MATCH ? ORDER BY rowid',
            args: [`({${columns}} : (${terms}))${place}`],
          })
        ).rows.map((r) => listingOfRowid(r.rowid as number));
      const [title, all] = [await read('name kind city'), await read('name kind city body')];
      const key = (l: { kind: string; id: number }) => `${l.kind}:${l.id}`;
      const named = new Set(title.map(key));
      const ordered = [...title, ...all.filter((l) => !named.has(key(l)))].map(key);
      return { ids: ordered.slice((page - 1) * pageSize, page * pageSize), total: Math.min(all.length, CATALOGUE_COUNT_CAP) };
    };
    const city = cities[1]!;
    const other = cities.find((c) => c.id !== city.id && catalogue.venues.some((v) => v.cityId === c.id))!;
    const venue = catalogue.venues.find((v) => v.cityId === city.id)!;
    const vendor = catalogue.vendors.find((v) => v.cityId === city.id)!;
    const changes: [string, () => Promise<unknown>][] = [
      ['nothing', async () => {}],
      ['a venue renamed', () => t.db.update(venues).set({ name: 'Lakeside Marigold Court' }).where(eq(venues.id, venue.id))],
      ['its rating moved', () => t.db.update(venues).set({ ratingAverage: 4.95, reviewCount: 300 }).where(eq(venues.id, venue.id))],
      ['it moved city', () => t.db.update(venues).set({ cityId: other.id, location: other.name }).where(eq(venues.id, venue.id))],
      [
        'a venue added',
        () =>
          t.db
            .insert(venues)
            .values({ name: 'Marigold Lawns Annexe', type: 'lawn', location: city.name, cityId: city.id, ratingAverage: 4.1, reviewCount: 12 }),
      ],
      ['a vendor renamed and moved', () => t.db.update(vendors).set({ name: 'Marigold Lake Films', cityId: other.id }).where(eq(vendors.id, vendor.id))],
      ['a vendor deactivated', () => t.db.update(vendors).set({ isActive: false }).where(eq(vendors.id, vendor.id))],
      ['a vendor back', () => t.db.update(vendors).set({ isActive: true, ratingAverage: 2.5, reviewCount: 40 }).where(eq(vendors.id, vendor.id))],
      ['a venue removed', () => t.db.delete(venues).where(eq(venues.id, venue.id))],
    ];
    const queries: [string, boolean][] = [
      ['marigold', false],
      ['lake', false],
      ['marigold lake', false],
      ['lawns marigold', false],
      ['court', false],
      ['films', false],
      ['weddings', false],
      ['mari', true],
      ['lake fi', true],
      ['lawn ma', true],
    ];
    for (const [change, apply] of changes) {
      await apply();
      for (const [q, typing] of queries) {
        for (const cityId of [null, city.id, other.id]) {
          for (const page of typing ? [1] : [1, 2]) {
            const pageSize = typing ? 5 : 10;
            const got = await search(q, { cityId: cityId ?? undefined, page, pageSize, typing });
            const want = await reference(q, cityId, typing, page, pageSize);
            const where = `${change}: "${q}" in ${cityId ?? 'all'}, page ${page}`;
            expect(
              got.results.map((r) => `${r.kind}:${r.id}`),
              where,
            ).toEqual(want.ids);
            if (!typing) expect(got.total, where).toBe(want.total);
          }
        }
      }
    }
  });
});

// The catalogue's public read APIs: answers, errors, and the headers the CDN keeps them by.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../setup/db.ts';
import { insertCatalogue } from '../setup/catalogue.ts';
import { catalogueReads } from '../../src/features/catalogue/public-reads.server.ts';

let t: TestDb;
let catalogue: Awaited<ReturnType<typeof insertCatalogue>>;
const at = (path: string) => new URL(path, 'http://localhost');

beforeAll(async () => {
  t = await createTestDb();
  catalogue = await insertCatalogue(t.db, { venuesPerCity: 3, vendorsPerPair: 1 });
});
afterAll(() => t.cleanup());

/** The CDN keeps the answer durably, under `tags`, varying only by the filters. */
function expectKeptByCdn(response: Response, tags: string[]) {
  expect(response.status).toBe(200);
  expect(response.headers.get('Cache-Control')).toBe('public, max-age=0, must-revalidate');
  const cdn = response.headers.get('Netlify-CDN-Cache-Control') ?? '';
  expect(cdn).toContain('durable');
  expect(Number(/s-maxage=(\d+)/.exec(cdn)?.[1])).toBeGreaterThanOrEqual(86_400);
  expect(cdn).toMatch(/stale-while-revalidate=\d+/);
  expect(response.headers.get('Netlify-Cache-Tag')?.split(',')).toEqual(tags);
  expect(response.headers.get('Set-Cookie')).toBeNull();
}

const varyOf = (response: Response) => (response.headers.get('Netlify-Vary') ?? '').replace(/^query=/, '').split('|');

describe('public catalogue reads', () => {
  it('answer the venue list of a city, tagged with the city, varying by the filters only', async () => {
    const city = catalogue.cities[0]!;
    const response = await catalogueReads(t.db).venues(at(`/api/venues?city=${city.slug}&sort=rating&utm_source=newsletter`));
    expectKeptByCdn(response, [`venues-city-${city.id}`]);
    expect(varyOf(response)).toEqual(
      expect.arrayContaining(['city', 'capacity', 'price_per_plate', 'rental_price', 'rating', 'venue_type', 'q', 'guests', 'sort', 'page']),
    );
    expect(varyOf(response)).not.toContain('utm_source');
    expect(((await response.json()) as { venues: unknown[] }).venues.length).toBeGreaterThan(0);

    const all = await catalogueReads(t.db).venues(at('/api/venues?city=all'));
    expectKeptByCdn(all, ['venues-all']);
    const unknown = await catalogueReads(t.db).venues(at('/api/venues?city=atlantis'));
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('Cache-Control')).toBe('no-store');
    expect(unknown.headers.get('Netlify-Cache-Tag')).toBeNull();
  });

  it('answer vendors, search and recommendations with their tags and errors', async () => {
    const reads = catalogueReads(t.db);
    const photography = catalogue.vendorCategories.find((c) => c.slug === 'photography')!;
    const city = catalogue.cities[1]!;
    const vendors = await reads.vendors(at(`/api/vendors?category=photography&city=${city.slug}&gclid=x`));
    expectKeptByCdn(vendors, [`vendors-category-${photography.id}-city-${city.id}`]);
    expect(varyOf(vendors).sort()).toEqual(['category', 'city', 'page', 'price', 'q', 'rating', 'sort']);
    expect((await reads.vendors(at('/api/vendors?category=unknown'))).status).toBe(404);

    const search = await reads.search(at('/api/search?q=royal'));
    expectKeptByCdn(search, ['search-all']);
    expect(varyOf(search).sort()).toEqual(['city', 'lang', 'page', 'q', 'size', 'typing']);
    expectKeptByCdn(await reads.search(at(`/api/search?q=royal&city=${city.slug}`)), [`search-city-${city.id}`]);
    expect((await reads.search(at('/api/search'))).status).toBe(400);
    expect((await reads.search(at('/api/search?q=a&city=atlantis'))).status).toBe(404);

    for (const budget of ['lots', '-1', '1e13', '']) {
      const refused = await reads.recommendations(at(`/api/recommendations${budget === '' ? '' : `?budget=${budget}`}`));
      expect(refused.status, budget).toBe(400);
    }
    const found = await reads.recommendations(at('/api/recommendations?budget=100000000'));
    expectKeptByCdn(found, ['recommendations']);
    expect(varyOf(found).sort()).toEqual(['budget', 'lang']);
    expect(((await found.json()) as { vendors: unknown[] }).vendors.length).toBeGreaterThan(0);
  });
});

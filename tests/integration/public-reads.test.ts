// The catalogue's public reads as the app's routes and the node server both call them.
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../setup/db.ts';
import { insertCatalogue } from '../setup/catalogue.ts';
import { catalogueReads, publicReadRoutes } from '../../src/features/catalogue/public-reads.server.ts';

let t: TestDb;
const at = (path: string) => new URL(path, 'http://localhost');

beforeAll(async () => {
  t = await createTestDb();
  await insertCatalogue(t.db, { venuesPerCity: 3, vendorsPerPair: 1 });
});
afterAll(() => t.cleanup());

describe('public catalogue reads', () => {
  it('answers the venue list, public for the CDN, compressed when the client accepts it', async () => {
    const reads = catalogueReads(t.db);
    const plain = await reads.venues(at('/api/venues?city=all&sort=rating'), null);
    expect(plain.status).toBe(200);
    expect(plain.headers.get('Cache-Control')).toBe('public, s-maxage=60, stale-while-revalidate=300');
    expect(plain.headers.get('Content-Encoding')).toBeNull();
    const list = (await plain.json()) as { venues: unknown[]; total: number };
    expect(list.venues.length).toBeGreaterThan(0);

    const br = await reads.venues(at('/api/venues?city=all&sort=rating'), 'gzip, br');
    expect(br.headers.get('Content-Encoding')).toBe('br');
    expect(br.headers.get('Vary')).toBe('Accept-Encoding');
    expect(JSON.parse(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString())).toEqual(list);

    expect((await reads.venues(at('/api/venues?city=atlantis'), null)).status).toBe(404);
  });

  it('answers search, vendors and recommendations with their errors', async () => {
    const reads = catalogueReads(t.db);
    expect((await reads.search(at('/api/search'), null)).status).toBe(400);
    expect((await reads.search(at('/api/search?q=a&city=atlantis'), null)).status).toBe(404);
    expect((await reads.vendors(at('/api/vendors?category=unknown'), null)).status).toBe(404);
    expect((await reads.vendors(at('/api/vendors?category=photography'), null)).status).toBe(200);

    for (const budget of ['lots', '-1', '1e13', '']) {
      const refused = await reads.recommendations(at(`/api/recommendations${budget === '' ? '' : `?budget=${budget}`}`), null);
      expect(refused.status, budget).toBe(400);
    }
    const found = await reads.recommendations(at('/api/recommendations?budget=100000000'), null);
    expect(found.status).toBe(200);
    expect(found.headers.get('Cache-Control')).toBe('public, s-maxage=300, stale-while-revalidate=600');
    expect(((await found.json()) as { vendors: unknown[] }).vendors.length).toBeGreaterThan(0);
  });

  it('gives the node server the same functions the routes use', () => {
    const routes = publicReadRoutes(t.db);
    expect([...routes.keys()].sort()).toEqual(['/api/recommendations', '/api/search', '/api/vendors', '/api/venues']);
    expect(routes.get('/api/venues')).toBe(catalogueReads(t.db).venues);
  });
});

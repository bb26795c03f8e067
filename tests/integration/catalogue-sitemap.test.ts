// The catalogue's sitemap parts on the demo catalogue: every public listing once, in its part of
// the id range; inactive vendors never; the lists that have listings; one round trip a part.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../setup/db.ts';
import { seedDatabase } from '../../scripts/seed.ts';
import { vendors, venues } from '../../src/server/db/schema.ts';
import { countRoundTrips } from '../../src/server/db/round-trips.ts';
import { SITEMAP_PAGE, listSitemapParts, parseSitemapPart, sitemapPartName, sitemapPaths } from '../../src/features/catalogue/sitemap/sitemap.server.ts';

describe('the catalogue sitemap', () => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb();
    await seedDatabase(t.db, { scale: 1 });
  }, 120_000);
  afterAll(() => t?.cleanup());

  it('names its parts by kind and page, and refuses anything else', () => {
    expect(parseSitemapPart('lists')).toEqual({ kind: 'lists' });
    expect(parseSitemapPart('venues-0')).toEqual({ kind: 'venues', page: 0 });
    expect(sitemapPartName({ kind: 'vendors', page: 3 })).toBe('vendors-3');
    for (const bad of ['venues', 'venues-01', 'venues--1', 'photos-0', 'vendors-1.5', '']) expect(parseSitemapPart(bad), bad).toBeNull();
  });

  it('lists every venue and every active vendor once, and no inactive vendor', async () => {
    const [inactive] = await t.db.select({ id: vendors.id }).from(vendors).where(eq(vendors.isActive, false)).limit(1);
    expect(inactive, 'the demo catalogue has an inactive vendor').toBeDefined();
    const { value: parts, categoryIds } = await listSitemapParts(t.db);
    expect(categoryIds.length).toBeGreaterThan(0);
    const paths = (await Promise.all(parts.map((part) => sitemapPaths(t.db, part)))).flatMap((read) => read.value);
    expect(new Set(paths).size).toBe(paths.length);
    const venueCount = (await t.db.select({ id: venues.id }).from(venues)).length;
    const activeCount = (await t.db.select({ id: vendors.id }).from(vendors).where(eq(vendors.isActive, true))).length;
    expect(paths.filter((path) => /^\/venues\/wedding\/\d+$/.test(path))).toHaveLength(venueCount);
    expect(paths.filter((path) => /^\/vendors\/[^/]+\/[^/]+\/\d+$/.test(path))).toHaveLength(activeCount);
    expect(paths.some((path) => path.endsWith(`/${inactive!.id}`) && path.startsWith('/vendors/'))).toBe(false);
  });

  it('pages listings by id range, so a part past the last id is empty', async () => {
    const { value: parts } = await listSitemapParts(t.db);
    expect(parts.filter((part) => part.kind === 'venues')).toHaveLength(1);
    const next = await sitemapPaths(t.db, { kind: 'venues', page: 1 });
    expect(next.value).toEqual([]);
    const [inserted] = await t.db
      .insert(venues)
      .values({ id: SITEMAP_PAGE + 1, name: 'Far Hall', type: 'hotel', location: 'X', cityId: 1 })
      .returning({ id: venues.id });
    const id = inserted!.id;
    expect((await listSitemapParts(t.db)).value.filter((part) => part.kind === 'venues')).toHaveLength(2);
    expect((await sitemapPaths(t.db, { kind: 'venues', page: 1 })).value).toEqual([`/venues/wedding/${id}`]);
  });

  it('reads the index and each part in one round trip', async () => {
    expect((await countRoundTrips(() => listSitemapParts(t.db))).roundTrips).toBe(1);
    for (const part of [{ kind: 'lists' }, { kind: 'venues', page: 0 }, { kind: 'vendors', page: 0 }] as const) {
      expect((await countRoundTrips(() => sitemapPaths(t.db, part))).roundTrips, sitemapPartName(part)).toBe(1);
    }
  });

  it('lists the gallery, the venue lists of cities with venues and the vendor lists with vendors', async () => {
    const { value: paths } = await sitemapPaths(t.db, { kind: 'lists' });
    expect(paths).toContain('/gallery');
    expect(paths).toContain('/venues/all/wedding');
    expect(paths).toContain('/venues/mumbai');
    expect(paths).toContain('/venues/mumbai/wedding');
    expect(paths.some((path) => /^\/venues\/mumbai\/(hotel|banquet|heritage|farmhouse|resort|beach|garden|destination)$/.test(path))).toBe(true);
    expect(paths).toContain('/vendors/photography');
    expect(paths).toContain('/vendors/mumbai/photography');
    expect(paths).toContain('/vendors/mumbai');
  });
});

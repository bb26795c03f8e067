import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../setup/db.ts';
import { insertCatalogue } from '../setup/catalogue.ts';
import { eq } from 'drizzle-orm';
import { cities, listingPhotos, venues, type Venue } from '../../src/server/db/schema.ts';
import { citiesOrNone, findCity } from '../../src/features/catalogue/catalogue.server.ts';
import { countVenues, findVenue, listVenues } from '../../src/features/catalogue/venues/venues.server.ts';
import { parseVenueQuery, type VenueFilters } from '../../src/features/catalogue/venues/venues.ts';
import { venueReference } from '../setup/venue-reference.ts';

let t: TestDb;
let all: Venue[];
let mumbaiId: number;

beforeAll(async () => {
  t = await createTestDb();
  const catalogue = await insertCatalogue(t.db, { venuesPerCity: 60 });
  all = catalogue.venues;
  mumbaiId = catalogue.cities.find((c) => c.slug === 'mumbai')!.id;
});
afterAll(() => t.cleanup());

/** The filter semantics, written out independently of the SQL (tests/setup/venue-reference.ts). */
const reference = (cityId: number | null, f: VenueFilters) => venueReference(all, cityId, f);

async function everyPage(cityId: number | null, f: VenueFilters): Promise<number[]> {
  const ids: number[] = [];
  for (let page = 1; page < 100; page++) {
    const result = await listVenues(t.db, cityId, { ...f, page });
    ids.push(...result.venues.map((v) => v.id));
    if (!result.hasMore) break;
  }
  return ids;
}

const queries = [
  '',
  'capacity=100',
  'capacity=300',
  'capacity=501',
  'price_per_plate=2000',
  'price_per_plate=5001',
  'rental_price=200000',
  'rental_price=500001',
  'rating=4',
  'rating=0',
  'venue_type=heritage',
  'q=lakeside',
  'q=royal%20pal',
  'sort=rental_price_asc',
  'sort=rental_price_desc&capacity=400',
  'sort=capacity_desc&rating=3&price_per_plate=4000',
  'sort=rental-price-asc&rental_price=300000&venue_type=hotel',
  'capacity=-5&price_per_plate=abc&rental_price=0&rating=9&sort=nonsense',
  'sort=estimate_asc',
  'sort=estimate_asc&guests=150',
  'sort=estimate&guests=30&capacity=300',
  'sort=estimate_asc&guests=7',
  'sort=estimate_asc&guests=800&venue_type=hotel&rating=3',
  'sort=estimate_asc&guests=250&price_per_plate=2000',
  'sort=estimate_asc&guests=120&rental_price=500001&q=royal',
  'sort=estimate_asc&guests=900&price_per_plate=3000',
  'sort=estimate_asc&guests=700&price_per_plate=5001&capacity=300',
  'sort=estimate_asc&guests=60&price_per_plate=2000&rental_price=300000',
  'guests=400',
  'guests=250&sort=rental_price_asc',
  'guests=400&capacity=400',
];

describe('listVenues filters and sorts in SQL exactly like the documented semantics', () => {
  for (const query of queries) {
    it(`matches the reference for "${query || 'no filters'}" in one city and in all cities`, async () => {
      const filters = parseVenueQuery(new URLSearchParams(query));
      for (const cityId of [mumbaiId, null]) {
        const expected = reference(cityId, filters);
        expect(await everyPage(cityId, filters)).toEqual(expected);
        expect(await countVenues(t.db, cityId, filters)).toBe(expected.length);
        const first = await listVenues(t.db, cityId, { ...filters, page: 1 });
        expect(first.total).toBe(Math.min(expected.length, 1_000));
      }
    });
  }

  it('a list follows every change to a venue at once', async () => {
    const filters = parseVenueQuery(new URLSearchParams('sort=rating_desc'));
    const top = (await listVenues(t.db, mumbaiId, filters)).venues[0]!;
    await t.db.update(venues).set({ name: 'Renamed Bagh' }).where(eq(venues.id, top.id));
    expect((await listVenues(t.db, mumbaiId, filters)).venues[0]!.name).toBe('Renamed Bagh');
    await t.db.update(venues).set({ name: top.name }).where(eq(venues.id, top.id));
    const last = all.filter((v) => v.cityId === mumbaiId).sort((a, b) => a.ratingAverage - b.ratingAverage || a.id - b.id)[0]!;
    await t.db.update(venues).set({ ratingAverage: 5, reviewCount: 1_000 }).where(eq(venues.id, last.id));
    expect((await listVenues(t.db, mumbaiId, filters)).venues[0]!.id).toBe(last.id);
    await t.db.update(venues).set({ ratingAverage: last.ratingAverage, reviewCount: last.reviewCount }).where(eq(venues.id, last.id));
    expect((await listVenues(t.db, mumbaiId, filters)).venues[0]!.id).toBe(top.id);
    const [added] = await t.db
      .insert(venues)
      .values({ name: 'Copy Bagh', type: 'garden', location: 'Mumbai', cityId: mumbaiId, ratingAverage: 5, reviewCount: 1_000, capacityMax: 300 })
      .returning();
    expect((await listVenues(t.db, mumbaiId, filters)).venues[0]!.id).toBe(added!.id);
    await t.db.delete(venues).where(eq(venues.id, added!.id));
    expect((await listVenues(t.db, mumbaiId, filters)).venues[0]!.id).toBe(top.id);
  });

  it('ranks by rating weighed by the number of reviews: a 5.0 from one review below a 4.8 from forty', async () => {
    const [one, forty] = await t.db
      .insert(venues)
      .values([
        { name: 'One Review Bagh', type: 'garden', location: 'Mumbai', cityId: mumbaiId, ratingAverage: 5, reviewCount: 1, capacityMax: 300 },
        { name: 'Forty Reviews Bagh', type: 'garden', location: 'Mumbai', cityId: mumbaiId, ratingAverage: 4.8, reviewCount: 40, capacityMax: 300 },
      ])
      .returning();
    try {
      const ids = await everyPage(mumbaiId, parseVenueQuery(new URLSearchParams('sort=rating_desc')));
      expect(ids.indexOf(forty!.id)).toBeGreaterThanOrEqual(0);
      expect(ids.indexOf(forty!.id)).toBeLessThan(ids.indexOf(one!.id));
    } finally {
      await t.db.delete(venues).where(eq(venues.id, one!.id));
      await t.db.delete(venues).where(eq(venues.id, forty!.id));
    }
  });

  it('a guest count lists no venue that seats fewer, in every sort and in the count', async () => {
    for (const sort of ['rating_desc', 'estimate_asc', 'rental_price_asc', 'capacity_desc']) {
      const filters = parseVenueQuery(new URLSearchParams(`guests=400&sort=${sort}`));
      const listed = (await listVenues(t.db, null, filters)).venues;
      expect(listed.length).toBeGreaterThan(0);
      expect(listed.every((v) => (v.capacityMax ?? 0) >= 400)).toBe(true);
      const seating = all.filter((v) => (v.capacityMax ?? 0) >= 400).length;
      expect(await countVenues(t.db, null, filters)).toBe(Math.min(seating, 1_000));
    }
  });

  it("a card follows its venue's cover photo", async () => {
    const filters = parseVenueQuery(new URLSearchParams('sort=rating_desc'));
    const top = (await listVenues(t.db, mumbaiId, filters)).venues[0]!;
    expect(top.coverPhoto).toBeUndefined();
    const [photo] = await t.db
      .insert(listingPhotos)
      .values({
        venueId: top.id,
        storageKey: 'cd'.repeat(16),
        width: 1600,
        height: 1067,
        variantWidths: [320, 640],
        bytes: 1000,
        placeholder: 'data:image/webp;base64,AAAA',
        alt: 'The lawns at dusk',
        isCover: true,
      })
      .returning();
    expect((await listVenues(t.db, mumbaiId, filters)).venues[0]!.coverPhoto?.alt).toBe('The lawns at dusk');
    await t.db.update(listingPhotos).set({ hidden: true }).where(eq(listingPhotos.id, photo!.id));
    expect((await listVenues(t.db, mumbaiId, filters)).venues[0]!.coverPhoto).toBeUndefined();
    await t.db.update(listingPhotos).set({ hidden: false }).where(eq(listingPhotos.id, photo!.id));
    expect((await listVenues(t.db, mumbaiId, filters)).venues[0]!.coverPhoto?.alt).toBe('The lawns at dusk');
    await t.db.delete(listingPhotos).where(eq(listingPhotos.id, photo!.id));
    expect((await listVenues(t.db, mumbaiId, filters)).venues[0]!.coverPhoto).toBeUndefined();
  });

  it('found something for most queries, so the comparisons above mean something', () => {
    const nonEmpty = queries.filter((q) => reference(null, parseVenueQuery(new URLSearchParams(q))).length > 0);
    expect(nonEmpty.length).toBeGreaterThanOrEqual(queries.length - 2);
  });
});

describe('parseVenueQuery', () => {
  it('ignores values that are not positive numbers, but accepts a zero rating as any', () => {
    const f = parseVenueQuery(new URLSearchParams('capacity=-1&price_per_plate=x&rental_price=&rating=0&sort=bogus&page=-2'));
    expect(f).toEqual({ sort: 'rating_desc', page: 1 });
    expect(parseVenueQuery(new URLSearchParams('capacity=501&rating=4.5&venue_type=Beach&q=%20sea%20'))).toEqual({
      capacity: 501,
      rating: 4.5,
      venueType: 'beach',
      q: 'sea',
      sort: 'rating_desc',
      page: 1,
    });
  });
});

describe('lookups', () => {
  it('finds a city by slug or by name in any case', async () => {
    expect((await findCity(t.db, 'new-delhi'))?.name).toBe('New Delhi');
    expect((await findCity(t.db, 'New Delhi'))?.slug).toBe('new-delhi');
    expect((await findCity(t.db, 'MUMBAI'))?.slug).toBe('mumbai');
    expect(await findCity(t.db, 'atlantis')).toBeNull();
  });

  it('finds a city added after the cities were read, and lists every city for the header', async () => {
    expect(await findCity(t.db, 'Ooty')).toBeNull();
    const [ooty] = await t.db.insert(cities).values({ name: 'Ooty', slug: 'ooty', state: 'Tamil Nadu' }).returning();
    expect((await findCity(t.db, 'ooty'))?.id).toBe(ooty!.id);
    expect((await findCity(t.db, 'OOTY'))?.id).toBe(ooty!.id);
    const listed = await citiesOrNone(t.db);
    expect(listed.map((c) => c.slug)).toContain('ooty');
    expect(listed.map((c) => c.name)).toEqual([...listed.map((c) => c.name)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    await t.db.delete(cities).where(eq(cities.id, ooty!.id));
  });

  it('reads one venue with its city', async () => {
    const venue = all[0]!;
    expect((await findVenue(t.db, venue.id))?.venue.name).toBe(venue.name);
    expect(await findVenue(t.db, 9_999_999)).toBeNull();
  });
});

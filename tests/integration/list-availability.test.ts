// The venue list by date: free venues first with their free dates, venues whose calendar was
// never touched after them ('Availability not confirmed'), booked ones left out; a part of the
// day, a month's auspicious dates and the bound on ranges. The vendor list the same way, and
// both read by date in the round trips and statements they take without one.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { createTestDb, type TestDb } from '../setup/db.ts';
import { insertCatalogue } from '../setup/catalogue.ts';
import { calendarEntries, listingSpaces, venues } from '../../src/server/db/schema.ts';
import { listVenues, countVenues } from '../../src/features/catalogue/venues/venues.server.ts';
import { parseVenueQuery } from '../../src/features/catalogue/venues/venues.ts';
import { muhuratDatesIn } from '../../src/lib/muhurat.ts';
import { newId } from '../../src/lib/ids.ts';

let t: TestDb;
let cityId: number;
let ids: number[];
let partly: number;
let booked: number;
let free: number;
let twoSpaces: number;

const DATE = '2027-02-27';

async function block(venueId: number, date: string, parts: ('day' | 'evening')[], spaceId?: number) {
  const [space] = spaceId
    ? [{ id: spaceId }]
    : await t.db
        .select()
        .from(listingSpaces)
        .where(and(eq(listingSpaces.listingId, venueId), eq(listingSpaces.listingKind, 'venue')))
        .limit(1);
  await t.db
    .insert(calendarEntries)
    .values(
      parts.map((part) => ({ id: newId(), spaceId: space!.id, listingKind: 'venue' as const, listingId: venueId, date, part, source: 'block' as const })),
    );
}

async function list(query: string) {
  const filters = parseVenueQuery(new URLSearchParams(query));
  const page = await listVenues(t.db, cityId, filters, 100);
  return { filters, page, ids: page.venues.map((v) => v.id), byId: new Map(page.venues.map((v) => [v.id, v])) };
}

beforeAll(async () => {
  t = await createTestDb();
  const catalogue = await insertCatalogue(t.db, { venuesPerCity: 8 });
  cityId = catalogue.cities[0]!.id;
  ids = catalogue.venues.filter((v) => v.cityId === cityId).map((v) => v.id);
  [partly, booked, free, twoSpaces] = ids as [number, number, number, number];
  await t.db
    .update(venues)
    .set({ calendarUpdatedAt: new Date() })
    .where(inArray(venues.id, [partly, booked, free, twoSpaces]));
  await block(partly, DATE, ['evening']);
  await block(booked, DATE, ['day', 'evening']);
  // A hall booked all day and a lawn free: the venue is free.
  await block(twoSpaces, DATE, ['day', 'evening']);
  const [lawn] = await t.db.insert(listingSpaces).values({ listingKind: 'venue', listingId: twoSpaces, name: 'Lawn', capacity: 50 }).returning();
  void lawn;
});
afterAll(() => t.cleanup());

describe('the venue list by date', () => {
  it('without a date lists every venue with no availability line', async () => {
    const { ids: all, page } = await list('');
    expect(new Set(all)).toEqual(new Set(ids));
    expect(page.venues.every((v) => v.availability === undefined)).toBe(true);
  });

  it('puts free venues first, never-touched ones after them, and leaves booked ones out', async () => {
    const { ids: shown, byId, page } = await list(`date=${DATE}`);
    expect(shown).not.toContain(booked);
    expect(shown).toHaveLength(ids.length - 1);
    expect(page.total).toBe(ids.length - 1);
    expect(await countVenues(t.db, cityId, parseVenueQuery(new URLSearchParams(`date=${DATE}`)))).toBe(ids.length - 1);
    expect(byId.get(partly)!.availability).toEqual({ status: 'partly', dates: [DATE] });
    expect(byId.get(free)!.availability).toEqual({ status: 'free', dates: [DATE] });
    expect(byId.get(twoSpaces)!.availability).toEqual({ status: 'free', dates: [DATE] });
    const statuses = page.venues.map((v) => v.availability!.status);
    const firstUnconfirmed = statuses.indexOf('unconfirmed');
    expect(firstUnconfirmed).toBe(3);
    expect(statuses.slice(firstUnconfirmed).every((s) => s === 'unconfirmed')).toBe(true);
  });

  it('hides a venue whose evening is taken for an evening function, and shows it free by day', async () => {
    expect((await list(`date=${DATE}&part=evening`)).ids).not.toContain(partly);
    const day = await list(`date=${DATE}&part=day`);
    expect(day.byId.get(partly)!.availability).toEqual({ status: 'free', dates: [DATE] });
    expect(day.ids).not.toContain(booked);
  });

  it('counts only the spaces that seat the guests', async () => {
    // The lawn seats 50: for 60 guests only the booked hall fits.
    await t.db.update(venues).set({ capacityMax: 1000 }).where(eq(venues.id, twoSpaces));
    expect((await list(`date=${DATE}&guests=40`)).ids).toContain(twoSpaces);
    expect((await list(`date=${DATE}&guests=60`)).ids).not.toContain(twoSpaces);
  });

  it('takes a month of auspicious dates and names the free ones on the card', async () => {
    const dates = muhuratDatesIn('2027-02');
    expect(dates).toContain(DATE);
    const { byId } = await list('muhurat=2027-02');
    expect(byId.get(booked)!.availability).toEqual({ status: 'free', dates: dates.filter((d) => d !== DATE) });
    expect(byId.get(free)!.availability).toEqual({ status: 'free', dates });
  });

  it('takes a range, and sets aside one longer than 366 days with a reason', async () => {
    const range = await list(`from=2027-02-26&to=2027-02-28`);
    expect(range.byId.get(booked)!.availability).toEqual({ status: 'free', dates: ['2027-02-26', '2027-02-28'] });
    const long = await list('from=2027-01-01&to=2028-01-02');
    expect(long.filters.availabilityProblem).toBe('too-long');
    expect(long.filters.availability).toBeUndefined();
    expect(long.ids).toContain(booked);
    expect((await list('date=2027-02-30')).filters.availabilityProblem).toBe('invalid');
  });
});

describe('the vendor list by date', () => {
  it('leaves a booked vendor out, puts confirmed free ones first and labels the rest', async () => {
    const { vendors: vendorTable } = await import('../../src/server/db/schema.ts');
    const { listVendors } = await import('../../src/features/catalogue/vendors/vendors.server.ts');
    const { parseVendorQuery } = await import('../../src/features/catalogue/vendors/vendor-filters.ts');
    const rows = await t.db.select().from(vendorTable).where(eq(vendorTable.isActive, true));
    const categoryId = rows[0]!.categoryId;
    const inCategory = rows.filter((v) => v.categoryId === categoryId).map((v) => v.id);
    expect(inCategory.length).toBeGreaterThanOrEqual(3);
    const [takenVendor, freeVendor] = inCategory as [number, number];
    await t.db
      .update(vendorTable)
      .set({ calendarUpdatedAt: new Date() })
      .where(inArray(vendorTable.id, [takenVendor, freeVendor]));
    const [space] = await t.db
      .select()
      .from(listingSpaces)
      .where(and(eq(listingSpaces.listingId, takenVendor), eq(listingSpaces.listingKind, 'vendor')));
    await t.db.insert(calendarEntries).values(
      (['day', 'evening'] as const).map((part) => ({
        id: newId(),
        spaceId: space!.id,
        listingKind: 'vendor' as const,
        listingId: takenVendor,
        date: DATE,
        part,
        source: 'block' as const,
      })),
    );
    const page = await listVendors(t.db, {
      categoryId,
      cityId: null,
      categorySlug: 'x',
      citySlug: null,
      filters: parseVendorQuery(new URLSearchParams(`date=${DATE}`)),
      pageSize: 100,
    });
    const shown = page.vendors.map((v) => v.id);
    expect(shown).not.toContain(takenVendor);
    expect(shown[0]).toBe(freeVendor);
    expect(page.vendors[0]!.availability).toEqual({ status: 'free', dates: [DATE] });
    expect(page.vendors.slice(1).every((v) => v.availability?.status === 'unconfirmed')).toBe(true);
    expect(page.total).toBe(inCategory.length - 1);
  });
});

describe('round trips', () => {
  it('a list by date is read in the same round trips as without one', async () => {
    const { countRoundTrips } = await import('../../src/server/db/round-trips.ts');
    const { loadVenueListPage } = await import('../../src/features/catalogue/venues/list-page.server.ts');
    const { cities: cityTable } = await import('../../src/server/db/schema.ts');
    const [city] = await t.db.select().from(cityTable).where(eq(cityTable.id, cityId));
    // The first read of a city may look it up; the lists are compared after it.
    await loadVenueListPage(t.db, city!.slug, new URLSearchParams(''));
    const plain = await countRoundTrips(() => loadVenueListPage(t.db, city!.slug, new URLSearchParams('')));
    const byDate = await countRoundTrips(() => loadVenueListPage(t.db, city!.slug, new URLSearchParams(`date=${DATE}&part=evening`)));
    const byMonth = await countRoundTrips(() => loadVenueListPage(t.db, city!.slug, new URLSearchParams('muhurat=2027-02')));
    expect(byDate.roundTrips).toBe(plain.roundTrips);
    expect(byMonth.roundTrips).toBe(plain.roundTrips);
    expect(byDate.roundTrips).toBeLessThanOrEqual(3);
  });

  it('a vendor list by date is one batch of as many statements as without one: its calendar comes in its page', async () => {
    const { countRoundTrips } = await import('../../src/server/db/round-trips.ts');
    const { listVendors } = await import('../../src/features/catalogue/vendors/vendors.server.ts');
    const { parseVendorQuery } = await import('../../src/features/catalogue/vendors/vendor-filters.ts');
    const { vendors: vendorTable } = await import('../../src/server/db/schema.ts');
    const [vendor] = await t.db.select().from(vendorTable).limit(1);
    const batches = vi.spyOn(t.db.$client, 'batch');
    const read = async (query: string) => {
      const before = batches.mock.calls.length;
      const filters = parseVendorQuery(new URLSearchParams(query));
      const { roundTrips } = await countRoundTrips(() =>
        listVendors(t.db, { categoryId: vendor!.categoryId, cityId: null, categorySlug: 'x', citySlug: null, filters }),
      );
      const statements = batches.mock.calls.slice(before).reduce((n, [list]) => n + (list as unknown[]).length, 0);
      return { roundTrips, statements };
    };
    try {
      const plain = await read('');
      expect(plain).toEqual({ roundTrips: 1, statements: 4 });
      expect(await read(`date=${DATE}`)).toEqual(plain);
      expect(await read('muhurat=2027-02&part=evening')).toEqual(plain);
    } finally {
      batches.mockRestore();
    }
  });
});

// Prices that say when they were checked: only the owner confirms or changes them, a change is
// dated and kept in the history, and every write purges the listing's page from the CDN.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../setup/db.ts';
import { categories, cities, priceHistory, users, vendors, venues } from '../../src/server/db/schema.ts';
import {
  confirmPrices,
  listManagedPrices,
  listPriceHistory,
  updateVendorPrices,
  updateVenuePrices,
} from '../../src/features/catalogue/prices/prices.server.ts';
import { updateBusinessProfile } from '../../src/features/accounts/business/vendor-account.server.ts';
import { todayInIndia } from '../../src/lib/dates.ts';
import { RecordingPurger, setPurger } from '../../src/server/purge.ts';

let t: TestDb;
let venueId: number;
let vendorId: number;
const owner = 'owner-prices';
const other = 'other-prices';

beforeAll(async () => {
  t = await createTestDb();
  await t.db.insert(users).values([owner, other].map((id) => ({ id, email: `${id}@example.test`, passwordHash: 'x', role: 'vendor' as const })));
  const [city] = await t.db.insert(cities).values({ name: 'Kochi', slug: 'kochi', state: 'Kerala' }).returning();
  const [category] = await t.db.insert(categories).values({ name: 'Catering', slug: 'catering', type: 'vendor' }).returning();
  const [venue] = await t.db
    .insert(venues)
    .values({
      name: 'Backwater Lawns',
      type: 'garden',
      location: 'Kochi',
      cityId: city!.id,
      ownerUserId: owner,
      pricePerPlateVeg: 900,
      rentalPriceMin: 100_000,
      pricesVerifiedOn: '2025-01-01',
    })
    .returning();
  const [vendor] = await t.db
    .insert(vendors)
    .values({ name: 'Shahi Rasoi', categoryId: category!.id, ownerUserId: owner, priceRangeMin: 50_000, pricePerPerson: 600 })
    .returning();
  venueId = venue!.id;
  vendorId = vendor!.id;
});
afterAll(() => t.cleanup());

const purger = new RecordingPurger();
setPurger(purger);
const venueRow = async () => (await t.db.select().from(venues).where(eq(venues.id, venueId)))[0]!;

describe('prices', () => {
  it('refuses another account, changing nothing', async () => {
    const before = await venueRow();
    await expect(confirmPrices(t.db, other, { kind: 'venue', id: venueId })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(updateVenuePrices(t.db, other, { id: venueId, vegPerPlate: 1, nonVegPerPlate: 1, rentalMin: 1, rentalMax: 1 })).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    await expect(updateVendorPrices(t.db, other, { id: vendorId, priceRangeMin: 1, priceRangeMax: 1, pricePerPerson: 1 })).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    await expect(confirmPrices(t.db, owner, { kind: 'venue', id: 999_999 })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(await venueRow()).toEqual(before);
    expect(await t.db.select().from(priceHistory)).toEqual([]);
  });

  it("confirms the owner's prices with today's date, purging the venue's page", async () => {
    purger.take();
    await confirmPrices(t.db, owner, { kind: 'venue', id: venueId }, '2026-11-20');
    expect(await venueRow()).toMatchObject({ pricesVerifiedOn: '2026-11-20', pricePerPlateVeg: 900 });
    expect(purger.take()).toContain(`venue-${venueId}`);
    expect(await listPriceHistory(t.db, { kind: 'venue', id: venueId })).toEqual([]);
  });

  it('dates a change of price and keeps it in the history, newest first', async () => {
    await updateVenuePrices(t.db, owner, { id: venueId, vegPerPlate: 950, nonVegPerPlate: 1200, rentalMin: 120_000, rentalMax: null }, '2026-11-21');
    await updateVenuePrices(t.db, owner, { id: venueId, vegPerPlate: 1000, nonVegPerPlate: 1250, rentalMin: 125_000, rentalMax: 200_000 }, '2026-11-22');
    expect(await venueRow()).toMatchObject({
      pricePerPlateVeg: 1000,
      pricePerPlateNonveg: 1250,
      rentalPriceMin: 125_000,
      rentalPriceMax: 200_000,
      pricesVerifiedOn: '2026-11-22',
    });
    const history = await listPriceHistory(t.db, { kind: 'venue', id: venueId });
    expect(history.map((h) => [h.changedOn, h.vegPerPlate])).toEqual([
      ['2026-11-22', 1000],
      ['2026-11-21', 950],
    ]);
    await updateVendorPrices(t.db, owner, { id: vendorId, priceRangeMin: 60_000, priceRangeMax: 90_000, pricePerPerson: 650 }, '2026-11-22');
    expect(await listPriceHistory(t.db, { kind: 'vendor', id: vendorId })).toEqual([
      { changedOn: '2026-11-22', priceRangeMin: 60_000, priceRangeMax: 90_000, pricePerPerson: 650 },
    ]);
  });

  it('lists what the owner manages, with prices and dates', async () => {
    const listings = await listManagedPrices(t.db, owner);
    expect(listings.map((l) => [l.kind, l.id, l.verifiedOn])).toEqual([
      ['vendor', vendorId, '2026-11-22'],
      ['venue', venueId, '2026-11-22'],
    ]);
    expect(await listManagedPrices(t.db, other)).toEqual([]);
  });

  it('the business-profile editor dates a change of its price range, and only a change', async () => {
    const base = {
      name: 'Shahi Rasoi',
      description: '',
      cityId: null,
      subCategoryIds: [],
      phone: '',
      email: '',
      website: '',
      address: '',
      businessHours: '',
      depositPolicy: '',
      paymentMethods: [],
      yearsExperience: null,
      teamSize: null,
    };
    const rows = async () => (await listPriceHistory(t.db, { kind: 'vendor', id: vendorId })).length;
    await updateBusinessProfile(t.db, owner, { ...base, priceRangeMin: 60_000, priceRangeMax: 90_000 });
    expect(await rows()).toBe(1);
    await updateBusinessProfile(t.db, owner, { ...base, priceRangeMin: 70_000, priceRangeMax: 90_000 });
    expect(await rows()).toBe(2);
    const [vendor] = await t.db.select().from(vendors).where(eq(vendors.id, vendorId));
    expect(vendor).toMatchObject({ priceRangeMin: 70_000, pricePerPerson: 650, pricesVerifiedOn: todayInIndia() });
  });
});

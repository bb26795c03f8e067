// Cross-user cases for listing prices: only a listing's owner confirms or changes them.
import { eq } from 'drizzle-orm';
import { expect } from '@playwright/test';
import { e2eDb } from '../fixtures.ts';
import { ensureVendorCategories } from '../auth-helpers.ts';
import { cities, priceHistory, vendors, venues } from '../../../src/server/db/schema.ts';
import type { Actor, CrossUserCase, Replay } from './harness.ts';

async function ownerVendor(owner: Actor) {
  const [category] = await ensureVendorCategories();
  const [vendor] = await e2eDb()
    .insert(vendors)
    .values({
      name: 'Owner Prices',
      categoryId: category!.id,
      ownerUserId: owner.user.id,
      priceRangeMin: 50_000,
      priceRangeMax: 90_000,
      pricesVerifiedOn: '2025-01-15',
    })
    .returning();
  const snapshot = async () => ({
    vendor: (await e2eDb().select().from(vendors).where(eq(vendors.id, vendor!.id)))[0],
    history: await e2eDb().select().from(priceHistory).where(eq(priceHistory.listingId, vendor!.id)),
  });
  const before = await snapshot();
  return { id: vendor!.id, verifyUnchanged: async () => expect(await snapshot()).toEqual(before) };
}

async function ownerVenue(owner: Actor) {
  // A city of its own, so the venue never shows in the seeded cities' lists other specs compare.
  const slug = `price-case-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const [city] = await e2eDb().insert(cities).values({ name: slug, slug, state: 'Goa' }).returning();
  const [venue] = await e2eDb()
    .insert(venues)
    .values({
      name: 'Owner Beach House',
      type: 'beach',
      location: 'Goa',
      cityId: city!.id,
      ownerUserId: owner.user.id,
      pricePerPlateVeg: 1200,
      rentalPriceMin: 200_000,
      pricesVerifiedOn: '2025-01-15',
    })
    .returning();
  const snapshot = async () => (await e2eDb().select().from(venues).where(eq(venues.id, venue!.id)))[0];
  const before = await snapshot();
  return { id: venue!.id, verifyUnchanged: async () => expect(await snapshot()).toEqual(before) };
}

const action = (name: string, data: unknown, verifyUnchanged: () => Promise<void>): Replay => ({
  method: 'POST',
  url: `/_actions/prices.${name}`,
  data,
  verifyUnchanged,
});

export const priceCases: CrossUserCase[] = [
  {
    name: 'prices.confirm of a vendor by another vendor',
    ownerRole: 'vendor',
    setup: async (owner) => {
      const { id, verifyUnchanged } = await ownerVendor(owner);
      return action('confirm', { kind: 'vendor', id }, verifyUnchanged);
    },
  },
  {
    name: 'prices.confirm of a venue by another vendor',
    ownerRole: 'vendor',
    setup: async (owner) => {
      const { id, verifyUnchanged } = await ownerVenue(owner);
      return action('confirm', { kind: 'venue', id }, verifyUnchanged);
    },
  },
  {
    name: 'prices.updateVendor by another vendor',
    ownerRole: 'vendor',
    setup: async (owner) => {
      const { id, verifyUnchanged } = await ownerVendor(owner);
      return action('updateVendor', { id, priceRangeMin: 1, priceRangeMax: 2, pricePerPerson: null }, verifyUnchanged);
    },
  },
  {
    name: 'prices.updateVenue by another vendor',
    ownerRole: 'vendor',
    setup: async (owner) => {
      const { id, verifyUnchanged } = await ownerVenue(owner);
      return action('updateVenue', { id, vegPerPlate: 1, nonVegPerPlate: 1, rentalMin: 1, rentalMax: 1 }, verifyUnchanged);
    },
  },
];

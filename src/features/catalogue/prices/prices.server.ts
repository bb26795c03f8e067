// A listing's prices as its owner keeps them: confirm them as they are (today's date), change
// them (today's date and a history row), and read the history for the public page. Every
// write checks that the signed-in account owns the listing, and names the owner in its WHERE.
import { and, desc, eq } from 'drizzle-orm';
import { purgeListingWrite } from '../../../server/purge.ts';
import type { Db } from '../../../server/db/client.ts';
import { categories, priceHistory, vendors, venues } from '../../../server/db/schema.ts';
import { listingHref, requireManagedListing, type ListingRef, type ManagedListing } from '../photos/listing-ownership.server.ts';
import { todayInIndia } from '../../../lib/dates.ts';
import { priceText, type VendorPriceValues, type VenuePriceValues } from './prices.ts';
import type { VendorPricesInput, VenuePricesInput } from './prices.schema.ts';

export const PRICE_HISTORY_ROWS = 12;

export type PriceHistoryRow = { changedOn: string } & Partial<VenuePriceValues & VendorPriceValues>;

/** The select behind listPriceHistory, for pages that batch it with their other reads. */
export function priceHistoryQuery(db: Db, ref: ListingRef) {
  return db
    .select()
    .from(priceHistory)
    .where(and(eq(priceHistory.listingKind, ref.kind), eq(priceHistory.listingId, ref.id)))
    .orderBy(desc(priceHistory.changedOn), desc(priceHistory.id))
    .limit(PRICE_HISTORY_ROWS);
}

/** The rows of priceHistoryQuery as the public page shows them. */
export function toPriceHistory(kind: ListingRef['kind'], rows: Awaited<ReturnType<typeof priceHistoryQuery>>): PriceHistoryRow[] {
  return rows.map((r) =>
    kind === 'venue'
      ? {
          changedOn: r.changedOn,
          vegPerPlate: r.pricePerPlateVeg,
          nonVegPerPlate: r.pricePerPlateNonveg,
          rentalMin: r.rentalPriceMin,
          rentalMax: r.rentalPriceMax,
        }
      : { changedOn: r.changedOn, priceRangeMin: r.priceRangeMin, priceRangeMax: r.priceRangeMax, pricePerPerson: r.pricePerPerson },
  );
}

/** The listing's price changes, newest first. */
export async function listPriceHistory(db: Db, ref: ListingRef): Promise<PriceHistoryRow[]> {
  return toPriceHistory(ref.kind, await priceHistoryQuery(db, ref));
}

/** Marks the listing's prices as checked today, unchanged. */
export async function confirmPrices(db: Db, userId: string, ref: ListingRef, today = todayInIndia()): Promise<{ verifiedOn: string }> {
  await requireManagedListing(db, userId, ref, priceText.notYours);
  if (ref.kind === 'venue') {
    await db
      .update(venues)
      .set({ pricesVerifiedOn: today })
      .where(and(eq(venues.id, ref.id), eq(venues.ownerUserId, userId)));
  } else {
    await db
      .update(vendors)
      .set({ pricesVerifiedOn: today })
      .where(and(eq(vendors.id, ref.id), eq(vendors.ownerUserId, userId)));
  }
  await purgeListingWrite(db, 'price', ref);
  return { verifiedOn: today };
}

/** Sets a venue's plate and rental prices, dated today, and keeps them in its history. */
export async function updateVenuePrices(db: Db, userId: string, input: VenuePricesInput, today = todayInIndia()): Promise<{ verifiedOn: string }> {
  await requireManagedListing(db, userId, { kind: 'venue', id: input.id }, priceText.notYours);
  await db.batch([
    db
      .update(venues)
      .set({
        pricePerPlateVeg: input.vegPerPlate,
        pricePerPlateNonveg: input.nonVegPerPlate,
        rentalPriceMin: input.rentalMin,
        rentalPriceMax: input.rentalMax,
        pricesVerifiedOn: today,
      })
      .where(and(eq(venues.id, input.id), eq(venues.ownerUserId, userId))),
    db.insert(priceHistory).values({
      listingKind: 'venue',
      listingId: input.id,
      changedOn: today,
      pricePerPlateVeg: input.vegPerPlate,
      pricePerPlateNonveg: input.nonVegPerPlate,
      rentalPriceMin: input.rentalMin,
      rentalPriceMax: input.rentalMax,
    }),
  ]);
  await purgeListingWrite(db, 'price', { kind: 'venue', id: input.id });
  return { verifiedOn: today };
}

/** The history row of a vendor's prices (the business-profile editor writes one too). */
export function vendorHistoryRow(vendorId: number, prices: VendorPriceValues, today: string) {
  return { listingKind: 'vendor' as const, listingId: vendorId, changedOn: today, ...prices };
}

/** Sets a vendor's price range and per-person price, dated today, and keeps them in its history. */
export async function updateVendorPrices(db: Db, userId: string, input: VendorPricesInput, today = todayInIndia()): Promise<{ verifiedOn: string }> {
  await requireManagedListing(db, userId, { kind: 'vendor', id: input.id }, priceText.notYours);
  const prices = { priceRangeMin: input.priceRangeMin, priceRangeMax: input.priceRangeMax, pricePerPerson: input.pricePerPerson };
  await db.batch([
    db
      .update(vendors)
      .set({ ...prices, pricesVerifiedOn: today })
      .where(and(eq(vendors.id, input.id), eq(vendors.ownerUserId, userId))),
    db.insert(priceHistory).values(vendorHistoryRow(input.id, prices, today)),
  ]);
  await purgeListingWrite(db, 'price', { kind: 'vendor', id: input.id });
  return { verifiedOn: today };
}

export type ManagedPrices =
  | (ManagedListing & { kind: 'venue'; verifiedOn: string | null; prices: VenuePriceValues })
  | (ManagedListing & { kind: 'vendor'; verifiedOn: string | null; categorySlug: string | null; prices: VendorPriceValues });

/** Every listing the account owns, with its prices and when they were last checked. */
export async function listManagedPrices(db: Db, userId: string): Promise<ManagedPrices[]> {
  // The listings it owns (as listManagedListings lists them) and their prices: one batch, one round trip.
  const [vendorRows, venueRows] = await db.batch([
    db
      .select({ vendor: vendors, categorySlug: categories.slug })
      .from(vendors)
      .innerJoin(categories, eq(categories.id, vendors.categoryId))
      .where(eq(vendors.ownerUserId, userId))
      .orderBy(vendors.id),
    db.select().from(venues).where(eq(venues.ownerUserId, userId)).orderBy(venues.id),
  ]);
  const listings: ManagedListing[] = [
    ...vendorRows.map(({ vendor }) => ({ kind: 'vendor' as const, id: vendor.id, name: vendor.name, href: listingHref({ kind: 'vendor', id: vendor.id }) })),
    ...venueRows.map((venue) => ({ kind: 'venue' as const, id: venue.id, name: venue.name, href: listingHref({ kind: 'venue', id: venue.id }) })),
  ];
  const venueById = new Map(venueRows.map((v) => [v.id, v]));
  const vendorById = new Map(vendorRows.map((r) => [r.vendor.id, r]));
  return listings.flatMap((listing): ManagedPrices[] => {
    if (listing.kind === 'venue') {
      const v = venueById.get(listing.id);
      if (!v) return [];
      return [
        {
          ...listing,
          kind: 'venue',
          verifiedOn: v.pricesVerifiedOn,
          prices: { vegPerPlate: v.pricePerPlateVeg, nonVegPerPlate: v.pricePerPlateNonveg, rentalMin: v.rentalPriceMin, rentalMax: v.rentalPriceMax },
        },
      ];
    }
    const r = vendorById.get(listing.id);
    if (!r) return [];
    const { vendor } = r;
    return [
      {
        ...listing,
        kind: 'vendor',
        verifiedOn: vendor.pricesVerifiedOn,
        categorySlug: r.categorySlug,
        prices: { priceRangeMin: vendor.priceRangeMin, priceRangeMax: vendor.priceRangeMax, pricePerPerson: vendor.pricePerPerson },
      },
    ];
  });
}

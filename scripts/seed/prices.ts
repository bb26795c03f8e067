// Prices that say when they were checked: every venue and vendor gets a "prices verified on"
// date spread over the last two years (1 to 729 days ago, from its id, so the same listing
// always has the same age), the per-person prices of catering, makeup and mehendi, and a third
// of the listings (and the demo accounts' first listings) an earlier price in their history.
import { eq, or, sql, type SQL } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import type { Db } from '../../src/server/db/client.ts';
import { rowSelection } from '../../src/server/db/insert-select.ts';
import { categories, priceHistory, vendors, venues } from '../../src/server/db/schema.ts';

/** A date 1 to 729 days ago, fixed by the listing's id. */
const ago = (id: SQLiteColumn, multiplier: number) => sql`date('now', '-' || (1 + (${id} * ${sql.raw(String(multiplier))}) % 729) || ' days')`;
/** A year before the check, or the check itself; and that moment in milliseconds. */
const changedOn = (checked: SQLiteColumn, yearBefore: boolean) => (yearBefore ? sql`date(${checked}, '-1 year')` : sql`${checked}`);
const createdAt = (checked: SQLiteColumn, yearBefore: boolean) =>
  yearBefore ? sql`unixepoch(${checked}, '-1 year') * 1000` : sql`unixepoch(${checked}) * 1000`;
/** About a tenth lower, rounded down to `step` rupees (integer arithmetic, as SQLite does it). */
const earlier = (price: SQLiteColumn, step: number, yearBefore: boolean): SQL =>
  yearBefore ? sql`${price} * 9 / ${sql.raw(String(step * 10))} * ${sql.raw(String(step))}` : sql`${price}`;
const perPerson = (slug: string, base: number, multiplier: number, steps: number, step: number) =>
  sql`WHEN ${slug} THEN ${sql.raw(String(base))} + (${vendors.id} * ${sql.raw(String(multiplier))}) % ${sql.raw(String(steps))} * ${sql.raw(String(step))}`;

export async function seedPrices(db: Db): Promise<void> {
  const venueHistory = (yearBefore: boolean) =>
    db.insert(priceHistory).select((qb) =>
      qb
        .select(
          rowSelection(priceHistory, {
            listingKind: 'venue',
            listingId: venues.id,
            changedOn: changedOn(venues.pricesVerifiedOn, yearBefore),
            createdAt: createdAt(venues.pricesVerifiedOn, yearBefore),
            pricePerPlateVeg: earlier(venues.pricePerPlateVeg, 50, yearBefore),
            pricePerPlateNonveg: earlier(venues.pricePerPlateNonveg, 50, yearBefore),
            rentalPriceMin: earlier(venues.rentalPriceMin, 5000, yearBefore),
            rentalPriceMax: earlier(venues.rentalPriceMax, 5000, yearBefore),
          }),
        )
        .from(venues)
        .where(or(eq(venues.id, 1), sql`${venues.id} % 3 = 0`)),
    );
  const vendorHistory = (yearBefore: boolean) =>
    db.insert(priceHistory).select((qb) =>
      qb
        .select(
          rowSelection(priceHistory, {
            listingKind: 'vendor',
            listingId: vendors.id,
            changedOn: changedOn(vendors.pricesVerifiedOn, yearBefore),
            createdAt: createdAt(vendors.pricesVerifiedOn, yearBefore),
            priceRangeMin: earlier(vendors.priceRangeMin, 1000, yearBefore),
            priceRangeMax: earlier(vendors.priceRangeMax, 1000, yearBefore),
            pricePerPerson: earlier(vendors.pricePerPerson, 50, yearBefore),
          }),
        )
        .from(vendors)
        .where(or(eq(vendors.id, 1), sql`${vendors.id} % 3 = 0`)),
    );
  await db.batch([
    db.update(venues).set({ pricesVerifiedOn: ago(venues.id, 7919) }),
    db.update(vendors).set({
      pricesVerifiedOn: ago(vendors.id, 4813),
      pricePerPerson: sql`CASE (SELECT ${categories.slug} FROM ${categories} WHERE ${categories.id} = ${vendors.categoryId})
        ${perPerson('catering', 400, 37, 22, 50)} ${perPerson('makeup', 1500, 53, 18, 500)} ${perPerson('mehendi', 200, 29, 17, 50)} END`,
    }),
    // The price a year before the last check, about a tenth lower, then the current one.
    venueHistory(true),
    venueHistory(false),
    vendorHistory(true),
    vendorHistory(false),
  ]);
}

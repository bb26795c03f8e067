// Prices that say when they were checked: every venue and vendor gets a "prices verified on"
// date spread over the last two years (1 to 729 days ago, from its id, so the same listing
// always has the same age), the per-person prices of catering, makeup and mehendi, and a third
// of the listings (and the demo accounts' first listings) an earlier price in their history.
import type { Db } from '../../src/server/db/client.ts';

const ago = (multiplier: number) => `date('now', '-' || (1 + (id * ${multiplier}) % 729) || ' days')`;

export async function seedPrices(db: Db): Promise<void> {
  await db.$client.batch(
    [
      `UPDATE venues SET prices_verified_on = ${ago(7919)}`,
      `UPDATE vendors SET prices_verified_on = ${ago(4813)},
        price_per_person = CASE (SELECT slug FROM categories WHERE categories.id = vendors.category_id)
          WHEN 'catering' THEN 400 + (id * 37) % 22 * 50
          WHEN 'makeup' THEN 1500 + (id * 53) % 18 * 500
          WHEN 'mehendi' THEN 200 + (id * 29) % 17 * 50
        END`,
      // The price a year before the last check, about a tenth lower, then the current one.
      `INSERT INTO price_history (listing_kind, listing_id, changed_on, created_at, price_per_plate_veg, price_per_plate_nonveg, rental_price_min, rental_price_max)
        SELECT 'venue', id, date(prices_verified_on, '-1 year'), unixepoch(prices_verified_on, '-1 year') * 1000, price_per_plate_veg * 9 / 500 * 50, price_per_plate_nonveg * 9 / 500 * 50,
          rental_price_min * 9 / 50000 * 5000, rental_price_max * 9 / 50000 * 5000
        FROM venues WHERE id = 1 OR id % 3 = 0`,
      `INSERT INTO price_history (listing_kind, listing_id, changed_on, created_at, price_per_plate_veg, price_per_plate_nonveg, rental_price_min, rental_price_max)
        SELECT 'venue', id, prices_verified_on, unixepoch(prices_verified_on) * 1000, price_per_plate_veg, price_per_plate_nonveg, rental_price_min, rental_price_max
        FROM venues WHERE id = 1 OR id % 3 = 0`,
      `INSERT INTO price_history (listing_kind, listing_id, changed_on, created_at, price_range_min, price_range_max, price_per_person)
        SELECT 'vendor', id, date(prices_verified_on, '-1 year'), unixepoch(prices_verified_on, '-1 year') * 1000, price_range_min * 9 / 10000 * 1000, price_range_max * 9 / 10000 * 1000, price_per_person * 9 / 500 * 50
        FROM vendors WHERE id = 1 OR id % 3 = 0`,
      `INSERT INTO price_history (listing_kind, listing_id, changed_on, created_at, price_range_min, price_range_max, price_per_person)
        SELECT 'vendor', id, prices_verified_on, unixepoch(prices_verified_on) * 1000, price_range_min, price_range_max, price_per_person
        FROM vendors WHERE id = 1 OR id % 3 = 0`,
    ],
    'write',
  );
}

// The venue list's "estimated cost" sort orders by the card's estimate (prices/estimate.ts,
// estimateTotalSql: veg plate × G and rental, each with its own GST). The indexes hold the pre-tax
// cost(s) = veg plate × s + rental; since GST only adds, cost(G) ≤ total(G) / (1 + the lowest
// GST rate), which is how the walk below turns a bound on totals into a bound on the key.
// The pre-tax cost is linear in G, so no one index orders it for every G; drizzle/0009_prices.sql indexes it
// at ESTIMATE_STEPS guests. For G, the query walks the index of the nearest step s at or below
// G, which bounds the cost from below (cost(s) ≤ cost(G)); the cost at G of the first rows along
// it gives an upper bound B for the page; every venue of the page has cost(s) ≤ cost(G) ≤ B, so
// it reads only that stretch of the index, sorts it by cost(G) and looks up the page's rows.
// (Below the smallest step, cost(G) ≥ cost(s) × G / s bounds it instead; from PLATE_WALK_FROM
// guests the plate index is walked, since cost(G) ≥ plate × G. The price filters cut the walked
// range too.)
import { VENUE_PAGE_SIZE } from './venues.ts';
import { GST_RATES, estimateTotalSql } from '../prices/estimate.ts';
import type { SqlStatement } from '../../../server/db/statement.ts';

export const ESTIMATE_STEPS = [50, 100, 200, 400] as const;
/** Where a venue without a veg plate or rental price sorts: after every priced venue. */
const NO_PRICE = 1_000_000_000_000_000;
/** How many rows along the step's index give the upper bound, per row of the page. */
const BOUND_SAMPLE = 4;

/** The indexed pre-tax cost at a step (drizzle/0009_prices.sql holds these expressions). */
export function estimateCost(guests: number | '?'): string {
  return `ifnull(price_per_plate_veg * ${guests} + rental_price_min, ${NO_PRICE})`;
}

/** The sorted total, GST included, at `guests` (`?`: a bound guest count). */
export function estimateTotal(guests: number | '?'): string {
  return `ifnull(${estimateTotalSql(guests)}, ${NO_PRICE})`;
}

/** A total divided by this is at least the pre-tax cost (GST adds at least the lowest rate). */
const LEAST_GST = 1 + Math.min(GST_RATES.food, GST_RATES.rental);

export function estimateStep(guests: number): number {
  return [...ESTIMATE_STEPS].reverse().find((step) => step <= guests) ?? ESTIMATE_STEPS[0];
}

export function estimateIndex(guests: number, hasCity: boolean): string {
  return `${hasCity ? 'venues_city_' : 'venues_'}est${estimateStep(guests)}_idx`;
}

/** ORDER BY of the estimate sort (one bound parameter: the guests). */
export const ESTIMATE_ORDER = `${estimateTotal('?')} ASC, id ASC`;

/** What the price filters say about every listed venue's plate and rental (null: no limit). */
export type PriceLimits = { vegMin: number | null; vegMax: number | null; rentalMin: number | null; rentalMax: number | null };

/**
 * From this many guests the plate price dominates the cost: the query walks the plate index
 * (cost(G) ≥ plate × G) instead of the highest step, which would read far more of its index.
 */
export const PLATE_WALK_FROM = 600;

/**
 * The page of venues by estimated cost. `where` and `whereArgs` are the list's filters;
 * `limits` what its price filters imply, which also bounds the walked key; `columns` what the
 * cards read.
 */
export function estimateListSql(
  columns: string,
  where: string[],
  whereArgs: (string | number)[],
  guests: number,
  hasCity: boolean,
  page: number,
  pageSize = VENUE_PAGE_SIZE,
  limits: PriceLimits = { vegMin: null, vegMax: null, rentalMin: null, rentalMax: null },
): SqlStatement {
  const byPlate = guests >= PLATE_WALK_FROM;
  const step = estimateStep(guests);
  const index = byPlate ? (hasCity ? 'venues_city_plate_idx' : 'venues_plate_idx') : estimateIndex(guests, hasCity);
  const key = byPlate ? 'price_per_plate_veg' : estimateCost(step);
  // The key of every venue the filters let through lies in [low, high].
  const low = byPlate ? limits.vegMin : limits.vegMin !== null || limits.rentalMin !== null ? (limits.vegMin ?? 0) * step + (limits.rentalMin ?? 0) : null;
  const high = byPlate ? limits.vegMax : limits.vegMax !== null && limits.rentalMax !== null ? limits.vegMax * step + limits.rentalMax : null;
  const range = [...(low !== null ? [`${key} >= ?`] : []), ...(high !== null ? [`${key} <= ?`] : [])];
  const rangeArgs = [...(low !== null ? [low] : []), ...(high !== null ? [high] : [])];
  // By plate, unpriced venues (they sort last) are read apart: the walk skips them.
  const sampled = [...where, ...range, ...(byPlate ? [`${key} IS NOT NULL`] : [])];
  const sampleWhere = ` WHERE ${sampled.length ? sampled.join(' AND ') : '1'}`;
  const rows = page * pageSize + 1;
  const offset = (page - 1) * pageSize;
  const bound = `(SELECT max(c) FROM (SELECT c FROM (SELECT ${estimateTotal('?')} AS c FROM venues INDEXED BY ${index}${sampleWhere} ORDER BY ${key} LIMIT ?) ORDER BY c LIMIT ?))`;
  const cost = estimateTotal('?');
  // One upper limit on the key, so that SQLite walks the shorter range: the filters' or the bound's.
  const upper = high !== null ? `min(?, ${bound} * ?)` : `${bound} * ?`;
  const walk = `SELECT id, ${cost} AS c FROM venues INDEXED BY ${index} WHERE ${[...where, ...(low !== null ? [`${key} >= ?`] : []), `${key} <= ${upper}`].join(' AND ')}`;
  const unpriced = byPlate ? ` UNION ALL SELECT id, ${cost} AS c FROM venues INDEXED BY ${index} WHERE ${[...where, `${key} IS NULL`].join(' AND ')}` : '';
  const inner = `SELECT id FROM (${walk}${unpriced}) ORDER BY c, id LIMIT ? OFFSET ?`;
  // Below the lowest step, cost(G) ≥ cost(step) × G / step; by plate, cost(G) ≥ plate × G.
  // And a total is at least LEAST_GST times its pre-tax cost.
  const factor = (byPlate ? 1 / Math.max(1, guests) : guests < step ? step / Math.max(1, guests) : 1) / LEAST_GST;
  return {
    sql: `SELECT ${columns} FROM venues WHERE id IN (${inner}) ORDER BY ${ESTIMATE_ORDER}`,
    args: [
      guests,
      ...whereArgs,
      ...(low !== null ? [low] : []),
      ...(high !== null ? [high] : []),
      guests,
      ...whereArgs,
      ...rangeArgs,
      rows * BOUND_SAMPLE,
      rows,
      factor,
      ...(byPlate ? [guests, ...whereArgs] : []),
      pageSize + 1,
      offset,
      guests,
    ],
  };
}

// The venue list's "estimated cost" sort: a day's cost for G guests is veg plate × G + rental
// (GST and the number of functions scale every venue alike, so they do not change the order).
// It is linear in G, so no one index orders it for every G; drizzle/0009_prices.sql indexes it
// at ESTIMATE_STEPS guests. For G, the query walks the index of the nearest step s at or below
// G, which bounds the cost from below (cost(s) ≤ cost(G)); the cost at G of the first rows along
// it gives an upper bound B for the page; every venue of the page has cost(s) ≤ cost(G) ≤ B, so
// it reads only that stretch of the index, sorts it by cost(G) and looks up the page's rows.
// (Below the smallest step, cost(G) ≥ cost(s) × G / s bounds it instead.)
import { VENUE_PAGE_SIZE } from './venues.ts';
import type { SqlStatement } from './venue-sql.server.ts';

export const ESTIMATE_STEPS = [50, 100, 200, 400] as const;
/** Where a venue without a veg plate or rental price sorts: after every priced venue. */
const NO_PRICE = 1_000_000_000_000_000;
/** How many rows along the step's index give the upper bound, per row of the page. */
const BOUND_SAMPLE = 4;

/** The sorted cost at `guests` (a literal step, or `?` for a bound guest count). */
export function estimateCost(guests: number | '?'): string {
  return `ifnull(price_per_plate_veg * ${guests} + rental_price_min, ${NO_PRICE})`;
}

export function estimateStep(guests: number): number {
  return [...ESTIMATE_STEPS].reverse().find((step) => step <= guests) ?? ESTIMATE_STEPS[0];
}

export function estimateIndex(guests: number, hasCity: boolean): string {
  return `${hasCity ? 'venues_city_' : 'venues_'}est${estimateStep(guests)}_idx`;
}

/** ORDER BY of the estimate sort (one bound parameter: the guests). */
export const ESTIMATE_ORDER = `${estimateCost('?')} ASC, id ASC`;

/**
 * The page of venues by estimated cost, walking the step's index. `where` and `whereArgs` are
 * the list's filters; `columns` what the cards read.
 */
export function estimateListSql(
  columns: string,
  where: string[],
  whereArgs: (string | number)[],
  guests: number,
  hasCity: boolean,
  page: number,
  pageSize = VENUE_PAGE_SIZE,
): SqlStatement {
  const step = estimateStep(guests);
  const index = estimateIndex(guests, hasCity);
  const key = estimateCost(step);
  const filter = where.length ? ` WHERE ${where.join(' AND ')}` : '';
  const rows = page * pageSize + 1;
  const offset = (page - 1) * pageSize;
  const bound =
    `(SELECT max(c) FROM (SELECT c FROM (SELECT ${estimateCost('?')} AS c FROM venues INDEXED BY ${index}${filter} ORDER BY ${key} LIMIT ?) ORDER BY c LIMIT ?))`;
  const inner =
    `SELECT id FROM venues INDEXED BY ${index}${filter}${filter ? ' AND' : ' WHERE'} ${key} <= ${bound} * ? ORDER BY ${ESTIMATE_ORDER} LIMIT ? OFFSET ?`;
  return {
    sql: `SELECT ${columns} FROM venues WHERE id IN (${inner}) ORDER BY ${ESTIMATE_ORDER}`,
    args: [...whereArgs, guests, ...whereArgs, rows * BOUND_SAMPLE, rows, guests < step ? step / guests : 1, guests, pageSize + 1, offset, guests],
  };
}

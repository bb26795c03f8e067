// The hand-written SELECT of a venue list page and the pieces the query planner shares with
// it: the full-text match, the range filters with their indexes, and the sort order's index.
import {
  PRICE_PER_PLATE_OVER,
  RENTAL_PRICE_OVER,
  VENUE_PAGE_SIZE,
  capacityBand,
  sortGuests,
  type VenueFilters,
} from './venues.ts';
import { ESTIMATE_ORDER, PLATE_WALK_FROM, estimateIndex, estimateListSql, type PriceLimits } from './venue-estimate-sql.server.ts';
import { LIST_COUNT_CAP } from '../../lib/list-filters.ts';

/** Full-text match expression: each word of the query as a prefix, all words required. */
export function ftsMatch(q: string): string | null {
  const words = q
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 8);
  if (words.length === 0) return null;
  return words.map((w) => `"${w}"*`).join(' ');
}

const CARD_COLUMNS = [
  'id',
  'name',
  'address',
  'location',
  'type',
  'cover_image_url',
  'image_url',
  'rating_average',
  'review_count',
  'capacity_min',
  'capacity_max',
  'rental_price_min',
  'rental_price_max',
  'price_per_plate_veg',
  'prices_verified_on',
  'amenities',
  'wheelchair_accessible',
  'air_conditioning',
  'sound_system_available',
  'stage_available',
  'dance_floor_available',
  'bridal_suite_available',
].join(', ');

const ORDER_BY: Record<VenueFilters['sort'], string> = {
  rating_desc: 'rating_average DESC, id DESC',
  rental_price_asc: 'rental_price_min ASC, id ASC',
  rental_price_desc: 'rental_price_min DESC, id DESC',
  capacity_desc: 'capacity_max DESC, id DESC',
  // One bound parameter, the guests (see venue-estimate-sql.server.ts).
  estimate_asc: ESTIMATE_ORDER,
};

export type SqlStatement = { sql: string; args: (string | number)[] };

export type RangeFilter = 'capacity' | 'pricePerPlate' | 'rentalPrice' | 'rating';
export const RANGE_FILTERS: RangeFilter[] = ['capacity', 'pricePerPlate', 'rentalPrice', 'rating'];

/**
 * How SQLite should reach the rows: walk the index of the sort order and stop at LIMIT
 * ('order'), walk the index of one selective range filter and sort what it finds, or start
 * from the full-text matches ('fts'). Without range statistics (no STAT4) the planner cannot
 * tell these apart, so `chooseVenueDriver` measures and the query names its index.
 */
export type VenueDriver = { kind: 'order' } | { kind: 'range'; filter: RangeFilter } | { kind: 'fts' };

/** The condition a range filter puts on its indexed column (capacity adds one more, below). */
export function rangeCondition(filter: RangeFilter, filters: VenueFilters): { sql: string; arg: number } | null {
  switch (filter) {
    case 'capacity':
      return filters.capacity === undefined ? null : { sql: 'capacity_max >= ?', arg: capacityBand(filters.capacity).min };
    case 'pricePerPlate':
      if (filters.pricePerPlate === undefined) return null;
      return { sql: filters.pricePerPlate >= PRICE_PER_PLATE_OVER ? 'price_per_plate_veg >= ?' : 'price_per_plate_veg <= ?', arg: filters.pricePerPlate };
    case 'rentalPrice':
      if (filters.rentalPrice === undefined) return null;
      return { sql: filters.rentalPrice >= RENTAL_PRICE_OVER ? 'rental_price_min >= ?' : 'rental_price_min <= ?', arg: filters.rentalPrice };
    case 'rating':
      return filters.rating === undefined ? null : { sql: 'rating_average >= ?', arg: filters.rating };
  }
}

/** The plate and rental range the price filters leave (see venues/README.md for their meaning). */
export function priceLimits(filters: VenueFilters): PriceLimits {
  const plate = filters.pricePerPlate;
  const rental = filters.rentalPrice;
  return {
    vegMin: plate !== undefined && plate >= PRICE_PER_PLATE_OVER ? plate : null,
    vegMax: plate !== undefined && plate < PRICE_PER_PLATE_OVER ? plate : null,
    rentalMin: rental !== undefined && rental >= RENTAL_PRICE_OVER ? rental : null,
    rentalMax: rental !== undefined && rental < RENTAL_PRICE_OVER ? rental : null,
  };
}

export const RANGE_INDEX: Record<RangeFilter, [city: string, all: string]> = {
  capacity: ['venues_city_capacity_idx', 'venues_capacity_idx'],
  pricePerPlate: ['venues_city_plate_idx', 'venues_plate_idx'],
  rentalPrice: ['venues_city_rental_idx', 'venues_rental_idx'],
  rating: ['venues_city_rating_idx', 'venues_rating_idx'],
};

export function orderIndex(sort: VenueFilters['sort'], hasCity: boolean, hasType: boolean, guests?: number): string {
  switch (sort) {
    case 'estimate_asc':
      return estimateIndex(sortGuests({ guests }), hasCity);
    case 'rental_price_asc':
    case 'rental_price_desc':
      return hasCity ? 'venues_city_rental_idx' : 'venues_rental_idx';
    case 'capacity_desc':
      return hasCity ? 'venues_city_capacity_idx' : 'venues_capacity_idx';
    default:
      if (hasType) return hasCity ? 'venues_city_type_idx' : 'venues_type_rating_idx';
      return hasCity ? 'venues_city_rating_idx' : 'venues_rating_idx';
  }
}

/**
 * Whether the page walks its sort order: the 'order' driver, or the range filter on the sort's
 * own column that chooseVenueDriver falls back to when no filter is selective.
 */
function walksSortOrder(driver: VenueDriver, filters: VenueFilters, hasCity: boolean): boolean {
  if (driver.kind === 'order') return true;
  if (driver.kind !== 'range' || rangeCondition(driver.filter, filters) === null) return false;
  return RANGE_INDEX[driver.filter][hasCity ? 0 : 1] === orderIndex(filters.sort, hasCity, false) && !(driver.filter === 'rating' && filters.venueType);
}

/** Which range filter's index a count walks first, when the page walks its sort order. */
const COUNT_WALK: RangeFilter[] = ['rating', 'rentalPrice', 'pricePerPlate', 'capacity'];

/**
 * The index a count walks when the page walks the sort order. A count needs no order, and
 * every row along a filter's own (covering) index passes that filter, while a filter that
 * goes with the sort (expensive halls last by estimated cost) would have it read nearly the
 * whole sort index before it had counted LIST_COUNT_CAP + 1.
 */
function countIndex(hasCity: boolean, filters: VenueFilters): string {
  if (filters.venueType) return orderIndex('rating_desc', hasCity, true);
  const filter = COUNT_WALK.find((f) => rangeCondition(f, filters) !== null);
  return filter ? RANGE_INDEX[filter][hasCity ? 0 : 1] : orderIndex('rating_desc', hasCity, false);
}

type VenueScope = {
  /** FROM (with the access path) and WHERE, and their arguments. */
  from: string;
  args: (string | number)[];
  /** The filters alone, for queries that choose their own access path. */
  where: string[];
  whereArgs: (string | number)[];
  /** Whether a range filter or the text search drives the query rather than the sort. */
  drives: boolean;
  /** A page by estimated cost that walks the estimate's own index. */
  byEstimate: boolean;
};

/** The WHERE of a venue list and how the query reaches its rows (see VenueDriver). */
function venueScope(cityId: number | null, filters: VenueFilters, driver: VenueDriver, forPage = false): VenueScope {
  const where: string[] = [];
  const args: (string | number)[] = [];
  if (cityId !== null) {
    where.push('city_id = ?');
    args.push(cityId);
  }
  if (filters.venueType) {
    where.push('type = ?');
    args.push(filters.venueType);
  }
  const match = filters.q ? ftsMatch(filters.q) : null;
  const drives = driver.kind === 'range' ? rangeCondition(driver.filter, filters) !== null : driver.kind === 'fts' ? match !== null : false;
  // A page by estimated cost walks an index of its own (venue-estimate-sql.server.ts); a count does not.
  const byEstimate = forPage && filters.sort === 'estimate_asc' && !drives;
  for (const filter of RANGE_FILTERS) {
    const condition = rangeCondition(filter, filters);
    if (!condition) continue;
    // Walking the plate index, the estimate sort puts the plate filter on its key instead.
    if (byEstimate && filter === 'pricePerPlate' && sortGuests(filters) >= PLATE_WALK_FROM) continue;
    where.push(condition.sql);
    args.push(condition.arg);
  }
  if (filters.capacity !== undefined) {
    // The venue can host a wedding of the band's size: its capacity range overlaps the band.
    const band = capacityBand(filters.capacity);
    if (band.max !== null) {
      where.push('coalesce(capacity_min, 0) <= ?');
      args.push(band.max);
    }
  }
  if (match) {
    where.push('id IN (SELECT rowid FROM venues_fts WHERE venues_fts MATCH ?)');
    args.push(match);
  }
  let access = '';
  const hasCity = cityId !== null;
  if (!forPage && walksSortOrder(driver, filters, hasCity)) {
    access = ` INDEXED BY ${countIndex(hasCity, filters)}`;
  } else if (driver.kind === 'range' && rangeCondition(driver.filter, filters)) {
    access = ` INDEXED BY ${RANGE_INDEX[driver.filter][cityId !== null ? 0 : 1]}`;
  } else if (driver.kind === 'fts' && match) {
    // Reach each full-text match by its rowid.
    access = ' NOT INDEXED';
  } else if (driver.kind === 'order') {
    access = ` INDEXED BY ${orderIndex(filters.sort, hasCity, Boolean(filters.venueType))}`;
  }
  return { from: `venues${access}${where.length ? ` WHERE ${where.join(' AND ')}` : ''}`, args: [...args], where, whereArgs: args, drives, byEstimate };
}

/**
 * The SELECT behind a venue list page, written out by hand because it is the hottest read of
 * the site (building it through the query builder cost more than running it). Every value is
 * a bound parameter; only fixed column, index and ORDER BY names are spliced in.
 */
export function venueListSql(
  cityId: number | null,
  filters: VenueFilters,
  pageSize = VENUE_PAGE_SIZE,
  driver: VenueDriver = { kind: 'order' },
): SqlStatement {
  const { from, args, where, whereArgs, byEstimate } = venueScope(cityId, filters, driver, true);
  if (byEstimate) return estimateListSql(CARD_COLUMNS, where, whereArgs, sortGuests(filters), cityId !== null, filters.page, pageSize, priceLimits(filters));
  if (filters.sort === 'estimate_asc') args.push(sortGuests(filters));
  return {
    sql: `SELECT ${CARD_COLUMNS} FROM ${from} ORDER BY ${ORDER_BY[filters.sort]} LIMIT ? OFFSET ?`,
    args: [...args, pageSize + 1, (filters.page - 1) * pageSize],
  };
}

/** The cards of the venues with these ids (in no particular order). */
export function venueCardsSql(ids: readonly number[]): SqlStatement {
  return { sql: `SELECT ${CARD_COLUMNS} FROM venues WHERE id IN (${ids.map(() => '?').join(', ')})`, args: [...ids] };
}

/**
 * How many venues pass the filters, along the same access path as the page, counting at most
 * `cap` + 1 (so "more than cap" can be told); null counts them all.
 */
export function venueCountSql(cityId: number | null, filters: VenueFilters, driver: VenueDriver = { kind: 'order' }, cap: number | null = LIST_COUNT_CAP): SqlStatement {
  const { from, args } = venueScope(cityId, filters, driver);
  if (cap === null) return { sql: `SELECT count(*) AS n FROM ${from}`, args };
  return { sql: `SELECT count(*) AS n FROM (SELECT 1 FROM ${from} LIMIT ?)`, args: [...args, cap + 1] };
}

// The hand-written SELECT of a venue list page and its count: the full-text match, the range
// filters and the sort order.
import { PRICE_PER_PLATE_OVER, RENTAL_PRICE_OVER, VENUE_PAGE_SIZE, capacityBand, sortGuests, type VenueFilters } from './venues.ts';
import { ratingScoreSql } from '../../../lib/rating.ts';
import { ESTIMATE_ORDER, PLATE_WALK_FROM, estimateListSql, type PriceLimits } from './venue-estimate-sql.server.ts';
import { LIST_COUNT_CAP } from '../../../lib/list-filters.ts';
import type { SqlStatement } from '../../../server/db/statement.ts';
import { rankIsSql, withPageCalendarSql, type AvailabilityQuery } from '../../marketplace/index.ts';

/** Full-text match expression: each word of the query as a prefix, all words required; vowel signs (marks) stay inside a word, as in the index. */
export function ftsMatch(q: string): string | null {
  const words = q
    .normalize('NFC')
    .toLowerCase()
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 8);
  if (words.length === 0) return null;
  return words.map((w) => `"${w}"*`).join(' ');
}

const CARD_COLUMN_LIST = [
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
  'calendar_updated_at',
];
const CARD_COLUMNS = CARD_COLUMN_LIST.join(', ');

const ORDER_BY: Record<VenueFilters['sort'], string> = {
  // The Bayesian average (venues.ts, RATING_PRIOR); drizzle indexes the same expression.
  rating_desc: `${ratingScoreSql()} DESC, id DESC`,
  rental_price_asc: 'rental_price_min ASC, id ASC',
  rental_price_desc: 'rental_price_min DESC, id DESC',
  capacity_desc: 'capacity_max DESC, id DESC',
  // One bound parameter, the guests (see venue-estimate-sql.server.ts).
  estimate_asc: ESTIMATE_ORDER,
};

export type RangeFilter = 'capacity' | 'pricePerPlate' | 'rentalPrice' | 'rating';
export const RANGE_FILTERS: RangeFilter[] = ['capacity', 'pricePerPlate', 'rentalPrice', 'rating'];

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

type VenueScope = {
  /** The filters, and their arguments. */
  where: string[];
  args: (string | number)[];
  /** A page by estimated cost, which walks the estimate's own index. */
  byEstimate: boolean;
};

/**
 * The WHERE of a venue list. SQLite's planner picks the index from it, with the statistics
 * ANALYZE gathers (see venues/README.md, "Staying fast at 100,000 venues"); only a page by
 * estimated cost names its indexes (venue-estimate-sql.server.ts).
 */
function venueScope(cityId: number | null, filters: VenueFilters, forPage = false): VenueScope {
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
  // A text search starts from its matches; otherwise a page by estimated cost walks its own index.
  // A list by date ranks by availability first, so it takes the plain ORDER BY.
  const byEstimate = forPage && filters.sort === 'estimate_asc' && !match && !filters.availability;
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
  if (filters.guests !== undefined) {
    // One rule for a guest count everywhere: a venue that cannot seat it is not listed.
    where.push('capacity_max >= ?');
    args.push(filters.guests);
  }
  if (match) {
    where.push('id IN (SELECT rowid FROM venues_fts WHERE venues_fts MATCH ?)');
    args.push(match);
  }
  return { where, args, byEstimate };
}

const whereOf = (where: readonly string[]) => (where.length ? ` WHERE ${where.join(' AND ')}` : '');

/**
 * The ids of a page by date, in order: free (or partly free) venues first, then those never
 * confirmed; booked ones are left out. Each rank is its own walk of the sort's index, and UNION
 * ALL reads its arms in turn: the never-confirmed arm is read only when the free ones do not
 * fill the page, and each walk stops after the rows the page needs (ordering all by rank first
 * would rank every venue in scope before the first row). Only ids: the card's columns are read
 * for the page's rows alone, once.
 */
function datedPageIdsSql(scope: VenueScope, filters: VenueFilters, dates: AvailabilityQuery, pageSize: number): SqlStatement {
  const sortArgs = filters.sort === 'estimate_asc' ? [sortGuests(filters)] : [];
  const arm = (value: 0 | 1) => {
    const rank = rankIsSql('venue', 'venues', dates, filters.guests ?? null, value);
    return {
      sql: `SELECT * FROM (SELECT id FROM venues${whereOf([...scope.where, rank.sql])} ORDER BY ${ORDER_BY[filters.sort]})`,
      args: [...scope.args, ...rank.args, ...sortArgs],
    };
  };
  const [free, unconfirmed] = [arm(0), arm(1)];
  return {
    sql: `${free.sql} UNION ALL ${unconfirmed.sql} LIMIT ? OFFSET ?`,
    args: [...free.args, ...unconfirmed.args, pageSize + 1, (filters.page - 1) * pageSize],
  };
}

/**
 * The SELECT behind a venue list page, written out by hand because it is the hottest read of
 * the site (building it through the query builder cost more than running it). Every value is
 * a bound parameter; only fixed column, index and ORDER BY names are spliced in. With dates
 * asked, each row carries its calendar rows and spaces on them (withPageCalendarSql).
 */
export function venueListSql(cityId: number | null, filters: VenueFilters, pageSize = VENUE_PAGE_SIZE): SqlStatement {
  const scope = venueScope(cityId, filters, true);
  const { where, args, byEstimate } = scope;
  if (byEstimate) return estimateListSql(CARD_COLUMNS, where, args, sortGuests(filters), cityId !== null, filters.page, pageSize, priceLimits(filters));
  const dates = filters.availability;
  if (dates) return withPageCalendarSql('venue', datedPageIdsSql(scope, filters, dates, pageSize), dates, { table: 'venues', columns: CARD_COLUMN_LIST });
  const sortArgs = filters.sort === 'estimate_asc' ? [sortGuests(filters)] : [];
  return {
    sql: `SELECT ${CARD_COLUMNS} FROM venues${whereOf(where)} ORDER BY ${ORDER_BY[filters.sort]} LIMIT ? OFFSET ?`,
    args: [...args, ...sortArgs, pageSize + 1, (filters.page - 1) * pageSize],
  };
}

/** The ids of a page's venues (its `id` column), for the page's covers: by date, without the card's columns or calendar. */
export function venuePageIdsSql(cityId: number | null, filters: VenueFilters, pageSize = VENUE_PAGE_SIZE): SqlStatement {
  const dates = filters.availability;
  const scope = venueScope(cityId, filters, true);
  return dates && !scope.byEstimate ? datedPageIdsSql(scope, filters, dates, pageSize) : venueListSql(cityId, filters, pageSize);
}

/** How many venues pass the filters, counting at most `cap` + 1 (so "more than cap" can be told); null counts them all. */
export function venueCountSql(cityId: number | null, filters: VenueFilters, cap: number | null = LIST_COUNT_CAP): SqlStatement {
  const { where: scope, args: scopeArgs } = venueScope(cityId, filters);
  // With dates, venues booked then are not counted (told without reading the venue's row).
  const available = filters.availability ? rankIsSql('venue', 'venues', filters.availability, filters.guests ?? null, 'available') : null;
  const where = available ? [...scope, available.sql] : scope;
  const args = available ? [...scopeArgs, ...available.args] : scopeArgs;
  if (cap === null) return { sql: `SELECT count(*) AS n FROM venues${whereOf(where)}`, args };
  return { sql: `SELECT count(*) AS n FROM (SELECT 1 FROM venues${whereOf(where)} LIMIT ?)`, args: [...args, cap + 1] };
}

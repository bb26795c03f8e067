import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../server/db/client.ts';
import { categories, cities, venues, type City } from '../../server/db/schema.ts';
import {
  PRICE_PER_PLATE_OVER,
  RENTAL_PRICE_OVER,
  VENUE_PAGE_SIZE,
  amenityList,
  capacityBand,
  citySlugOf,
  type VenueCardData,
  type VenueFilters,
  type VenuePage,
} from './venues.ts';

/** Every city, by name. */
export async function listCities(db: Db): Promise<City[]> {
  return db.select().from(cities).orderBy(asc(cities.name));
}

/** The venue types (categories of type venue), by name. */
export async function listVenueTypes(db: Db) {
  return db
    .select({ id: categories.id, name: categories.name, slug: categories.slug, description: categories.description })
    .from(categories)
    .where(eq(categories.type, 'venue'))
    .orderBy(asc(categories.name));
}

/** A city by its slug, or by its name in any letter case ("Mumbai", "new delhi"). */
export async function findCity(db: Db, slugOrName: string): Promise<City | null> {
  const key = slugOrName.trim();
  if (!key) return null;
  const [bySlug] = await db.select().from(cities).where(eq(cities.slug, key.toLowerCase())).limit(1);
  if (bySlug) return bySlug;
  const [bySlugOfName] = await db.select().from(cities).where(eq(cities.slug, citySlugOf(key))).limit(1);
  if (bySlugOfName) return bySlugOfName;
  const [byName] = await db
    .select()
    .from(cities)
    .where(sql`lower(${cities.name}) = ${key.toLowerCase()}`)
    .limit(1);
  return byName ?? null;
}

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
};

export type SqlStatement = { sql: string; args: (string | number)[] };

type RangeFilter = 'capacity' | 'pricePerPlate' | 'rentalPrice' | 'rating';
const RANGE_FILTERS: RangeFilter[] = ['capacity', 'pricePerPlate', 'rentalPrice', 'rating'];

/**
 * How SQLite should reach the rows: walk the index of the sort order and stop at LIMIT
 * ('order'), walk the index of one selective range filter and sort what it finds, or start
 * from the full-text matches ('fts'). Without range statistics (no STAT4) the planner cannot
 * tell these apart, so `chooseVenueDriver` measures and the query names its index.
 */
export type VenueDriver = { kind: 'order' } | { kind: 'range'; filter: RangeFilter } | { kind: 'fts' };

/** The condition a range filter puts on its indexed column (capacity adds one more, below). */
function rangeCondition(filter: RangeFilter, filters: VenueFilters): { sql: string; arg: number } | null {
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

const RANGE_INDEX: Record<RangeFilter, [city: string, all: string]> = {
  capacity: ['venues_city_capacity_idx', 'venues_capacity_idx'],
  pricePerPlate: ['venues_city_plate_idx', 'venues_plate_idx'],
  rentalPrice: ['venues_city_rental_idx', 'venues_rental_idx'],
  rating: ['venues_city_rating_idx', 'venues_rating_idx'],
};

function orderIndex(sort: VenueFilters['sort'], hasCity: boolean, hasType: boolean): string {
  switch (sort) {
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
  for (const filter of RANGE_FILTERS) {
    const condition = rangeCondition(filter, filters);
    if (!condition) continue;
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
  const match = filters.q ? ftsMatch(filters.q) : null;
  if (match) {
    where.push('id IN (SELECT rowid FROM venues_fts WHERE venues_fts MATCH ?)');
    args.push(match);
  }
  let access = '';
  if (driver.kind === 'range' && rangeCondition(driver.filter, filters)) {
    access = ` INDEXED BY ${RANGE_INDEX[driver.filter][cityId !== null ? 0 : 1]}`;
  } else if (driver.kind === 'fts' && match) {
    // Reach each full-text match by its rowid.
    access = ' NOT INDEXED';
  } else if (driver.kind === 'order') {
    access = ` INDEXED BY ${orderIndex(filters.sort, cityId !== null, Boolean(filters.venueType))}`;
  }
  args.push(pageSize + 1, (filters.page - 1) * pageSize);
  return {
    sql: `SELECT ${CARD_COLUMNS} FROM venues${access}${where.length ? ` WHERE ${where.join(' AND ')}` : ''} ORDER BY ${ORDER_BY[filters.sort]} LIMIT ? OFFSET ?`,
    args,
  };
}

/**
 * Starting from a filter reads every row it matches; walking the sort order reads about
 * page size ÷ density rows. They cost the same near √(page size × rows in scope), which is
 * about 1,100 across 100,000 venues and 300 within one city of them.
 */
const SELECTIVE = { all: 1_000, city: 300 } as const;

/** Picks the access path: the most selective filter when it is selective enough, else the sort order. */
export async function chooseVenueDriver(db: Db, cityId: number | null, filters: VenueFilters): Promise<VenueDriver> {
  const limit = cityId !== null ? SELECTIVE.city : SELECTIVE.all;
  const probes: Promise<{ driver: VenueDriver; rows: number }>[] = [];
  // A filter on the sort column is walked in order anyway: it is the fallback, not a probe.
  let sortColumnFilter: RangeFilter | null = null;
  for (const filter of RANGE_FILTERS) {
    const condition = rangeCondition(filter, filters);
    if (!condition) continue;
    const index = RANGE_INDEX[filter][cityId !== null ? 0 : 1];
    if (index === orderIndex(filters.sort, cityId !== null, false) && !(filter === 'rating' && filters.venueType)) {
      sortColumnFilter = filter;
      continue;
    }
    const where = cityId !== null ? `city_id = ? AND ${condition.sql}` : condition.sql;
    const args = cityId !== null ? [cityId, condition.arg, limit] : [condition.arg, limit];
    probes.push(
      db.$client
        .execute({ sql: `SELECT count(*) AS n FROM (SELECT 1 FROM venues INDEXED BY ${index} WHERE ${where} LIMIT ?)`, args })
        .then((r) => ({ driver: { kind: 'range', filter } as VenueDriver, rows: Number(r.rows[0]?.n ?? 0) })),
    );
  }
  const match = filters.q ? ftsMatch(filters.q) : null;
  if (match) {
    probes.push(
      db.$client
        .execute({ sql: 'SELECT count(*) AS n FROM (SELECT rowid FROM venues_fts WHERE venues_fts MATCH ? LIMIT ?)', args: [match, limit] })
        .then((r) => ({ driver: { kind: 'fts' } as VenueDriver, rows: Number(r.rows[0]?.n ?? 0) })),
    );
  }
  const measured = await Promise.all(probes);
  const best = measured.sort((a, b) => a.rows - b.rows)[0];
  if (best && best.rows < limit) return best.driver;
  return sortColumnFilter ? { kind: 'range', filter: sortColumnFilter } : { kind: 'order' };
}

type Value = string | number | bigint | null | ArrayBuffer;
const num = (v: Value): number | null => (v === null ? null : Number(v));
const str = (v: Value): string | null => (v === null ? null : String(v));

function parseAmenities(raw: Value): Record<string, string | boolean> {
  if (typeof raw !== 'string' || raw === '') return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, string | boolean>) : {};
  } catch {
    return {};
  }
}

function toCard(row: Record<string, Value>): VenueCardData {
  const flags = {
    wheelchairAccessible: Boolean(row.wheelchair_accessible),
    airConditioning: Boolean(row.air_conditioning),
    soundSystemAvailable: Boolean(row.sound_system_available),
    stageAvailable: Boolean(row.stage_available),
    danceFloorAvailable: Boolean(row.dance_floor_available),
    bridalSuiteAvailable: Boolean(row.bridal_suite_available),
  };
  return {
    id: Number(row.id),
    name: String(row.name),
    address: String(row.address ?? ''),
    location: String(row.location ?? ''),
    type: String(row.type),
    coverImageUrl: str(row.cover_image_url ?? null) ?? str(row.image_url ?? null),
    ratingAverage: Number(row.rating_average),
    reviewCount: Number(row.review_count),
    capacityMin: num(row.capacity_min ?? null),
    capacityMax: num(row.capacity_max ?? null),
    rentalPriceMin: num(row.rental_price_min ?? null),
    rentalPriceMax: num(row.rental_price_max ?? null),
    pricePerPlateVeg: num(row.price_per_plate_veg ?? null),
    amenities: amenityList(flags, parseAmenities(row.amenities ?? null)),
  };
}

/** One page of venues, filtered and sorted in SQL; `hasMore` tells whether a next page exists. */
export async function listVenues(
  db: Db,
  cityId: number | null,
  filters: VenueFilters,
  pageSize = VENUE_PAGE_SIZE,
): Promise<VenuePage> {
  const driver = await chooseVenueDriver(db, cityId, filters);
  const { rows } = await db.$client.execute(venueListSql(cityId, filters, pageSize, driver));
  return {
    venues: rows.slice(0, pageSize).map((row) => toCard(row as unknown as Record<string, Value>)),
    page: filters.page,
    hasMore: rows.length > pageSize,
  };
}

/** A venue with its city, or null. */
export async function findVenue(db: Db, id: number) {
  const [row] = await db
    .select({ venue: venues, city: cities })
    .from(venues)
    .innerJoin(cities, eq(cities.id, venues.cityId))
    .where(eq(venues.id, id))
    .limit(1);
  return row ?? null;
}

/** How many venues each city and type has, for the landing page. */
export async function countVenuesByCity(db: Db) {
  return db
    .select({ cityId: venues.cityId, total: sql<number>`count(*)` })
    .from(venues)
    .groupBy(venues.cityId);
}

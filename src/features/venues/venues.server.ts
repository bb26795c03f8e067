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

/**
 * The SELECT behind a venue list page, written out by hand because it is the hottest read of
 * the site (building it through the query builder cost more than running it). Every value is
 * a bound parameter; only fixed column names and the ORDER BY of a known sort are spliced in.
 */
export function venueListSql(cityId: number | null, filters: VenueFilters, pageSize = VENUE_PAGE_SIZE): SqlStatement {
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
  if (filters.capacity !== undefined) {
    // The venue can host a wedding of the band's size: its capacity range overlaps the band.
    const band = capacityBand(filters.capacity);
    where.push('capacity_max >= ?');
    args.push(band.min);
    if (band.max !== null) {
      where.push('coalesce(capacity_min, 0) <= ?');
      args.push(band.max);
    }
  }
  if (filters.pricePerPlate !== undefined) {
    where.push(filters.pricePerPlate >= PRICE_PER_PLATE_OVER ? 'price_per_plate_veg >= ?' : 'price_per_plate_veg <= ?');
    args.push(filters.pricePerPlate);
  }
  if (filters.rentalPrice !== undefined) {
    where.push(filters.rentalPrice >= RENTAL_PRICE_OVER ? 'rental_price_min >= ?' : 'rental_price_min <= ?');
    args.push(filters.rentalPrice);
  }
  if (filters.rating !== undefined) {
    where.push('rating_average >= ?');
    args.push(filters.rating);
  }
  const match = filters.q ? ftsMatch(filters.q) : null;
  if (match) {
    where.push('id IN (SELECT rowid FROM venues_fts WHERE venues_fts MATCH ?)');
    args.push(match);
  }
  args.push(pageSize + 1, (filters.page - 1) * pageSize);
  return {
    sql: `SELECT ${CARD_COLUMNS} FROM venues${where.length ? ` WHERE ${where.join(' AND ')}` : ''} ORDER BY ${ORDER_BY[filters.sort]} LIMIT ? OFFSET ?`,
    args,
  };
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
  const { rows } = await db.$client.execute(venueListSql(cityId, filters, pageSize));
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

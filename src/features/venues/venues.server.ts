import { and, asc, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../server/db/client.ts';
import { categories, cities, venues, type City, type Venue } from '../../server/db/schema.ts';
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

/** WHERE conditions for a city (null = all cities) and a couple's filters. */
export function venueConditions(cityId: number | null, filters: VenueFilters): SQL[] {
  const where: SQL[] = [];
  if (cityId !== null) where.push(eq(venues.cityId, cityId));
  if (filters.venueType) where.push(eq(venues.type, filters.venueType));
  if (filters.capacity !== undefined) {
    // The venue can host a wedding of the band's size: its capacity range overlaps the band.
    const band = capacityBand(filters.capacity);
    where.push(gte(venues.capacityMax, band.min));
    if (band.max !== null) where.push(sql`coalesce(${venues.capacityMin}, 0) <= ${band.max}`);
  }
  if (filters.pricePerPlate !== undefined) {
    where.push(
      filters.pricePerPlate >= PRICE_PER_PLATE_OVER
        ? gte(venues.pricePerPlateVeg, filters.pricePerPlate)
        : lte(venues.pricePerPlateVeg, filters.pricePerPlate),
    );
  }
  if (filters.rentalPrice !== undefined) {
    where.push(
      filters.rentalPrice >= RENTAL_PRICE_OVER
        ? gte(venues.rentalPriceMin, filters.rentalPrice)
        : lte(venues.rentalPriceMin, filters.rentalPrice),
    );
  }
  if (filters.rating !== undefined) where.push(gte(venues.ratingAverage, filters.rating));
  if (filters.q) {
    const match = ftsMatch(filters.q);
    if (match) where.push(sql`${venues.id} IN (SELECT rowid FROM venues_fts WHERE venues_fts MATCH ${match})`);
  }
  return where;
}

export function venueOrder(sort: VenueFilters['sort']): SQL[] {
  switch (sort) {
    case 'rental_price_asc':
      return [asc(venues.rentalPriceMin), asc(venues.id)];
    case 'rental_price_desc':
      return [desc(venues.rentalPriceMin), desc(venues.id)];
    case 'capacity_desc':
      return [desc(venues.capacityMax), desc(venues.id)];
    default:
      return [desc(venues.ratingAverage), desc(venues.id)];
  }
}

const cardColumns = {
  id: venues.id,
  name: venues.name,
  address: venues.address,
  location: venues.location,
  type: venues.type,
  coverImageUrl: venues.coverImageUrl,
  imageUrl: venues.imageUrl,
  ratingAverage: venues.ratingAverage,
  reviewCount: venues.reviewCount,
  capacityMin: venues.capacityMin,
  capacityMax: venues.capacityMax,
  rentalPriceMin: venues.rentalPriceMin,
  rentalPriceMax: venues.rentalPriceMax,
  pricePerPlateVeg: venues.pricePerPlateVeg,
  amenities: venues.amenities,
  wheelchairAccessible: venues.wheelchairAccessible,
  airConditioning: venues.airConditioning,
  soundSystemAvailable: venues.soundSystemAvailable,
  stageAvailable: venues.stageAvailable,
  danceFloorAvailable: venues.danceFloorAvailable,
  bridalSuiteAvailable: venues.bridalSuiteAvailable,
};
type CardRow = { [K in keyof typeof cardColumns]: Venue[K extends keyof Venue ? K : never] };

function toCard(row: CardRow): VenueCardData {
  return {
    id: row.id,
    name: row.name,
    address: row.address,
    location: row.location,
    type: row.type,
    coverImageUrl: row.coverImageUrl ?? row.imageUrl ?? null,
    ratingAverage: row.ratingAverage,
    reviewCount: row.reviewCount,
    capacityMin: row.capacityMin,
    capacityMax: row.capacityMax,
    rentalPriceMin: row.rentalPriceMin,
    rentalPriceMax: row.rentalPriceMax,
    pricePerPlateVeg: row.pricePerPlateVeg,
    amenities: amenityList(row, row.amenities),
  };
}

/** The SELECT behind a venue list page (exported so the query plans can be checked). */
export function venueListQuery(db: Db, cityId: number | null, filters: VenueFilters, pageSize = VENUE_PAGE_SIZE) {
  const where = venueConditions(cityId, filters);
  return db
    .select(cardColumns)
    .from(venues)
    .where(where.length ? and(...where) : undefined)
    .orderBy(...venueOrder(filters.sort))
    .limit(pageSize + 1)
    .offset((filters.page - 1) * pageSize);
}

/** One page of venues, filtered and sorted in SQL; `hasMore` tells whether a next page exists. */
export async function listVenues(
  db: Db,
  cityId: number | null,
  filters: VenueFilters,
  pageSize = VENUE_PAGE_SIZE,
): Promise<VenuePage> {
  const rows = (await venueListQuery(db, cityId, filters, pageSize)) as CardRow[];
  return { venues: rows.slice(0, pageSize).map(toCard), page: filters.page, hasMore: rows.length > pageSize };
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

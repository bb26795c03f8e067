// Venue reads: one page of a list, one venue, and the counts of the landing page.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../server/db/client.ts';
import { cities, venues } from '../../../server/db/schema.ts';
import { statement, type Row } from '../../../server/db/statement.ts';
import { coverPhotoMap, coverPhotosAmong } from '../photos/cover-photos.server.ts';
import { venueCountSql, venueListSql, venuePageIdsSql } from './venue-sql.server.ts';
import { LIST_COUNT_CAP } from '../../../lib/list-filters.ts';
import { pageAvailability, pageCalendarOf } from '../../marketplace/index.ts';
import { VENUE_PAGE_SIZE, amenityList, type VenueCardData, type VenueFilters, type VenuePage } from './venues.ts';

type Value = Row[string];
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
    pricesVerifiedOn: str(row.prices_verified_on ?? null),
    amenities: amenityList(flags, parseAmenities(row.amenities ?? null)),
  };
}

/**
 * One page of venues, filtered and sorted, with how many pass the filters (up to
 * LIST_COUNT_CAP); `hasMore` tells whether a next page exists. The page, its count and its
 * cover photos are read in one batch: one round trip to Turso.
 */
export async function listVenues(db: Db, cityId: number | null, filters: VenueFilters, pageSize = VENUE_PAGE_SIZE): Promise<VenuePage> {
  const query = filters.availability;
  // With dates asked, each row of the page carries its calendar rows and spaces.
  const [rows, counted, covers] = await db.batch([
    db.all<Row>(statement(venueListSql(cityId, filters, pageSize))),
    db.all<Row>(statement(venueCountSql(cityId, filters))),
    coverPhotosAmong(db, 'venue', statement(venuePageIdsSql(cityId, filters, pageSize))),
  ]);
  const total = Number(counted[0]?.n ?? 0);
  const photos = coverPhotoMap(covers);
  const page = rows.slice(0, pageSize);
  const confirmed = new Set(page.filter((row) => row.calendar_updated_at !== null).map((row) => Number(row.id)));
  const availability = query
    ? pageAvailability({
        ids: page.map((row) => Number(row.id)),
        ...pageCalendarOf(page),
        confirmed: (id) => confirmed.has(id),
        query,
        guests: filters.guests ?? null,
      })
    : null;
  return {
    venues: page.map((row) => {
      const card = toCard(row);
      const line = availability?.get(card.id);
      const withLine = line ? { ...card, availability: line } : card;
      return photos.has(card.id) ? { ...withLine, coverPhoto: photos.get(card.id)! } : withLine;
    }),
    page: filters.page,
    hasMore: rows.length > pageSize,
    total: Math.min(total, LIST_COUNT_CAP),
    totalCapped: total > LIST_COUNT_CAP,
  };
}

/** Venues passing the filters, exactly: for a page past the end, to find the last one. */
export async function countVenues(db: Db, cityId: number | null, filters: VenueFilters): Promise<number> {
  const [row] = await db.all<Row>(statement(venueCountSql(cityId, filters, null)));
  return Number(row?.n ?? 0);
}

/** The select behind findVenue, for the venue page's batch. */
export function venueQuery(db: Db, id: number) {
  return db.select({ venue: venues, city: cities }).from(venues).innerJoin(cities, eq(cities.id, venues.cityId)).where(eq(venues.id, id)).limit(1);
}

/** A venue with its city, or null. */
export async function findVenue(db: Db, id: number) {
  const [row] = await venueQuery(db, id);
  return row ?? null;
}

/** How many venues each city and type has, for the landing page. */
export async function countVenuesByCity(db: Db) {
  return db
    .select({ cityId: venues.cityId, total: sql<number>`count(*)` })
    .from(venues)
    .groupBy(venues.cityId);
}

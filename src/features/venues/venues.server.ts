// Venue reads: one page of a list, one venue, and the counts of the landing page.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../server/db/client.ts';
import { keptQuery } from '../../server/db/kept-query.ts';
import { cities, venues } from '../../server/db/schema.ts';
import { readRows, type Row } from '../../server/db/fast-read.server.ts';
import { coverPhotos } from '../listing-photos/listing-photos.server.ts';
import { chooseVenueDriver } from './venue-driver.server.ts';
import { venueCardsSql, venueCountSql, venueListSql } from './venue-sql.server.ts';
import { venueColumns } from './venue-index.server.ts';
import { LIST_COUNT_CAP } from '../../lib/list-filters.ts';
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
 * LIST_COUNT_CAP); `hasMore` tells whether a next page exists. Beside a local database the
 * page is found in the venue columns kept in memory (venue-index.server.ts); a text search
 * or a remote database is answered in SQL.
 */
export async function listVenues(db: Db, cityId: number | null, filters: VenueFilters, pageSize = VENUE_PAGE_SIZE): Promise<VenuePage> {
  const columns = filters.q ? null : await venueColumns(db);
  if (!columns) return listVenuesBySql(db, cityId, filters, pageSize);
  const { ids, matched } = columns.page(cityId, filters, pageSize);
  const shown = ids.slice(0, pageSize);
  const missing = shown.filter((id) => !columns.card(id));
  if (missing.length > 0) {
    const rows = await readRows(db, venueCardsSql(missing));
    for (const card of await withCoverPhotos(db, rows.map((row) => toCard(row)))) columns.keepCard(card);
  }
  return {
    venues: shown.flatMap((id) => columns.card(id) ?? []),
    page: filters.page,
    hasMore: ids.length > pageSize,
    total: Math.min(matched, LIST_COUNT_CAP),
    totalCapped: matched > LIST_COUNT_CAP,
  };
}

/** listVenues in SQL alone, along the access path chooseVenueDriver measures. */
export async function listVenuesBySql(db: Db, cityId: number | null, filters: VenueFilters, pageSize = VENUE_PAGE_SIZE): Promise<VenuePage> {
  const driver = await chooseVenueDriver(db, cityId, filters);
  const rows = await readRows(db, venueListSql(cityId, filters, pageSize, driver));
  // The last page (or an empty first one) tells the count itself; only otherwise is it counted.
  const total =
    rows.length <= pageSize && (rows.length > 0 || filters.page === 1)
      ? (filters.page - 1) * pageSize + rows.length
      : Number((await readRows(db, venueCountSql(cityId, filters, driver)))[0]?.n ?? 0);
  return venuePage(db, rows, filters.page, pageSize, total);
}

/** The page of cards for `rows` (up to one more than the page), with their cover photos. */
async function venuePage(db: Db, rows: readonly Record<string, Value>[], page: number, pageSize: number, total: number): Promise<VenuePage> {
  return {
    venues: await withCoverPhotos(db, rows.slice(0, pageSize).map((row) => toCard(row))),
    page,
    hasMore: rows.length > pageSize,
    total: Math.min(total, LIST_COUNT_CAP),
    totalCapped: total > LIST_COUNT_CAP,
  };
}

async function withCoverPhotos(db: Db, cards: VenueCardData[]): Promise<VenueCardData[]> {
  const photos = await coverPhotos(db, 'venue', cards.map((v) => v.id));
  return cards.map((card) => (photos.has(card.id) ? { ...card, coverPhoto: photos.get(card.id)! } : card));
}

/** Venues passing the filters, exactly: for a page past the end, to find the last one. */
export async function countVenues(db: Db, cityId: number | null, filters: VenueFilters): Promise<number> {
  const columns = filters.q ? null : await venueColumns(db);
  if (columns) return columns.count(cityId, filters);
  const driver = await chooseVenueDriver(db, cityId, filters);
  const rows = await readRows(db, venueCountSql(cityId, filters, driver, null));
  return Number(rows[0]?.n ?? 0);
}

/** A venue with its city, or null. */
export async function findVenue(db: Db, id: number) {
  const query = keptQuery(db, 'findVenue', (d) =>
    d
      .select({ venue: venues, city: cities })
      .from(venues)
      .innerJoin(cities, eq(cities.id, venues.cityId))
      .where(eq(venues.id, sql.placeholder('id')))
      .limit(1)
      .prepare(),
  );
  const [row] = await query.all({ id });
  return row ?? null;
}

/** How many venues each city and type has, for the landing page. */
export async function countVenuesByCity(db: Db) {
  return db
    .select({ cityId: venues.cityId, total: sql<number>`count(*)` })
    .from(venues)
    .groupBy(venues.cityId);
}

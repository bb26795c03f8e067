import { and, asc, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import { vendorHref } from '../../../lib/routes.ts';
import { LIST_COUNT_CAP } from '../../../lib/list-filters.ts';
import type { Db } from '../../../server/db/client.ts';
import { categories, cities, vendors } from '../../../server/db/schema.ts';
import { VENDOR_PAGE_SIZE, type VendorCardData, type VendorPage } from './vendors.ts';
import { ratingScoreSql } from '../../../lib/rating.ts';
import { DEFAULT_VENDOR_SORT, VENDOR_PRICE_OVER, type VendorFilters } from './vendor-filters.ts';
import { catalogueMatch, searchWords } from '../search/catalogue-search.ts';
import { alternativesOf, withoutFiller } from '../search/synonyms.ts';
import { coverPhotoMap, coverPhotosAmong } from '../photos/cover-photos.server.ts';
import { statement, type Row, type SqlStatement } from '../../../server/db/statement.ts';
import { availabilityRankSql, rankIsSql, pageAvailability, pageCalendarOf, withPageCalendarSql } from '../../marketplace/index.ts';

/** The availability rank of each vendor for the dates asked (availability-sql.server.ts), as SQL. */
function rankOf(filters: VendorFilters): SQL | null {
  return filters.availability ? statement(availabilityRankSql('vendor', 'vendors', filters.availability)) : null;
}

export type VendorListOptions = { categoryId: number; cityId: number | null; filters?: VendorFilters; pageSize?: number };

const NO_FILTERS: VendorFilters = { sort: DEFAULT_VENDOR_SORT, page: 1 };

/**
 * Active vendors of a category (in a city, or everywhere) that pass the filters. The search
 * reads the catalogue's full-text index (migration 0007), inside the city when there is one;
 * a catalogue rowid's low 32 bits are the vendor id × 2 + 1.
 */
function vendorConditions({ categoryId, cityId, filters = NO_FILTERS }: VendorListOptions): SQL | undefined {
  const where = [eq(vendors.categoryId, categoryId), eq(vendors.isActive, true)];
  if (cityId !== null) where.push(eq(vendors.cityId, cityId));
  // Unary + keeps SQLite from reaching for vendors_recommend_idx (every category's vendors by
  // rating): the category's own index holds the rating, so it is checked from the index entry.
  if (filters.rating !== undefined) where.push(gte(sql`+${vendors.ratingAverage}`, filters.rating));
  if (filters.price !== undefined) {
    where.push(filters.price >= VENDOR_PRICE_OVER ? gte(vendors.priceRangeMin, filters.price) : lte(vendors.priceRangeMin, filters.price));
  }
  const match = filters.q ? catalogueMatch(searchWords(filters.q, withoutFiller), cityId, true, alternativesOf) : null;
  if (match) {
    // Unary + here too: the category's index is walked and each entry's id looked up in the
    // matches, rather than every match read from the table: a common word matches listings of
    // every category, and reading them all would cost more the larger the catalogue grows.
    where.push(sql`+${vendors.id} IN (SELECT (rowid & 4294967295) >> 1 FROM catalogue_fts WHERE catalogue_fts MATCH ${match.all} AND rowid & 1 = 1)`);
  }
  // Booked vendors are left out; free ones come first (vendorListQuery).
  if (filters.availability) where.push(statement(rankIsSql('vendor', 'vendors', filters.availability, null, 'available')));
  return and(...where);
}

/**
 * Featured first, then rating and reviews (the default, labelled "Featured first"); by the
 * Bayesian rating (reviews weighed by their number, featured or not); or by starting price,
 * vendors without one last.
 */
function vendorOrder(sort: VendorFilters['sort']): SQL[] {
  switch (sort) {
    case 'price_asc':
      return [sql`${vendors.priceRangeMin} IS NULL`, asc(vendors.priceRangeMin), asc(vendors.id)];
    case 'price_desc':
      return [sql`${vendors.priceRangeMin} IS NULL`, desc(vendors.priceRangeMin), desc(vendors.id)];
    case 'rating':
      return [sql`${sql.raw(ratingScoreSql())} DESC`, desc(vendors.id)];
    default:
      return [desc(vendors.isFeatured), desc(vendors.ratingAverage), desc(vendors.reviewCount), desc(vendors.id)];
  }
}

/** One page of a vendor list, plus one row to tell whether another page follows. */
export function vendorListQuery(db: Db, options: VendorListOptions) {
  const { filters = NO_FILTERS, pageSize = VENDOR_PAGE_SIZE } = options;
  return db
    .select({
      id: vendors.id,
      name: vendors.name,
      description: vendors.description,
      coverImageUrl: vendors.coverImageUrl,
      cityId: vendors.cityId,
      ratingAverage: vendors.ratingAverage,
      reviewCount: vendors.reviewCount,
      isFeatured: vendors.isFeatured,
      priceRangeMin: vendors.priceRangeMin,
      priceRangeMax: vendors.priceRangeMax,
      pricesVerifiedOn: vendors.pricesVerifiedOn,
      calendarUpdatedAt: vendors.calendarUpdatedAt,
    })
    .from(vendors)
    .where(vendorConditions(options))
    .orderBy(...(filters.availability ? [rankOf(filters)!] : []), ...vendorOrder(filters.sort))
    .limit(pageSize + 1)
    .offset((filters.page - 1) * pageSize);
}

/** How many vendors pass the filters, counted up to `cap` (null: all of them). */
export function vendorCountQuery(db: Db, options: VendorListOptions, cap: number | null = LIST_COUNT_CAP) {
  const matches = db
    .select({ one: sql`1` })
    .from(vendors)
    .where(vendorConditions(options));
  return db.select({ n: sql<number>`count(*)` }).from((cap === null ? matches : matches.limit(cap + 1)).as('matches'));
}

/** Vendors passing the filters, exactly: for a page past the end, to find the last one. */
export async function countVendors(db: Db, options: VendorListOptions): Promise<number> {
  const [row] = await vendorCountQuery(db, options, null);
  return Number(row?.n ?? 0);
}

type Value = Row[string] | undefined;
const num = (v: Value): number | null => (v === null || v === undefined ? null : Number(v));
const str = (v: Value): string | null => (v === null || v === undefined ? null : String(v));

/** A row of vendorListQuery (its columns, as SQLite names them) as a card, without its link, city and extras. */
function toCard(row: Row): Omit<VendorCardData, 'href' | 'city'> {
  return {
    id: Number(row.id),
    name: String(row.name),
    description: String(row.description),
    coverImageUrl: str(row.cover_image_url),
    ratingAverage: Number(row.rating_average),
    reviewCount: Number(row.review_count),
    isFeatured: Boolean(row.is_featured),
    priceRangeMin: num(row.price_range_min),
    priceRangeMax: num(row.price_range_max),
    pricesVerifiedOn: str(row.prices_verified_on),
  };
}

/**
 * One page of a vendor list and its count; cards link to `/vendors/{city or all}/{category}/{id}`.
 * The page, its count, the city names and the covers are read in one batch: one round trip.
 * With dates asked, each row of the page carries its calendar rows and spaces (withPageCalendarSql),
 * as venue lists do.
 */
export async function listVendors(db: Db, options: VendorListOptions & { categorySlug: string; citySlug: string | null }): Promise<VendorPage> {
  const pageSize = options.pageSize ?? VENDOR_PAGE_SIZE;
  const pageNumber = (options.filters ?? NO_FILTERS).page;
  const list = vendorListQuery(db, options);
  const query = options.filters?.availability;
  const compiled = list.toSQL();
  const text: SqlStatement = { sql: compiled.sql, args: compiled.params as (string | number)[] };
  const [rows, counted, cityRows, covers] = await db.batch([
    db.all<Row>(statement(query ? withPageCalendarSql('vendor', text, query) : text)),
    vendorCountQuery(db, options),
    db.select({ id: cities.id, name: cities.name }).from(cities),
    coverPhotosAmong(db, 'vendor', list.getSQL()),
  ]);
  const total = Number(counted[0]?.n ?? 0);
  const cityName = new Map(cityRows.map((c) => [c.id, c.name]));
  const page = rows.slice(0, pageSize);
  const photos = coverPhotoMap(covers);
  const confirmed = new Set(page.filter((row) => row.calendar_updated_at !== null).map((row) => Number(row.id)));
  const availability = query
    ? pageAvailability({ ids: page.map((row) => Number(row.id)), ...pageCalendarOf(page), confirmed: (id) => confirmed.has(id), query })
    : null;
  return {
    page: pageNumber,
    hasMore: rows.length > pageSize,
    total: Math.min(total, LIST_COUNT_CAP),
    totalCapped: total > LIST_COUNT_CAP,
    vendors: page.map((row) => {
      const v = toCard(row);
      const cityId = num(row.city_id);
      return {
        ...v,
        city: cityId === null ? null : (cityName.get(cityId) ?? null),
        href: vendorHref(options.citySlug, options.categorySlug, v.id),
        ...(photos.has(v.id) ? { coverPhoto: photos.get(v.id)! } : {}),
        ...(availability?.get(v.id) ? { availability: availability.get(v.id)! } : {}),
      };
    }),
  };
}

/** The select behind findVendor, for the vendor page's batch. */
export function vendorQuery(db: Db, id: number) {
  return db
    .select({ vendor: vendors, city: cities, category: categories })
    .from(vendors)
    .innerJoin(categories, eq(categories.id, vendors.categoryId))
    .leftJoin(cities, eq(cities.id, vendors.cityId))
    .where(and(eq(vendors.id, id), eq(vendors.isActive, true)))
    .limit(1);
}

/** One vendor with its city and category, or null (inactive vendors are not shown). */
export async function findVendor(db: Db, id: number) {
  const [row] = await vendorQuery(db, id);
  return row ?? null;
}

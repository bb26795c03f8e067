// Catalogue search from the database: venues and vendors matching the words, listings named
// for them first, each group in the index's rank order (review-weighted rating). Every read
// stops after the rows it needs, so the cost does not grow with the catalogue.
import type { Db } from '../../../server/db/client.ts';
import { statement, type Row as DbRow } from '../../../server/db/statement.ts';
import { vendorByIdHref, venueHref } from '../../../lib/routes.ts';
import { localePath, type Locale } from '../../../i18n/locales.ts';
import { venueTypeName } from '../catalogue.ts';
import {
  CATALOGUE_COUNT_CAP,
  catalogueMatch,
  cityRowidStart,
  listingOfRowid,
  searchWords,
  type CatalogueHit,
  type CatalogueResults,
} from './catalogue-search.ts';
import { alternativesOf, withoutFiller } from './synonyms.ts';

type Row = Record<string, unknown>;

const marks = (n: number) => Array.from({ length: n }, () => '?').join(', ');

/**
 * The statements of a search, exported for the query-plan test. Without a city, the rank-major
 * indexes; in a city, the city-major ones from the city's first rowid (migration 0015).
 */
export const catalogueSql = {
  page: (index: CatalogueIndex, inCity: boolean) =>
    `SELECT rowid FROM ${index} WHERE ${index} MATCH ?${inCity ? ' AND rowid >= ?' : ''} ORDER BY rowid LIMIT ?`,
  venues: (n: number) =>
    `SELECT venues.id, venues.name, venues.type, venues.location, ci.name_hi AS city_hi, venues.rating_average, venues.review_count,
       coalesce(venues.cover_image_url, venues.image_url) AS image, substr(venues.description, 1, 200) AS description
     FROM venues LEFT JOIN cities ci ON ci.id = venues.city_id WHERE venues.id IN (${marks(n)})`,
  vendors: (n: number) =>
    `SELECT v.id, v.name, c.name AS category, c.name_hi AS category_hi, ci.name AS city, ci.name_hi AS city_hi, v.rating_average, v.review_count, v.cover_image_url AS image, substr(v.description, 1, 200) AS description
     FROM vendors v JOIN categories c ON c.id = v.category_id LEFT JOIN cities ci ON ci.id = v.city_id
     WHERE v.id IN (${marks(n)}) AND v.is_active`,
};

export type CatalogueIndex = 'catalogue_fts' | 'catalogue_title_fts' | 'catalogue_city_fts' | 'catalogue_city_title_fts';

/** The index a title or all-words match is read from, with or without a city. */
export function catalogueIndex(part: 'title' | 'all', inCity: boolean): CatalogueIndex {
  if (part === 'title') return inCity ? 'catalogue_city_title_fts' : 'catalogue_title_fts';
  return inCity ? 'catalogue_city_fts' : 'catalogue_fts';
}

/** The first `limit` matches in rank order (a title read and an all-words read of one search use indexes with the same rowids). */
function rowidsRead(db: Db, part: 'title' | 'all', match: string, cityId: number | null, limit: number) {
  const inCity = cityId !== null;
  // LIMIT 0 reads nothing: the read stays in the batch, so the batch keeps its shape.
  const args = inCity ? [match, cityRowidStart(cityId), Math.max(0, limit)] : [match, Math.max(0, limit)];
  return db.all<DbRow>(statement(catalogueSql.page(catalogueIndex(part, inCity), inCity), args));
}

const rowidsOf = (rows: readonly DbRow[]) => rows.map((r) => BigInt(r.rowid as number | bigint));

const excerptOf = (text: unknown) => {
  const s = String(text ?? '');
  return s.length > 160 ? `${s.slice(0, s.lastIndexOf(' ', 157))}…` : s;
};

async function hits(db: Db, ids: bigint[], locale: Locale): Promise<CatalogueHit[]> {
  const listings = ids.map(listingOfRowid);
  const venueIds = listings.filter((l) => l.kind === 'venue').map((l) => l.id);
  const vendorIds = listings.filter((l) => l.kind === 'vendor').map((l) => l.id);
  // Both kinds in one batch (one round trip); `IN ()` of no ids is valid SQLite and reads nothing.
  const [venueRows, vendorRows] = ids.length
    ? await db.batch([
        db.all<DbRow>(statement(catalogueSql.venues(venueIds.length), venueIds)),
        db.all<DbRow>(statement(catalogueSql.vendors(vendorIds.length), vendorIds)),
      ])
    : [[], []];
  const byKey = new Map<string, CatalogueHit>();
  // What a venue row and a vendor row share; each adds its kind, link, label and place.
  // A name in the page's language: the Hindi one on /hi pages, once written.
  const inLocale = (english: unknown, hindi: unknown) => (locale === 'hi' && hindi ? String(hindi) : english ? String(english) : null);
  const common = (row: Row) => ({
    id: Number(row.id),
    name: String(row.name),
    ratingAverage: Number(row.rating_average),
    reviewCount: Number(row.review_count),
    image: row.image ? String(row.image) : null,
    excerpt: excerptOf(row.description),
  });
  for (const row of (venueRows ?? []) as Row[]) {
    const hit = common(row);
    byKey.set(`venue:${hit.id}`, {
      kind: 'venue',
      ...hit,
      href: localePath(venueHref(hit.id), locale),
      label: venueTypeName(String(row.type), locale),
      city: inLocale(row.location, row.city_hi),
    });
  }
  for (const row of (vendorRows ?? []) as Row[]) {
    const hit = common(row);
    byKey.set(`vendor:${hit.id}`, {
      kind: 'vendor',
      ...hit,
      href: localePath(vendorByIdHref(hit.id), locale),
      label: inLocale(row.category, row.category_hi) ?? '',
      city: inLocale(row.city, row.city_hi),
    });
  }
  return listings.flatMap((l) => byKey.get(`${l.kind}:${l.id}`) ?? []);
}

type SearchOptions = {
  q: string;
  city: string | null;
  cityId: number | null;
  page: number;
  pageSize: number;
  typing?: boolean;
  /** The language of the labels, cities and links of the results (English by default). */
  locale?: Locale;
};

/**
 * One page of catalogue results for `q`, in one city (by id) or everywhere: listings named
 * for the words first, then those that only mention them, each in rank order. Two reads of
 * the indexes, in one batch, stopping after the rows needed: all matches up to the count's cap or the
 * page's end, then (when there are any) the title matches up to the end of the page. A
 * listing that only mentions the words sits among all matches no later than its place in the
 * result, so the all-matches that are not title matches give every row up to the page's end.
 */
export async function searchCatalogue(db: Db, options: SearchOptions): Promise<CatalogueResults> {
  const { q, city, cityId, page, pageSize, typing = false, locale = 'en' } = options;
  const empty: CatalogueResults = { q, city, page, pageSize, total: 0, totalCapped: false, hasMore: false, results: [] };
  const match = catalogueMatch(searchWords(q, withoutFiller), cityId, typing, alternativesOf);
  if (!match) return empty;
  const offset = (page - 1) * pageSize;
  // One row more than the page, to know whether another page follows.
  const want = offset + pageSize + 1;
  // Enough all-matches for the count and for every row up to the end of this page.
  const cap = typing ? want : Math.max(CATALOGUE_COUNT_CAP + 1, want);
  // Both reads in one batch (one round trip): every title match is also a match.
  const [allRows, titleRows] = await db.batch([
    rowidsRead(db, 'all', match.all, cityId, typing ? 2 * want : cap),
    rowidsRead(db, 'title', match.title, cityId, Math.min(want, cap)),
  ]);
  const all = rowidsOf(allRows);
  const title = all.length === 0 ? [] : rowidsOf(titleRows);
  const named = new Set(title);
  const ordered = [...title, ...all.filter((rowid) => !named.has(rowid))];
  const ids = ordered.slice(offset, want);
  return {
    ...empty,
    total: typing ? Math.min(ordered.length, pageSize) : Math.min(all.length, CATALOGUE_COUNT_CAP),
    totalCapped: !typing && all.length > CATALOGUE_COUNT_CAP,
    hasMore: ids.length > pageSize,
    results: await hits(db, ids.slice(0, pageSize), locale),
  };
}

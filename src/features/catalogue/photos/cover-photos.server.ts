// The cover photo of each listing on a page of cards (venue and vendor lists, the shortlist):
// read in the same batch as the page itself, or by ids.
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../server/db/client.ts';
import { statement, type Row } from '../../../server/db/statement.ts';
import { COLUMN } from './listing-photos.server.ts';
import type { PublicPhoto } from './media.ts';
import type { ListingKind } from './photo-rules.ts';

const COVER_COLUMNS = 'id, storage_key, width, height, variant_widths, placeholder, alt';
const IS_PUBLIC_COVER = "is_cover = 1 AND hidden = 0 AND alt <> ''";

/** The covers of a page of cards, as text and arguments (the query-plan test reads them through `toSQL()`). */
export function coverPhotosQuery(_db: Db, kind: ListingKind, ids: readonly number[]) {
  const unique = [...new Set(ids)];
  const sql = `SELECT ${COVER_COLUMNS}, ${COLUMN[kind]} AS listing_id FROM listing_photos
    WHERE ${COLUMN[kind]} IN (${unique.map(() => '?').join(', ')}) AND ${IS_PUBLIC_COVER}`;
  return { sql, args: unique, toSQL: () => ({ sql, params: unique }) };
}

/**
 * The covers of the listings a page's SELECT returns (its `id` column), to be batched with that
 * page's own read: the page and its covers in one round trip (the page is read twice, by SQLite).
 */
export function coverPhotosAmong(db: Db, kind: ListingKind, ids: SQL) {
  const column = sql.raw(COLUMN[kind]);
  return db.all<Row>(
    sql`SELECT ${sql.raw(COVER_COLUMNS)}, ${column} AS listing_id FROM listing_photos WHERE ${column} IN (SELECT id FROM (${ids})) AND ${sql.raw(IS_PUBLIC_COVER)}`,
  );
}

/** Cover photo rows by the listing they belong to. */
export function coverPhotoMap(rows: readonly Row[]): Map<number, PublicPhoto> {
  const found = new Map<number, PublicPhoto>();
  for (const row of rows) {
    found.set(Number(row.listing_id), {
      id: Number(row.id),
      key: String(row.storage_key),
      width: Number(row.width),
      height: Number(row.height),
      widths: JSON.parse(String(row.variant_widths)) as number[],
      placeholder: String(row.placeholder),
      alt: String(row.alt),
    });
  }
  return found;
}

/** The public cover photo of each listing that has one, for cards. One indexed lookup per page of cards. */
export async function coverPhotos(db: Db, kind: ListingKind, ids: readonly number[]): Promise<Map<number, PublicPhoto>> {
  if (ids.length === 0) return new Map();
  return coverPhotoMap(await db.all<Row>(statement(coverPhotosQuery(db, kind, ids))));
}

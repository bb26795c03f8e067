// The gallery's pages, editorial and uploaded photos together, newest first. Both reads are
// hand-written and go through the query-only connection (fast-read.server.ts): /api/gallery
// is a public read under load.
import type { Db } from '../../server/db/client.ts';
import { dataVersion, readRows, type Statement } from '../../server/db/fast-read.server.ts';
import { GALLERY_PAGE_SIZE, decodeCursor, encodeCursor, type GalleryCursor, type GalleryPage, type GalleryPhoto } from './gallery.ts';
import { listGalleryListingPhotos } from '../listing-photos/gallery-photos.server.ts';

/** Editorial photos after the cursor, newest first, along gallery_photos_created_idx. */
export function editorialPhotosQuery(after: GalleryCursor | null, limit: number): Statement {
  // On the cursor's own time, uploaded photos come first: after one of them, every editorial photo of that time follows.
  const where = !after ? '' : after.listing ? 'WHERE created_at <= ?' : 'WHERE (created_at < ? OR (created_at = ? AND id < ?))';
  const args = !after ? [] : after.listing ? [after.createdAt] : [after.createdAt, after.createdAt, after.id];
  return {
    sql: `SELECT id, title, image_url, category, description, created_at FROM gallery_photos ${where} ORDER BY created_at DESC, id DESC LIMIT ?`,
    args: [...args, limit],
  };
}

/** One page of gallery photos, newest first, editorial and uploaded together, after `cursor` when given. */
export async function listGalleryPhotos(db: Db, options: { cursor?: string | null; limit?: number } = {}): Promise<GalleryPage> {
  const limit = Math.min(Math.max(options.limit ?? GALLERY_PAGE_SIZE, 1), 60);
  const after = options.cursor ? decodeCursor(options.cursor) : null;
  const [rows, uploaded] = await Promise.all([readRows(db, editorialPhotosQuery(after, limit + 1)), listGalleryListingPhotos(db, after, limit + 1)]);
  const editorial: GalleryPhoto[] = rows.map((row) => ({
    id: Number(row.id),
    title: String(row.title),
    imageUrl: String(row.image_url),
    category: row.category === null ? null : String(row.category),
    description: row.description === null ? null : String(row.description),
    createdAt: Number(row.created_at),
  }));
  const merged = [...uploaded, ...editorial].sort(
    (a, b) => b.createdAt - a.createdAt || Number(Boolean(b.listing)) - Number(Boolean(a.listing)) || b.id - a.id,
  );
  const photos = merged.slice(0, limit);
  const last = photos.at(-1);
  return { photos, nextCursor: merged.length > limit && last ? encodeCursor(last) : null };
}

/** How many pages (cursors) of the gallery each process keeps. */
const KEPT_PAGES = 100;
const keptPages = new WeakMap<Db, Map<string, { version: number; body: string }>>();

/**
 * A page of the gallery as JSON, for /api/gallery: the same for everyone, so it is kept until
 * anything in the database changes (`dataVersion`), which is exact across every process.
 */
export async function galleryPageJson(db: Db, cursor: string | null): Promise<string> {
  // Read before the page: a change that lands meanwhile leaves an older version on it.
  const version = dataVersion(db);
  const key = cursor ?? '';
  let pages = keptPages.get(db);
  if (!pages) keptPages.set(db, (pages = new Map()));
  const hit = pages.get(key);
  if (version !== null && hit?.version === version) return hit.body;
  const body = JSON.stringify(await listGalleryPhotos(db, { cursor }));
  if (version !== null) {
    if (pages.size >= KEPT_PAGES && !pages.has(key)) pages.delete(pages.keys().next().value!);
    pages.set(key, { version, body });
  }
  return body;
}

// The gallery's pages, editorial and uploaded photos together, newest first: both reads in one
// batch (one round trip), /api/gallery being a public read under load.
import type { Db } from '../../../server/db/client.ts';
import { statement, type Row, type Statement } from '../../../server/db/statement.ts';
import { GALLERY_PAGE_SIZE, decodeCursor, encodeCursor, type GalleryCursor, type GalleryPage, type GalleryPhoto } from './gallery.ts';
import { galleryListingPhotosRead, toGalleryPhotos } from './gallery-photos.server.ts';

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
  const [rows, uploadedRows] = await db.batch([db.all<Row>(statement(editorialPhotosQuery(after, limit + 1))), galleryListingPhotosRead(db, after, limit + 1)]);
  const uploaded = toGalleryPhotos(uploadedRows);
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

/** A page of the gallery as JSON, for /api/gallery (the same for everyone: the CDN keeps it). */
export async function galleryPageJson(db: Db, cursor: string | null): Promise<string> {
  return JSON.stringify(await listGalleryPhotos(db, { cursor }));
}

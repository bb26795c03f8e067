import { and, desc, eq, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../server/db/client.ts';
import { galleryPhotos } from '../../server/db/schema.ts';
import { GALLERY_PAGE_SIZE, decodeCursor, encodeCursor, type GalleryCursor, type GalleryPage, type GalleryPhoto } from './gallery.ts';
import { listGalleryListingPhotos } from '../listing-photos/gallery-photos.server.ts';

function editorialAfter(after: GalleryCursor | null) {
  if (!after) return undefined;
  const at = new Date(after.createdAt);
  // On the cursor's own time, uploaded photos come first: after one of them, every editorial photo of that time follows.
  return or(lt(galleryPhotos.createdAt, at), and(eq(galleryPhotos.createdAt, at), after.listing ? sql`1 = 1` : lt(galleryPhotos.id, after.id)));
}

/** One page of gallery photos, newest first, editorial and uploaded together, after `cursor` when given. */
export async function listGalleryPhotos(db: Db, options: { cursor?: string | null; limit?: number } = {}): Promise<GalleryPage> {
  const limit = Math.min(Math.max(options.limit ?? GALLERY_PAGE_SIZE, 1), 60);
  const after = options.cursor ? decodeCursor(options.cursor) : null;
  const [rows, uploaded] = await Promise.all([
    db
      .select()
      .from(galleryPhotos)
      .where(editorialAfter(after))
      .orderBy(desc(galleryPhotos.createdAt), desc(galleryPhotos.id))
      .limit(limit + 1),
    listGalleryListingPhotos(db, after, limit + 1),
  ]);
  const editorial: GalleryPhoto[] = rows.map((row) => ({
    id: row.id,
    title: row.title,
    imageUrl: row.imageUrl,
    category: row.category,
    description: row.description,
    createdAt: row.createdAt.getTime(),
  }));
  const merged = [...uploaded, ...editorial].sort(
    (a, b) => b.createdAt - a.createdAt || Number(Boolean(b.listing)) - Number(Boolean(a.listing)) || b.id - a.id,
  );
  const photos = merged.slice(0, limit);
  const last = photos.at(-1);
  return { photos, nextCursor: merged.length > limit && last ? encodeCursor(last) : null };
}

import { and, desc, eq, lt, or } from 'drizzle-orm';
import type { Db } from '../../server/db/client.ts';
import { galleryPhotos } from '../../server/db/schema.ts';
import { GALLERY_PAGE_SIZE, decodeCursor, encodeCursor, type GalleryPage } from './gallery.ts';

/** One page of gallery photos, newest first, after `cursor` when given. */
export async function listGalleryPhotos(db: Db, options: { cursor?: string | null; limit?: number } = {}): Promise<GalleryPage> {
  const limit = Math.min(Math.max(options.limit ?? GALLERY_PAGE_SIZE, 1), 60);
  const after = options.cursor ? decodeCursor(options.cursor) : null;
  const rows = await db
    .select()
    .from(galleryPhotos)
    .where(
      after
        ? or(
            lt(galleryPhotos.createdAt, new Date(after.createdAt)),
            and(eq(galleryPhotos.createdAt, new Date(after.createdAt)), lt(galleryPhotos.id, after.id)),
          )
        : undefined,
    )
    .orderBy(desc(galleryPhotos.createdAt), desc(galleryPhotos.id))
    .limit(limit + 1);
  const photos = rows.slice(0, limit).map((row) => ({
    id: row.id,
    title: row.title,
    imageUrl: row.imageUrl,
    category: row.category,
    description: row.description,
    createdAt: row.createdAt.getTime(),
  }));
  const last = photos.at(-1);
  return { photos, nextCursor: rows.length > limit && last ? encodeCursor(last) : null };
}

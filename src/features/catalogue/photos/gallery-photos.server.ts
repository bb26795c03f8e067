// Uploaded photos that their owners tagged with a gallery category, for /gallery: public ones
// only (alt text, not hidden, active listing), newest first along their partial index.
import { sql } from 'drizzle-orm';
import type { Db } from '../../../server/db/client.ts';
import type { GalleryCursor, GalleryPhoto } from './gallery.ts';
import { listingHref } from './listing-ownership.server.ts';
import { fallbackSrc } from './media.ts';

type Row = {
  id: number;
  storage_key: string;
  width: number;
  height: number;
  variant_widths: string;
  placeholder: string;
  alt: string;
  gallery_category: string;
  created_at: number;
  vendor_id: number | null;
  venue_id: number | null;
  listing_name: string | null;
};

export function galleryListingPhotosQuery(after: GalleryCursor | null, limit: number) {
  // Uploaded photos come first on equal times, so after an editorial photo only older ones follow.
  const cursor = after
    ? after.listing
      ? sql`AND (p.created_at < ${after.createdAt} OR (p.created_at = ${after.createdAt} AND p.id < ${after.id}))`
      : sql`AND p.created_at < ${after.createdAt}`
    : sql``;
  return sql`
    SELECT p.id, p.storage_key, p.width, p.height, p.variant_widths, p.placeholder, p.alt, p.gallery_category, p.created_at,
      p.vendor_id, p.venue_id, coalesce(v.name, w.name) AS listing_name
    FROM listing_photos p INDEXED BY listing_photos_gallery_idx
    LEFT JOIN vendors v ON v.id = p.vendor_id
    LEFT JOIN venues w ON w.id = p.venue_id
    WHERE p.gallery_category IS NOT NULL AND p.hidden = 0 AND p.alt <> '' ${cursor}
      AND (p.venue_id IS NOT NULL OR v.is_active = 1)
    ORDER BY p.created_at DESC, p.id DESC
    LIMIT ${limit}`;
}

/** The select of listGalleryListingPhotos, for the gallery's batch. */
export function galleryListingPhotosRead(db: Db, after: GalleryCursor | null, limit: number) {
  return db.all<Row>(galleryListingPhotosQuery(after, limit));
}

export async function listGalleryListingPhotos(db: Db, after: GalleryCursor | null, limit: number): Promise<GalleryPhoto[]> {
  return toGalleryPhotos(await galleryListingPhotosRead(db, after, limit));
}

export function toGalleryPhotos(rows: readonly Row[]): GalleryPhoto[] {
  return rows.map((row) => {
    const ref = row.vendor_id !== null ? { kind: 'vendor' as const, id: row.vendor_id } : { kind: 'venue' as const, id: row.venue_id! };
    const photo = {
      key: row.storage_key,
      width: row.width,
      height: row.height,
      widths: JSON.parse(row.variant_widths) as number[],
      placeholder: row.placeholder,
      alt: row.alt,
    };
    return {
      id: row.id,
      title: row.listing_name ?? 'Wedding business',
      imageUrl: fallbackSrc(photo, 640),
      category: row.gallery_category,
      description: row.alt,
      createdAt: Number(row.created_at),
      listing: { href: listingHref(ref), photo },
    };
  });
}

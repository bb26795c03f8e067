// The wedding website's photos: the listing photos' pipeline (checked, stripped of metadata,
// resized to AVIF/WebP/JPEG variants named by the content's hash), at most 24 per site, each
// with a description. Variants are stored once per content hash; a photo's files go when no
// site photo and no listing photo still uses them.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../server/db/client.ts';
import { listingPhotos, weddingSitePhotos, weddingSites } from '../../../server/db/schema.ts';
import { rowSelection } from '../../../server/db/insert-select.ts';
import { runBatch } from '../../../server/db/batch.ts';
import { purgeWeddingSite } from '../../../server/purge.ts';
import { PHOTO_FORMATS, variantName } from '../../catalogue/index.ts';
import { contentKey, processPhoto, processingQueue, type PhotoStorage, type ProcessedPhoto } from '../../catalogue/index.server.ts';
import { SITE_LIMITS } from './site-rules.ts';

export type SitePhotoProblem = 'no-site' | 'full' | 'duplicate' | 'busy' | 'gone';

export class SitePhotoError extends Error {
  override name = 'SitePhotoError';
  constructor(readonly problem: SitePhotoProblem) {
    super(`Wedding site photo refused: ${problem}`);
  }
}

async function photoCount(db: Db, weddingProfileId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)` })
    .from(weddingSitePhotos)
    .where(eq(weddingSitePhotos.weddingProfileId, weddingProfileId));
  return row?.count ?? 0;
}

async function releaseFiles(db: Db, storage: PhotoStorage, row: { storageKey: string; variantWidths: number[] }): Promise<void> {
  const [inSites] = await db.select({ id: weddingSitePhotos.id }).from(weddingSitePhotos).where(eq(weddingSitePhotos.storageKey, row.storageKey)).limit(1);
  const [inListings] = await db.select({ id: listingPhotos.id }).from(listingPhotos).where(eq(listingPhotos.storageKey, row.storageKey)).limit(1);
  if (inSites || inListings) return;
  await Promise.all(row.variantWidths.flatMap((w) => PHOTO_FORMATS.map((f) => storage.delete(variantName(row.storageKey, w, f)))));
}

/**
 * Adds a photo to the wedding's site (which must exist). The count and the duplicate are
 * checked again inside the insert, so two uploads at once cannot pass 24.
 */
export async function addSitePhoto(
  db: Db,
  storage: PhotoStorage,
  weddingProfileId: string,
  input: Buffer,
  alt: string,
  process: (input: Buffer) => Promise<ProcessedPhoto | null> = (bytes) => processingQueue.run(() => processPhoto(bytes)),
): Promise<number> {
  const [site] = await db.select({ id: weddingSites.weddingProfileId }).from(weddingSites).where(eq(weddingSites.weddingProfileId, weddingProfileId));
  if (!site) throw new SitePhotoError('no-site');
  if ((await photoCount(db, weddingProfileId)) >= SITE_LIMITS.photos) throw new SitePhotoError('full');
  const key = contentKey(input);
  const mine = sql`FROM wedding_site_photos WHERE wedding_profile_id = ${weddingProfileId}`;
  const [same] = await db.all<{ id: number }>(sql`SELECT id ${mine} AND storage_key = ${key} LIMIT 1`);
  if (same) throw new SitePhotoError('duplicate');
  const photo = await process(input);
  if (!photo) throw new SitePhotoError('busy');
  await Promise.all(photo.files.map((file) => storage.put(file.name, file.data, file.contentType)));
  const inserted = await db
    .insert(weddingSitePhotos)
    .select((qb) =>
      qb
        .select(
          rowSelection(weddingSitePhotos, {
            weddingProfileId,
            storageKey: photo.key,
            width: photo.width,
            height: photo.height,
            variantWidths: photo.widths,
            bytes: photo.bytes,
            placeholder: photo.placeholder,
            alt,
            position: sql`coalesce((SELECT max(position) ${mine}), -1) + 1`,
          }),
        )
        .from(weddingSites)
        .where(
          and(
            eq(weddingSites.weddingProfileId, weddingProfileId),
            sql`(SELECT count(*) ${mine}) < ${SITE_LIMITS.photos} AND NOT EXISTS (SELECT 1 ${mine} AND storage_key = ${photo.key})`,
          ),
        ),
    )
    .returning({ id: weddingSitePhotos.id });
  const id = inserted[0]?.id;
  if (id === undefined) {
    await releaseFiles(db, storage, { storageKey: photo.key, variantWidths: photo.widths });
    throw new SitePhotoError((await photoCount(db, weddingProfileId)) >= SITE_LIMITS.photos ? 'full' : 'duplicate');
  }
  await purgeWeddingSite(weddingProfileId);
  return id;
}

export async function updateSitePhotoAlt(db: Db, weddingProfileId: string, photoId: number, alt: string): Promise<void> {
  const updated = await db
    .update(weddingSitePhotos)
    .set({ alt })
    .where(and(eq(weddingSitePhotos.id, photoId), eq(weddingSitePhotos.weddingProfileId, weddingProfileId)))
    .returning({ id: weddingSitePhotos.id });
  if (updated.length === 0) throw new SitePhotoError('gone');
  await purgeWeddingSite(weddingProfileId);
}

/** Swaps a photo with its neighbour before (-1) or after (+1) it; at either end nothing moves. */
export async function moveSitePhoto(db: Db, weddingProfileId: string, photoId: number, by: -1 | 1): Promise<void> {
  const rows = await db
    .select({ id: weddingSitePhotos.id })
    .from(weddingSitePhotos)
    .where(eq(weddingSitePhotos.weddingProfileId, weddingProfileId))
    .orderBy(asc(weddingSitePhotos.position), asc(weddingSitePhotos.id));
  const at = rows.findIndex((r) => r.id === photoId);
  if (at === -1) throw new SitePhotoError('gone');
  const to = at + by;
  if (to < 0 || to >= rows.length) return;
  const order = rows.map((r) => r.id);
  [order[at], order[to]] = [order[to]!, order[at]!];
  await runBatch(
    db,
    order.map((id, position) =>
      db
        .update(weddingSitePhotos)
        .set({ position })
        .where(and(eq(weddingSitePhotos.id, id), eq(weddingSitePhotos.weddingProfileId, weddingProfileId))),
    ),
  );
  await purgeWeddingSite(weddingProfileId);
}

export async function deleteSitePhoto(db: Db, storage: PhotoStorage, weddingProfileId: string, photoId: number): Promise<void> {
  const [row] = await db
    .delete(weddingSitePhotos)
    .where(and(eq(weddingSitePhotos.id, photoId), eq(weddingSitePhotos.weddingProfileId, weddingProfileId)))
    .returning();
  if (!row) throw new SitePhotoError('gone');
  await releaseFiles(db, storage, row);
  await purgeWeddingSite(weddingProfileId);
}

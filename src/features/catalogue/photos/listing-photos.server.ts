// Listing photos in the database: the owner's changes (always scoped to a listing the caller
// was checked to own), what the public pages read, and the blobs that go with each row.
import { and, asc, desc, eq, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Db } from '../../../server/db/client.ts';
import { rowSelection } from '../../../server/db/insert-select.ts';
import { listingPhotos, vendors, venues, type ListingPhoto } from '../../../server/db/schema.ts';
import { ConflictError, NotFoundError } from '../../../server/errors.ts';
import { purgeListingWrite } from '../../../server/purge.ts';
import { variantName, type OwnerPhoto, type PublicPhoto } from './media.ts';
import { MAX_LISTING_BYTES, MAX_PHOTOS_PER_LISTING, PHOTO_FORMATS, photoText, type ListingKind } from './photo-rules.ts';
import type { PhotoStorage } from './photo-storage.server.ts';
import type { ProcessedPhoto } from './process-photo.server.ts';
import type { ListingRef } from './listing-ownership.server.ts';

/** Refusals the owner can act on: too many photos, storage full, already uploaded. */
export class PhotoLimitError extends ConflictError {
  readonly status: 409 | 413;
  constructor(message: string, status: 409 | 413 = 409) {
    super(message);
    this.status = status;
  }
}

/** The column that ties a photo to its listing, by kind. */
export const COLUMN = { vendor: 'vendor_id', venue: 'venue_id' } as const;

function listingColumn(kind: ListingKind) {
  return kind === 'vendor' ? listingPhotos.vendorId : listingPhotos.venueId;
}

function ofListing(ref: ListingRef | { kind: ListingKind; id: Placeholder }): SQL {
  return eq(listingColumn(ref.kind), ref.id);
}

function toOwnerPhoto(row: ListingPhoto): OwnerPhoto {
  return {
    id: row.id,
    key: row.storageKey,
    width: row.width,
    height: row.height,
    widths: row.variantWidths,
    placeholder: row.placeholder,
    alt: row.alt,
    position: row.position,
    isCover: row.isCover,
    galleryCategory: row.galleryCategory,
    hidden: row.hidden,
    reportCount: row.reportCount,
  };
}

export function toPublicPhoto(row: Pick<ListingPhoto, 'id' | 'storageKey' | 'width' | 'height' | 'variantWidths' | 'placeholder' | 'alt'>): PublicPhoto {
  return { id: row.id, key: row.storageKey, width: row.width, height: row.height, widths: row.variantWidths, placeholder: row.placeholder, alt: row.alt };
}

const publicColumns = {
  id: listingPhotos.id,
  storageKey: listingPhotos.storageKey,
  width: listingPhotos.width,
  height: listingPhotos.height,
  variantWidths: listingPhotos.variantWidths,
  placeholder: listingPhotos.placeholder,
  alt: listingPhotos.alt,
};
const isPublic = and(eq(listingPhotos.hidden, false), sql`${listingPhotos.alt} <> ''`);

/** Every photo of the listing, in the owner's order. */
export async function listOwnerPhotos(db: Db, ref: ListingRef): Promise<OwnerPhoto[]> {
  const rows = await db.select().from(listingPhotos).where(ofListing(ref)).orderBy(asc(listingPhotos.position), asc(listingPhotos.id));
  return rows.map(toOwnerPhoto);
}

export function listPublicPhotosQuery(db: Db, ref: ListingRef | { kind: ListingKind; id: Placeholder }) {
  return db
    .select(publicColumns)
    .from(listingPhotos)
    .where(and(ofListing(ref), isPublic))
    .orderBy(desc(listingPhotos.isCover), asc(listingPhotos.position), asc(listingPhotos.id));
}

const publicPhotosOf = new WeakMap<Db, Record<ListingKind, ReturnType<typeof preparePublicPhotos>>>();

function preparePublicPhotos(db: Db, kind: ListingKind) {
  return listPublicPhotosQuery(db, { kind, id: sql.placeholder('id') }).prepare();
}

/**
 * What couples see: photos with alt text and not hidden, the cover first, then the owner's order.
 * Prepared once per database (building the select costs more than running it).
 */
export async function listPublicPhotos(db: Db, ref: ListingRef): Promise<PublicPhoto[]> {
  let prepared = publicPhotosOf.get(db);
  if (!prepared) publicPhotosOf.set(db, (prepared = { venue: preparePublicPhotos(db, 'venue'), vendor: preparePublicPhotos(db, 'vendor') }));
  return (await prepared[ref.kind].all({ id: ref.id })).map(toPublicPhoto);
}

function variantNames(row: { storageKey: string; variantWidths: number[] }): string[] {
  return row.variantWidths.flatMap((w) => PHOTO_FORMATS.map((format) => variantName(row.storageKey, w, format)));
}

/** Deletes the blobs of `key` unless another photo row (of any listing) still uses them. */
async function releaseBlobs(db: Db, storage: PhotoStorage, row: { storageKey: string; variantWidths: number[] }): Promise<void> {
  const [other] = await db.select({ id: listingPhotos.id }).from(listingPhotos).where(eq(listingPhotos.storageKey, row.storageKey)).limit(1);
  if (other) return;
  await Promise.all(variantNames(row).map((name) => storage.delete(name)));
}

/** Why a photo cannot be added right now, or null. Checked again atomically by `addPhoto`. */
export async function photoLimitProblem(db: Db, ref: ListingRef, extraBytes = 0): Promise<PhotoLimitError | null> {
  const [row] = await db
    .select({ count: sql<number>`count(*)`, bytes: sql<number>`coalesce(sum(${listingPhotos.bytes}), 0)` })
    .from(listingPhotos)
    .where(ofListing(ref));
  if ((row?.count ?? 0) >= MAX_PHOTOS_PER_LISTING) return new PhotoLimitError(photoText.tooManyPhotos);
  if ((row?.bytes ?? 0) + extraBytes > MAX_LISTING_BYTES) return new PhotoLimitError(photoText.storageFull, 413);
  return null;
}

/**
 * Stores the variants, then adds the row in one statement that also checks the listing's
 * photo count, its stored bytes and that the same picture is not there yet, so parallel
 * uploads cannot pass the limits together. The first photo becomes the cover. Reports hide
 * single photos, so a new one is shown like any other once it has alt text.
 */
export async function addPhoto(db: Db, storage: PhotoStorage, ref: ListingRef, userId: string, photo: ProcessedPhoto): Promise<OwnerPhoto> {
  const column = sql.raw(COLUMN[ref.kind]);
  const [existing] = await db
    .select({ id: listingPhotos.id })
    .from(listingPhotos)
    .where(and(ofListing(ref), eq(listingPhotos.storageKey, photo.key)))
    .limit(1);
  if (existing) throw new PhotoLimitError(photoText.duplicate);

  await Promise.all(photo.files.map((file) => storage.put(file.name, file.data, file.contentType)));
  const vendorId = ref.kind === 'vendor' ? ref.id : null;
  const venueId = ref.kind === 'venue' ? ref.id : null;
  // Position and cover follow the listing's other photos, and the limits are counted
  // inside the insert, so two uploads at once cannot pass them.
  const others = sql`FROM listing_photos WHERE ${column} = ${ref.id}`;
  const photoRow = rowSelection(listingPhotos, {
    vendorId,
    venueId,
    storageKey: photo.key,
    width: photo.width,
    height: photo.height,
    variantWidths: photo.widths,
    bytes: photo.bytes,
    placeholder: photo.placeholder,
    position: sql`coalesce((SELECT max(position) ${others}), -1) + 1`,
    isCover: sql`NOT EXISTS (SELECT 1 ${others} AND is_cover = 1)`,
    uploadedBy: userId,
  });
  const withinLimits = sql`(SELECT count(*) ${others}) < ${MAX_PHOTOS_PER_LISTING}
      AND (SELECT coalesce(sum(bytes), 0) ${others}) + ${photo.bytes} <= ${MAX_LISTING_BYTES}
      AND NOT EXISTS (SELECT 1 ${others} AND storage_key = ${photo.key})`;
  const insert =
    ref.kind === 'vendor'
      ? db.insert(listingPhotos).select((qb) =>
          qb
            .select(photoRow)
            .from(vendors)
            .where(and(eq(vendors.id, ref.id), withinLimits)),
        )
      : db.insert(listingPhotos).select((qb) =>
          qb
            .select(photoRow)
            .from(venues)
            .where(and(eq(venues.id, ref.id), withinLimits)),
        );
  const [inserted] = await db.batch([insert.returning({ id: listingPhotos.id })]);
  const id = (inserted as { id: number }[])[0]?.id;
  if (id === undefined) {
    await releaseBlobs(db, storage, { storageKey: photo.key, variantWidths: photo.widths });
    throw (await photoLimitProblem(db, ref, photo.bytes)) ?? new PhotoLimitError(photoText.duplicate);
  }
  await purgeListingWrite(db, 'photo', ref);
  const [row] = await db.select().from(listingPhotos).where(eq(listingPhotos.id, id));
  return toOwnerPhoto(row!);
}

async function requirePhoto(db: Db, ref: ListingRef, photoId: number): Promise<ListingPhoto> {
  const [row] = await db
    .select()
    .from(listingPhotos)
    .where(and(eq(listingPhotos.id, photoId), ofListing(ref)))
    .limit(1);
  if (!row) throw new NotFoundError('There is no such photo in this listing.');
  return row;
}

/** Alt text and gallery category of one photo of the listing. */
export async function updatePhotoDetails(
  db: Db,
  ref: ListingRef,
  photoId: number,
  details: { alt: string; galleryCategory: string | null },
): Promise<OwnerPhoto> {
  await requirePhoto(db, ref, photoId);
  const [rows] = await db.batch([
    db
      .update(listingPhotos)
      .set({ alt: details.alt, galleryCategory: details.galleryCategory })
      .where(and(eq(listingPhotos.id, photoId), ofListing(ref)))
      .returning(),
  ]);
  await purgeListingWrite(db, 'photo', ref);
  return toOwnerPhoto(rows[0]!);
}

/** Puts the listing's photos in the given order; `photoIds` must name each of them once. */
export async function reorderPhotos(db: Db, ref: ListingRef, photoIds: readonly number[]): Promise<OwnerPhoto[]> {
  const current = await db.select({ id: listingPhotos.id }).from(listingPhotos).where(ofListing(ref));
  const have = new Set(current.map((r) => r.id));
  if (photoIds.length !== have.size || new Set(photoIds).size !== photoIds.length || photoIds.some((id) => !have.has(id))) {
    throw new ConflictError('The photos changed in the meantime. Please reload the page and try again.');
  }
  if (photoIds.length > 0) {
    const updates = photoIds.map((id, position) =>
      db
        .update(listingPhotos)
        .set({ position })
        .where(and(eq(listingPhotos.id, id), ofListing(ref))),
    );
    const [first, ...rest] = updates;
    await db.batch([first!, ...rest]);
    await purgeListingWrite(db, 'photo', ref);
  }
  return listOwnerPhotos(db, ref);
}

/** Makes one photo the listing's cover (the one cards and the top of the page show). */
export async function setCoverPhoto(db: Db, ref: ListingRef, photoId: number): Promise<OwnerPhoto[]> {
  await requirePhoto(db, ref, photoId);
  await db.batch([
    db
      .update(listingPhotos)
      .set({ isCover: false })
      .where(and(ofListing(ref), eq(listingPhotos.isCover, true))),
    db
      .update(listingPhotos)
      .set({ isCover: true })
      .where(and(eq(listingPhotos.id, photoId), ofListing(ref))),
  ]);
  await purgeListingWrite(db, 'photo', ref);
  return listOwnerPhotos(db, ref);
}

/** Deletes a photo of the listing; the first remaining photo becomes the cover when it was the cover. */
export async function deletePhoto(db: Db, storage: PhotoStorage, ref: ListingRef, photoId: number): Promise<OwnerPhoto[]> {
  const row = await requirePhoto(db, ref, photoId);
  const column = sql.raw(COLUMN[ref.kind]);
  await db.batch([
    db.delete(listingPhotos).where(and(eq(listingPhotos.id, photoId), ofListing(ref))),
    db
      .update(listingPhotos)
      .set({ isCover: true })
      .where(
        and(
          eq(listingPhotos.id, sql`(SELECT id FROM listing_photos WHERE ${column} = ${ref.id} ORDER BY position, id LIMIT 1)`),
          sql`NOT EXISTS (SELECT 1 FROM listing_photos WHERE ${column} = ${ref.id} AND is_cover = 1)`,
        ),
      ),
  ]);
  await purgeListingWrite(db, 'photo', ref);
  await releaseBlobs(db, storage, row);
  return listOwnerPhotos(db, ref);
}

/** The listing a photo belongs to, for moderation. */
export async function photoListing(db: Db, photoId: number): Promise<(ListingRef & { row: ListingPhoto }) | null> {
  const [row] = await db.select().from(listingPhotos).where(eq(listingPhotos.id, photoId)).limit(1);
  if (!row) return null;
  return row.vendorId !== null ? { kind: 'vendor', id: row.vendorId, row } : { kind: 'venue', id: row.venueId!, row };
}

export { releaseBlobs as releasePhotoBlobs, ofListing as photosOfListing };

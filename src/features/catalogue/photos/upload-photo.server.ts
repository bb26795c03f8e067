// One upload, from the bytes of the request to a stored photo: limits first (cheap), then the
// processing in the per-process queue, then the blobs and the row.
import type { Db } from '../../../server/db/client.ts';
import { MAX_UPLOAD_BYTES, photoText } from './photo-rules.ts';
import type { OwnerPhoto } from './media.ts';
import type { PhotoStorage } from './photo-storage.server.ts';
import type { ListingRef } from './listing-ownership.server.ts';
import { PhotoLimitError, addPhoto, photoLimitProblem } from './listing-photos.server.ts';
import { contentKey, processPhoto, processingQueue, type ProcessingQueue } from './process-photo.server.ts';
import { and, eq } from 'drizzle-orm';
import { listingPhotos } from '../../../server/db/schema.ts';

export class BusyError extends Error {
  override name = 'BusyError';
}

export class BodyTooLargeError extends Error {
  override name = 'BodyTooLargeError';
}

/** The request body, refused as soon as it passes `max` bytes (whatever Content-Length claimed). */
export async function readBodyCapped(request: Request, max = MAX_UPLOAD_BYTES): Promise<Buffer> {
  const declared = Number(request.headers.get('content-length') ?? NaN);
  if (Number.isFinite(declared) && declared > max) throw new BodyTooLargeError(photoText.fileTooLarge);
  if (!request.body) return Buffer.alloc(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > max) {
      await reader.cancel().catch(() => {});
      throw new BodyTooLargeError(photoText.fileTooLarge);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks, total);
}

/** Adds the picture in `input` to the listing (whose ownership the caller has checked). */
export async function uploadListingPhoto(
  db: Db,
  storage: PhotoStorage,
  ref: ListingRef,
  userId: string,
  input: Buffer,
  queue: ProcessingQueue = processingQueue,
): Promise<OwnerPhoto> {
  const early = await photoLimitProblem(db, ref);
  if (early) throw early;
  const [same] = await db
    .select({ id: listingPhotos.id })
    .from(listingPhotos)
    .where(and(eq(ref.kind === 'vendor' ? listingPhotos.vendorId : listingPhotos.venueId, ref.id), eq(listingPhotos.storageKey, contentKey(input))))
    .limit(1);
  if (same) throw new PhotoLimitError(photoText.duplicate);
  const processed = await queue.run(() => processPhoto(input));
  if (!processed) throw new BusyError(photoText.busy);
  return addPhoto(db, storage, ref, userId, processed);
}

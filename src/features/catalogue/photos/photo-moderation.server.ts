// Reports from couples and the admin's review. A couple reports a photo once; every report puts
// the photo in the admin's queue (/admin/photos). A photo is hidden before the admin has looked
// only when TRUSTED_REPORTS_TO_HIDE trusted couples (photo-rules.ts) hold open reports on it, and
// then only that photo; the admin restores a listing's photos (the reports count as reviewed),
// hides a photo or removes it. Owners cannot report their own listing's photos.
import { and, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../../server/db/client.ts';
import { listingPhotoReports, listingPhotos, users, vendors, venues } from '../../../server/db/schema.ts';
import { ConflictError, ForbiddenError, NotFoundError } from '../../../server/errors.ts';
import { isOwnedBy, listingOwnership } from '../../../server/listing-owner.ts';
import { purgeListingWrite } from '../../../server/purge.ts';
import { type OwnerPhoto } from './media.ts';
import { TRUSTED_REPORTER_AGE_MS, TRUSTED_REPORTS_TO_HIDE, photoText, type ReportReason } from './photo-rules.ts';
import type { PhotoStorage } from './photo-storage.server.ts';
import { listingHref, type ListingRef } from './listing-ownership.server.ts';
import { deletePhoto, listOwnerPhotos, photoListing, photosOfListing } from './listing-photos.server.ts';

export type ReportOutcome = { hidden: boolean };

/**
 * The open reports on `photoId` from trusted couples: a verified e-mail address and an account
 * at least TRUSTED_REPORTER_AGE_MS old when the report was made.
 */
function trustedOpenReports(photoId: number) {
  return sql`(SELECT count(*) FROM ${listingPhotoReports} r JOIN ${users} u ON u.id = r.user_id
    WHERE r.photo_id = ${photoId} AND r.reviewed_at IS NULL AND u.role = 'customer' AND u.email_verified = 1
      AND r.created_at - u.created_at >= ${TRUSTED_REPORTER_AGE_MS})`;
}

/**
 * Records `userId`'s report of a public photo and, in the same transaction, hides that photo
 * once trusted couples' open reports on it reach TRUSTED_REPORTS_TO_HIDE.
 */
export async function reportPhoto(db: Db, userId: string, photoId: number, reason: ReportReason): Promise<ReportOutcome> {
  const listing = await photoListing(db, photoId);
  if (!listing || listing.row.hidden || listing.row.alt === '') throw new NotFoundError('There is no such photo.');
  if (isOwnedBy(await listingOwnership(db, listing.kind, listing.id), userId)) throw new ForbiddenError(photoText.reportOwnListing);
  const [reporter] = await db.select({ role: users.role }).from(users).where(eq(users.id, userId)).limit(1);
  if (reporter?.role !== 'customer') throw new ForbiddenError(photoText.reportCouplesOnly);
  const [already] = await db
    .select({ photoId: listingPhotoReports.photoId })
    .from(listingPhotoReports)
    .where(and(eq(listingPhotoReports.photoId, photoId), eq(listingPhotoReports.userId, userId)))
    .limit(1);
  if (already) throw new ConflictError(photoText.alreadyReported);
  await db.batch([
    db.insert(listingPhotoReports).values({ photoId, userId, reason }).onConflictDoNothing(),
    // Counts the rows, so a report lost to a race with the same user's other tab counts once.
    db
      .update(listingPhotos)
      .set({
        reportCount: sql`(SELECT count(*) FROM listing_photo_reports WHERE photo_id = ${photoId} AND reviewed_at IS NULL)`,
      })
      .where(eq(listingPhotos.id, photoId)),
    db
      .update(listingPhotos)
      .set({ hidden: true })
      .where(and(eq(listingPhotos.id, photoId), sql`${trustedOpenReports(photoId)} >= ${TRUSTED_REPORTS_TO_HIDE}`)),
  ]);
  const [after] = await db.select({ hidden: listingPhotos.hidden }).from(listingPhotos).where(eq(listingPhotos.id, photoId));
  // The photo was public before the report: hidden now means this report hid it.
  if (after?.hidden) await purgeListingWrite(db, 'photo', { kind: listing.kind, id: listing.id });
  return { hidden: after?.hidden ?? false };
}

export type ReportedListing = ListingRef & {
  name: string;
  href: string;
  hidden: boolean;
  openReports: number;
  photos: (OwnerPhoto & { reasons: string[] })[];
};

/** Listings with hidden photos or open reports, hidden ones first. */
export async function listReportedListings(db: Db, limit = 50): Promise<ReportedListing[]> {
  const flagged = await db
    .select({ vendorId: listingPhotos.vendorId, venueId: listingPhotos.venueId })
    .from(listingPhotos)
    .where(or(sql`${listingPhotos.reportCount} > 0`, eq(listingPhotos.hidden, true)))
    .groupBy(listingPhotos.vendorId, listingPhotos.venueId)
    .limit(limit);
  const refs: ListingRef[] = flagged.map((f) => (f.vendorId !== null ? { kind: 'vendor', id: f.vendorId } : { kind: 'venue', id: f.venueId! }));
  const vendorIds = refs.filter((r) => r.kind === 'vendor').map((r) => r.id);
  const venueIds = refs.filter((r) => r.kind === 'venue').map((r) => r.id);
  const [vendorNames, venueNames] = await Promise.all([
    vendorIds.length ? db.select({ id: vendors.id, name: vendors.name }).from(vendors).where(inArray(vendors.id, vendorIds)) : [],
    venueIds.length ? db.select({ id: venues.id, name: venues.name }).from(venues).where(inArray(venues.id, venueIds)) : [],
  ]);
  const names = new Map([...vendorNames.map((v) => [`vendor-${v.id}`, v.name] as const), ...venueNames.map((v) => [`venue-${v.id}`, v.name] as const)]);
  const result: ReportedListing[] = [];
  for (const ref of refs) {
    const photos = await listOwnerPhotos(db, ref);
    const reports = await db
      .select({ photoId: listingPhotoReports.photoId, reason: listingPhotoReports.reason })
      .from(listingPhotoReports)
      .where(
        and(
          inArray(
            listingPhotoReports.photoId,
            photos.map((p) => p.id),
          ),
          isNull(listingPhotoReports.reviewedAt),
        ),
      )
      .orderBy(desc(listingPhotoReports.createdAt));
    result.push({
      ...ref,
      name: names.get(`${ref.kind}-${ref.id}`) ?? `${ref.kind} ${ref.id}`,
      href: listingHref(ref),
      hidden: photos.some((p) => p.hidden),
      openReports: photos.reduce((sum, p) => sum + p.reportCount, 0),
      photos: photos.map((p) => ({ ...p, reasons: reports.filter((r) => r.photoId === p.id).map((r) => r.reason) })),
    });
  }
  return result.sort((a, b) => Number(b.hidden) - Number(a.hidden) || b.openReports - a.openReports);
}

/** The admin found the listing's photos acceptable: its reports are reviewed and its photos shown again. */
export async function restoreListingPhotos(db: Db, ref: ListingRef): Promise<void> {
  const scope = photosOfListing(ref);
  const ids = (await db.select({ id: listingPhotos.id }).from(listingPhotos).where(scope)).map((r) => r.id);
  if (ids.length === 0) throw new NotFoundError('This listing has no photos.');
  await db.batch([
    db
      .update(listingPhotoReports)
      .set({ reviewedAt: new Date() })
      .where(and(inArray(listingPhotoReports.photoId, ids), isNull(listingPhotoReports.reviewedAt))),
    db.update(listingPhotos).set({ hidden: false, reportCount: 0 }).where(scope),
  ]);
  await purgeListingWrite(db, 'photo', ref);
}

/** The admin hides one photo until it is restored (with its listing's others) or removed. */
export async function hidePhotoAsAdmin(db: Db, photoId: number): Promise<ListingRef> {
  const listing = await photoListing(db, photoId);
  if (!listing) throw new NotFoundError('There is no such photo.');
  const ref: ListingRef = { kind: listing.kind, id: listing.id };
  await db.update(listingPhotos).set({ hidden: true }).where(eq(listingPhotos.id, photoId));
  await purgeListingWrite(db, 'photo', ref);
  return ref;
}

/** The admin removes one photo; the listing's other photos stay as they are until restored. */
export async function removePhotoAsAdmin(db: Db, storage: PhotoStorage, photoId: number): Promise<ListingRef> {
  const listing = await photoListing(db, photoId);
  if (!listing) throw new NotFoundError('There is no such photo.');
  const ref: ListingRef = { kind: listing.kind, id: listing.id };
  await deletePhoto(db, storage, ref, photoId);
  return ref;
}

// The vendor dashboard's live figures: the listing, and every card's count in one batch.
import { count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../server/db/client.ts';
import { listingPhotos, vendorServices, vendors } from '../../../server/db/schema.ts';
import { businessCountQueries, toBusinessCounts } from '../../marketplace/index.server.ts';
import { profileCompleteness } from './completeness.ts';
import { getOwnVendor } from './vendor-account.server.ts';

export async function loadVendorDashboard(db: Db, userId: string) {
  // The account's first listing (as getOwnVendor picks it), for its photo count in the same batch.
  const firstVendor = db.select({ id: vendors.id }).from(vendors).where(eq(vendors.ownerUserId, userId)).orderBy(vendors.id).limit(1);
  const [vendor, [enquiries, upcoming, [services], [photos]]] = await Promise.all([
    getOwnVendor(db, userId),
    db.batch([
      ...businessCountQueries(db, userId),
      db
        .select({ total: count(), pending: sql<number>`coalesce(sum(${vendorServices.status} = 'pending'), 0)` })
        .from(vendorServices)
        .where(eq(vendorServices.userId, userId)),
      db.select({ n: count() }).from(listingPhotos).where(inArray(listingPhotos.vendorId, firstVendor)),
    ]),
  ]);
  const counts = toBusinessCounts([enquiries, upcoming]);
  let profile: { percent: number; missing: string[]; ratingAverage: number; reviewCount: number } | null = null;
  if (vendor) {
    const photoCount = (photos?.n ?? 0) + (vendor.coverImageUrl ? 1 : 0);
    profile = {
      ...profileCompleteness({ ...vendor, subCategoryCount: vendor.subCategoryIds.length, photoCount }),
      ratingAverage: vendor.ratingAverage,
      reviewCount: vendor.reviewCount,
    };
  }
  return { vendor, counts, services: { total: services?.total ?? 0, pending: services?.pending ?? 0 }, profile };
}

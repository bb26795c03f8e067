// The vendor dashboard's live figures: one read per card, all at once.
import { count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../server/db/client.ts';
import { listingPhotos, vendorServices } from '../../server/db/schema.ts';
import { businessCounts } from '../enquiries/bookings.server.ts';
import { profileCompleteness } from './completeness.ts';
import { getOwnVendor } from './vendor-account.server.ts';

export async function loadVendorDashboard(db: Db, userId: string) {
  const [vendor, counts, [services]] = await Promise.all([
    getOwnVendor(db, userId),
    businessCounts(db, userId),
    db
      .select({ total: count(), pending: sql<number>`coalesce(sum(${vendorServices.status} = 'pending'), 0)` })
      .from(vendorServices)
      .where(eq(vendorServices.userId, userId)),
  ]);
  let profile: { percent: number; missing: string[]; ratingAverage: number; reviewCount: number } | null = null;
  if (vendor) {
    const [photos] = await db
      .select({ n: count() })
      .from(listingPhotos)
      .where(eq(listingPhotos.vendorId, vendor.id));
    const photoCount = (photos?.n ?? 0) + (vendor.coverImageUrl ? 1 : 0);
    profile = {
      ...profileCompleteness({ ...vendor, subCategoryCount: vendor.subCategoryIds.length, photoCount }),
      ratingAverage: vendor.ratingAverage,
      reviewCount: vendor.reviewCount,
    };
  }
  return { vendor, counts, services: { total: services?.total ?? 0, pending: services?.pending ?? 0 }, profile };
}

// Which catalogue items couples may act on (shortlist, review): only what the site lists
// publicly. Venues are always listed; a vendor only while active; a service registration
// only once approved (pending and rejected ones are the business's private data). Every
// write that names a venue, vendor or service by id asks here first.
import { and, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../server/db/client.ts';
import { vendorServices, vendors, venues } from '../../server/db/schema.ts';
import { listingOwnership } from '../../server/listing-owner.ts';

export type ListingType = 'venue' | 'vendor' | 'service';

/** A publicly listed item and the account that owns it (null while nobody has claimed it). */
export type PublicListing = { type: ListingType; id: number; ownerUserId: string | null };

/** The conditions that make a vendor or a service public, for queries that join them. */
export const isPublicVendor: SQL = eq(vendors.isActive, true);
export const isPublicService: SQL = eq(vendorServices.status, 'approved');

/** Whether the listing is public (missing, inactive, pending and rejected ones are not). */
async function isPublic(db: Db, type: ListingType, id: number): Promise<boolean> {
  const [row] =
    type === 'venue'
      ? await db.select({ id: venues.id }).from(venues).where(eq(venues.id, id)).limit(1)
      : type === 'vendor'
        ? await db
            .select({ id: vendors.id })
            .from(vendors)
            .where(and(eq(vendors.id, id), isPublicVendor))
            .limit(1)
        : await db
            .select({ id: vendorServices.id })
            .from(vendorServices)
            .where(and(eq(vendorServices.id, id), isPublicService))
            .limit(1);
  return row !== undefined;
}

/**
 * The listing when it is public, else null (missing, inactive, pending or rejected look the
 * same), with its owner from the one ownership rule every kind shares (server/listing-owner.ts).
 */
export async function findPublicListing(db: Db, type: ListingType, id: number): Promise<PublicListing | null> {
  if (!(await isPublic(db, type, id))) return null;
  const ownership = await listingOwnership(db, type, id);
  return ownership ? { type, id, ownerUserId: ownership.ownerUserId } : null;
}

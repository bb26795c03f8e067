// Who owns a listing, for every kind the site lists: a venue or a vendor (its owner_user_id,
// null while unclaimed) and a vendor's service registration (the business account that made
// it). Reviews, photo reports, photo management and claims all ask here, so no kind can be
// forgotten by one of them again. There are no staff accounts yet: the owner is the only one.
import { eq } from 'drizzle-orm';
import type { Db } from './db/client.ts';
import { vendorServices, vendors, venues } from './db/schema.ts';
import type { ListingKind } from '../lib/listing-ref.ts';

/** Every kind of listing that has an owner: venues and vendors, and vendors' registered services. */
export type OwnedKind = ListingKind | 'service';

/** The listing's row when it exists: its name and owner (null while nobody has claimed it). */
export type ListingOwnership = { name: string; ownerUserId: string | null };

/** Who owns the listing, or null when there is no such listing (public or not). */
export async function listingOwnership(db: Db, kind: OwnedKind, id: number): Promise<ListingOwnership | null> {
  const [row] =
    kind === 'venue'
      ? await db.select({ name: venues.name, ownerUserId: venues.ownerUserId }).from(venues).where(eq(venues.id, id)).limit(1)
      : kind === 'vendor'
        ? await db.select({ name: vendors.name, ownerUserId: vendors.ownerUserId }).from(vendors).where(eq(vendors.id, id)).limit(1)
        : await db.select({ name: vendorServices.name, ownerUserId: vendorServices.userId }).from(vendorServices).where(eq(vendorServices.id, id)).limit(1);
  return row ?? null;
}

/** True when `userId` owns (or, once staff exist, works for) the listing. */
export function isOwnedBy(ownership: Pick<ListingOwnership, 'ownerUserId'> | null, userId: string): boolean {
  return ownership?.ownerUserId != null && ownership.ownerUserId === userId;
}

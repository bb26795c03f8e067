// The listing an enquiry is about (a venue or a vendor), read the same way for both kinds.
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../server/db/client.ts';
import { categories, vendors, venues } from '../../../server/db/schema.ts';
import type { ListingKind } from '../../../lib/listing-ref.ts';
import { vendorByIdHref, venueHref } from '../../../lib/routes.ts';

export type Listing = {
  kind: ListingKind;
  id: number;
  name: string;
  /** "Venue", or the vendor's category ("Photography"). */
  category: string;
  /** The category's Hindi name from the catalogue; '' for a venue, or until one is written. */
  categoryHi: string;
  ownerUserId: string | null;
  /** The public address enquiries for an unclaimed listing go to. */
  email: string;
  rating: number;
  reviewCount: number;
  href: string;
  /** The most guests a venue seats; null for vendors and venues that do not say. */
  capacityMax: number | null;
};

export const listingHref = (kind: ListingKind, id: number) => (kind === 'venue' ? venueHref(id) : vendorByIdHref(id));
export const VENUE_CATEGORY = 'Venue';

/** Active listings by kind and id; unknown or inactive ones are left out. */
export async function findListings(db: Db, refs: readonly { kind: ListingKind; id: number }[]): Promise<Map<string, Listing>> {
  const venueIds = refs.filter((r) => r.kind === 'venue').map((r) => r.id);
  const vendorIds = refs.filter((r) => r.kind === 'vendor').map((r) => r.id);
  const [venueRows, vendorRows] = await Promise.all([
    venueIds.length
      ? db
          .select({
            id: venues.id,
            name: venues.name,
            ownerUserId: venues.ownerUserId,
            email: venues.contactEmail,
            rating: venues.ratingAverage,
            reviewCount: venues.reviewCount,
            capacityMax: venues.capacityMax,
          })
          .from(venues)
          .where(inArray(venues.id, venueIds))
      : [],
    vendorIds.length
      ? db
          .select({
            id: vendors.id,
            name: vendors.name,
            ownerUserId: vendors.ownerUserId,
            email: vendors.email,
            rating: vendors.ratingAverage,
            reviewCount: vendors.reviewCount,
            category: categories.name,
            categoryHi: categories.nameHi,
          })
          .from(vendors)
          .innerJoin(categories, eq(categories.id, vendors.categoryId))
          .where(and(inArray(vendors.id, vendorIds), eq(vendors.isActive, true)))
      : [],
  ]);
  const found = new Map<string, Listing>();
  for (const v of venueRows) {
    found.set(`venue:${v.id}`, { kind: 'venue', ...v, email: v.email ?? '', category: VENUE_CATEGORY, categoryHi: '', href: listingHref('venue', v.id) });
  }
  for (const v of vendorRows) found.set(`vendor:${v.id}`, { kind: 'vendor', ...v, href: listingHref('vendor', v.id), capacityMax: null });
  return found;
}

export async function findListing(db: Db, kind: ListingKind, id: number): Promise<Listing | undefined> {
  return (await findListings(db, [{ kind, id }])).get(`${kind}:${id}`);
}

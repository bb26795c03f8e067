// Which listings an account may manage photos for. Every photo read or write of the owner
// goes through `requireManagedListing`, with the signed-in user's id from the session.
import { eq } from 'drizzle-orm';
import type { Db } from '../../../server/db/client.ts';
import { vendors, venues } from '../../../server/db/schema.ts';
import { DomainError, NotFoundError } from '../../../server/errors.ts';
import { isOwnedBy, listingOwnership } from '../../../server/listing-owner.ts';
import { vendorByIdHref, venueHref } from '../../../lib/routes.ts';
import type { ListingKind } from './photo-rules.ts';

export type ListingRef = { kind: ListingKind; id: number };
export type ManagedListing = ListingRef & { name: string; href: string };

export function listingKey(ref: ListingRef): string {
  return `${ref.kind}-${ref.id}`;
}

/** `vendor-12` → { kind: 'vendor', id: 12 }; null for anything else. */
export function parseListingKey(value: string | null | undefined): ListingRef | null {
  const match = /^(vendor|venue)-(\d{1,12})$/.exec(value ?? '');
  if (!match) return null;
  const id = Number(match[2]);
  return id > 0 && Number.isSafeInteger(id) ? { kind: match[1] as ListingKind, id } : null;
}

export function listingHref(ref: ListingRef): string {
  return ref.kind === 'vendor' ? vendorByIdHref(ref.id) : venueHref(ref.id);
}

/** The listings `userId` owns, vendor listings first (a business may own listings of both kinds). */
export async function listManagedListings(db: Db, userId: string): Promise<ManagedListing[]> {
  const [ownVendors, ownVenues] = await Promise.all([
    db.select({ id: vendors.id, name: vendors.name }).from(vendors).where(eq(vendors.ownerUserId, userId)).orderBy(vendors.id),
    db.select({ id: venues.id, name: venues.name }).from(venues).where(eq(venues.ownerUserId, userId)).orderBy(venues.id),
  ]);
  return [
    ...ownVendors.map((row) => ({ kind: 'vendor' as const, id: row.id, name: row.name, href: listingHref({ kind: 'vendor', id: row.id }) })),
    ...ownVenues.map((row) => ({ kind: 'venue' as const, id: row.id, name: row.name, href: listingHref({ kind: 'venue', id: row.id }) })),
  ];
}

const PHOTOS_NOT_YOURS = 'You can only change the photos of your own listings.';

/**
 * The listing when `userId` owns it; a NOT_FOUND error when there is no such listing,
 * FORBIDDEN (with `notYoursMessage`) when it is someone else's.
 */
export async function requireManagedListing(db: Db, userId: string, ref: ListingRef, notYoursMessage = PHOTOS_NOT_YOURS): Promise<ManagedListing> {
  const row = await listingOwnership(db, ref.kind, ref.id);
  if (!row) throw new NotFoundError('There is no such listing.');
  if (!isOwnedBy(row, userId)) throw new DomainError('FORBIDDEN', notYoursMessage);
  return { ...ref, name: row.name, href: listingHref(ref) };
}

// What the Photos page of the vendor dashboard loads: the account's listings and the photos
// of the chosen one (`?listing=vendor-12`, else the first).
import type { Db } from '../../../server/db/client.ts';
import type { OwnerPhoto } from './media.ts';
import { listManagedListings, listingKey, parseListingKey, type ManagedListing } from './listing-ownership.server.ts';
import { listOwnerPhotos } from './listing-photos.server.ts';

type Listing = ManagedListing & { key: string };

export type PhotoManagerView = { kind: 'ready'; listings: Listing[]; current: Listing; photos: OwnerPhoto[] } | { kind: 'no-listing' } | { kind: 'not-found' };

export async function loadPhotoManager(db: Db, userId: string, wanted: string | null): Promise<PhotoManagerView> {
  const listings = (await listManagedListings(db, userId)).map((l) => ({ ...l, key: listingKey(l) }));
  const ref = wanted === null ? listings[0] : parseListingKey(wanted);
  if (wanted === null && !ref) return { kind: 'no-listing' };
  const current = ref && listings.find((l) => l.kind === ref.kind && l.id === ref.id);
  if (!current) return { kind: 'not-found' };
  return { kind: 'ready', listings, current, photos: await listOwnerPhotos(db, current) };
}

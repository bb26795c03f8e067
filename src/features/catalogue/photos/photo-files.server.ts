// Who may download a stored photo's files (every width and format of it, /media/{key}-…).
// A photo hidden after reports or by an admin is gone from the public site, so its files are too:
// only the listing's owner (who sees it in the photo manager) and admins (who review it) get them.
// The public answer carries the listing's cache tag, so hiding (a 'photo' write) purges the
// CDN's copy with the listing's pages.
import { eq } from 'drizzle-orm';
import type { Db } from '../../../server/db/client.ts';
import { listingPhotos } from '../../../server/db/schema.ts';
import { isOwnedBy, listingOwnership } from '../../../server/listing-owner.ts';
import type { ListingRef } from './listing-ownership.server.ts';

export type PhotoFileAccess =
  /** Shown by some listing (or not a listing photo at all): anyone, cacheable under the listings' tags. */
  | { access: 'everyone'; listings: ListingRef[] }
  /** Hidden everywhere, but this viewer owns one of its listings or is an admin: never stored. */
  | { access: 'reviewer' }
  /** Hidden everywhere and the viewer may not see it: answered as if there were no such file. */
  | { access: 'none' };

export async function photoFileAccess(db: Db, storageKey: string, viewer: { id: string; role: string } | null): Promise<PhotoFileAccess> {
  const rows = await db
    .select({ vendorId: listingPhotos.vendorId, venueId: listingPhotos.venueId, hidden: listingPhotos.hidden })
    .from(listingPhotos)
    .where(eq(listingPhotos.storageKey, storageKey));
  const listings: ListingRef[] = rows.map((r) => (r.vendorId !== null ? { kind: 'vendor', id: r.vendorId } : { kind: 'venue', id: r.venueId! }));
  if (rows.length === 0 || rows.some((r) => !r.hidden)) return { access: 'everyone', listings };
  if (viewer?.role === 'admin') return { access: 'reviewer' };
  if (viewer) {
    for (const listing of listings) {
      if (isOwnedBy(await listingOwnership(db, listing.kind, listing.id), viewer.id)) return { access: 'reviewer' };
    }
  }
  return { access: 'none' };
}

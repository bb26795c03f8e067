// Which listing a public page shows, from its URL: the page cache invalidates it with that
// listing's revision. Kept beside the URL shapes of venueHref and vendorHref.
import type { ListingRef } from '../../features/listing-photos/listing-ownership.server.ts';

const SHAPES: [RegExp, ListingRef['kind']][] = [
  [/^\/venues\/wedding\/(\d+)\/?$/, 'venue'],
  [/^\/vendors\/(\d+)\/?$/, 'vendor'],
  [/^\/vendors\/[^/]+\/[^/]+\/(\d+)\/?$/, 'vendor'],
];

/** The venue or vendor a detail page URL names, or null for any other page. */
export function listingOfPath(pathname: string): ListingRef | null {
  for (const [shape, kind] of SHAPES) {
    const match = shape.exec(pathname);
    if (match) {
      const id = Number(match[1]);
      return Number.isSafeInteger(id) && id > 0 ? { kind, id } : null;
    }
  }
  return null;
}

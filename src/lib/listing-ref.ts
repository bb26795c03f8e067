// A listing named in a URL or a form: `venue-12`, `vendor-5`. Enquiries, the budget tracker and
// the catalogue all speak of listings this way.

export const LISTING_KINDS = ['venue', 'vendor'] as const;
export type ListingKind = (typeof LISTING_KINDS)[number];

/** `venue-12` / `vendor-5` from an address or a form field, or null for anything else. */
export function parseListingRef(value: string): { kind: ListingKind; id: number } | null {
  const match = /^(venue|vendor)-([1-9]\d{0,9})$/.exec(value);
  return match ? { kind: match[1] as ListingKind, id: Number(match[2]) } : null;
}

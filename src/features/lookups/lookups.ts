// Browser-safe lookup lists the spec fixes by name (menus, filters), and the city shape
// shared by the header, the city store and `/api/cities`.

export type CityOption = { id: number; name: string; slug: string; state: string };
export type CategoryOption = { id: number; name: string; slug: string; description: string; icon: string };

/** The venue types a wedding venue list can be filtered by (`venue_type` query). */
export const VENUE_TYPES = [
  { slug: 'hotel', name: 'Hotels' },
  { slug: 'banquet', name: 'Banquet Halls' },
  { slug: 'heritage', name: 'Heritage Venues' },
  { slug: 'farmhouse', name: 'Farmhouses' },
  { slug: 'resort', name: 'Resorts' },
  { slug: 'beach', name: 'Beach Venues' },
  { slug: 'garden', name: 'Gardens & Lawns' },
  { slug: 'destination', name: 'Destination Venues' },
] as const;

/** The vendor categories of the header's Vendors menu, in the spec's order. */
export const MENU_VENDOR_CATEGORIES = [
  { slug: 'photography', name: 'Photography' },
  { slug: 'decoration', name: 'Decoration' },
  { slug: 'music', name: 'Music' },
  { slug: 'catering', name: 'Catering' },
  { slug: 'cakes', name: 'Cakes' },
  { slug: 'transportation', name: 'Transportation' },
  { slug: 'gifts', name: 'Gifts' },
] as const;

/** Link to the wedding venue list for a city slug (none = all cities). */
export function venuesHref(city: string | null, venueType?: string): string {
  const base = `/venues/${city ?? 'all'}/wedding`;
  return venueType ? `${base}?venue_type=${encodeURIComponent(venueType)}` : base;
}

/** Link to a vendor category, in a city when one is chosen. */
export function vendorsHref(city: string | null, categorySlug: string): string {
  return city ? `/vendors/${city}/${categorySlug}` : `/vendors/${categorySlug}`;
}

// The catalogue's fixed lists, browser-safe: the venue types a list can be filtered by, the
// vendor categories of the header's menu, and the shapes of cities and categories shared by
// the header, the city store, `/api/cities` and the pages. Queries are in catalogue.server.ts.

export type CityOption = { id: number; name: string; slug: string; state: string };
export type CategoryOption = { id: number; name: string; slug: string; description: string; icon: string };

/**
 * The venue types of the `venue_type` query, in the specification's order. Each type has
 * three names: `label` on cards, filters and type pages ("Banquet"), `menuLabel` in the
 * header's Venues menu ("Banquet Halls"), and `categoryName`, the name of its row in the
 * categories table ("Banquet Hall").
 */
export const VENUE_TYPES = [
  { slug: 'hotel', label: 'Hotel', menuLabel: 'Hotels', categoryName: 'Hotel' },
  { slug: 'banquet', label: 'Banquet', menuLabel: 'Banquet Halls', categoryName: 'Banquet Hall' },
  { slug: 'heritage', label: 'Heritage', menuLabel: 'Heritage Venues', categoryName: 'Heritage Property' },
  { slug: 'farmhouse', label: 'Farmhouse', menuLabel: 'Farmhouses', categoryName: 'Farmhouse' },
  { slug: 'resort', label: 'Resort', menuLabel: 'Resorts', categoryName: 'Resort' },
  { slug: 'beach', label: 'Beach', menuLabel: 'Beach Venues', categoryName: 'Beach Venue' },
  { slug: 'garden', label: 'Garden', menuLabel: 'Gardens & Lawns', categoryName: 'Garden / Lawn' },
  { slug: 'destination', label: 'Destination', menuLabel: 'Destination Venues', categoryName: 'Destination Venue' },
] as const;
export type VenueTypeEntry = (typeof VENUE_TYPES)[number];
export type VenueType = VenueTypeEntry['slug'];

export const VENUE_TYPE_SLUGS: readonly VenueType[] = VENUE_TYPES.map((type) => type.slug);

export function isVenueType(value: string): value is VenueType {
  return (VENUE_TYPE_SLUGS as readonly string[]).includes(value);
}

export function findVenueType(slug: string): VenueTypeEntry | undefined {
  return VENUE_TYPES.find((type) => type.slug === slug);
}

/** A venue type's label ("banquet" → "Banquet"); a type outside the list is capitalised. */
export function venueTypeLabel(slug: string): string {
  return findVenueType(slug)?.label ?? slug.charAt(0).toUpperCase() + slug.slice(1);
}

/** The vendor categories of the header's Vendors menu, in the specification's order. */
export const MENU_VENDOR_CATEGORIES = [
  { slug: 'photography', name: 'Photography' },
  { slug: 'decoration', name: 'Decoration' },
  { slug: 'music', name: 'Music' },
  { slug: 'catering', name: 'Catering' },
  { slug: 'cakes', name: 'Cakes' },
  { slug: 'transportation', name: 'Transportation' },
  { slug: 'gifts', name: 'Gifts' },
] as const;

/** Slug of a city from its name: "New Delhi" → "new-delhi". */
export function citySlugOf(name: string): string {
  return name
    .trim()
    .toLowerCase()
    .replaceAll(/[^a-z0-9]+/g, '-')
    .replaceAll(/^-|-$/g, '');
}

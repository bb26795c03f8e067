// The catalogue's fixed lists, browser-safe: the venue types a list can be filtered by, the
// vendor categories of the header's menu, and the shapes of cities and categories shared by
// the header, the city store, `/api/cities` and the pages, and their names in a language
// (cityName, categoryName, venueTypeName…). Queries are in catalogue.server.ts.
import type { Locale } from '../../i18n/locales.ts';

/** `nameHi`: the Hindi name, '' (or left out) until one is written: the English name shows instead. */
export type CityOption = { id: number; name: string; nameHi?: string; slug: string; state: string };
export type CategoryOption = { id: number; name: string; nameHi?: string; slug: string; description: string; descriptionHi?: string; icon: string };

/**
 * The venue types of the `venue_type` query, in the specification's order. Each type has
 * three names: `label` on cards, filters and type pages ("Banquet"), `menuLabel` in the
 * header's Venues menu ("Banquet Halls"), and `categoryName`, the name of its row in the
 * categories table ("Banquet Hall"); VENUE_TYPE_NAMES_HI has the three in Hindi (venueTypeName).
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
type VenueTypeNames = Pick<VenueTypeEntry, 'label' | 'menuLabel' | 'categoryName'>;

/** The three names of each venue type in Hindi (venueTypeName). */
const VENUE_TYPE_NAMES_HI: Record<VenueType, { [K in keyof VenueTypeNames]: string }> = {
  hotel: { label: 'होटल', menuLabel: 'होटल', categoryName: 'होटल' },
  banquet: { label: 'बैंक्वेट', menuLabel: 'बैंक्वेट हॉल', categoryName: 'बैंक्वेट हॉल' },
  heritage: { label: 'हेरिटेज', menuLabel: 'हेरिटेज वेन्यू', categoryName: 'हेरिटेज प्रॉपर्टी' },
  farmhouse: { label: 'फ़ार्महाउस', menuLabel: 'फ़ार्महाउस', categoryName: 'फ़ार्महाउस' },
  resort: { label: 'रिसॉर्ट', menuLabel: 'रिसॉर्ट', categoryName: 'रिसॉर्ट' },
  beach: { label: 'बीच', menuLabel: 'बीच वेन्यू', categoryName: 'बीच वेन्यू' },
  garden: { label: 'गार्डन', menuLabel: 'गार्डन और लॉन', categoryName: 'गार्डन / लॉन' },
  destination: { label: 'डेस्टिनेशन', menuLabel: 'डेस्टिनेशन वेन्यू', categoryName: 'डेस्टिनेशन वेन्यू' },
};

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

/**
 * A venue type's name in a language: its `label` (cards, filters, type pages), `menuLabel`
 * (the header's Venues menu) or `categoryName`. A type outside the list keeps its English label.
 */
export function venueTypeName(slug: string, locale: Locale, form: 'label' | 'menuLabel' | 'categoryName' = 'label'): string {
  const type = findVenueType(slug);
  if (!type) return venueTypeLabel(slug);
  return locale === 'hi' ? VENUE_TYPE_NAMES_HI[type.slug][form] : type[form];
}

/** The name to show of a row with a Hindi name beside its English one: the Hindi one on /hi pages, once written. */
const inLocale = (english: string, hindi: string | null | undefined, locale: Locale) => (locale === 'hi' && hindi ? hindi : english);

/** A city's name in a language ("Jaipur", "जयपुर"). */
export function cityName(city: { name: string; nameHi?: string | null }, locale: Locale): string {
  return inLocale(city.name, city.nameHi, locale);
}

/** A vendor category's or venue type row's name in a language ("Photography", "फ़ोटोग्राफ़ी"). */
export function categoryName(category: { name: string; nameHi?: string | null }, locale: Locale): string {
  return inLocale(category.name, category.nameHi, locale);
}

/** A category's description in a language. */
export function categoryDescription(category: { description: string; descriptionHi?: string | null }, locale: Locale): string {
  return inLocale(category.description, category.descriptionHi, locale);
}

/** A sub-category's name in a language ("Candid Photography", "कैंडिड फ़ोटोग्राफ़ी"). */
export function subCategoryName(subCategory: { name: string; nameHi?: string | null }, locale: Locale): string {
  return inLocale(subCategory.name, subCategory.nameHi, locale);
}

/** The vendor categories of the header's Vendors menu, in the specification's order. */
export const MENU_VENDOR_CATEGORIES = [
  { slug: 'photography', name: 'Photography', nameHi: 'फ़ोटोग्राफ़ी' },
  { slug: 'decoration', name: 'Decoration', nameHi: 'सजावट' },
  { slug: 'music', name: 'Music', nameHi: 'संगीत' },
  { slug: 'catering', name: 'Catering', nameHi: 'कैटरिंग' },
  { slug: 'cakes', name: 'Cakes', nameHi: 'केक' },
  { slug: 'transportation', name: 'Transportation', nameHi: 'ट्रांसपोर्ट' },
  { slug: 'gifts', name: 'Gifts', nameHi: 'तोहफ़े' },
] as const;

/** Slug of a city from its name: "New Delhi" → "new-delhi". */
export function citySlugOf(name: string): string {
  return name
    .trim()
    .toLowerCase()
    .replaceAll(/[^a-z0-9]+/g, '-')
    .replaceAll(/^-|-$/g, '');
}

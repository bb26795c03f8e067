// The catalogue's names as the vendor pages show them: every displayed city and category name
// goes through these, in the page's language (the Hindi names seeded beside the English ones,
// catalogue.ts). Browser-safe.
import type { Locale } from '../../../i18n/locales.ts';
import { categoryDescription, categoryName, cityName } from '../catalogue.ts';

/** A city's name ("Jaipur", "जयपुर"). */
export function vendorCityName(city: { name: string; nameHi?: string | null }, locale: Locale): string {
  return cityName(city, locale);
}

/** A vendor category's name ("Photography", "फ़ोटोग्राफ़ी"). */
export function vendorCategoryName(category: { name: string; nameHi?: string | null }, locale: Locale): string {
  return categoryName(category, locale);
}

/** A vendor category's description. */
export function vendorCategoryDescription(category: { description: string; descriptionHi?: string | null }, locale: Locale): string {
  return categoryDescription(category, locale);
}

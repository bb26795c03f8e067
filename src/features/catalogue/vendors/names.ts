// The catalogue's names as the vendor pages show them: every displayed city and category name
// goes through these, so their Hindi names (seeded beside the English ones) take over in one
// spot. Until then both languages show the English name. Browser-safe.
import type { Locale } from '../../../i18n/locales.ts';

/** A city's name ("Jaipur"). */
export function vendorCityName(city: { name: string }, _locale: Locale): string {
  return city.name;
}

/** A vendor category's name ("Photography"). */
export function vendorCategoryName(category: { name: string }, _locale: Locale): string {
  return category.name;
}

/** A vendor category's description, as the admin wrote it. */
export function vendorCategoryDescription(category: { description: string }, _locale: Locale): string {
  return category.description;
}

// The catalogue's names as a venue page shows them, one function per kind, so Hindi names
// (seeded beside the English ones) can take their place in one spot. Until then every kind
// shows its English name in both languages. Browser-safe.
import type { Locale } from '../../../i18n/locales.ts';
import { venueTypeLabel } from '../catalogue.ts';

/** A city's name ("Jaipur"). */
export function cityName(city: { name: string }, _locale: Locale): string {
  return city.name;
}

/** A state's name ("Rajasthan"). */
export function stateName(city: { state: string }, _locale: Locale): string {
  return city.state;
}

/** A venue type's label on cards, filters and type pages ("Banquet"). */
export function venueTypeName(slug: string, _locale: Locale): string {
  return venueTypeLabel(slug);
}

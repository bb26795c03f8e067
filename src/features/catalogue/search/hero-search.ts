// The home hero's search: "Venues in {city} for {guests} guests", or a vendor category in a
// city. Without JavaScript the form still lands on the all-cities venue list with the guests.
import { $city } from '../../../lib/city-store.ts';
import { vendorsHref, venuesHref } from '../../../lib/routes.ts';
import { capacityForGuests } from '../venues/venues.ts';
import { localePath, splitLocale, type Locale } from '../../../i18n/locales.ts';

/** Where the search goes, in the page's language: the venue list with `guests` and its `capacity` band, or a vendor list. */
export function heroSearchHref(what: string, city: string | null, guestsRaw: string, locale: Locale = 'en'): string {
  if (what !== 'venues') return localePath(vendorsHref(city, what), locale);
  const params = new URLSearchParams();
  const guests = Math.floor(Number(guestsRaw));
  const capacity = capacityForGuests(guests);
  if (capacity !== undefined) {
    params.set('guests', String(guests));
    params.set('capacity', String(capacity));
  }
  const query = params.toString();
  return localePath(`${venuesHref(city)}${query ? `?${query}` : ''}`, locale);
}

export function installHeroSearch(form: HTMLFormElement): void {
  const what = form.elements.namedItem('what') as HTMLSelectElement;
  const city = form.elements.namedItem('city') as HTMLSelectElement;
  const guests = form.elements.namedItem('guests') as HTMLInputElement;
  const guestsField = form.querySelector<HTMLElement>('[data-guests-field]');
  // Guests only narrow venues; a vendor list has no guest filter.
  const syncGuests = () => {
    if (guestsField) guestsField.hidden = what.value !== 'venues';
  };
  what.addEventListener('change', syncGuests);
  syncGuests();
  // The hero starts in the city the visitor chose in the header.
  $city.subscribe((slug) => {
    if (slug && [...city.options].some((o) => o.value === slug)) city.value = slug;
  });
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    window.location.assign(heroSearchHref(what.value, city.value || null, guests.value, splitLocale(location.pathname).locale));
  });
}

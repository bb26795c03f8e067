// The city a visitor browses in, shared by the header, the home page and islands, and kept
// in localStorage so it survives page loads. `null` means all cities.
import { atom } from 'nanostores';
import { cityVenuesHref, vendorsHref } from './routes.ts';

const STORAGE_KEY = 'mandap:city';

function readStored(): string | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage.getItem(STORAGE_KEY) || null;
  } catch {
    return null;
  }
}

export const $city = atom<string | null>(readStored());

$city.listen((slug) => {
  try {
    if (slug) localStorage.setItem(STORAGE_KEY, slug);
    else localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Storage can be unavailable (private mode); the choice then lasts for this page only.
  }
});

export type KnownCity = { slug: string; name: string };

function matchCity(segment: string, cities: readonly KnownCity[]): string | null | undefined {
  const value = decodeURIComponent(segment).toLowerCase();
  if (value === 'all') return null;
  return cities.find((c) => c.slug === value || c.name.toLowerCase() === value)?.slug;
}

function segments(pathname: string): string[] {
  return pathname.split('/').filter(Boolean);
}

/**
 * The city named by a venues or vendors URL (`/venues/{city}/…`, `/vendors/{city}/…`): a
 * slug, `null` for `all`, or `undefined` when the URL names no city (another page,
 * `/venues/wedding/12`, `/vendors/photography`, …).
 */
export function cityFromPath(pathname: string, cities: readonly KnownCity[]): string | null | undefined {
  const parts = segments(pathname);
  const [root, first] = parts;
  if ((root !== 'venues' && root !== 'vendors') || first === undefined) return undefined;
  // A detail page (`/vendors/{city}/{category}/{id}`) shows one listing: opening it is not a
  // choice of city, so only list addresses move the site-wide city.
  if (parts.some((part) => /^\d+$/.test(part))) return undefined;
  return matchCity(first, cities);
}

/**
 * A list that has a city but whose address names none (`/vendors/{category}`) follows the
 * visitor's chosen city: the address of that list in the city, or `null` to stay.
 */
export function listForChosenCity(pathname: string, search: string, city: string | null, cities: readonly KnownCity[]): string | null {
  if (!city) return null;
  const parts = segments(pathname);
  const [root, first] = parts;
  if (root !== 'vendors' || parts.length !== 2 || first === undefined) return null;
  if (/^\d+$/.test(first) || matchCity(first, cities) !== undefined) return null;
  return pathForCity(pathname, search, city, cities);
}

/**
 * Where to go when the city changes on a venues or vendors page, keeping the rest of the
 * address (venue type, category, query); `null` when the page does not depend on the city.
 */
export function pathForCity(pathname: string, search: string, city: string | null, cities: readonly KnownCity[]): string | null {
  const parts = segments(pathname);
  const [root, first, second] = parts;
  if (root === 'venues' && first !== undefined && matchCity(first, cities) !== undefined) {
    if (parts.length === 2) return cityVenuesHref(city);
    return `/${['venues', city ?? 'all', ...parts.slice(2)].join('/')}${search}`;
  }
  if (root !== 'vendors') return null;
  if (first === undefined) return city ? vendorsHref(city) : null;
  const firstIsCity = matchCity(first, cities) !== undefined;
  if (firstIsCity) {
    // /vendors/{city}, /vendors/{city}/{category}, /vendors/{city}/{category}/{id}
    if (second === undefined) return vendorsHref(city);
    return `${vendorsHref(city, second)}${search}`;
  }
  if (/^\d+$/.test(first)) return null; // a vendor's detail page: no city in its address
  // /vendors/{category}
  return city ? `${vendorsHref(city, first)}${search}` : null;
}

/** Each city link's address as the page drew it: the one for all cities. */
const addressesForAllCities = new WeakMap<HTMLAnchorElement, string>();

/**
 * Points links marked `data-city-link` at the chosen city: `data-href-city` holds the
 * address with `{city}`; the address the page drew (for all cities) is kept to go back to.
 */
export function applyCityLinks(city: string | null, root: ParentNode = document): void {
  for (const link of root.querySelectorAll<HTMLAnchorElement>('a[data-city-link]')) {
    const withCity = link.dataset.hrefCity;
    let all = addressesForAllCities.get(link);
    if (all === undefined) addressesForAllCities.set(link, (all = link.getAttribute('href') ?? ''));
    if (!withCity || !all) continue;
    link.href = city ? withCity.replace('{city}', encodeURIComponent(city)) : all;
  }
}

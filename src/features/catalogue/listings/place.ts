// Where a venue or vendor is, as one line and as a map search. Browser-safe.

/** A place's name, or its names: the one shown first, then the same place in another language. */
type PlaceName = string | null | undefined | readonly (string | null | undefined)[];

/**
 * "Street, Area, City, State" without repeating a city or state the address already names, in
 * any of its names (a Hindi page shows जयपुर, but the business wrote "MI Road, Jaipur").
 */
export function placeText(address: string | null | undefined, city: PlaceName, state?: PlaceName): string {
  const parts = address?.trim() ? [address.trim()] : [];
  for (const place of [city, state]) {
    const names = (typeof place === 'string' || !place ? [place] : place).map((name) => name?.trim()).filter((name): name is string => Boolean(name));
    const line = parts.join(', ').toLowerCase();
    if (names.length && !names.some((name) => line.includes(name.toLowerCase()))) parts.push(names[0]!);
  }
  return parts.join(', ');
}

/** An OpenStreetMap search for the place: a link, so the page embeds no map tiles. */
export function mapSearchHref(place: string): string {
  return `https://www.openstreetmap.org/search?query=${encodeURIComponent(place)}`;
}

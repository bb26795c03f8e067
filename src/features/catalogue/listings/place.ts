// Where a venue or vendor is, as one line and as a map search. Browser-safe.

/** "Street, Area, City, State" without repeating a city or state the address already names. */
export function placeText(address: string | null | undefined, city: string | null | undefined, state?: string | null): string {
  const parts = address?.trim() ? [address.trim()] : [];
  for (const part of [city, state]) {
    const name = part?.trim();
    if (name && !parts.join(', ').toLowerCase().includes(name.toLowerCase())) parts.push(name);
  }
  return parts.join(', ');
}

/** An OpenStreetMap search for the place: a link, so the page embeds no map tiles. */
export function mapSearchHref(place: string): string {
  return `https://www.openstreetmap.org/search?query=${encodeURIComponent(place)}`;
}

import { cityVenuesHref, parseId, venueHref, venueTypeHref, venuesHref } from '../../../lib/routes.ts';
import type { Db } from '../../../server/db/client.ts';
import { isVenueType } from '../catalogue.ts';
import { findCity } from '../catalogue.server.ts';

/**
 * Where a `/venues/…` URL that no page answered should go: an old detail shape, or a city
 * written by its name ("/venues/New Delhi/wedding"). Null means there is no such page.
 */
export async function resolveVenuePath(db: Db, segments: string[]): Promise<string | null> {
  const [first, second, ...more] = segments;
  if (!first || more.length > 0) return null;
  if (second === undefined) {
    const id = parseId(first);
    if (id !== null) return venueHref(id);
    const city = await findCity(db, first);
    return city && city.slug !== first ? cityVenuesHref(city.slug) : null;
  }
  const tail = second.toLowerCase();
  if (tail === 'wedding' && first.toLowerCase() === 'all' && first !== 'all') return venuesHref(null);
  if (tail !== 'wedding' && !isVenueType(tail)) return null;
  const city = await findCity(db, first);
  if (!city) return null;
  const target = tail === 'wedding' ? venuesHref(city.slug) : venueTypeHref(city.slug, tail);
  return target === `/venues/${first}/${second}` ? null : target;
}

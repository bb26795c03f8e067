import type { Db } from '../../server/db/client.ts';
import { parseId } from '../vendors/vendors.ts';
import { findCity } from './venues.server.ts';
import { VENUE_TYPES, venueHref } from './venues.ts';

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
    return city && city.slug !== first ? `/venues/${city.slug}` : null;
  }
  const tail = second.toLowerCase();
  if (tail === 'wedding' && first.toLowerCase() === 'all' && first !== 'all') return '/venues/all/wedding';
  const isType = (VENUE_TYPES as readonly string[]).includes(tail);
  if (tail !== 'wedding' && !isType) return null;
  const city = await findCity(db, first);
  if (!city) return null;
  const target = `/venues/${city.slug}/${tail}`;
  return target === `/venues/${first}/${second}` ? null : target;
}

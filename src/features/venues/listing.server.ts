import type { Db } from '../../server/db/client.ts';
import { listCities } from '../catalogue/catalogue.server.ts';
import { listVenues } from './venues.server.ts';
import { VENUE_TYPE_SLUGS, type VenueType } from '../catalogue/catalogue.ts';
import { DEFAULT_VENUE_SORT } from './venues.ts';

/** Static paths of the city listings: one per city. */
export async function cityPaths(db: Db) {
  return (await listCities(db)).map((city) => ({ params: { citySlug: city.slug }, props: { city } }));
}

/** Static paths of the city × venue type listings. */
export async function cityTypePaths(db: Db) {
  return (await listCities(db)).flatMap((city) =>
    VENUE_TYPE_SLUGS.map((type) => ({ params: { citySlug: city.slug, venueTypeSlug: type }, props: { city, type } })),
  );
}

/** The first page of a listing, baked into the HTML at build. */
export async function firstVenuePage(db: Db, cityId: number | null, venueType?: VenueType) {
  return listVenues(db, cityId, { sort: DEFAULT_VENUE_SORT, page: 1, ...(venueType ? { venueType } : {}) });
}

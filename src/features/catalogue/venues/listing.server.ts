import type { Db } from '../../../server/db/client.ts';
import { listVenues } from './venues.server.ts';
import type { VenueType } from '../catalogue.ts';
import { DEFAULT_VENUE_SORT } from './venues.ts';

/** The first page of a listing, in the HTML of the city's page. */
export async function firstVenuePage(db: Db, cityId: number | null, venueType?: VenueType) {
  return listVenues(db, cityId, { sort: DEFAULT_VENUE_SORT, page: 1, ...(venueType ? { venueType } : {}) });
}

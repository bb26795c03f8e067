import type { Db } from '../../../server/db/client.ts';
import type { City } from '../../../server/db/schema.ts';
import { findCity } from '../catalogue.server.ts';
import { lastPage } from '../../../lib/list-filters.ts';
import { venuesHref } from '../../../lib/routes.ts';
import { countVenues, listVenues } from './venues.server.ts';
import { resolveVenuePath } from './venue-routes.server.ts';
import { VENUE_PAGE_SIZE, parseVenueQuery, venueQueryString, type VenueFilters, type VenuePage } from './venues.ts';

export type VenueListPage =
  { kind: 'list'; city: City | null; filters: VenueFilters; page: VenuePage } | { kind: 'redirect'; to: string; keepQuery: boolean } | { kind: 'not-found' };

/**
 * What /venues/{city}/wedding answers for its URL query: the page of venues the filters,
 * search, sort and page ask for (so the HTML is right before any script runs), the last page
 * for a page past the end, a redirect for a city written by its name, or not found.
 */
export async function loadVenueListPage(db: Db, citySlug: string, params: URLSearchParams): Promise<VenueListPage> {
  let city: City | null = null;
  if (citySlug !== 'all') {
    const found = await findCity(db, citySlug);
    if (!found || found.slug !== citySlug) {
      const target = await resolveVenuePath(db, [citySlug, 'wedding']);
      return target ? { kind: 'redirect', to: target, keepQuery: true } : { kind: 'not-found' };
    }
    city = found;
  }
  const filters = parseVenueQuery(params);
  const page = await listVenues(db, city?.id ?? null, filters);
  if (page.venues.length === 0 && filters.page > 1) {
    const last = lastPage(await countVenues(db, city?.id ?? null, filters), VENUE_PAGE_SIZE);
    return { kind: 'redirect', to: `${venuesHref(city?.slug ?? null)}${venueQueryString({ ...filters, page: last })}`, keepQuery: false };
  }
  return { kind: 'list', city, filters, page };
}

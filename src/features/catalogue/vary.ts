// The query parameters each public catalogue answer varies by on the CDN (Netlify-Vary: query=…),
// read off the same parsers the lists use, so a new filter joins the list by itself.
import { paramsReadBy } from '../../server/cache-tags.ts';
import { parseCatalogueQuery } from './search/catalogue-search.ts';
import { parseVendorQuery } from './vendors/vendor-filters.ts';
import { parseVenueQuery } from './venues/venues.ts';
import { parseEstimateQuery } from './prices/estimate.ts';

const union = (...lists: string[][]) => [...new Set(lists.flat())].sort();

/** The query parameters that change each kind of answer (Netlify-Vary: query=…). */
export const varyBy = {
  /** /venues/{city}/wedding */
  venueListPage: union(paramsReadBy(parseVenueQuery)),
  /** /venues/wedding/{id} and a vendor's page: the estimate's fields, which the server renders. */
  listingDetailPage: union(paramsReadBy((params) => parseEstimateQuery(params))),
  /** /api/venues: the filters and the city. */
  venueListApi: union(paramsReadBy(parseVenueQuery), ['city']),
  /** /vendors/{city}/{category} and /vendors/{category} */
  vendorListPage: union(paramsReadBy(parseVendorQuery)),
  /** /api/vendors: the filters, the category and the city. */
  vendorListApi: union(paramsReadBy(parseVendorQuery), ['category', 'city']),
  /** /search */
  searchPage: union(paramsReadBy((params) => parseCatalogueQuery(params))),
  /** /api/search: the query, the number of results asked for and the language. */
  searchApi: union(
    paramsReadBy((params) => parseCatalogueQuery(params)),
    ['size', 'lang'],
  ),
  /** /api/gallery */
  galleryApi: ['cursor'],
  /** /api/recommendations: the budget and the language. */
  recommendations: ['budget', 'lang'],
} as const;

// The CDN cache tags of every public on-demand answer, and the query parameters it varies by
// (docs/decisions/0014-one-production-path.md). A page carries the tags of what it shows; a
// write purges the tags of every page that shows what it changed (server/purge.ts), so both
// sides are built from the same functions here and cannot drift apart. The parameters each list
// varies by come from the catalogue's own query parsers (features/catalogue/vary.ts).

export type ListingKind = 'venue' | 'vendor';

/** One tag per thing a write can change. */
export const tag = {
  /** A venue's or vendor's own page (`venue-17`, `vendor-5`). */
  listing: (kind: ListingKind, id: number) => `${kind}-${id}`,
  /** The venue list of a city (its venue-type lists included), or of all cities. */
  venueList: (cityId: number | null) => (cityId === null ? 'venues-all' : `venues-city-${cityId}`),
  /** The venue counts per city (/venues). */
  venueCounts: 'venue-counts',
  /** The vendor list of a category in a city, or in all cities. */
  vendorList: (categoryId: number, cityId: number | null) =>
    cityId === null ? `vendors-category-${categoryId}` : `vendors-category-${categoryId}-city-${cityId}`,
  /** Search results (page and API) in a city, or in all cities. */
  search: (cityId: number | null) => (cityId === null ? 'search-all' : `search-city-${cityId}`),
  gallery: 'gallery',
  /** The home page budget calculator's vendors (/api/recommendations). */
  recommendations: 'recommendations',
  cities: 'cities',
  ideaLikes: 'idea-likes',
  /** A couple's wedding website (/w/{slug}), by its wedding profile: stays the same when the slug changes. */
  weddingSite: (weddingProfileId: string) => `wedding-site-${weddingProfileId}`,
  /** The sitemap of listed wedding websites. */
  weddingSites: 'wedding-sites',
  /** Answers built only from the site's content collections: they change with a deploy, which empties the CDN. */
  content: 'content',
} as const;

/** The tags of each kind of public page or read API, given what it shows. */
export const pageTags = {
  venueDetail: (id: number) => [tag.listing('venue', id)],
  vendorDetail: (id: number) => [tag.listing('vendor', id)],
  venueList: (cityId: number | null) => [tag.venueList(cityId)],
  venueCounts: () => [tag.venueCounts],
  vendorList: (categoryId: number, cityId: number | null) => [tag.vendorList(categoryId, cityId)],
  search: (cityId: number | null) => [tag.search(cityId)],
  gallery: () => [tag.gallery],
  recommendations: () => [tag.recommendations],
  cities: () => [tag.cities],
  ideaLikes: () => [tag.ideaLikes],
  content: () => [tag.content],
  weddingSite: (weddingProfileId: string) => [tag.weddingSite(weddingProfileId)],
  weddingSitemap: () => [tag.weddingSites],
  /**
   * The catalogue's sitemap: it changes when a listing joins or leaves the lists (every such
   * write purges the all-cities lists' tags) or a city is added.
   */
  sitemap: (vendorCategoryIds: readonly number[]) => [tag.venueList(null), tag.cities, ...vendorCategoryIds.map((id) => tag.vendorList(id, null))],
} satisfies Record<string, (...args: never[]) => string[]>;

/**
 * The parameters a query parser reads, found by running it on a query that records every name
 * asked for (and answers "1", so no branch stops early). A filter added to a parser joins the
 * CDN's Netlify-Vary list by itself; tracking parameters (utm_source…) never do.
 */
export function paramsReadBy(parse: (params: URLSearchParams) => unknown): string[] {
  const read = new Set<string>();
  const params = new URLSearchParams();
  const recorder = new Proxy(params, {
    get(target, property) {
      if (property === 'get' || property === 'getAll' || property === 'has') {
        return (name: string) => {
          read.add(name);
          return property === 'get' ? '1' : property === 'getAll' ? ['1'] : true;
        };
      }
      const value = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  parse(recorder);
  return [...read].sort();
}

// Every internal page address is built here, so a route changes in one place. Browser-safe.
// A city or category argument is a slug; `null` means all cities. `{city}` may be passed as
// the city to build a template that `applyCityLinks` (city-store.ts) fills in the browser.

/** A venue's page; with a chosen guest count, its estimate is for that many (`?guests=N`). */
export function venueHref(id: number, guests?: number): string {
  return `/venues/wedding/${id}${guests ? `?guests=${guests}` : ''}`;
}

/** The venues landing page, or a city's venues page. */
export function cityVenuesHref(city: string | null): string {
  return city ? `/venues/${city}` : '/venues';
}

/** A city's pre-rendered page of one venue type. */
export function venueTypeHref(city: string, venueType: string): string {
  return `/venues/${city}/${venueType}`;
}

/** The filterable wedding venue list of a city (or all cities), optionally of one type and from a later page. */
export function venuesHref(city: string | null, venueType?: string, page = 1): string {
  const params = new URLSearchParams();
  if (venueType) params.set('venue_type', venueType);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return `/venues/${city ?? 'all'}/wedding${query ? `?${query}` : ''}`;
}

/** The vendor directory (no category), or a category's vendor list, in a city when one is chosen. */
export function vendorsHref(city: string | null, categorySlug?: string): string {
  if (!categorySlug) return city ? `/vendors/${city}` : '/vendors';
  return city ? `/vendors/${city}/${categorySlug}` : `/vendors/${categorySlug}`;
}

/** A vendor's page as its list links to it: `/vendors/{city or all}/{category}/{id}`. */
export function vendorHref(city: string | null, categorySlug: string, id: number): string {
  return `/vendors/${city ?? 'all'}/${categorySlug}/${id}`;
}

/** A vendor's page by its id alone. */
export function vendorByIdHref(id: number): string {
  return `/vendors/${id}`;
}

/**
 * The page of a shortlisted or reviewed item. A service has no page of its own: it links to
 * the page of the vendor that offers it (`serviceVendorId`), or to the directory without one.
 */
export function shortlistItemHref(itemType: 'venue' | 'vendor' | 'service', itemId: number, serviceVendorId: number | null = null): string {
  if (itemType === 'venue') return venueHref(itemId);
  if (itemType === 'vendor') return vendorByIdHref(itemId);
  return serviceVendorId === null ? vendorsHref(null) : vendorByIdHref(serviceVendorId);
}

export function ideaHref(slug: string): string {
  return `/ideas/${slug}`;
}

export function blogPostHref(id: string): string {
  return `/blog/${id}`;
}

export function blogCategoryHref(id: string): string {
  return `/blog/category/${id}`;
}

export function photoCategoryHref(slug: string): string {
  return `/photos/category/${slug}`;
}

export function packageHref(id: string | number): string {
  return `/packages/${id}`;
}

export function weddingHref(id: string | number): string {
  return `/weddings/${id}`;
}

/** Catalogue ids in an address are positive integers; slugs never are. */
export function parseId(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,12}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 && Number.isSafeInteger(id) ? id : null;
}

/**
 * A return address taken from a request (`?next=`): a path on this site with an optional
 * query, never another origin (`//host`, `/\host`, `https:`), else `fallback`.
 */
export function safeNextPath(requested: string | null | undefined, fallback: string): string {
  if (!requested || requested.length > 500) return fallback;
  return /^\/(?![/\\])[\w\-/.~%]*(\?[\w\-=&%.~+,:]*)?$/.test(requested) ? requested : fallback;
}

/** A tab of the couple's dashboard, e.g. `budget`. */
export function dashboardTabHref(tab: string): string {
  return `/dashboard?tab=${tab}`;
}

/** The sign-in page that comes back to `path` afterwards. */
export function signInHref(path: string): string {
  return `/login?next=${encodeURIComponent(path)}`;
}

/** The enquiry form for one listing, or for several chosen on the shortlist (`venue-12`, `vendor-5`). */
export function enquiryFormHref(listings: readonly { kind: 'venue' | 'vendor'; id: number }[]): string {
  return `/enquiry/new?${listings.map((l) => `listing=${l.kind}-${l.id}`).join('&')}`;
}

/** A business sign-in or registration page that comes back to `next` (when given) afterwards. */
export function vendorAccountHref(page: '/LoginVendor' | '/RegisterVendor', next: string | null): string {
  return next ? `${page}?next=${encodeURIComponent(next)}` : page;
}

// The catalogue's part of the sitemap: its pages are rendered on demand, so the build cannot
// list them (the pre-rendered pages are @astrojs/sitemap's). Listings are paged by id range
// (SITEMAP_PAGE ids a part), so each part reads one slice of the primary key whatever the
// size of the catalogue, and a listing stays in the same part for good. Every read is one batch:
// one round trip.
import { and, asc, eq, gt, isNotNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../../server/db/client.ts';
import { categories, cities, vendors, venues } from '../../../server/db/schema.ts';
import { cityVenuesHref, vendorHref, vendorsHref, venueHref, venueTypeHref, venuesHref } from '../../../lib/routes.ts';
import { isVenueType } from '../catalogue.ts';
import { isPublicVendor } from '../public-listing.server.ts';

/** Listing ids per part: with both languages, 10,000 addresses, a fifth of what a sitemap may hold. */
export const SITEMAP_PAGE = 5000;

export type SitemapPart = { kind: 'lists' } | { kind: 'venues' | 'vendors'; page: number };

/** A part's name in its address (/sitemaps/{name}.xml). */
export function sitemapPartName(part: SitemapPart): string {
  return part.kind === 'lists' ? 'lists' : `${part.kind}-${part.page}`;
}

export function parseSitemapPart(name: string): SitemapPart | null {
  if (name === 'lists') return { kind: 'lists' };
  const match = /^(venues|vendors)-(0|[1-9]\d{0,6})$/.exec(name);
  return match ? { kind: match[1] as 'venues' | 'vendors', page: Number(match[2]) } : null;
}

/** A sitemap answer: its paths, and the vendor categories whose lists' cache tags it carries. */
export interface SitemapRead<T> {
  value: T;
  categoryIds: number[];
}

const vendorCategoryIds = (db: Db) => db.select({ id: categories.id }).from(categories).where(eq(categories.type, 'vendor'));

/** Every part there is now: the lists, then the venues' and vendors' id ranges up to their largest id. */
export async function listSitemapParts(db: Db): Promise<SitemapRead<SitemapPart[]>> {
  const [[venueMax], [vendorMax], categoryRows] = await db.batch([
    db.select({ id: sql<number | null>`max(${venues.id})` }).from(venues),
    db.select({ id: sql<number | null>`max(${vendors.id})` }).from(vendors),
    vendorCategoryIds(db),
  ]);
  const pages = (max: number | null | undefined) => (max ? Math.floor((max - 1) / SITEMAP_PAGE) + 1 : 0);
  const parts: SitemapPart[] = [
    { kind: 'lists' },
    ...Array.from({ length: pages(venueMax?.id) }, (_, page) => ({ kind: 'venues' as const, page })),
    ...Array.from({ length: pages(vendorMax?.id) }, (_, page) => ({ kind: 'vendors' as const, page })),
  ];
  return { value: parts, categoryIds: categoryRows.map((row) => row.id) };
}

/** The paths of one part, in English (the endpoint adds the Hindi ones). */
export async function sitemapPaths(db: Db, part: SitemapPart): Promise<SitemapRead<string[]>> {
  if (part.kind === 'lists') return listPaths(db);
  const first = part.page * SITEMAP_PAGE;
  const last = first + SITEMAP_PAGE;
  if (part.kind === 'venues') {
    const [rows, categoryRows] = await db.batch([
      db
        .select({ id: venues.id })
        .from(venues)
        .where(and(gt(venues.id, first), lte(venues.id, last)))
        .orderBy(asc(venues.id)),
      vendorCategoryIds(db),
    ]);
    return { value: rows.map((row) => venueHref(row.id)), categoryIds: categoryRows.map((row) => row.id) };
  }
  const [rows, categoryRows] = await db.batch([
    db
      .select({ id: vendors.id, city: cities.slug, category: categories.slug })
      .from(vendors)
      .innerJoin(categories, eq(categories.id, vendors.categoryId))
      .leftJoin(cities, eq(cities.id, vendors.cityId))
      .where(and(gt(vendors.id, first), lte(vendors.id, last), isPublicVendor))
      .orderBy(asc(vendors.id)),
    vendorCategoryIds(db),
  ]);
  return { value: rows.map((row) => vendorHref(row.city, row.category, row.id)), categoryIds: categoryRows.map((row) => row.id) };
}

/** The gallery and the list pages that have something to list: a city's venues (and of each type it has), vendors by city and category. */
async function listPaths(db: Db): Promise<SitemapRead<string[]>> {
  const [venueKinds, vendorKinds, categoryRows] = await db.batch([
    db
      .selectDistinct({ city: cities.slug, type: venues.type })
      .from(venues)
      .innerJoin(cities, eq(cities.id, venues.cityId))
      .orderBy(asc(cities.slug), asc(venues.type)),
    db
      .selectDistinct({ city: cities.slug, category: categories.slug })
      .from(vendors)
      .innerJoin(categories, eq(categories.id, vendors.categoryId))
      .leftJoin(cities, eq(cities.id, vendors.cityId))
      .where(and(isPublicVendor, isNotNull(vendors.categoryId)))
      .orderBy(asc(cities.slug), asc(categories.slug)),
    vendorCategoryIds(db),
  ]);
  // The photo gallery is rendered on demand from the listings' photos.
  const paths = new Set<string>(['/gallery']);
  if (venueKinds.length > 0) paths.add(venuesHref(null));
  for (const { city, type } of venueKinds) {
    paths.add(cityVenuesHref(city)).add(venuesHref(city));
    if (isVenueType(type)) paths.add(venueTypeHref(city, type));
  }
  for (const { city, category } of vendorKinds) {
    paths.add(vendorsHref(null, category));
    if (city) paths.add(vendorsHref(city)).add(vendorsHref(city, category));
  }
  return { value: [...paths], categoryIds: categoryRows.map((row) => row.id) };
}

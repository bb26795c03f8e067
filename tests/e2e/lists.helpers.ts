// A catalogue of their own for the list tests: a new city and vendor category with vendors and
// venues of known prices, ratings and names, so the expected orders and counts are exact and
// no seeded row that other specs rely on changes.
import { categories, cities, vendors, venues, type Vendor, type Venue } from '../../src/server/db/schema.ts';
import { e2eDb } from './fixtures.ts';
import { ratingScore } from '../../src/lib/rating.ts';

let counter = 0;
const unique = () => `${Date.now().toString(36)}${(counter++).toString(36)}${Math.random().toString(36).slice(2, 5)}`;

/** A word only these vendors have, for the search. */
export const SEARCH_WORD = 'zarinwork';

export async function givenListCatalogue(options: { vendors?: number; venues?: number } = {}) {
  const db = e2eDb();
  const id = unique();
  const [city] = await db
    .insert(cities)
    .values({ name: `Listpur ${id}`, slug: `listpur-${id}`, state: 'Rajasthan' })
    .returning();
  const [category] = await db
    .insert(categories)
    .values({ name: `Mehendi ${id}`, slug: `mehendi-${id}`, type: 'vendor' })
    .returning();
  const vendorRows: Vendor[] = [];
  for (let i = 0; i < (options.vendors ?? 30); i++) {
    const [row] = await db
      .insert(vendors)
      .values({
        name: `${[3, 7, 12].includes(i) ? `${SEARCH_WORD} ` : ''}Henna House ${i} ${id}`,
        description: 'Bridal mehendi for every function.',
        cityId: city!.id,
        categoryId: category!.id,
        // The last vendor has no price: price sorts put it last.
        priceRangeMin: i === 29 ? null : 20_000 + i * 10_000,
        priceRangeMax: i === 29 ? null : 40_000 + i * 10_000,
        ratingAverage: (i % 5) + 0.5,
        reviewCount: i,
        isFeatured: i === 5,
      })
      .returning();
    vendorRows.push(row!);
  }
  const venueRows: Venue[] = [];
  for (let i = 0; i < (options.venues ?? 0); i++) {
    const [row] = await db
      .insert(venues)
      .values({
        name: `Listpur Bagh ${i} ${id}`,
        description: 'Lawns with a stage.',
        type: 'garden',
        location: city!.name,
        cityId: city!.id,
        capacityMin: 100,
        capacityMax: 300 + i * 10,
        rentalPriceMin: 100_000 + i * 10_000,
        pricePerPlateVeg: 1_200 + i * 10,
        ratingAverage: (i % 5) + 0.5,
        reviewCount: i,
      })
      .returning();
    venueRows.push(row!);
  }
  return { city: city!, category: category!, vendors: vendorRows, venues: venueRows };
}

/** The vendor list's default order, "Featured first": featured, then rating, then review count, then newest id. */
export function byFeatured(rows: Vendor[]): Vendor[] {
  return [...rows].sort(
    (a, b) => Number(b.isFeatured) - Number(a.isFeatured) || b.ratingAverage - a.ratingAverage || b.reviewCount - a.reviewCount || b.id - a.id,
  );
}

/** "Rating: High to Low": the Bayesian rating, then newest id (featured or not). */
export function byRating(rows: Vendor[]): Vendor[] {
  return [...rows].sort((a, b) => ratingScore(b.ratingAverage, b.reviewCount) - ratingScore(a.ratingAverage, a.reviewCount) || b.id - a.id);
}

/** By starting price, low to high, vendors without a price last. */
export function byPriceAsc(rows: Vendor[]): Vendor[] {
  return [...rows].sort(
    (a, b) => Number(a.priceRangeMin === null) - Number(b.priceRangeMin === null) || (a.priceRangeMin ?? 0) - (b.priceRangeMin ?? 0) || a.id - b.id,
  );
}

/** The hrefs of the vendor cards on the page, in order. */
export const shownVendors = (page: import('@playwright/test').Page) =>
  page.locator('article[data-vendor-id] h3 a').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));

/** The page's islands have started (Astro drops `ssr` from an island once it has hydrated). */
export async function hydrated(page: import('@playwright/test').Page): Promise<void> {
  await page.waitForFunction(() => document.querySelector('astro-island') !== null && document.querySelector('astro-island[ssr]') === null);
}

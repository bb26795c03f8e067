import AxeBuilder from '@axe-core/playwright';
import { asc, desc, eq } from 'drizzle-orm';
import { test, expect, e2eDb } from './fixtures.ts';
import { REVALIDATE } from '../../src/server/caching.ts';
import { cities, venues, type City, type Venue } from '../../src/server/db/schema.ts';
import {
  VENUE_PAGE_SIZE,
  capacityOptions,
  pricePerPlateOptions,
  ratingOptions,
  rentalPriceOptions,
  amenityList,
  capacityBand,
  parseVenueQuery,
  type VenueFilters,
} from '../../src/features/catalogue/venues/venues.ts';
import { venueFilterMessages } from '../../src/features/catalogue/venues/messages.ts';
import { ratingScore } from '../../src/lib/rating.ts';

const filterTexts = venueFilterMessages.for('en');
const CAPACITY_OPTIONS = capacityOptions(filterTexts);
const PRICE_PER_PLATE_OPTIONS = pricePerPlateOptions(filterTexts);
const RENTAL_PRICE_OPTIONS = rentalPriceOptions(filterTexts);
const RATING_OPTIONS = ratingOptions(filterTexts);
import { formatRupees } from '../../src/lib/money.ts';
import { hydrated } from './lists.helpers.ts';

async function cityWithMostVenues(): Promise<{ city: City; rows: Venue[] }> {
  const db = e2eDb();
  const all = await db.select().from(cities).orderBy(asc(cities.id));
  let best: { city: City; rows: Venue[] } | null = null;
  for (const city of all) {
    const rows = await db.select().from(venues).where(eq(venues.cityId, city.id));
    if (!best || rows.length > best.rows.length) best = { city, rows };
  }
  return best!;
}

/** The documented filter semantics, computed here from the rows, independently of the SQL. */
function reference(rows: Venue[], f: VenueFilters): Venue[] {
  const words =
    f.q
      ?.toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter(Boolean) ?? [];
  const matches = rows.filter((v) => {
    if (f.venueType && v.type !== f.venueType) return false;
    if (f.capacity !== undefined) {
      const band = capacityBand(f.capacity);
      if ((v.capacityMax ?? 0) < band.min) return false;
      if (band.max !== null && (v.capacityMin ?? 0) > band.max) return false;
    }
    if (f.pricePerPlate !== undefined) {
      if (v.pricePerPlateVeg === null) return false;
      if (f.pricePerPlate > 5000 ? v.pricePerPlateVeg < f.pricePerPlate : v.pricePerPlateVeg > f.pricePerPlate) return false;
    }
    if (f.rentalPrice !== undefined) {
      if (v.rentalPriceMin === null) return false;
      if (f.rentalPrice > 500_000 ? v.rentalPriceMin < f.rentalPrice : v.rentalPriceMin > f.rentalPrice) return false;
    }
    if (f.rating !== undefined && v.ratingAverage < f.rating) return false;
    if (words.length) {
      const tokens = `${v.name} ${v.description} ${v.address}`.toLowerCase().split(/[^\p{L}\p{N}]+/u);
      if (!words.every((w) => tokens.some((t) => t.startsWith(w)))) return false;
    }
    return true;
  });
  const key = (v: Venue): [number, number] =>
    f.sort === 'rental_price_asc'
      ? [v.rentalPriceMin ?? -1, v.id]
      : f.sort === 'rental_price_desc'
        ? [-(v.rentalPriceMin ?? -1), -v.id]
        : f.sort === 'capacity_desc'
          ? [-(v.capacityMax ?? -1), -v.id]
          : [-ratingScore(v.ratingAverage, v.reviewCount), -v.id];
  return matches.sort((a, b) => key(a)[0] - key(b)[0] || key(a)[1] - key(b)[1]);
}

const pageIds = (rows: Venue[], page = 1) => rows.slice((page - 1) * VENUE_PAGE_SIZE, page * VENUE_PAGE_SIZE).map((v) => `/venues/wedding/${v.id}`);

/** Waits until the page shows the reference page, re-reading the database each time (other tests add venues). */
async function expectAllCities(page: import('@playwright/test').Page, filters: VenueFilters, page_ = 1) {
  await expect
    .poll(async () => {
      const rows = await e2eDb().select().from(venues);
      const [shown, expected] = [await shownIds(page), pageIds(reference(rows, { ...filters, page: 1 }), page_)];
      return JSON.stringify(shown) === JSON.stringify(expected) ? 'match' : JSON.stringify({ shown, expected });
    })
    .toBe('match');
}

/** The all-cities list with a query, as the filter island loads it. */
const listFetch = (url: URL) => url.pathname === '/venues/all/wedding' && url.search !== '';

async function shownIds(page: import('@playwright/test').Page): Promise<string[]> {
  return page.locator('article[data-venue-id] h3 a').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
}

test.describe('venue listings', () => {
  test('the landing page lists cities and venue types', async ({ page }) => {
    const { city } = await cityWithMostVenues();
    await page.goto('/venues');
    await expect(page.getByRole('heading', { level: 1, name: 'Wedding Venues' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'All Wedding Venues' })).toHaveAttribute('href', '/venues/all/wedding');
    await expect(page.locator(`a[href="/venues/${city.slug}"]`)).toContainText(city.name);
    await page.getByRole('link', { name: 'Heritage' }).click();
    await expect(page).toHaveURL(/\/venues\/all\/wedding\?venue_type=heritage$/);
  });

  test('a city listing shows its top-rated venues with full cards linking to the canonical page', async ({ page }) => {
    const { city, rows } = await cityWithMostVenues();
    await page.goto(`/venues/${city.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Wedding Venues in ${city.name}`);
    const expected = reference(rows, { sort: 'rating_desc', page: 1 });
    expect(await shownIds(page)).toEqual(pageIds(expected));

    const top = expected[0]!;
    const card = page.locator(`article[data-venue-id="${top.id}"]`);
    await expect(card.getByRole('heading', { name: top.name })).toBeVisible();
    await expect(card).toContainText(top.address);
    await expect(card).toContainText(`(${top.reviewCount} reviews)`);
    await expect(card.locator('[data-stars]')).toHaveAttribute('data-stars', String(Math.floor(top.ratingAverage)));
    await expect(card).toContainText(`${top.capacityMin}-${top.capacityMax} guests`);
    await expect(card).toContainText(formatRupees(top.rentalPriceMin!));
    const amenities = amenityList(top, top.amenities);
    for (const a of amenities.slice(0, 3)) await expect(card.getByText(a, { exact: true })).toBeVisible();
    if (amenities.length > 3) await expect(card.getByText(`+${amenities.length - 3} more`)).toBeVisible();
    await expect(card.locator('img')).toHaveAttribute('src', top.coverImageUrl ?? '/placeholders/venue.svg');
  });

  test('a city and type listing shows only that type', async ({ page }) => {
    const { city, rows } = await cityWithMostVenues();
    const type = rows[0]!.type;
    await page.goto(`/venues/${city.slug}/${type}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Wedding Venues in ${city.name}`);
    expect(await shownIds(page)).toEqual(pageIds(reference(rows, { sort: 'rating_desc', page: 1, venueType: type as 'hotel' })));
  });

  test('listing pages ship no React and stay light', async ({ page }) => {
    const { city } = await cityWithMostVenues();
    let scriptBytes = 0;
    let requests = 0;
    page.on('response', async (response) => {
      requests++;
      if (response.request().resourceType() === 'script') scriptBytes += (await response.body()).length;
    });
    await page.goto(`/venues/${city.slug}`, { waitUntil: 'networkidle' });
    expect(requests).toBeLessThanOrEqual(25);
    expect(scriptBytes).toBeLessThan(10_000 * 3); // uncompressed; well under 10 KB gzip
    expect(await page.locator('astro-island').count()).toBe(0);
  });
});

test.describe('the filterable wedding venue list', () => {
  test('on a phone, cards after the third are laid out only when scrolled near, and then show in full', async ({ page }) => {
    await page.setViewportSize({ width: 412, height: 915 });
    await page.goto('/venues/all/wedding');
    const cards = page.locator('[data-result-cards] > article');
    await expect(cards).toHaveCount(12);
    // A card's content is skipped (content-visibility: auto) while two screens down; the first card's is drawn at once.
    const drawn = (card: typeof cards) => card.getByRole('heading').evaluate((el) => el.checkVisibility({ contentVisibilityAuto: true }));
    expect(await drawn(cards.first())).toBe(true);
    const fifth = cards.nth(4);
    expect(await drawn(fifth)).toBe(false);
    await fifth.scrollIntoViewIfNeeded();
    await expect.poll(() => drawn(fifth)).toBe(true);
    await expect(fifth.getByRole('heading')).toBeVisible();
    await expect.poll(() => fifth.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  });

  test('headings for all cities, a city slug and a city name', async ({ page }) => {
    const { city } = await cityWithMostVenues();
    await page.goto('/venues/all/wedding');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('All Wedding Venues');
    await page.goto(`/venues/${city.slug}/wedding`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Wedding Venues in ${city.name}`);
    await page.goto(`/venues/${encodeURIComponent(city.name.toUpperCase())}/wedding?rating=4`);
    await expect(page).toHaveURL(`/venues/${city.slug}/wedding?rating=4`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Wedding Venues in ${city.name}`);
  });

  test('offers exactly the filter options of the specification', async ({ page }) => {
    await page.goto('/venues/all/wedding');
    const options = (label: string) =>
      page
        .getByLabel(label, { exact: true })
        .locator('option')
        .evaluateAll((els) => els.map((o) => [(o as HTMLOptionElement).value, o.textContent]));
    const expected = (list: { value: string; label: string }[]) => list.map((o) => [o.value, o.label]);
    expect(await options('Capacity')).toEqual(expected(CAPACITY_OPTIONS));
    expect(await options('Capacity')).toEqual([
      ['', 'Any'],
      ['100', '<100'],
      ['200', '100-200'],
      ['300', '200-300'],
      ['400', '300-400'],
      ['500', '400-500'],
      ['501', '>500'],
    ]);
    expect(await options('Price per Plate')).toEqual(expected(PRICE_PER_PLATE_OPTIONS));
    expect((await options('Price per Plate')).map((o) => o[1])).toEqual([
      'Any',
      'Under ₹1,000',
      'Under ₹2,000',
      'Under ₹3,000',
      'Under ₹4,000',
      'Under ₹5,000',
      'Over ₹5,000',
    ]);
    expect((await options('Rental Price')).map((o) => o[1])).toEqual([
      'Any',
      'Under ₹1 Lakh',
      'Under ₹2 Lakh',
      'Under ₹3 Lakh',
      'Under ₹4 Lakh',
      'Under ₹5 Lakh',
      'Over ₹5 Lakh',
    ]);
    expect(await options('Rental Price')).toEqual(expected(RENTAL_PRICE_OPTIONS));
    expect(await options('Rating')).toEqual(expected(RATING_OPTIONS));
    expect((await options('Rating')).map((o) => o[0])).toEqual(['', '5', '4', '3', '2', '1']);
    await expect(page.getByRole('button', { name: 'Apply Filters' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reset Filters' })).toBeVisible();
    await expect(page.getByLabel('Search venues')).toBeVisible();
  });

  test('applying filters puts them in the URL and shows exactly the matching venues', async ({ page }) => {
    const { city, rows } = await cityWithMostVenues();
    await page.goto(`/venues/${city.slug}/wedding`);
    await hydrated(page);
    await page.getByLabel('Capacity', { exact: true }).selectOption('300');
    await page.getByLabel('Price per Plate', { exact: true }).selectOption('5000');
    await page.getByRole('button', { name: 'Apply Filters' }).click();
    await expect(page).toHaveURL(/\?capacity=300&price_per_plate=5000$/);
    const expected = reference(rows, parseVenueQuery(new URLSearchParams('capacity=300&price_per_plate=5000')));
    expect(expected.length).toBeGreaterThan(0);
    await expect.poll(() => shownIds(page)).toEqual(pageIds(expected));

    await page.reload();
    await expect.poll(() => shownIds(page)).toEqual(pageIds(expected));
    await expect(page.getByLabel('Capacity', { exact: true })).toHaveValue('300');

    await page.getByRole('button', { name: 'Reset Filters' }).click();
    await expect(page).toHaveURL(`/venues/${city.slug}/wedding`);
    await expect.poll(() => shownIds(page)).toEqual(pageIds(reference(rows, { sort: 'rating_desc', page: 1 })));
  });

  for (const query of [
    'rental_price=300000&rating=4',
    'capacity=501',
    'rental_price=500001',
    'price_per_plate=5001',
    'capacity=100&rating=3',
    'venue_type=heritage&sort=capacity_desc',
  ]) {
    test(`URL query ${query} shows the reference result`, async ({ page }) => {
      const { city, rows } = await cityWithMostVenues();
      await page.goto(`/venues/${city.slug}/wedding?${query}`);
      const expected = reference(rows, parseVenueQuery(new URLSearchParams(query)));
      if (expected.length === 0) await expect(page.getByText('No venues found')).toBeVisible();
      else await expect.poll(() => shownIds(page)).toEqual(pageIds(expected));
    });
  }

  test('every sort orders the venues as asked, in SQL, across all cities', async ({ page }) => {
    await page.goto('/venues/all/wedding');
    await hydrated(page);
    const sort = page.getByLabel('Sort by');
    for (const [value, label] of [
      ['rental_price_asc', 'Rental Price: Low to High'],
      ['rental_price_desc', 'Rental Price: High to Low'],
      ['capacity_desc', 'Capacity: High to Low'],
      ['rating_desc', 'Rating: High to Low'],
    ] as const) {
      await sort.selectOption({ label });
      if (value !== 'rating_desc') await expect(page).toHaveURL(new RegExp(`sort=${value}`));
      await expectAllCities(page, { sort: value, page: 1 });
    }
  });

  test('the search box finds venues by name, description or address', async ({ page }) => {
    const { city, rows } = await cityWithMostVenues();
    const target = rows[5]!;
    const word = target.name.split(/\s+/).find((w) => w.length > 3) ?? target.name;
    await page.goto(`/venues/${city.slug}/wedding`);
    await hydrated(page);
    await page.getByLabel('Search venues').fill(word);
    await page.getByLabel('Search venues').press('Enter');
    await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(word)}`));
    const expected = reference(rows, parseVenueQuery(new URLSearchParams({ q: word })));
    expect(expected.map((v) => v.id)).toContain(target.id);
    await expect.poll(() => shownIds(page)).toEqual(pageIds(expected));
  });

  test('pages through results with Next and Previous', async ({ page }) => {
    await page.goto('/venues/all/wedding');
    await hydrated(page);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expectAllCities(page, { sort: 'rating_desc', page: 1 }, 2);
    await page.getByRole('button', { name: 'Previous' }).click();
    await expectAllCities(page, { sort: 'rating_desc', page: 1 });
  });

  test('invalid filter values are ignored', async ({ page }) => {
    const { city, rows } = await cityWithMostVenues();
    await page.goto(`/venues/${city.slug}/wedding?capacity=-5&price_per_plate=abc&rental_price=0&rating=0&sort=bogus`);
    await expect.poll(() => shownIds(page)).toEqual(pageIds(reference(rows, { sort: 'rating_desc', page: 1 })));
    await expect(page.getByLabel('Capacity', { exact: true })).toHaveValue('');
  });

  test('shows 6 skeleton cards while loading, then the empty state', async ({ page }) => {
    await page.goto('/venues/all/wedding');
    await hydrated(page);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    // The island loads the same page for the new query and takes its cards in.
    await page.route(listFetch, async (route) => {
      if (route.request().resourceType() === 'fetch') await held;
      await route.continue();
    });
    await page.getByLabel('Search venues').fill('zzqxvw');
    await page.getByLabel('Search venues').press('Enter');
    await expect(page.getByTestId('venue-skeleton')).toHaveCount(6);
    release();
    await expect(page.getByText('No venues found', { exact: true })).toBeVisible();
    await expect(page.getByText('Try adjusting your filters')).toBeVisible();
  });

  test('a failed load shows the error toast', async ({ page }) => {
    await page.goto('/venues/all/wedding');
    await hydrated(page);
    await page.route(listFetch, (route) => (route.request().resourceType() === 'fetch' ? route.fulfill({ status: 500, body: 'boom' }) : route.continue()));
    await page.getByLabel('Rating', { exact: true }).selectOption('4');
    await page.getByRole('button', { name: 'Apply Filters' }).click();
    const toast = page.locator('.toast-destructive');
    await expect(toast).toContainText('Error');
    await expect(toast).toContainText('Failed to load venues. Please try again later.');
    await expect(page.locator('[data-venue-part="cards"] [role="alert"]')).toContainText('Failed to load venues. Please try again later.');
  });

  test('the venues API filters, is cacheable and rejects unknown cities', async ({ request }) => {
    const ok = await request.get('/api/venues?city=all&rating=4&sort=rental_price_asc');
    expect(ok.status()).toBe(200);
    expect(ok.headers()['cache-control']).toBe(REVALIDATE);
    expect(ok.headers()['netlify-cdn-cache-control']).toContain('durable');
    const body = (await ok.json()) as { venues: { ratingAverage: number }[] };
    expect(body.venues.every((v) => v.ratingAverage >= 4)).toBe(true);
    expect((await request.get('/api/venues?city=atlantis')).status()).toBe(404);
  });

  test('passes axe on the filter page', async ({ page }) => {
    await page.goto('/venues/all/wedding');
    await expect(page.locator('article[data-venue-id]').first()).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations).toEqual([]);
  });
});

test.describe('the venue list without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a link to a filtered list shows the matching venues in its HTML', async ({ page }) => {
    const { city, rows } = await cityWithMostVenues();
    for (const query of ['capacity=100', 'rental_price=300000&rating=4&sort=rental_price_asc', 'venue_type=heritage&page=2']) {
      await page.goto(`/venues/${city.slug}/wedding?${query}`);
      const filters = parseVenueQuery(new URLSearchParams(query));
      const expected = reference(rows, { ...filters, page: 1 });
      // A page past the end redirects to the last page.
      const shownPage = Math.min(filters.page, Math.max(1, Math.ceil(expected.length / VENUE_PAGE_SIZE)));
      if (expected.length === 0) await expect(page.getByText('No venues found', { exact: true })).toBeVisible();
      else expect(await shownIds(page)).toEqual(pageIds(expected, shownPage));
    }
    await expect(page.getByLabel('Venue Type', { exact: true })).toHaveValue('heritage');
  });

  test('the filters, the sort and Next are plain forms', async ({ page }) => {
    await page.goto('/venues/all/wedding');
    await page.getByLabel('Rating', { exact: true }).selectOption('4');
    await page.getByLabel('Sort by').selectOption('capacity_desc');
    await page.getByRole('button', { name: 'Apply Filters' }).click();
    await expect(page).toHaveURL(/rating=4/);
    await expect(page).toHaveURL(/sort=capacity_desc/);
    const rows = await e2eDb().select().from(venues);
    const expected = reference(rows, { rating: 4, sort: 'capacity_desc', page: 1 });
    expect(await shownIds(page)).toEqual(pageIds(expected));
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/page=2/);
    expect(await shownIds(page)).toEqual(pageIds(expected, 2));
    await expect(page.getByLabel('Rating', { exact: true })).toHaveValue('4');
    await page.getByRole('button', { name: 'Reset Filters' }).click();
    await expect(page).toHaveURL(/\/venues\/all\/wedding\??$/);
    expect(await shownIds(page)).toEqual(pageIds(reference(rows, { sort: 'rating_desc', page: 1 })));
  });
});

test.describe('venue detail', () => {
  test('shows what a couple needs to decide, and is CDN-cacheable', async ({ page }) => {
    const [venue] = await e2eDb().select().from(venues).orderBy(desc(venues.reviewCount)).limit(1);
    const response = await page.goto(`/venues/wedding/${venue!.id}`);
    expect(response?.headers()['cache-control']).toBe(REVALIDATE);
    expect(response?.headers()['netlify-cache-tag']).toBe(`venue-${venue!.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(venue!.name);
    await expect(page.getByText('Veg per plate', { exact: true })).toBeVisible();
    if (venue!.pricePerPlateVeg) await expect(page.getByText(formatRupees(venue!.pricePerPlateVeg), { exact: true }).first()).toBeVisible();
    if (venue!.cancellationPolicy) await expect(page.getByText(venue!.cancellationPolicy)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add to Shortlist' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Reviews' })).toBeVisible();
    await expect(page.locator('[data-review-count]')).toHaveText(String(venue!.reviewCount));
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations).toEqual([]);
  });

  test('the back button goes one step back', async ({ page }) => {
    const { city } = await cityWithMostVenues();
    await page.goto(`/venues/${city.slug}`);
    await page.locator('article[data-venue-id] h3 a').first().click();
    await expect(page).toHaveURL(/\/venues\/wedding\/\d+$/);
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(`/venues/${city.slug}`);
  });

  test('an unknown venue says Venue not found', async ({ page }) => {
    const response = await page.goto('/venues/wedding/987654321');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Venue not found' })).toBeVisible();
  });

  test('older detail shapes redirect permanently to the canonical page', async ({ request }) => {
    const [venue] = await e2eDb().select({ id: venues.id }).from(venues).limit(1);
    for (const path of [`/venues/${venue!.id}`, `/wedding-venues/${venue!.id}`]) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status()).toBe(301);
      expect(new URL(response.headers()['location']!, 'http://x').pathname).toBe(`/venues/wedding/${venue!.id}`);
    }
  });

  test('unknown venue URLs are not found', async ({ request }) => {
    for (const path of ['/venues/nowhere-city', '/venues/mumbai/castles', '/wedding-venues/abc', '/venues/a/b/c/d']) {
      expect((await request.get(path, { maxRedirects: 0 })).status(), path).toBe(404);
    }
  });
});

// Vendor lists: sort, starting price, minimum rating and search live in the URL and are
// honoured by the server-rendered HTML (JavaScript off); the result count; a page past the
// end goes to the last page; the heading follows the filters.
import { test, expect } from './fixtures.ts';
import { SEARCH_WORD, byFeatured, byPriceAsc, byRating, givenListCatalogue, shownVendors } from './lists.helpers.ts';
import { VENDOR_PAGE_SIZE } from '../../src/features/catalogue/vendors/vendors.ts';

/** The URL's query without empty fields (a GET form sends every field, empty or not). */
const queryOf = (page: import('@playwright/test').Page) => Object.fromEntries([...new URL(page.url()).searchParams].filter(([, value]) => value !== ''));

const hrefs = (city: string, category: string, rows: { id: number }[]) => rows.map((v) => `/vendors/${city}/${category}/${v.id}`);

test.describe('vendor list filters without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('sorts featured first by default, by rating, and by starting price low to high and high to low', async ({ page }) => {
    const { city, category, vendors } = await givenListCatalogue();
    const base = `/vendors/${city.slug}/${category.slug}`;
    await page.goto(base);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${category.name} in ${city.name}`);
    await expect(page.locator('[data-result-count]')).toHaveText('30 vendors');
    expect(await shownVendors(page)).toEqual(hrefs(city.slug, category.slug, byFeatured(vendors).slice(0, VENDOR_PAGE_SIZE)));
    await expect(page.getByLabel('Sort by')).toHaveValue('featured');

    await page.goto(`${base}?sort=rating`);
    expect(await shownVendors(page)).toEqual(hrefs(city.slug, category.slug, byRating(vendors).slice(0, VENDOR_PAGE_SIZE)));

    await page.goto(`${base}?sort=price_asc`);
    expect(await shownVendors(page)).toEqual(hrefs(city.slug, category.slug, byPriceAsc(vendors).slice(0, VENDOR_PAGE_SIZE)));
    await expect(page.getByLabel('Sort by')).toHaveValue('price_asc');

    await page.goto(`${base}?sort=price_desc`);
    const priced = vendors.filter((v) => v.priceRangeMin !== null).sort((a, b) => b.priceRangeMin! - a.priceRangeMin!);
    expect((await shownVendors(page)).slice(0, 5)).toEqual(hrefs(city.slug, category.slug, priced.slice(0, 5)));
  });

  test('filters by starting price, minimum rating and search words, with a count and a heading that follow', async ({ page }) => {
    const { city, category, vendors } = await givenListCatalogue();
    const base = `/vendors/${city.slug}/${category.slug}`;
    await page.goto(`${base}?price=100000&rating=3&sort=price_asc`);
    const expected = byPriceAsc(vendors.filter((v) => v.priceRangeMin !== null && v.priceRangeMin <= 100_000 && v.ratingAverage >= 3));
    expect(expected.length).toBeGreaterThan(0);
    expect(await shownVendors(page)).toEqual(hrefs(city.slug, category.slug, expected));
    await expect(page.locator('[data-result-count]')).toHaveText(`${expected.length} vendors`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`3+ star ${category.name} under ₹1 Lakh in ${city.name}`);
    await expect(page.getByLabel('Starting Price')).toHaveValue('100000');
    await expect(page.getByLabel('Rating')).toHaveValue('3');

    await page.goto(`${base}?q=${SEARCH_WORD}`);
    const found = byFeatured(vendors.filter((v) => v.name.startsWith(SEARCH_WORD)));
    expect(await shownVendors(page)).toEqual(hrefs(city.slug, category.slug, found));
    await expect(page.locator('[data-result-count]')).toHaveText('3 vendors');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${category.name} in ${city.name} matching “${SEARCH_WORD}”`);

    await page.goto(`${base}?q=${SEARCH_WORD}&rating=3`);
    await expect(page.locator('[data-result-count]')).toHaveText('1 vendor');

    await page.goto(`${base}?q=nothingmatchesthis`);
    await expect(page.getByText('No vendors found')).toBeVisible();
    await expect(page.getByText('Try adjusting your filters')).toBeVisible();
  });

  test('the filter form, the sort and the chips are GET forms that work without JavaScript', async ({ page }) => {
    const { city, category, vendors } = await givenListCatalogue();
    await page.goto(`/vendors/${city.slug}/${category.slug}`);
    await page.getByLabel('Search vendors').fill(SEARCH_WORD);
    await page.getByLabel('Rating').selectOption('2');
    await page.getByRole('button', { name: 'Apply Filters' }).click();
    await expect.poll(() => queryOf(page)).toEqual({ q: SEARCH_WORD, rating: '2', sort: 'featured' });
    const expected = byFeatured(vendors.filter((v) => v.name.startsWith(SEARCH_WORD) && v.ratingAverage >= 2));
    expect(await shownVendors(page)).toEqual(hrefs(city.slug, category.slug, expected));

    await page.getByRole('button', { name: 'Remove filter: Rating: 2+ stars' }).click();
    await expect.poll(() => queryOf(page)).toEqual({ q: SEARCH_WORD });
    await expect(page.locator('[data-result-count]')).toHaveText('3 vendors');

    await page.getByLabel('Sort by').selectOption('price_asc');
    await page.getByRole('button', { name: 'Apply Filters' }).click();
    await expect(page).toHaveURL(/sort=price_asc/);
    await page.getByRole('link', { name: 'Reset Filters' }).click();
    await expect(page).toHaveURL(new RegExp(`/vendors/${city.slug}/${category.slug}$`));
    await expect(page.locator('[data-result-count]')).toHaveText('30 vendors');
  });

  test('a page past the end goes to the last page, keeping the filters', async ({ page, request }) => {
    const { city, category, vendors } = await givenListCatalogue();
    const base = `/vendors/${city.slug}/${category.slug}`;
    const response = await request.get(`${base}?sort=price_asc&page=999`, { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(response.headers()['location']).toBe(`${base}?sort=price_asc&page=2`);
    await page.goto(`${base}?sort=price_asc&page=999`);
    expect(await shownVendors(page)).toEqual(hrefs(city.slug, category.slug, byPriceAsc(vendors).slice(VENDOR_PAGE_SIZE)));
    await expect(page.getByText('Page 999')).toHaveCount(0);
    // No match at all: the first page, with its empty state.
    const none = await request.get(`${base}?q=nothingmatchesthis&page=5`, { maxRedirects: 0 });
    expect(none.headers()['location']).toBe(`${base}?q=nothingmatchesthis`);
  });

  test('/vendors/{category} sends its filters to the list of all cities', async ({ page }) => {
    const { category } = await givenListCatalogue({ vendors: 3 });
    await page.goto(`/vendors/all/${category.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(category.name);
    await page.getByLabel('Rating').selectOption('4');
    await page.getByRole('button', { name: 'Apply Filters' }).click();
    await expect(page).toHaveURL(new RegExp(`/vendors/all/${category.slug}\\?`));
    expect(queryOf(page)).toEqual({ rating: '4', sort: 'featured' });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`4+ star ${category.name}`);
    await expect(page.getByText('No vendors found')).toBeVisible();
  });
});

test('show more vendors keeps the sort and filters', async ({ page }) => {
  const { city, category, vendors } = await givenListCatalogue({ vendors: 30 });
  await page.goto(`/vendors/${city.slug}/${category.slug}?sort=price_asc&price=500000`);
  const expected = byPriceAsc(vendors.filter((v) => v.priceRangeMin !== null && v.priceRangeMin <= 500_000));
  expect(expected.length).toBeGreaterThan(VENDOR_PAGE_SIZE);
  await page.getByRole('button', { name: 'Show more vendors' }).click();
  await expect.poll(() => shownVendors(page)).toEqual(hrefs(city.slug, category.slug, expected));
  // The appended cards are whole cards: rating, reviews, price and the primary action.
  const last = page.locator(`article[data-vendor-id="${expected.at(-1)!.id}"]`);
  await expect(last).toContainText(`(${expected.at(-1)!.reviewCount} reviews)`);
  await expect(last.locator('[data-card-action]')).toHaveAttribute('href', hrefs(city.slug, category.slug, [expected.at(-1)!])[0]!);
});

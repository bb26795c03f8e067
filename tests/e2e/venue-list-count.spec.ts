// The venue list counts its results and sends a page past the end to the last page; the
// spec's headings stay as they are.
import { test, expect } from './fixtures.ts';
import { givenListCatalogue } from './lists.helpers.ts';
import { VENUE_PAGE_SIZE } from '../../src/features/catalogue/venues/venues.ts';

test('the venue list shows how many venues match, on the server and after a filter changes', async ({ page }) => {
  const { city, venues } = await givenListCatalogue({ vendors: 0, venues: 14 });
  await page.goto(`/venues/${city.slug}/wedding`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Wedding Venues in ${city.name}`);
  await expect(page.locator('[data-result-count]')).toHaveText('14 venues');
  await page.getByLabel('Rating').selectOption('4');
  await page.getByRole('button', { name: 'Apply Filters' }).click();
  await expect(page).toHaveURL(/\?rating=4$/);
  const rated = venues.filter((v) => v.ratingAverage >= 4);
  await expect(page.locator('[data-result-count]')).toHaveText(`${rated.length} venues`);
  await expect(page.locator('article[data-venue-id]')).toHaveCount(rated.length);
  await page.goto(`/venues/${city.slug}/wedding?q=${encodeURIComponent(venues[3]!.name)}`);
  await expect(page.locator('[data-result-count]')).toHaveText('1 venue');
});

test('a venue page past the end redirects to the last page, keeping the filters', async ({ page, request }) => {
  const { city, venues } = await givenListCatalogue({ vendors: 0, venues: 14 });
  const base = `/venues/${city.slug}/wedding`;
  const response = await request.get(`${base}?sort=rental_price_asc&page=999`, { maxRedirects: 0 });
  expect(response.status()).toBe(302);
  expect(response.headers()['location']).toBe(`${base}?sort=rental_price_asc&page=2`);
  await page.goto(`${base}?sort=rental_price_asc&page=999`);
  await expect(page.locator('article[data-venue-id]')).toHaveCount(venues.length - VENUE_PAGE_SIZE);
  await expect(page.getByText('No venues found')).toHaveCount(0);
  await expect(page.getByText('Page 2', { exact: true })).toBeVisible();
  const none = await request.get(`${base}?q=nothingmatchesthis&page=3`, { maxRedirects: 0 });
  expect(none.headers()['location']).toBe(`${base}?q=nothingmatchesthis`);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the count is in the HTML', async ({ page }) => {
    const { city } = await givenListCatalogue({ vendors: 0, venues: 1 });
    await page.goto(`/venues/${city.slug}/wedding`);
    await expect(page.locator('[data-result-count]')).toHaveText('1 venue');
  });
});

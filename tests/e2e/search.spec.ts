import AxeBuilder from '@axe-core/playwright';
import { asc, desc, eq } from 'drizzle-orm';
import { test, expect, e2eDb } from './fixtures.ts';
import { cities, vendors, venues } from '../../src/server/db/schema.ts';

const catalogueGroup = (page: import('@playwright/test').Page) => page.getByRole('region', { name: 'Venues & vendors' });
const pagesGroup = (page: import('@playwright/test').Page) => page.getByRole('region', { name: 'Ideas, blog and pages' });

/**
 * The most reviewed venue of a seeded city. List specs add venues with more reviews in cities of
 * their own; which spec ran first must not change the venue asked for.
 */
async function seededVenue() {
  const [row] = await e2eDb()
    .select({ venue: venues })
    .from(venues)
    .innerJoin(cities, eq(cities.id, venues.cityId))
    .where(eq(cities.slug, 'mumbai'))
    .orderBy(desc(venues.reviewCount), asc(venues.id))
    .limit(1);
  return row?.venue;
}

test('finds a venue by name and links to its canonical page', async ({ page }) => {
  const venue = await seededVenue();
  await page.goto(`/search?q=${encodeURIComponent(venue!.name)}`);
  await expect(page.getByRole('status')).toContainText(/\d+ results? for “/);
  const link = catalogueGroup(page).getByRole('link', { name: venue!.name, exact: true }).first();
  await expect(link).toHaveAttribute('href', `/venues/wedding/${venue!.id}`);
  await link.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(venue!.name);
});

test('finds a vendor by name', async ({ page }) => {
  const [vendor] = await e2eDb().select().from(vendors).where(eq(vendors.isActive, true)).orderBy(desc(vendors.reviewCount)).limit(1);
  await page.goto(`/search?q=${encodeURIComponent(vendor!.name)}`);
  await expect(catalogueGroup(page).getByRole('link', { name: vendor!.name, exact: true }).first()).toHaveAttribute('href', `/vendors/${vendor!.id}`);
});

test('shows venues and vendors and ideas, blog and pages as two groups of one list', async ({ page }) => {
  await page.goto('/search?q=haldi');
  await expect(page.getByRole('status')).toContainText(/\d+ results for “haldi”/);
  await expect(catalogueGroup(page).locator('li').first()).toContainText(/haldi/i);
  await expect(pagesGroup(page).locator('a[href^="/ideas/haldi"]').first()).toBeVisible();
  // "More" appends the next venues and vendors and moves the focus to the first new one.
  const before = await catalogueGroup(page).locator('li').count();
  await page.getByRole('link', { name: 'More venues and vendors' }).click();
  await expect.poll(() => catalogueGroup(page).locator('li').count()).toBeGreaterThan(before);
  await expect(catalogueGroup(page).locator('li').nth(before).getByRole('link')).toBeFocused();
  await expect(page).toHaveURL('/search?q=haldi');
});

test('narrows venues and vendors to a city', async ({ page }) => {
  await page.goto('/search?q=photography');
  await catalogueGroup(page).getByLabel('City', { exact: true }).selectOption({ label: 'Jaipur' });
  await catalogueGroup(page).getByRole('button', { name: 'Show' }).click();
  await expect(page).toHaveURL('/search?q=photography&city=jaipur');
  const lines = await catalogueGroup(page).locator('li p.text-stone-600').allTextContents();
  expect(lines.length).toBeGreaterThan(0);
  for (const line of lines) expect(line).toMatch(/^Jaipur/);
});

test('says when nothing matches, and passes axe', async ({ page }) => {
  await page.goto('/search?q=qqxzvbnm');
  await expect(page.getByRole('status')).toHaveText('No results found for “qqxzvbnm”');
  await expect(catalogueGroup(page)).toContainText('No venues or vendors match these words.');
  await expect(pagesGroup(page)).toContainText('No ideas, blog posts or pages match these words.');
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations).toEqual([]);
});

test('the results page form searches again', async ({ page }) => {
  await page.goto('/search');
  await expect(page.getByRole('status')).toHaveText('Type a word or two to search venues, vendors, ideas and the blog.');
  await page.getByLabel('Search venues, vendors, ideas and the blog').fill('heritage');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL('/search?q=heritage');
  await expect(page.getByRole('status')).toContainText('for “heritage”');
  await expect(page.locator('#search-results li').first()).toBeVisible();
});

test('the header search field is focused by "/" and submits to /search', async ({ page }) => {
  await page.setViewportSize({ width: 1400, height: 900 });
  await page.goto('/venues');
  const field = page.locator('#site-search');
  await page.locator('body').press('/');
  await expect(field).toBeFocused();
  await field.fill('garden');
  await field.press('Enter');
  await expect(page).toHaveURL('/search?q=garden');
});

test('the header search field suggests both groups and opens one with the keyboard', async ({ page }) => {
  const venue = await seededVenue();
  await page.setViewportSize({ width: 1400, height: 900 });
  await page.goto('/ideas');
  const field = page.getByRole('combobox', { name: 'Search Mandap' }).first();
  await field.focus();
  await field.pressSequentially('mehendi');
  const list = page.getByRole('listbox', { name: 'Suggestions' }).first();
  await expect(list).toBeVisible();
  await expect(field).toHaveAttribute('aria-expanded', 'true');
  await expect(list.getByRole('group', { name: 'Venues & vendors' }).getByRole('option').first()).toBeVisible();
  await expect(list.getByRole('group', { name: 'Ideas, blog and pages' }).getByRole('option').first()).toBeVisible();
  await expect(list.getByRole('option', { name: 'See all results for “mehendi”' })).toBeVisible();
  await field.press('Escape');
  await expect(list).toBeHidden();
  await expect(field).toHaveAttribute('aria-expanded', 'false');

  await field.fill(venue!.name);
  const first = list.getByRole('group', { name: 'Venues & vendors' }).getByRole('option').first();
  await expect(first).toContainText(venue!.name);
  await field.press('ArrowDown');
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await expect(field).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!);
  await field.press('Enter');
  await expect(page).toHaveURL(`/venues/wedding/${venue!.id}`);
});

test('in Hindi, the header suggests Mehendi vendors for a Devanagari word being typed, named and linked in Hindi', async ({ page }) => {
  await page.setViewportSize({ width: 1400, height: 900 });
  await page.goto('/hi/ideas');
  const field = page.getByRole('combobox', { name: 'Mandap पर खोजें' }).first();
  await field.focus();
  await field.pressSequentially('मेहं');
  const list = page.getByRole('listbox', { name: 'सुझाव' }).first();
  const options = list.getByRole('group', { name: 'वेन्यू और वेंडर' }).getByRole('option');
  await expect(options.first()).toBeVisible();
  await expect(options.first()).toContainText('मेहंदी');
  await expect(list.getByRole('option', { name: '“मेहं” के सभी नतीजे देखें' })).toBeVisible();
  await field.press('ArrowDown');
  await field.press('Enter');
  await expect(page).toHaveURL(/\/hi\/vendors\/\d+$/);
});

test('/hi/search finds the same Mehendi vendors for mehndi as the English page for mehendi, in Hindi', async ({ page }) => {
  await page.goto('/search?q=mehendi');
  const english = await page.locator('#search-catalogue h3 a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  expect(english.length).toBeGreaterThan(0);
  await page.goto('/hi/search?q=mehndi');
  await expect(page.getByRole('heading', { level: 1, name: 'खोजें' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'वेन्यू और वेंडर' })).toBeVisible();
  const hindi = await page.locator('#search-catalogue h3 a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  expect(hindi).toEqual(english.map((href) => `/hi${href}`));
  await expect(page.locator('#search-catalogue [data-result="vendor"] p').first()).toContainText('वेंडर · मेहंदी');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('venues and vendors are in the page, and "More" is a link to the next page', async ({ page }) => {
    await page.goto('/search?q=photography');
    await expect(page.getByRole('status')).toContainText(/\d+ venues and vendors for “photography”/);
    const first = await catalogueGroup(page).getByRole('heading', { level: 3 }).first().textContent();
    await page.getByRole('link', { name: 'More venues and vendors' }).click();
    await expect(page).toHaveURL('/search?q=photography&page=2');
    await expect(catalogueGroup(page).getByRole('heading', { level: 3 }).first()).not.toHaveText(first!);
  });
});

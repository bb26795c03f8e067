// Islands start when the browser is idle (client:idle, at most 1.5 s after it could). What a
// visitor does before then needs no hand-over: the venue list's cards are server HTML and its
// filter form is a GET form whose fields the island leaves as they are; fields an island
// controls wait for it. Each test holds an island's script, acts on the page, then lets it start.
import type { Page } from '@playwright/test';
import { test, expect, TEST_PASSWORD } from './fixtures.ts';
import { givenListCatalogue, hydrated } from './lists.helpers.ts';
import { VENUE_PAGE_SIZE } from '../../src/features/catalogue/venues/venues.ts';

/** Holds the named island's script until `release` is called. */
async function holdIsland(page: Page, name: string): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(new RegExp(`/_astro/${name}\\.[\\w-]+\\.js$`), async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

const shownNames = (page: Page) => page.locator('article[data-venue-id] h3 a').allTextContents();

test('filters typed and chosen before the filter island starts are the ones applied, in place once it has', async ({ page }) => {
  const { city, venues } = await givenListCatalogue({ vendors: 0, venues: 14 });
  const release = await holdIsland(page, 'VenueFilters');
  await page.goto(`/venues/${city.slug}/wedding`);
  await page.getByLabel('Search venues').fill(venues[3]!.name);
  await page.getByLabel('Capacity').selectOption('400');
  await expect(page.locator('astro-island[ssr]')).toHaveCount(1);
  release();
  await hydrated(page);
  // Still there once the island has started, and sent with the form.
  await expect(page.getByLabel('Search venues')).toHaveValue(venues[3]!.name);
  await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
  await page.getByRole('button', { name: 'Apply Filters' }).click();
  await expect(page).toHaveURL(/[?&]capacity=400(&|$)/);
  await expect(page).toHaveURL(/[?&]q=Listpur/);
  await expect(page.locator('[data-result-count]')).toHaveText('1 venue');
  expect(await shownNames(page)).toEqual([venues[3]!.name]);
  await expect(page.getByRole('button', { name: 'Remove filter: Capacity: 300-400' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
});

test('before the filter island starts, Apply is a plain GET form and the sort still applies in place', async ({ page }) => {
  const { city, venues } = await givenListCatalogue({ vendors: 0, venues: 14 });
  await holdIsland(page, 'VenueFilters'); // never released
  await page.goto(`/venues/${city.slug}/wedding`);
  await page.getByLabel('Rating').selectOption('4');
  await page.getByRole('button', { name: 'Apply Filters' }).click();
  await expect(page).toHaveURL(/\?rating=4$/);
  const rated = venues.filter((v) => v.ratingAverage >= 4);
  await expect(page.locator('[data-result-count]')).toHaveText(`${rated.length} venues`);
  await expect(page.getByLabel('Rating')).toHaveValue('4');
  await page.getByLabel('Sort by').selectOption('capacity_desc');
  await expect(page).toHaveURL(/\?rating=4&sort=capacity_desc$/);
  await expect.poll(() => shownNames(page)).toEqual([...rated].sort((a, b) => (b.capacityMax ?? 0) - (a.capacityMax ?? 0) || b.id - a.id).map((v) => v.name));
});

test('a sort chosen while the list script is still loading applies once it arrives', async ({ page }) => {
  const { city, venues } = await givenListCatalogue({ vendors: 0, venues: 14 });
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/_astro\/VenueListScript\.astro_[\w.-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  // The held module script holds the load event back too: the page is read as it arrives.
  await page.goto(`/venues/${city.slug}/wedding`, { waitUntil: 'commit' });
  await page.getByLabel('Sort by').selectOption('capacity_desc');
  await expect(page.locator('[data-result-count]')).toHaveText('14 venues');
  await expect(page).toHaveURL(new RegExp(`/venues/${city.slug}/wedding$`));
  release();
  await expect(page).toHaveURL(/\?sort=capacity_desc$/);
  const largestFirst = [...venues].sort((a, b) => (b.capacityMax ?? 0) - (a.capacityMax ?? 0) || b.id - a.id).map((v) => v.name);
  await expect.poll(() => shownNames(page)).toEqual(largestFirst.slice(0, VENUE_PAGE_SIZE));
});

test('back and forward show the venues their address asks for, with the form to match', async ({ page }) => {
  const { city, venues } = await givenListCatalogue({ vendors: 0, venues: 14 });
  await page.goto(`/venues/${city.slug}/wedding`);
  await hydrated(page);
  const all = await shownNames(page);
  await page.getByLabel('Rating').selectOption('4');
  await page.getByRole('button', { name: 'Apply Filters' }).click();
  await expect(page).toHaveURL(/\?rating=4$/);
  const rated = venues.filter((v) => v.ratingAverage >= 4).length;
  await expect(page.locator('[data-result-count]')).toHaveText(`${rated} venues`);
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/venues/${city.slug}/wedding$`));
  await expect(page.locator('[data-result-count]')).toHaveText('14 venues');
  await expect(page.getByLabel('Rating')).toHaveValue('');
  await expect.poll(() => shownNames(page)).toEqual(all);
  await page.goForward();
  await expect(page.locator('[data-result-count]')).toHaveText(`${rated} venues`);
  await expect(page.getByLabel('Rating')).toHaveValue('4');
});

test('the checklist boxes wait for the island, then a tick is kept', async ({ page }) => {
  const release = await holdIsland(page, 'ChecklistIsland');
  await page.goto('/wedding-checklists');
  const section = page.getByRole('region', { name: '6 Months and More' });
  await expect(section.getByRole('checkbox').first()).toBeDisabled();
  release();
  await hydrated(page);
  await section.getByRole('checkbox').first().check();
  await expect(section.getByText('1 of 6 completed')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('region', { name: '6 Months and More' }).getByText('1 of 6 completed')).toBeVisible();
});

test('the wedding profile fields wait for the dashboard to start, then the profile typed is the one created', async ({ page, signedInUser }) => {
  const release = await holdIsland(page, 'Dashboard');
  await page.goto('/dashboard');
  // The form's code comes with its tab: until the island starts, a placeholder says it is loading.
  await expect(page.getByLabel("Partner's Name")).toHaveCount(0);
  release();
  await hydrated(page);
  await expect(page.getByLabel('Your Name')).toHaveValue(signedInUser.name);
  await page.getByLabel("Partner's Name").fill('Rohan');
  await page.getByLabel('Wedding City').fill('Kochi');
  await page.getByLabel('Event Type').selectOption('reception');
  await page.getByRole('button', { name: 'Create Profile' }).click();
  await expect(page.getByRole('heading', { name: 'Your wedding' })).toBeVisible();
  await expect(page.getByRole('tabpanel').getByText('Kochi', { exact: true })).toBeVisible();
  await expect(page.getByRole('tabpanel').getByText('Reception', { exact: true })).toBeVisible();
  await expect(page.getByRole('tabpanel').getByText('Rohan')).toBeVisible();
});

test('what is typed into the sign-in form before it starts is what it sends', async ({ page, user }) => {
  const release = await holdIsland(page, 'LoginForm');
  await page.goto('/login');
  await page.getByRole('main').getByLabel('Email').fill(user.email);
  await page.getByRole('main').getByLabel('Password').fill(TEST_PASSWORD);
  release();
  await hydrated(page);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

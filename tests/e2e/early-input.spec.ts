// Islands on the list, checklist, gallery, sign-in and dashboard pages start once the page has loaded and gone
// idle (client:soon). What a visitor does before then must not be lost: each test holds the
// island's script, acts on the server-rendered page, then lets the island start.
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { hydrated } from './lists.helpers.ts';

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

test('filters typed and chosen before the venue list starts are the ones applied', async ({ page }) => {
  const release = await holdIsland(page, 'VenueFinder');
  await page.goto('/venues/all/wedding');
  await page.getByLabel('Search venues').fill('palace');
  await page.getByLabel('Capacity').selectOption({ index: 2 });
  const capacity = await page.getByLabel('Capacity').inputValue();
  await expect(page.locator('astro-island[ssr]')).toHaveCount(1);
  release();
  await hydrated(page);
  await page.getByRole('button', { name: 'Apply Filters' }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]q=palace(&|$)`));
  await expect(page).toHaveURL(new RegExp(`[?&]capacity=${capacity}(&|$)`));
  await expect(page.getByLabel('Search venues')).toHaveValue('palace');
});

test('a tick made before the checklist starts is kept', async ({ page }) => {
  const release = await holdIsland(page, 'ChecklistIsland');
  await page.goto('/wedding-checklists');
  const section = page.getByRole('region', { name: '6 Months and More' });
  await section.getByRole('checkbox').first().check();
  release();
  await hydrated(page);
  await expect(section.getByText('1 of 6 completed')).toBeVisible();
  await expect(section.getByRole('checkbox').first()).toBeChecked();
  await page.reload();
  await expect(page.getByRole('region', { name: '6 Months and More' }).getByText('1 of 6 completed')).toBeVisible();
});

test('a gallery photo pressed before the gallery starts opens once it has', async ({ page }) => {
  const release = await holdIsland(page, 'GalleryMasonry');
  await page.goto('/gallery');
  const first = page.locator('[data-gallery-photo] button[data-lightbox-open]').first();
  const title = await first.getAttribute('data-alt');
  await first.click();
  const dialog = page.getByRole('dialog', { name: 'Gallery photos' });
  await expect(dialog).toHaveCount(0);
  release();
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('[data-lightbox-img]')).toHaveAttribute('alt', title!);
});

test('a wedding profile typed before the dashboard starts is the one created', async ({ page, signedInUser }) => {
  const release = await holdIsland(page, 'Dashboard');
  await page.goto('/dashboard');
  await expect(page.getByLabel('Your Name')).toHaveValue(signedInUser.name);
  await page.getByLabel("Partner's Name").fill('Rohan');
  await page.getByLabel('Wedding City').fill('Kochi');
  await page.getByLabel('Event Type').selectOption('reception');
  await expect(page.locator('astro-island[ssr]')).toHaveCount(1);
  release();
  await hydrated(page);
  await page.getByRole('button', { name: 'Create Profile' }).click();
  await expect(page.getByRole('heading', { name: 'Your wedding' })).toBeVisible();
  await expect(page.getByRole('tabpanel').getByText('Kochi', { exact: true })).toBeVisible();
  await expect(page.getByRole('tabpanel').getByText('Reception', { exact: true })).toBeVisible();
  await expect(page.getByRole('tabpanel').getByText('Rohan')).toBeVisible();
});

test('the list, checklist, gallery and sign-in islands are fetched only after the page has loaded', async ({ page }) => {
  for (const [path, island] of [
    ['/venues/all/wedding', 'VenueFinder'],
    ['/wedding-checklists', 'ChecklistIsland'],
    ['/gallery', 'GalleryMasonry'],
    ['/login', 'LoginForm'],
  ] as const) {
    await page.goto(path);
    await hydrated(page);
    const timing = await page.evaluate((name) => {
      const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      const script = performance.getEntriesByType('resource').find((entry) => entry.name.includes(`/_astro/${name}.`));
      return { loaded: navigation.loadEventEnd, fetched: script?.startTime ?? -1 };
    }, island);
    expect(timing.fetched, path).toBeGreaterThanOrEqual(timing.loaded);
  }
});

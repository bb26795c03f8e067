// Phones: the venue and vendor filters live in a drawer behind "Filters (n)", with the active
// filters as removable chips above the results, and the first result on the first screen.
// From 640 px the filter form shows beside the list as the specification describes it.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { givenListCatalogue } from './lists.helpers.ts';

const PHONE = { width: 412, height: 915 };

const focusInDialog = (page: Page) => page.evaluate(() => Boolean(document.activeElement?.closest('dialog[open]')));

async function firstScreenShowsFirstCard(page: Page, selector: string) {
  const card = page.locator(selector).first();
  await expect(card).toBeVisible();
  const heading = await card.locator('h3').boundingBox();
  expect(heading, 'the first card has a heading').not.toBeNull();
  // The card's picture and name are on the first screen, without scrolling.
  expect(heading!.y + heading!.height).toBeLessThanOrEqual(PHONE.height);
}

test.describe('on a phone', () => {
  test.use({ viewport: PHONE });

  test('venue filters: a drawer behind "Filters (n)", keyboard, apply, chips', async ({ page }) => {
    const { city } = await givenListCatalogue({ vendors: 0, venues: 14 });
    await page.goto(`/venues/${city.slug}/wedding`);
    await firstScreenShowsFirstCard(page, 'article[data-venue-id]');
    await expect(page.getByLabel('Capacity')).toBeHidden();
    const open = page.getByRole('button', { name: 'Filters (0)' });
    await expect(open).toBeVisible();
    await expect(page.locator('[data-result-count]')).toHaveText('14 venues');

    // Keyboard: Enter opens it, Tab stays inside, Escape closes it and focus comes back.
    await open.focus();
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: 'Filters' });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByLabel('Capacity')).toBeVisible();
    for (let i = 0; i < 14; i++) {
      await page.keyboard.press('Tab');
      expect(await focusInDialog(page), `focus after ${i + 1} Tab presses`).toBe(true);
    }
    await page.keyboard.press('Shift+Tab');
    expect(await focusInDialog(page)).toBe(true);
    const axe = await new AxeBuilder({ page }).analyze();
    expect(axe.violations).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(open).toBeFocused();

    await open.click();
    await drawer.getByLabel('Rating').selectOption('4');
    await drawer.getByLabel('Capacity').selectOption('300');
    await drawer.getByRole('button', { name: 'Apply Filters' }).click();
    await expect(drawer).toBeHidden();
    await expect(page).toHaveURL(/capacity=300&rating=4/);
    await expect(page.getByRole('button', { name: 'Filters (2)' })).toBeVisible();
    const chip = page.getByRole('button', { name: 'Remove filter: Rating: 4+ stars' });
    await expect(chip).toBeVisible();
    await expect(page.getByRole('button', { name: 'Remove filter: Capacity: 200-300' })).toBeVisible();
    await chip.click();
    await expect(page).toHaveURL(/\?capacity=300$/);
    await expect(page.getByRole('button', { name: 'Filters (1)' })).toBeVisible();
    await expect(chip).toHaveCount(0);
  });

  test('vendor filters: the same drawer, without an island', async ({ page }) => {
    const { city, category } = await givenListCatalogue({ vendors: 10 });
    await page.goto(`/vendors/${city.slug}/${category.slug}`);
    await firstScreenShowsFirstCard(page, 'article[data-vendor-id]');
    await expect(page.getByLabel('Starting Price')).toBeHidden();
    await page.getByRole('button', { name: 'Filters (0)' }).click();
    const drawer = page.getByRole('dialog', { name: 'Filters' });
    await expect(drawer).toBeVisible();
    await drawer.getByRole('button', { name: 'Close' }).click();
    await expect(drawer).toBeHidden();

    await page.getByRole('button', { name: 'Filters (0)' }).click();
    await drawer.getByLabel('Starting Price').selectOption('100000');
    await drawer.getByRole('button', { name: 'Apply Filters' }).click();
    await expect(page).toHaveURL(/\?price=100000$/);
    await expect(page.getByRole('button', { name: 'Filters (1)' })).toBeVisible();
    await expect(page.locator('[data-result-count]')).toHaveText('9 vendors');
    await page.getByRole('button', { name: 'Remove filter: Starting price: Under ₹1 Lakh' }).click();
    await expect(page).toHaveURL(new RegExp(`/vendors/${city.slug}/${category.slug}\\??$`));
    await expect(page.locator('[data-result-count]')).toHaveText('10 vendors');
  });

  test('without JavaScript the filters show in place', async ({ browser }) => {
    const { city } = await givenListCatalogue({ vendors: 0, venues: 2 });
    const context = await browser.newContext({ viewport: PHONE, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`/venues/${city.slug}/wedding`);
    await expect(page.getByLabel('Capacity')).toBeVisible();
    await expect(page.getByRole('button', { name: /^Filters/ })).toBeHidden();
    await context.close();
  });
});

test('on a desktop the four filters and both buttons show beside the list, with no drawer button', async ({ page }) => {
  const { city, category } = await givenListCatalogue({ vendors: 2, venues: 2 });
  await page.goto(`/venues/${city.slug}/wedding`);
  for (const label of ['Capacity', 'Price per Plate', 'Rental Price', 'Rating']) await expect(page.getByLabel(label)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Apply Filters' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reset Filters' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Filters \(/ })).toBeHidden();
  await page.goto(`/vendors/${city.slug}/${category.slug}`);
  for (const label of ['Search vendors', 'Starting Price', 'Rating', 'Sort by']) await expect(page.getByLabel(label)).toBeVisible();
  await expect(page.getByRole('button', { name: /^Filters \(/ })).toBeHidden();
  // With JavaScript the sort applies as it changes, and the address leaves out empty fields.
  await page.getByLabel('Sort by').selectOption('price_asc');
  await expect(page).toHaveURL(new RegExp(`/vendors/${city.slug}/${category.slug}\\?sort=price_asc$`));
  await page.goto(`/vendors/${city.slug}/${category.slug}?rating=1&q=henna`);
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations).toEqual([]);
});

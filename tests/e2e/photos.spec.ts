import AxeBuilder from '@axe-core/playwright';
import { test, expect } from './fixtures.ts';

test('photo categories link to their pages', async ({ page }) => {
  await page.goto('/photos');
  const cards = page.locator('main ul > li a');
  await expect(cards).toHaveCount(6);
  await expect(cards.first()).toHaveAttribute('href', '/photos/category/bridal-portraits');
  await expect(page.locator('astro-island')).toHaveCount(0);
  await page.getByRole('link', { name: /Haldi/ }).click();
  await expect(page).toHaveURL(/\/photos\/category\/haldi$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Haldi' })).toBeVisible();
  await expect(page.locator('main figure')).toHaveCount(6);
  await expect(page.getByText('Flower shower')).toBeVisible();
  await page.getByRole('link', { name: '← Back to Photos' }).click();
  await expect(page).toHaveURL(/\/photos$/);
});

test('/photos/{slug} redirects permanently to the category page', async ({ page, request }) => {
  const response = await request.get('/photos/mehendi', { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers()['location']).toBe('/photos/category/mehendi');
  await page.goto('/photos/mehendi');
  await expect(page).toHaveURL(/\/photos\/category\/mehendi$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Mehendi' })).toBeVisible();
});

test('an unknown category says No photos found', async ({ page }) => {
  const response = await page.goto('/photos/category/no-such-category');
  expect(response?.status()).toBe(404);
  await expect(page.getByText('No photos found')).toBeVisible();
  await expect(page.getByRole('link', { name: '← Back to Photos' })).toHaveAttribute('href', '/photos');
});

test('photo pages pass axe', async ({ page }) => {
  for (const path of ['/photos', '/photos/category/baraat']) {
    await page.goto(path);
    expect((await new AxeBuilder({ page }).analyze()).violations, path).toEqual([]);
  }
});

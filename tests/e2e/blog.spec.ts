import AxeBuilder from '@axe-core/playwright';
import { test, expect } from './fixtures.ts';

test('the blog lists published posts newest first, with categories', async ({ page }) => {
  await page.goto('/blog');
  await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
  const posts = page.locator('main h2 a');
  await expect(posts).toHaveCount(8);
  await expect(posts.first()).toHaveText('A Twelve-Month Wedding Planning Timeline');
  await expect(page.getByText('Honeymoon Destinations Within India')).toHaveCount(0);
  const nav = page.getByRole('navigation', { name: 'Blog categories' });
  await expect(nav.getByRole('link')).toHaveText(['All Posts', 'Fashion and Beauty', 'Planning Guides', 'Real Weddings', 'Vendor Advice']);
  await expect(page.locator('astro-island')).toHaveCount(0);

  await posts.filter({ hasText: 'Ten Questions to Ask Your Wedding Photographer' }).click();
  await expect(page).toHaveURL(/\/blog\/questions-to-ask-your-wedding-photographer$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Ten Questions to Ask Your Wedding Photographer' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Vendor Advice' })).toHaveAttribute('href', '/blog/category/vendor-advice');
});

test('a category page shows only its posts', async ({ page }) => {
  await page.goto('/blog/category/real-weddings');
  await expect(page.getByRole('heading', { level: 1, name: 'Real Weddings' })).toBeVisible();
  await expect(page.locator('main h2 a')).toHaveText(['Priya and Arjun: A Three-Day Wedding in Jaipur', 'Nithya and Sam: A Small Temple Wedding in Kochi']);
  await page.getByRole('link', { name: '← Back to Blog' }).click();
  await expect(page).toHaveURL(/\/blog$/);
});

test('an unknown category says No posts found', async ({ page }) => {
  const response = await page.goto('/blog/category/no-such-category');
  expect(response?.status()).toBe(404);
  await expect(page.getByText('No posts found')).toBeVisible();
});

test('blog pages pass axe', async ({ page }) => {
  for (const path of ['/blog', '/blog/category/planning-guides', '/blog/working-with-your-caterer']) {
    await page.goto(path);
    expect((await new AxeBuilder({ page }).analyze()).violations, path).toEqual([]);
  }
});

import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';

/** Every page checked with axe. Add yours: a name, a path, and optionally what to do first. */
export type A11yPage = { name: string; path: string; signedIn?: boolean; prepare?: (page: Page) => Promise<void> };

export const a11yPages: A11yPage[] = [
  { name: 'home', path: '/' },
  { name: 'luxury package', path: '/packages/luxury' },
  { name: 'classic package', path: '/packages/classic' },
  { name: 'intimate package', path: '/packages/intimate' },
  { name: 'about', path: '/about' },
  { name: 'contact', path: '/contact' },
  {
    name: 'contact with field errors',
    path: '/contact',
    prepare: async (page) => {
      await page.getByRole('button', { name: 'Send Message' }).click();
      await expect(page.getByText('Please enter your name')).toBeVisible();
    },
  },
  { name: 'careers', path: '/careers' },
  { name: 'terms', path: '/terms' },
  { name: 'privacy', path: '/privacy' },
  { name: 'not found', path: '/no-such-page' },
  {
    name: 'header menu open',
    path: '/about',
    prepare: async (page) => {
      await page.getByRole('button', { name: 'Venues' }).click();
    },
  },
  { name: 'home signed in', path: '/', signedIn: true },
];

async function checkPage(page: Page, entry: A11yPage) {
  await page.goto(entry.path);
  await expect(page.locator('#account-area')).not.toHaveAttribute('data-state', 'loading');
  await entry.prepare?.(page);
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']).analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(summary).toEqual([]);
}

test.describe('axe at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });
  for (const entry of a11yPages) {
    test(entry.name, async ({ page, context }) => {
      if (entry.signedIn) {
        const { createUser, signIn } = await import('./fixtures.ts');
        await signIn(context, await createUser());
      }
      await checkPage(page, entry);
    });
  }
});

test.describe('axe at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test('home', async ({ page }) => checkPage(page, { name: 'home', path: '/' }));
  test('mobile drawer open', async ({ page }) =>
    checkPage(page, {
      name: 'drawer',
      path: '/contact',
      prepare: async (p) => {
        await p.getByRole('button', { name: 'Open menu' }).click();
        await p.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Vendors' }).click();
      },
    }));
});

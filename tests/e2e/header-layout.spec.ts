// The header lays out without overlap at every common desktop width, signed in or out:
// each visible item of the bar (brand, nav entries, search, city picker, account buttons,
// menu button) gets its own box, inside the viewport.
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';

type Box = { name: string; x: number; y: number; width: number; height: number };

async function barBoxes(page: Page): Promise<Box[]> {
  return page.locator('#site-header').evaluate((header) => {
    const items = [
      ...header.querySelectorAll(
        ':scope > div > a, #main-nav > ul > li, .header-search, [data-city-home] label, [data-city-home] select, #account-area > *, #drawer-open',
      ),
    ];
    return items
      .map((el) => {
        const r = el.getBoundingClientRect();
        const style = getComputedStyle(el);
        const visible = r.width > 0 && r.height > 0 && style.visibility !== 'hidden' && style.display !== 'none';
        const name = (el.getAttribute('aria-label') || el.textContent || el.tagName).trim().replace(/\s+/g, ' ').slice(0, 30);
        return visible ? { name, x: r.x, y: r.y, width: r.width, height: r.height } : null;
      })
      .filter((b): b is Box => b !== null);
  });
}

function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width - 0.5 && b.x < a.x + a.width - 0.5 && a.y < b.y + b.height - 0.5 && b.y < a.y + a.height - 0.5;
}

async function expectNoOverlap(page: Page, width: number, signedIn: boolean): Promise<void> {
  await page.setViewportSize({ width, height: 800 });
  await page.goto('/ideas');
  await expect(page.locator('#account-area')).not.toHaveAttribute('data-state', 'loading');
  await expect(
    page
      .getByRole('button', { name: signedIn ? 'Sign Out' : 'Sign In' })
      .or(page.getByRole('link', { name: signedIn ? 'Sign Out' : 'Sign In' }))
      .first(),
  ).toBeVisible();
  const boxes = await barBoxes(page);
  // Brand, city picker and account are always in the bar from 1024 px; the nav from 1280 px.
  expect(boxes.length).toBeGreaterThanOrEqual(width >= 1280 ? 11 : 5);
  for (const box of boxes) {
    expect(box.x, `${box.name} starts inside the viewport`).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, `${box.name} ends inside the viewport`).toBeLessThanOrEqual(width);
  }
  for (let i = 0; i < boxes.length; i++) {
    for (let j = i + 1; j < boxes.length; j++) {
      const [a, b] = [boxes[i]!, boxes[j]!];
      expect(overlaps(a, b), `"${a.name}" overlaps "${b.name}" at ${width}px`).toBe(false);
    }
  }
}

const widths = [1024, 1280, 1366, 1440, 1920];

test.describe('header layout', () => {
  for (const width of widths) {
    test(`signed out at ${width}px nothing overlaps`, async ({ page }) => {
      await expectNoOverlap(page, width, false);
    });
    test(`signed in at ${width}px nothing overlaps`, async ({ page, signedInUser }) => {
      expect(signedInUser.id).toBeTruthy();
      await expectNoOverlap(page, width, true);
    });
  }

  test('the search field opens from its icon between 1280 and 1440 px and takes the slash shortcut', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/ideas');
    const search = page.locator('#site-search');
    await page.keyboard.press('/');
    await expect(search).toBeFocused();
    const box = await search.boundingBox();
    expect(box!.width).toBeGreaterThan(200);
    await search.fill('mehendi');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=mehendi/);
  });

  test('all header links are reachable at 1280 px without the drawer', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/ideas');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const name of ['Home', 'Ideas', 'Checklist', 'Budget', 'Gallery']) {
      await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
    }
    for (const name of ['Venues', 'Vendors']) await expect(nav.getByRole('button', { name })).toBeVisible();
    await expect(page.getByLabel('City', { exact: true })).toBeVisible();
  });
});

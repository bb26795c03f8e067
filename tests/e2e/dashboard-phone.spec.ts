// The dashboard on a phone (412 px): one row of tabs that scrolls sideways, keeps the tab roles
// and arrow keys, and leaves the open tab's content on the first screen; the Budget tab fits its
// container (categories as cards below 640 px); reviewed screenshots of both.
import type { Page } from '@playwright/test';
import { test, expect, e2eDb } from './fixtures.ts';
import { budgetItems } from '../../src/server/db/schema.ts';
import { formatRupees } from '../../src/lib/money.ts';
import { givenWeddingProfile, hydrated, postAction } from './dashboard.helpers.ts';
import { givenBusiness, givenConversation, givenQuote } from './enquiries.helpers.ts';

const PHONE = { width: 412, height: 915 };
test.use({ viewport: PHONE });

/** Elements of `selector` that stick out past its right or left edge (hidden ones aside). */
async function overflowing(page: Page, selector: string): Promise<string[]> {
  return page.locator(selector).evaluate((root) => {
    const box = root.getBoundingClientRect();
    return [...root.querySelectorAll<HTMLElement>('*')]
      .filter((el) => {
        const r = el.getBoundingClientRect();
        return r.width > 0 && r.height > 0 && (r.right > box.right + 1 || r.left < box.left - 1);
      })
      .map((el) => `${el.tagName.toLowerCase()}${el.dataset.testid ? `[${el.dataset.testid}]` : ''} ${Math.round(el.getBoundingClientRect().width)}px`);
  });
}

test('on a phone the tabs are one scrolling row with their roles, and the open tab starts on the first screen', async ({ page, signedInUser }) => {
  await givenWeddingProfile(signedInUser.id, { budget: 2_000_000 });
  await page.goto('/dashboard');
  await hydrated(page);
  const list = page.getByRole('tablist', { name: 'Dashboard' });
  const box = (await list.boundingBox())!;
  // One row: no taller than a tab.
  expect(box.height).toBeLessThan(64);
  expect(await list.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
  await expect(page.getByRole('tab')).toHaveCount(8);
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByTestId('budget-used')).toBeInViewport();
  expect((await panel.boundingBox())!.y).toBeLessThan(PHONE.height / 2);

  // Arrow keys move along the row and bring the tab they reach into view.
  await page.getByRole('tab', { name: 'Overview' }).focus();
  await page.keyboard.press('End');
  const budget = page.getByRole('tab', { name: 'Budget' });
  await expect(budget).toBeFocused();
  await expect(budget).toHaveAttribute('aria-selected', 'true');
  await expect(budget).toBeInViewport({ ratio: 0.9 });
  await expect(page.getByRole('heading', { name: 'Your budget' })).toBeInViewport();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');

  // Opened by its address, the Budget tab is scrolled into the bar's view.
  await page.goto('/dashboard?tab=budget');
  await hydrated(page);
  await expect(page.getByRole('tab', { name: 'Budget' })).toBeInViewport({ ratio: 0.9 });
});

test('the Budget tab fits 412 px: no part of it runs past its container', async ({ page, signedInUser: user }) => {
  const profile = await givenWeddingProfile(user.id, { budget: 35_00_000 });
  const { venue } = await givenBusiness('Shree Regency Banquets and Lawns');
  const quote = await givenQuote((await givenConversation(user, venue)).id, { amount: 51_10_000 });
  await page.goto('/dashboard');
  expect((await postAction(page, 'enquiries.acceptQuote', { quoteId: quote.id })).status()).toBe(200);
  await e2eDb()
    .insert(budgetItems)
    .values({ weddingProfileId: profile.id, category: 'photography', what: 'Candid photographer and cinematic film', quoted: 2_15_000, paid: 50_000 });

  await page.goto('/dashboard?tab=budget');
  await hydrated(page);
  await expect(page.getByRole('heading', { name: 'Your budget' })).toBeVisible();
  expect(await overflowing(page, '[role="tabpanel"]')).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  const cards = page.getByRole('list', { name: 'Budget by category' });
  await expect(cards).toBeVisible();
  await expect(cards.getByRole('listitem').filter({ hasText: 'Venue & Catering' })).toContainText('Over plan by');
  await expect(cards.getByRole('listitem').filter({ hasText: 'Total' })).toContainText(`Over budget by ${formatRupees(53_25_000 - 35_00_000)}`);
});

test('the Overview and the Budget tab at 412 px look as reviewed', async ({ page, signedInUser: user }) => {
  const profile = await givenWeddingProfile(user.id, { budget: 10_00_000 });
  await e2eDb()
    .insert(budgetItems)
    .values([
      { weddingProfileId: profile.id, category: 'venue', what: 'Lawn and dinner', businessName: 'Kesar Retreat', quoted: 8_00_000, paid: 2_00_000 },
      { weddingProfileId: profile.id, category: 'photography', what: 'Photographer', quoted: 3_00_000 },
    ]);
  await page.goto('/dashboard');
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  await expect(page.getByTestId('overview-over-budget')).toHaveText(`⚠ Over budget by ${formatRupees(1_00_000)}`);
  const mask = [
    page.locator('#toasts'),
    page.locator('[data-user-email]'),
    page.getByTestId('countdown'),
    page.getByTestId('recent-ideas'),
    page.getByTestId('next-tasks'),
  ];
  await expect(page).toHaveScreenshot('dashboard-overview-412.png', { animations: 'disabled', maxDiffPixelRatio: 0.02, mask });
  await page.getByRole('tab', { name: 'Budget' }).click();
  await expect(page.getByRole('heading', { name: 'Your budget' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page).toHaveScreenshot('dashboard-budget-412.png', { fullPage: true, animations: 'disabled', maxDiffPixelRatio: 0.02, timeout: 30_000, mask });
});

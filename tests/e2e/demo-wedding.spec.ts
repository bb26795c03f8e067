// The demo couple's first sign-in shows a wedding in progress. Read-only: other specs and the
// README rely on the seeded wedding as it is.
import { expect, test } from '@playwright/test';
import type { FunctionsOverview } from '../../src/features/planning/wedding/functions.ts';
import type { HouseholdsData } from '../../src/features/planning/households/households.ts';

const DEMO_PASSWORD = 'mandap-demo-2026';

test('signed in as the demo couple: 150 guests in households, five functions with replies', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('main').getByLabel('Email').fill('couple@demo.mandap.in');
  await page.getByRole('main').getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto('/dashboard');
  await page.getByRole('tab', { name: 'Guest List' }).click();
  const summary = page.getByTestId('guest-summary');
  await expect(summary.locator('div').filter({ hasText: 'Total' }).getByRole('definition')).toHaveText('150');
  await expect(summary.locator('div').filter({ hasText: 'Invited' }).getByRole('definition')).toHaveText('150');
  await expect(summary.locator('div').filter({ hasText: 'Awaiting' }).getByRole('definition')).not.toHaveText('0');

  const households = (await (await page.request.get('/api/households')).json()) as HouseholdsData;
  expect(households.couple).toContain('Ananya');
  expect(households.households.length).toBeGreaterThanOrEqual(40);
  expect(households.households.flatMap((h) => h.members)).toHaveLength(150);
  expect(households.newReplies).toBeGreaterThan(0);

  const overview = (await (await page.request.get('/api/functions')).json()) as FunctionsOverview;
  expect(overview.functions.map((f) => f.name)).toEqual(['Haldi', 'Mehendi', 'Sangeet', 'Wedding', 'Reception']);
  const wedding = overview.functions.find((f) => f.name === 'Wedding')!;
  expect(wedding.headcount.attending).toBeGreaterThan(50);
  expect(wedding.headcount.awaiting).toBeGreaterThan(0);
});

// One estimate from list card to venue page, and a guest count that only lists venues seating it.
import { desc, gte, lt } from 'drizzle-orm';
import { test, expect, e2eDb } from './fixtures.ts';
import { venues } from '../../src/server/db/schema.ts';

test('a 400-guest list shows only venues that seat 400, and says so', async ({ page }) => {
  await page.goto('/venues/all/wedding?guests=400');
  await expect(page.getByRole('button', { name: /Remove filter: Seats 400\+ guests/ })).toBeVisible();
  const capacities = await page
    .locator('[data-result-cards] article dd')
    .filter({ hasText: / guests$/ })
    .allTextContents();
  expect(capacities.length).toBeGreaterThan(0);
  for (const text of capacities) expect(Number(text.match(/-(\d+) guests/)![1])).toBeGreaterThanOrEqual(400);
});

test("View venue keeps the guest count, and the page's estimate is the card's, with GST per component", async ({ page }) => {
  await page.goto('/venues/all/wedding?guests=400&sort=estimate_asc');
  const card = page
    .locator('[data-result-cards] article')
    .filter({ has: page.locator('[data-estimate]') })
    .first();
  const estimate = (await card.locator('[data-estimate]').textContent())!;
  expect(estimate).toMatch(/^≈ ₹[\d.]+ lakh for 400 guests$/);
  await card.locator('[data-card-action]', { hasText: 'View venue' }).click();
  await expect(page).toHaveURL(/\/venues\/wedding\/\d+\?guests=400$/);
  const section = page.locator('[data-venue-estimate]');
  await expect(section.getByLabel('Guests')).toHaveValue('400');
  const lakh = (await section.locator('[data-lakh]').textContent())!;
  expect(`≈ ${lakh.replace(/[()]/g, '')} for 400 guests`).toBe(estimate);
  await expect(section.locator('[data-estimate-lines]')).toContainText('GST on food at 5 %');
  await expect(section.locator('[data-estimate-lines]')).toContainText('GST on rental at 18 %');
});

test('the venue page says when it prices more guests than the venue seats', async ({ page }) => {
  const [small] = await e2eDb().select().from(venues).where(lt(venues.capacityMax, 400)).orderBy(desc(venues.id)).limit(1);
  await page.goto(`/venues/wedding/${small!.id}?guests=400`);
  await expect(page.locator('[data-capacity-notice]')).toHaveText(
    `This venue seats up to ${small!.capacityMax!.toLocaleString('en-IN')} guests; the estimate below is for 400.`,
  );
  const [large] = await e2eDb().select().from(venues).where(gte(venues.capacityMax, 400)).orderBy(desc(venues.id)).limit(1);
  await page.goto(`/venues/wedding/${large!.id}?guests=400`);
  await expect(page.locator('[data-capacity-notice]')).toBeHidden();
});

// Costs by side in Chromium: a booking's line shared half each, its payment made by the bride's
// side, and a line paid by the groom's side; the Budget tab shows each side's share and who owes
// whom, a bad share is refused beside its field, and one side's figures read alone.
import { eq } from 'drizzle-orm';
import type { Page } from '@playwright/test';
import { test, expect, e2eDb } from './fixtures.ts';
import { budgetItems, users, weddingProfiles } from '../../src/server/db/schema.ts';
import { givenWeddingProfile, hydrated, postAction, toastTitled } from './dashboard.helpers.ts';
import { givenBusiness, givenConversation, givenQuote } from './enquiries.helpers.ts';

async function itemsOf(userId: string) {
  const [profile] = await e2eDb().select().from(weddingProfiles).where(eq(weddingProfiles.userId, userId));
  return e2eDb().select().from(budgetItems).where(eq(budgetItems.weddingProfileId, profile!.id));
}

async function openBudgetTab(page: Page) {
  await page.goto('/dashboard?tab=budget');
  await hydrated(page);
  await expect(page.getByRole('heading', { name: 'Costs by side' })).toBeVisible();
}

test('a booking shared half each and a line paid by the groom’s side: each side’s share and who owes whom', async ({ page, signedInUser: user }) => {
  test.setTimeout(90_000);
  await givenWeddingProfile(user.id, { budget: 20_00_000 });
  const { venue } = await givenBusiness('Lakeside Lawns');
  const quote = await givenQuote((await givenConversation(user, venue)).id, { amount: 2_00_000 });
  await page.goto('/dashboard');
  expect((await postAction(page, 'enquiries.acceptQuote', { quoteId: quote.id })).status()).toBe(200);

  await openBudgetTab(page);
  // A booking's line starts shared, half each: the sides are even.
  const booking = page.getByTestId('category-venue').getByTestId('budget-item');
  await expect(booking.getByTestId('item-payer')).toHaveText('Shared');
  await expect(page.getByTestId('side-bride-quoted')).toHaveText('₹1,00,000');
  await expect(page.getByTestId('side-groom-quoted')).toHaveText('₹1,00,000');
  await expect(page.getByTestId('settlement')).toHaveText('Both sides are even');

  // The bride's side pays the venue's advance.
  await booking.getByRole('button', { name: `Edit: ${venue.name}` }).click();
  let dialog = page.getByRole('dialog', { name: 'Edit expense' });
  await expect(dialog.getByLabel('Paid by')).toHaveValue('shared');
  await expect(dialog.getByLabel("Bride's side's share (%)")).toHaveValue('50');
  await dialog.getByLabel('Paid (₹)').fill('80,000');
  // A share past 100 is refused beside its field, and nothing changes.
  await dialog.getByLabel("Bride's side's share (%)").fill('120');
  await dialog.getByRole('button', { name: 'Save expense' }).click();
  await expect(dialog.getByText("The bride's side's share must be a whole number from 0 to 100")).toBeVisible();
  await expect(dialog.getByLabel("Bride's side's share (%)")).toHaveAttribute('aria-invalid', 'true');
  expect((await itemsOf(user.id))[0]).toMatchObject({ paid: 0, brideShare: 50 });
  await dialog.getByLabel("Bride's side's share (%)").fill('50');
  await dialog.getByLabel('Payments so far made by').selectOption({ label: "Bride's side" });
  await dialog.getByRole('button', { name: 'Save expense' }).click();
  await expect(toastTitled(page, 'Expense updated')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(booking.getByTestId('item-payer')).toHaveText("Shared, payments made by Bride's side");

  // The groom's side pays the baraat band in full.
  await page.getByRole('button', { name: 'Add expense', exact: true }).click();
  dialog = page.getByRole('dialog', { name: 'Add expense' });
  await dialog.getByLabel('What').fill('Baraat band');
  await dialog.getByLabel('Category').selectOption({ label: 'Music & Entertainment' });
  await dialog.getByLabel('Quoted (₹)').fill('60,000');
  await dialog.getByLabel('Paid (₹)').fill('10,000');
  // A share typed and then left behind by choosing one side does not stop the save.
  await dialog.getByLabel("Bride's side's share (%)").fill('120');
  await dialog.getByLabel('Paid by').selectOption({ label: "Groom's side" });
  // A line one side pays has no split to set.
  await expect(dialog.getByLabel("Bride's side's share (%)")).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Add expense' }).click();
  await expect(toastTitled(page, 'Expense added')).toBeVisible();
  await expect(page.getByTestId('category-music').getByTestId('item-payer')).toHaveText("Paid by Groom's side");

  // Each side: its own lines and half the venue; the bride's side paid the groom's half of the advance.
  await expect(page.getByTestId('side-bride-quoted')).toHaveText('₹1,00,000');
  await expect(page.getByTestId('side-bride-paid')).toHaveText('₹40,000');
  await expect(page.getByTestId('side-groom-quoted')).toHaveText('₹1,60,000');
  await expect(page.getByTestId('side-groom-paid')).toHaveText('₹50,000');
  await expect(page.getByTestId('side-bride-shared')).toHaveText('Shared expenses: Its share ₹1,00,000 · Its share of payments so far ₹40,000 · Paid ₹80,000');
  await expect(page.getByTestId('settlement')).toHaveText("Groom's side owes Bride's side ₹40,000");
  expect(await itemsOf(user.id)).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ quoted: 2_00_000, paid: 80_000, paidBy: 'shared', brideShare: 50, sharedPaidBy: 'bride' }),
      expect.objectContaining({ what: 'Baraat band', paidBy: 'groom', sharedPaidBy: null }),
    ]),
  );

  // One side's figures alone, as a family member of that side is shown them.
  const groom = await page.request.get('/api/budget/sides?side=groom');
  expect(await groom.json()).toEqual({
    side: 'groom',
    quoted: 1_60_000,
    paid: 50_000,
    sharedQuoted: 1_00_000,
    sharedDue: 40_000,
    sharedPaid: 0,
    settlement: { from: 'groom', to: 'bride', amount: 40_000 },
  });
  expect((await page.request.get('/api/budget/sides?side=uncle')).status()).toBe(400);
});

test('the sides’ figures fit a 412 px phone', async ({ page, signedInUser: user }) => {
  await page.setViewportSize({ width: 412, height: 900 });
  await givenWeddingProfile(user.id, { budget: 5_00_000 });
  await openBudgetTab(page);
  await expect(page.getByTestId('budget-sides')).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test('a Hindi account reads its sides and who owes whom in Hindi', async ({ page, signedInUser: user }) => {
  await e2eDb().update(users).set({ locale: 'hi' }).where(eq(users.id, user.id));
  const profile = await givenWeddingProfile(user.id, { budget: 5_00_000 });
  await e2eDb()
    .insert(budgetItems)
    .values([
      {
        weddingProfileId: profile.id,
        category: 'venue',
        what: 'हलवाई',
        quoted: 1_00_000,
        paid: 50_000,
        paidBy: 'shared',
        brideShare: 50,
        sharedPaidBy: 'groom',
      },
      { weddingProfileId: profile.id, category: 'music', what: 'बैंड', quoted: 30_000, paid: 0, paidBy: 'bride' },
    ]);
  await page.goto('/dashboard?tab=budget');
  await hydrated(page);
  const sides = page.getByTestId('budget-sides');
  await expect(sides.getByRole('heading', { name: 'किस तरफ़ का कितना खर्च' })).toBeVisible();
  await expect(sides.getByRole('heading', { name: 'दुल्हन की तरफ़' })).toBeVisible();
  await expect(page.getByTestId('side-bride-quoted')).toHaveText('₹80,000');
  await expect(page.getByTestId('settlement')).toHaveText('दुल्हन की तरफ़ से दूल्हे की तरफ़ को ₹25,000 देने बाकी हैं');
  await expect(page.getByTestId('category-venue').getByTestId('item-payer')).toHaveText('साझा, भुगतान दूल्हे की तरफ़ ने किए');
  await expect(page.getByTestId('category-music').getByTestId('item-payer')).toHaveText('दुल्हन की तरफ़ देगी');
});

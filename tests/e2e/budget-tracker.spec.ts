// The budget tracker in Chromium: from "Save to my budget" on the home page (signed out, through
// sign-in and back) to an expense marked paid; the chart's table, the CSV, over-budget marks,
// field errors that store nothing, accepted quotes as committed items, keyboard and axe.
import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { eq } from 'drizzle-orm';
import type { Page } from '@playwright/test';
import { test, expect, e2eDb, signIn, TEST_PASSWORD } from './fixtures.ts';
import { COUPLE_EMAIL } from '../../scripts/seed/users.ts';
import { budgetItems, budgetLines, users, weddingProfiles } from '../../src/server/db/schema.ts';
import { givenWeddingProfile, hydrated, postAction, toastTitled } from './dashboard.helpers.ts';
import { givenBusiness, givenConversation, givenQuote } from './enquiries.helpers.ts';

/** A day `days` from now, YYYY-MM-DD (far enough from midnight in India either way). */
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function itemsOf(userId: string) {
  const [profile] = await e2eDb().select().from(weddingProfiles).where(eq(weddingProfiles.userId, userId));
  return profile ? e2eDb().select().from(budgetItems).where(eq(budgetItems.weddingProfileId, profile.id)) : [];
}

async function openBudgetTab(page: Page) {
  await page.goto('/dashboard?tab=budget');
  await hydrated(page);
  await expect(page.getByRole('heading', { name: 'Your budget' })).toBeVisible();
}

const tableRow = (page: Page, name: string) => page.getByRole('table', { name: 'Budget by category' }).getByRole('row', { name: new RegExp(`^${name}`) });

test('from Save to my budget on the home page to a payment marked paid', async ({ page, user }) => {
  // One long journey through three pages on a shared, slow machine.
  test.setTimeout(120_000);
  await page.goto('/#budget');
  const calculator = page.locator('#budget');
  await expect(calculator.locator('astro-island')).not.toHaveAttribute('ssr');
  await calculator.getByRole('radio', { name: 'Peak season', exact: true }).check();
  const total = calculator.getByRole('slider', { name: 'Total Budget' });
  await total.focus();
  await page.keyboard.press('ArrowRight');
  await expect(total).toHaveAttribute('aria-valuetext', '₹5,00,000');

  // Signed out: sign in, then back to the same result.
  await calculator.getByRole('button', { name: 'Save to my budget' }).click();
  await expect(page).toHaveURL(/\/login\?next=/);
  await page.getByRole('main').getByLabel('Email').fill(user.email);
  await page.getByRole('main').getByLabel('Password').fill(TEST_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/\?total=500000&guests=100&season=peak$/);
  await expect(calculator.locator('astro-island')).not.toHaveAttribute('ssr');
  await expect(total).toHaveAttribute('aria-valuetext', '₹5,00,000');
  await expect(calculator.getByRole('radio', { name: 'Peak season', exact: true })).toBeChecked();
  await expect(calculator.getByTestId('adjusted-budget')).toHaveText('₹6,25,000');

  await calculator.getByRole('button', { name: 'Save to my budget' }).click();
  await expect(calculator.getByRole('status')).toContainText('Saved to your budget.');
  await calculator.getByRole('link', { name: 'Open my budget' }).click();
  await expect(page).toHaveURL(/\/dashboard\?tab=budget$/);
  await hydrated(page);
  await expect(page.getByText('Total budget (wedding profile): ₹5,00,000')).toBeVisible();
  await expect(page.getByTestId('overall-planned')).toHaveText('₹6,25,000');
  await expect(tableRow(page, 'Venue & Catering')).toContainText('₹2,50,000');

  // Bad amounts: messages beside the fields, nothing stored.
  await page.getByRole('button', { name: 'Add expense', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Add expense' });
  await dialog.getByLabel('What').fill('Caterer advance');
  await dialog.getByLabel('Quoted (₹)').fill('3,00,000');
  await dialog.getByLabel('Paid (₹)').fill('-5');
  await dialog.getByLabel('Due date (optional)').fill(inDays(10));
  await dialog.getByRole('button', { name: 'Add expense' }).click();
  await expect(dialog.getByLabel('Paid (₹)')).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByText('Paid cannot be negative')).toBeVisible();
  expect(await itemsOf(user.id)).toHaveLength(0);

  await dialog.getByLabel('Paid (₹)').fill('50,000');
  await dialog.getByRole('button', { name: 'Add expense' }).click();
  await expect(toastTitled(page, 'Expense added')).toBeVisible();
  await expect(dialog).toBeHidden();
  const venue = page.getByTestId('category-venue');
  await expect(venue.getByTestId('budget-item')).toContainText('Balance ₹2,50,000');
  await expect(venue).toContainText('Over plan by ₹50,000');
  await expect(tableRow(page, 'Venue & Catering')).toContainText('Over plan by ₹50,000');
  await expect(page.getByTestId('overall-committed')).toHaveText('₹3,00,000');
  await expect(page.getByTestId('overall-remaining')).toHaveText('₹3,25,000');

  // The first tab, the overview, lists the payment due.
  await page.getByRole('tab', { name: 'Overview' }).click();
  const due = page.getByTestId('payments-due');
  await expect(due).toContainText('Caterer advance');
  await expect(due).toContainText('₹2,50,000');

  await page.getByRole('tab', { name: 'Budget' }).click();
  await venue.getByRole('button', { name: 'Mark as paid: Caterer advance' }).click();
  await expect(toastTitled(page, 'Marked as paid')).toBeVisible();
  await expect(venue.getByTestId('budget-item')).toContainText('Paid in full');
  await expect(tableRow(page, 'Venue & Catering')).toContainText('₹3,00,000₹3,00,000');
  expect(await itemsOf(user.id)).toEqual([expect.objectContaining({ what: 'Caterer advance', quoted: 300_000, paid: 300_000, dueDate: inDays(10) })]);

  await page.getByRole('tab', { name: 'Overview' }).click();
  // The Overview reads its payments again; on a busy machine that can take a while.
  await expect(due).toContainText('No payments due in the next 30 days.', { timeout: 15_000 });

  // The CSV: a byte order mark, the expense, and the totals.
  await page.getByRole('tab', { name: 'Budget' }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download CSV' }).click();
  const file = await readFile((await (await download).path())!);
  expect([...file.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const csv = file.toString('utf8').slice(1);
  expect(csv).toContain(`Venue & Catering,Caterer advance,,,300000,300000,0,${inDays(10)},,No\r\n`);
  expect(csv).toContain('Total,625000,300000,300000,325000,0\r\n');
});

test('the plan is edited with messages beside bad amounts, and the wedding shows when it is over budget', async ({ page, signedInUser: user }) => {
  const profile = await givenWeddingProfile(user.id, { budget: 100_000 });
  await openBudgetTab(page);
  await expect(page.getByTestId('overall-planned')).toHaveText('₹1,00,000');

  await page.getByRole('button', { name: 'Edit plan' }).click();
  const form = page.getByRole('form', { name: 'Budget plan' });
  await form.getByLabel('Venue & Catering (₹)').fill('12.5');
  await form.getByLabel('Music & Entertainment (₹)').fill('20000000000');
  await form.getByRole('button', { name: 'Save plan' }).click();
  await expect(form.getByText('Amount must be a whole number of rupees')).toBeVisible();
  await expect(form.getByText('Amount can be at most ₹1,000 crore')).toBeVisible();
  expect(await e2eDb().select().from(budgetLines).where(eq(budgetLines.weddingProfileId, profile.id))).toEqual([]);

  await form.getByLabel('Venue & Catering (₹)').fill('10,000');
  await form.getByLabel('Music & Entertainment (₹)').fill('10000');
  await form.getByRole('button', { name: 'Save plan' }).click();
  await expect(toastTitled(page, 'Plan saved')).toBeVisible();
  await expect(page.getByTestId('overall-planned')).toHaveText('₹70,000');

  await e2eDb().insert(budgetItems).values({ weddingProfileId: profile.id, category: 'photography', what: 'Photographer', quoted: 80_000 });
  await openBudgetTab(page);
  await expect(page.getByTestId('overall-over-budget')).toHaveText('⚠ Over budget by ₹10,000');
  await expect(page.getByTestId('category-photography')).toContainText('Over plan by ₹65,000');
  await expect(page.getByTestId('category-decoration')).not.toContainText('Over plan');
  await expect(page.getByRole('table', { name: 'Budget by category' }).locator('tfoot')).toContainText('Over budget by ₹10,000');
});

test('an accepted quote becomes a committed expense linked to its booking', async ({ page, signedInUser: user }) => {
  await givenWeddingProfile(user.id, { budget: 2_000_000 });
  const { venue } = await givenBusiness('Lakeside Lawns');
  const conversation = await givenConversation(user, venue);
  const quote = await givenQuote(conversation.id, { amount: 750_000 });
  await page.goto('/dashboard');
  expect((await postAction(page, 'enquiries.acceptQuote', { quoteId: quote.id })).status()).toBe(200);

  await openBudgetTab(page);
  const item = page.getByTestId('category-venue').getByTestId('budget-item');
  await expect(item).toContainText(venue.name);
  await expect(item).toContainText('From your booking');
  await expect(item).toContainText('Quoted ₹7,50,000');
  await expect(item.getByRole('link', { name: venue.name })).toHaveAttribute('href', `/venues/wedding/${venue.id}`);
  await expect(page.getByTestId('overall-committed')).toHaveText('₹7,50,000');
  // A booking's line keeps the booked amount: no Delete, and the quote is not editable.
  await expect(item.getByRole('button', { name: `Delete: ${venue.name}` })).toHaveCount(0);

  // The Overview reads the same ledger: the same committed total against the same plan.
  await page.getByRole('tab', { name: 'Overview' }).click();
  await expect(page.getByTestId('budget-used')).toHaveText('₹7,50,000 of ₹20,00,000 committed');
  await expect(page.getByTestId('overview-remaining')).toHaveText('₹12,50,000 left');

  // A second accepted quote takes the wedding over budget: both pages say so, by the same amount.
  const second = await givenBusiness('Marigold Gardens');
  const secondQuote = await givenQuote((await givenConversation(user, second.venue)).id, { amount: 15_00_000 });
  expect((await postAction(page, 'enquiries.acceptQuote', { quoteId: secondQuote.id })).status()).toBe(200);
  await page.goto('/dashboard');
  await hydrated(page);
  await expect(page.getByTestId('budget-used')).toHaveText('₹22,50,000 of ₹20,00,000 committed');
  await expect(page.getByTestId('overview-over-budget')).toHaveText('⚠ Over budget by ₹2,50,000');
  await openBudgetTab(page);
  await expect(page.getByTestId('overall-committed')).toHaveText('₹22,50,000');
  await expect(page.getByTestId('overall-over-budget')).toHaveText('⚠ Over budget by ₹2,50,000');
});

test('the demo couple’s booking at the demo venue is committed in the Budget tab and on the Overview', async ({ page, context }) => {
  const [couple] = await e2eDb().select().from(users).where(eq(users.email, COUPLE_EMAIL));
  await signIn(context, couple!);
  await openBudgetTab(page);
  const venue = page.getByTestId('category-venue').getByTestId('budget-item');
  await expect(venue).toContainText('From your booking');
  await expect(venue).toContainText('Quoted ₹12,60,000');
  await expect(page.getByTestId('overall-committed')).toHaveText('₹12,60,000');
  await page.getByRole('tab', { name: 'Overview' }).click();
  await expect(page.getByTestId('budget-used')).toHaveText('₹12,60,000 of ₹35,00,000 committed');
});

test('the Budget tab works from the keyboard and passes axe', async ({ page, signedInUser: user }) => {
  test.setTimeout(90_000);
  const profile = await givenWeddingProfile(user.id, { budget: 500_000 });
  await e2eDb()
    .insert(budgetItems)
    .values({ weddingProfileId: profile.id, category: 'decoration', what: 'Flowers', quoted: 90_000, paid: 10_000, dueDate: inDays(3) });
  await openBudgetTab(page);

  const add = page.getByRole('button', { name: 'Add expense', exact: true });
  await add.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Add expense' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('What')).toBeFocused();
  await page.keyboard.type('Mehendi artist');
  await dialog.getByLabel('Quoted (₹)').focus();
  await page.keyboard.type('15000');
  await page.keyboard.press('Enter');
  await expect(toastTitled(page, 'Expense added')).toBeVisible();
  await expect(page.getByTestId('category-venue')).toContainText('Mehendi artist');

  const results = await new AxeBuilder({ page }).include('main').analyze();
  expect(results.violations).toEqual([]);

  await add.focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await page.getByRole('tab', { name: 'Overview' }).click();
  await expect(page.getByTestId('payments-due')).toContainText('Flowers');
  const onFirstTab = await new AxeBuilder({ page }).include('main').analyze();
  expect(onFirstTab.violations).toEqual([]);
});

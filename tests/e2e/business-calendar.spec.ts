// The business calendar in Chromium at 412 px: a business marks the evening of 27 Feb
// unavailable with the keyboard alone, sees it in the month, and a quote for a booked slot is
// told to the business before it quotes and refused when the couple accepts it.
import { and, eq } from 'drizzle-orm';
import type { Page } from '@playwright/test';
import { test, expect as baseExpect, createUser, signIn, e2eDb } from './fixtures.ts';
import { givenBusiness, givenConversation, givenQuote, islandReady } from './enquiries.helpers.ts';
import { bookings, calendarEntries, conversations, listingSpaces, users, venues } from '../../src/server/db/schema.ts';
import { calendarPageMessages } from '../../src/features/marketplace/availability/messages.ts';

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

const YEAR = new Date().getUTCFullYear() + 1;
const DATE = `${YEAR}-02-27`;
const PHONE = { width: 412, height: 915 };

async function noSideScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
}

test('a business marks the evening of 27 Feb unavailable with the keyboard at 412 px', async ({ page, context }) => {
  await page.setViewportSize(PHONE);
  const { business, venue } = await givenBusiness('Keyboard Mahal');
  await signIn(context, business);
  await page.goto('/vendor-dashboard');
  await page.getByRole('main').getByRole('link', { name: 'Calendar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible();

  // The month moves by links (they work without JavaScript).
  await page.goto(`/vendor-dashboard/calendar?month=${YEAR}-01`);
  await page.getByRole('link', { name: 'Next month' }).click();
  await expect(page).toHaveURL(new RegExp(`month=${YEAR}-02`));
  const grid = page.getByRole('grid', { name: `Calendar for February ${YEAR}` });
  await expect(grid).toBeVisible();
  await expect(grid.getByRole('columnheader')).toHaveCount(7);
  await expect(grid.getByRole('rowheader').first()).toHaveText(/Week of/);
  await noSideScroll(page);

  // Keyboard only: the month's first day takes the focus; arrows reach the 27th; Enter selects it.
  await page.getByRole('link', { name: 'Next month' }).focus();
  await page.keyboard.press('Tab');
  await expect(page.locator(`[data-cal-day="${YEAR}-02-01"]`)).toBeFocused();
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowDown');
  for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowRight');
  const the27th = page.locator(`[data-cal-day="${DATE}"]`);
  await expect(the27th).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(the27th.locator('xpath=..')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText(`Selected: 27 February ${YEAR}`)).toBeVisible();
  const form = page.locator('[data-calendar-form]');
  await expect(form.getByLabel('From')).toHaveValue(DATE);
  await expect(form.getByLabel('To (for a range)')).toHaveValue('');

  // Shift+arrows make a range, and Enter starts over.
  await page.keyboard.press('Shift+ArrowRight');
  await expect(page.getByText(`Selected: 27 February ${YEAR} to 28 February ${YEAR}`)).toBeVisible();
  await page.keyboard.press('Shift+ArrowLeft');
  await page.keyboard.press('Enter');
  await expect(page.getByText(`Selected: 27 February ${YEAR}`, { exact: true })).toBeVisible();

  // On through the form with Tab: the evening, a note, and Mark unavailable.
  const evening = form.getByLabel('Evening', { exact: true });
  await evening.focus();
  await page.keyboard.press('Space');
  await expect(evening).toBeChecked();
  await form.getByLabel('Note (only you see it)').focus();
  await page.keyboard.type('Sangeet of a family friend');
  await form.getByRole('button', { name: 'Mark unavailable' }).focus();
  await page.keyboard.press('Enter');

  await expect(page.getByTestId('calendar-notice')).toHaveText('1 date marked unavailable.');
  await expect(page).toHaveURL(new RegExp(`month=${YEAR}-02`));
  await expect(page.locator(`[data-cal-day="${DATE}"]`)).toHaveAttribute('aria-label', `27 February ${YEAR}: day free, evening unavailable`);
  await expect(page.getByTestId('calendar-entries')).toContainText(`27 February ${YEAR} (Evening): unavailable`);
  await expect(page.getByTestId('calendar-entries')).toContainText('Note: Sangeet of a family friend');
  await noSideScroll(page);
  const rows = await e2eDb().select().from(calendarEntries).where(eq(calendarEntries.listingId, venue.id));
  expect(rows.map((r) => [r.listingKind, r.date, r.part, r.source, r.note])).toEqual([['venue', DATE, 'evening', 'block', 'Sangeet of a family friend']]);
  const [row] = await e2eDb().select({ at: venues.calendarUpdatedAt }).from(venues).where(eq(venues.id, venue.id));
  expect(row!.at).not.toBeNull();

  // Unmarking frees it again.
  await page.locator(`[data-cal-day="${DATE}"]`).click();
  await form.getByLabel('Evening', { exact: true }).check();
  await form.getByRole('button', { name: 'Unmark' }).click();
  await expect(page.getByTestId('calendar-notice')).toHaveText('Dates unmarked.');
  expect(await e2eDb().select().from(calendarEntries).where(eq(calendarEntries.listingId, venue.id))).toEqual([]);
});

test('a quote for a booked slot is told to the business before quoting and refused when the couple accepts it', async ({ browser }) => {
  const { business, venue } = await givenBusiness('Clash Bagh');
  const [space] = await e2eDb()
    .select()
    .from(listingSpaces)
    .where(and(eq(listingSpaces.listingKind, 'venue'), eq(listingSpaces.listingId, venue.id)));

  // The first couple's evening booking (as accepting a quote leaves it; the booking writes its slot).
  const first = await createUser({ name: 'Evening Couple' });
  const booked = await givenConversation(first, venue, { eventDate: DATE, eventMonth: DATE.slice(0, 7), status: 'booked', functions: ['sangeet'] });
  const firstQuote = await givenQuote(booked.id, { status: 'accepted', part: 'evening', spaceId: space!.id, functions: ['sangeet'] });
  await e2eDb().update(conversations).set({ status: 'booked' }).where(eq(conversations.id, booked.id));
  await e2eDb()
    .insert(bookings)
    .values({
      conversationId: booked.id,
      quoteId: firstQuote.id,
      coupleUserId: first.id,
      businessUserId: business.id,
      listingKind: 'venue',
      listingId: venue.id,
      amount: firstQuote.amount,
      functions: ['sangeet'],
      eventDate: DATE,
      eventMonth: DATE.slice(0, 7),
      guestCount: 200,
      spaceId: space!.id,
      part: 'evening',
    });

  // The business answers a second couple: the quote form says which part is taken.
  const second = await createUser({ name: 'Second Couple' });
  const conversation = await givenConversation(second, venue, { eventDate: DATE, eventMonth: DATE.slice(0, 7), functions: ['sangeet'] });
  const desk = await (await browser.newContext()).newPage();
  await signIn(desk.context(), business);
  await desk.goto(`/vendor-dashboard/messages/${conversation.id}`);
  await islandReady(desk, 'ThreadPanel');
  await desk.getByRole('button', { name: 'Send a quote' }).click();
  const slot = desk.getByTestId('quote-slot');
  await expect(slot).toHaveText(`Already booked on 27 February ${YEAR} (evening) in Main hall: a quote for it cannot be accepted.`);
  await desk.getByLabel('Day', { exact: true }).check();
  await expect(slot).toHaveText(`Main hall is free on 27 February ${YEAR} (day).`);
  await desk.getByLabel('Evening', { exact: true }).check();
  await expect(slot).toHaveAttribute('data-held', 'booking');
  // It may still quote (the couple might move the date); accepting is what is refused.
  await desk.getByLabel('Amount (₹)').fill('350000');
  await desk.getByLabel('Valid until').fill(`${YEAR}-01-31`);
  await desk.getByLabel('What it includes').fill('Lawn and dinner for the Sangeet');
  await desk.getByRole('button', { name: 'Send quote' }).click();
  await expect.poll(async () => (await e2eDb().select().from(conversations).where(eq(conversations.id, conversation.id)))[0]!.status).toBe('quoted');

  const page = await (await browser.newContext()).newPage();
  await signIn(page.context(), second);
  await page.goto(`/dashboard?tab=enquiries&c=${conversation.id}`);
  await islandReady(page, 'Dashboard');
  // The couple's quote says which space and part of the day it holds.
  await expect(page.getByTestId('quote').filter({ hasText: '₹3,50,000' }).getByTestId('quote-slot-line')).toHaveText('Main hall · Evening');
  await page.getByTestId('quote').filter({ hasText: '₹3,50,000' }).getByRole('button', { name: 'Accept' }).click();
  await page.getByRole('button', { name: 'Accept and book' }).click();
  await expect(page.locator('#toasts .toast').first()).toContainText(`${venue.name} is not available on 27 Feb ${YEAR} (evening)`);
  expect(await e2eDb().select().from(bookings).where(eq(bookings.listingId, venue.id))).toHaveLength(1);
  await desk.context().close();
  await page.context().close();
});

test('only the owner opens a calendar: another business sees its own, and a posted change to another’s is refused', async ({ page, context }) => {
  const owner = await givenBusiness('Owner Palace');
  const other = await givenBusiness('Other Palace');
  const [space] = await e2eDb()
    .select()
    .from(listingSpaces)
    .where(and(eq(listingSpaces.listingKind, 'venue'), eq(listingSpaces.listingId, owner.venue.id)));
  await signIn(context, other.business);
  await page.goto(`/vendor-dashboard/calendar?listing=venue-${owner.venue.id}&space=${space!.id}&month=${YEAR}-02`);
  await expect(page.getByRole('main')).not.toContainText(owner.venue.name);
  await expect(page.locator('input[name="listing"]').first()).toHaveValue(`venue-${other.venue.id}`);
  const response = await page.request.post('/vendor-dashboard/calendar', {
    form: { intent: 'block', listing: `venue-${owner.venue.id}`, space: String(space!.id), from: DATE, part: 'full' },
    headers: { Origin: new URL(page.url()).origin },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(404);
  expect(await e2eDb().select().from(calendarEntries).where(eq(calendarEntries.listingId, owner.venue.id))).toEqual([]);
});

test('the calendar follows the account’s language: Hindi texts, Hindi dates, no English of its own', async ({ page, context }) => {
  const { business, venue } = await givenBusiness('Hindi Mahal');
  await e2eDb().update(users).set({ locale: 'hi' }).where(eq(users.id, business.id));
  const [space] = await e2eDb()
    .select()
    .from(listingSpaces)
    .where(and(eq(listingSpaces.listingKind, 'venue'), eq(listingSpaces.listingId, venue.id)));
  await e2eDb()
    .insert(calendarEntries)
    .values({ spaceId: space!.id, listingKind: 'venue', listingId: venue.id, date: DATE, part: 'evening', source: 'block', note: 'संगीत' });
  await signIn(context, business);
  await page.goto(`/vendor-dashboard/calendar?month=${YEAR}-02`);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'कैलेंडर' })).toBeVisible();
  await expect(main.getByRole('grid', { name: `फ़रवरी ${YEAR} का कैलेंडर` })).toBeVisible();
  await expect(main.getByTestId('calendar-entries')).toContainText(`27 फ़रवरी ${YEAR} (शाम): उपलब्ध नहीं`);
  await expect(main.getByRole('button', { name: 'उपलब्ध नहीं बताएँ' })).toBeVisible();
  const text = await main.innerText();
  const labels = await main.locator('[aria-label]').evaluateAll((nodes) => nodes.map((n) => n.getAttribute('aria-label')).join(' '));
  const english = Object.entries(calendarPageMessages.data('en').messages);
  const hindi = calendarPageMessages.data('hi').messages as Record<string, unknown>;
  for (const [key, value] of english) {
    if (typeof value !== 'string' || value === hindi[key]) continue;
    for (const part of value.split(/\{\w+\}/).filter((p) => p.trim().length > 3)) {
      expect(`${text} ${labels}`, `${key}: “${part}”`).not.toContain(part.trim());
    }
  }
});

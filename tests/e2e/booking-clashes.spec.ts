// Double bookings and enquiry rules in Chromium: a listing takes one booking a day (both
// sides are told before anyone quotes or accepts), a second listing for the same function and
// date is warned of, the form bounds guests by the venue's capacity, counts characters, keeps
// a draft across a reload and lands on the conversation; an unverified couple's enquiry waits
// for their verification.
import { and, eq } from 'drizzle-orm';
import type { Page } from '@playwright/test';
import { test, expect as baseExpect, createUser, signIn, e2eDb } from './fixtures.ts';
import { givenBusiness, givenConversation, givenQuote, givenVenue, islandReady, mailsTo, nextYearDate, toast } from './enquiries.helpers.ts';
import { bookings, conversations, emailTokens, users, venues, type User } from '../../src/server/db/schema.ts';
import { COUPLE_EMAIL, VENUE_EMAIL } from '../../scripts/seed/users.ts';
import { hashToken } from '../../src/server/auth/session.ts';

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

const DATE = nextYearDate('03', '14');
const DAY = `14 Mar ${Number(DATE.slice(0, 4))}`;

/** `couple` has booked `venue` for the wedding on DATE (as accepting a quote leaves it). */
async function givenBookingOf(couple: User, venue: { id: number; ownerUserId: string | null }) {
  const conversation = await givenConversation(couple, venue, { eventDate: DATE, eventMonth: DATE.slice(0, 7), status: 'booked' });
  const quote = await givenQuote(conversation.id, { status: 'accepted' });
  await e2eDb().update(conversations).set({ status: 'booked' }).where(eq(conversations.id, conversation.id));
  await e2eDb()
    .insert(bookings)
    .values({
      conversationId: conversation.id,
      quoteId: quote.id,
      coupleUserId: couple.id,
      businessUserId: venue.ownerUserId,
      listingKind: 'venue',
      listingId: venue.id,
      amount: quote.amount,
      functions: ['wedding'],
      eventDate: DATE,
      eventMonth: DATE.slice(0, 7),
      guestCount: 250,
    });
  return conversation;
}

async function openForm(page: Page, venueId: number) {
  await page.goto(`/enquiry/new?listing=venue-${venueId}`);
  await islandReady(page, 'EnquiryForm');
  return page.getByRole('main');
}

test('the form bounds guests by the venue, counts to 1,000, keeps a draft across a reload and lands on the conversation', async ({ page, context }) => {
  const couple = await createUser({ name: 'Draft Couple' });
  await signIn(context, couple);
  const { venue } = await givenBusiness('Kesar Lawns');
  let form = await openForm(page, venue.id);
  await expect(form.getByText('Seats up to 500 guests')).toBeVisible();
  await expect(form.getByTestId('unverified-note')).toHaveCount(0);

  await form.getByLabel('Wedding', { exact: true }).check();
  await form.getByLabel('Event date').fill(DATE);
  await form.getByLabel('Guest count').fill('99999');
  const capacity = `${venue.name} seats up to 500 guests. Enter 500 or fewer, or choose a larger venue.`;
  await expect(form.getByText(capacity)).toBeVisible();
  await form.getByRole('button', { name: 'Send Enquiry' }).click();
  await expect(form.getByText(capacity)).toBeVisible();
  expect(await e2eDb().select().from(conversations).where(eq(conversations.coupleUserId, couple.id))).toEqual([]);

  const message = form.getByLabel('Message');
  await message.fill('x'.repeat(1100));
  await expect(message).toHaveValue('x'.repeat(1000));
  await expect(form.getByText('1,000 / 1,000 characters')).toBeVisible();
  await message.fill('Is the lawn free for our wedding?');
  await expect(form.getByText('33 / 1,000 characters')).toBeVisible();
  await form.getByLabel('Guest count').fill('300');

  // A reload keeps what was typed (the draft lives in this browser until sent).
  await page.reload();
  await islandReady(page, 'EnquiryForm');
  form = page.getByRole('main');
  await expect(form.getByText('Your unsent enquiry was restored.')).toBeVisible();
  await expect(form.getByLabel('Message')).toHaveValue('Is the lawn free for our wedding?');
  await expect(form.getByLabel('Guest count')).toHaveValue('300');
  await expect(form.getByLabel('Event date')).toHaveValue(DATE);
  await expect(form.getByLabel('Wedding', { exact: true })).toBeChecked();

  await form.getByRole('button', { name: 'Send Enquiry' }).click();
  await expect(page).toHaveURL(/\/dashboard\?tab=enquiries&c=[a-z0-9]+$/);
  const [sent] = await e2eDb().select().from(conversations).where(eq(conversations.coupleUserId, couple.id));
  expect(page.url()).toContain(`c=${sent!.id}`);
  await islandReady(page, 'Dashboard');
  await expect(page.getByRole('heading', { level: 2, name: venue.name })).toBeVisible();
  await expect(page.getByTestId('message').filter({ hasText: 'Is the lawn free for our wedding?' })).toBeVisible();
  await expect(toast(page, 'Enquiry sent')).toBeVisible();

  // Sent, the draft is gone.
  form = await openForm(page, venue.id);
  await expect(form.getByLabel('Message')).toHaveValue('');
  await expect(form.getByText('Your unsent enquiry was restored.')).toHaveCount(0);
});

test('a second booking of the same listing and date is refused, and both sides see the clash first', async ({ browser }) => {
  const { business, venue } = await givenBusiness('Shree Hall');
  const first = await createUser({ name: 'First Couple' });
  await givenBookingOf(first, venue);
  const second = await createUser({ name: 'Second Couple' });
  const conversation = await givenConversation(second, venue, { eventDate: DATE, eventMonth: DATE.slice(0, 7) });
  const quote = await givenQuote(conversation.id, { amount: 420000 });

  // The business: marked in the inbox, explained in the thread, before it quotes.
  const desk = await (await browser.newContext()).newPage();
  await signIn(desk.context(), business);
  await desk.goto('/vendor-dashboard/messages');
  await expect(desk.getByTestId('inbox-row').filter({ hasText: 'Second Couple' })).toContainText(`Already booked on ${DAY}`);
  await expect(desk.getByTestId('inbox-row').filter({ hasText: 'First Couple' })).not.toContainText('Already booked on');
  await desk.goto(`/vendor-dashboard/messages/${conversation.id}`);
  await expect(desk.getByTestId('date-clash')).toContainText(
    `Already booked on ${DAY}: ${venue.name} has another booking that day, so the couple cannot accept a quote for this date.`,
  );

  // The couple: told in the thread, and refused when accepting anyway.
  const page = await (await browser.newContext()).newPage();
  await signIn(page.context(), second);
  await page.goto(`/dashboard?tab=enquiries&c=${conversation.id}`);
  await islandReady(page, 'Dashboard');
  const taken = `${venue.name} is already booked on ${DAY}. It takes one booking a day, so a quote for that date cannot be accepted.`;
  await expect(page.getByTestId('date-clash')).toContainText(taken);
  await page.getByTestId('quote').filter({ hasText: '₹4,20,000' }).getByRole('button', { name: 'Accept' }).click();
  await page.getByRole('button', { name: 'Accept and book' }).click();
  await expect(page.locator('#toasts .toast').first()).toContainText(taken);
  expect(await e2eDb().select().from(bookings).where(eq(bookings.listingId, venue.id))).toHaveLength(1);
  expect(await e2eDb().select().from(bookings).where(eq(bookings.quoteId, quote.id))).toEqual([]);
  await desk.context().close();
  await page.context().close();
});

test('a couple who booked a venue is warned before enquiring again or booking a second venue for the same function and date', async ({ page, context }) => {
  const couple = await createUser({ name: 'Warned Couple' });
  await signIn(context, couple);
  const booked = await givenBusiness('Shree Regency Hall');
  await givenBookingOf(couple, booked.venue);

  // Enquiring again at the venue already booked.
  let form = await openForm(page, booked.venue.id);
  await expect(form.getByTestId('booking-warnings')).toContainText(`You have already booked ${booked.venue.name} for Wedding on ${DAY}.`);

  // Another venue for the same function and date: warned before sending, and may still send.
  const other = await givenBusiness('Noor Bagh');
  form = await openForm(page, other.venue.id);
  await expect(form.getByTestId('booking-warnings')).toHaveCount(0);
  await form.getByLabel('Wedding', { exact: true }).check();
  await form.getByLabel('Event date').fill(DATE);
  const second = `You have already booked ${booked.venue.name} for Wedding on ${DAY}.`;
  await expect(form.getByTestId('booking-warnings')).toContainText(`${second} You can still ask here, for example to compare.`);
  await form.getByLabel('Guest count').fill('250');
  await form.getByLabel('Message').fill('Comparing venues for our wedding.');
  await form.getByRole('button', { name: 'Send Enquiry' }).click();
  await expect(page).toHaveURL(/\/dashboard\?tab=enquiries&c=/);
  const [sent] = await e2eDb()
    .select()
    .from(conversations)
    .where(and(eq(conversations.coupleUserId, couple.id), eq(conversations.listingId, other.venue.id)));

  // Accepting its quote: the same warning, beside the quotes compared, in the thread and in the dialog; the couple may go on.
  await givenQuote(sent!.id, { amount: 380000 });
  const accepting = `${second} Accepting books a second one for the same function and date.`;
  await page.goto('/dashboard?tab=enquiries&view=compare');
  await islandReady(page, 'Dashboard');
  await expect(page.getByTestId('quote-clash').filter({ hasText: accepting })).toHaveCount(1);
  await page.goto(`/dashboard?tab=enquiries&c=${sent!.id}`);
  await islandReady(page, 'Dashboard');
  await expect(page.getByTestId('date-clash')).toContainText(accepting);
  await page.getByTestId('quote').getByRole('button', { name: 'Accept' }).click();
  const dialog = page.getByRole('dialog', { name: /Accept the quote of ₹3,80,000/ });
  await expect(dialog).toContainText(accepting);
  await dialog.getByRole('button', { name: 'Accept and book' }).click();
  await expect(toast(page, 'Quote accepted: booked')).toBeVisible();
  expect(await e2eDb().select().from(bookings).where(eq(bookings.coupleUserId, couple.id))).toHaveLength(2);
});

test('the demo couple, who booked Shree Regency for 27 Feb, is told so when enquiring there again', async ({ page, context }) => {
  // Read-only: opening the form writes nothing (its draft lives in the browser).
  const [couple] = await e2eDb().select().from(users).where(eq(users.email, COUPLE_EMAIL));
  const [venue] = await e2eDb()
    .select({ id: venues.id, name: venues.name })
    .from(venues)
    .innerJoin(users, eq(users.id, venues.ownerUserId))
    .where(eq(users.email, VENUE_EMAIL));
  await signIn(context, couple!);
  const form = await openForm(page, venue!.id);
  await expect(form.getByTestId('booking-warnings')).toContainText(`You have already booked ${venue!.name} for Wedding, Reception on 27 Feb 2027.`);
});

test('an unverified couple’s enquiry waits for e-mail verification, then reaches the business', async ({ browser }) => {
  const couple = await createUser({ name: 'Unverified Couple', emailVerified: false });
  const { business, venue } = await givenBusiness('Patient Palace');
  const context = await browser.newContext();
  await signIn(context, couple);
  const page = await context.newPage();
  const form = await openForm(page, venue.id);
  await expect(form.getByTestId('unverified-note')).toContainText(
    'Your e-mail address is not verified yet: the business receives your enquiry once you verify it.',
  );
  await form.getByLabel('Wedding', { exact: true }).check();
  await form.getByLabel('Event date').fill(DATE);
  await form.getByLabel('Guest count').fill('200');
  await form.getByLabel('Message').fill('Cheap loans at http://spam.example');
  await form.getByRole('button', { name: 'Send Enquiry' }).click();
  await expect(page).toHaveURL(/\/dashboard\?tab=enquiries&c=/);
  await islandReady(page, 'Dashboard');
  await expect(page.getByTestId('awaiting-verification')).toContainText(
    `Waiting for e-mail verification. ${venue.name} receives this enquiry once you verify your e-mail address.`,
  );
  await page.getByRole('button', { name: 'All enquiries' }).click();
  await expect(page.getByTestId('conversation').filter({ hasText: venue.name })).toContainText('Waiting for e-mail verification');

  const desk = await (await browser.newContext()).newPage();
  await signIn(desk.context(), business);
  await desk.goto('/vendor-dashboard/messages');
  await expect(desk.getByTestId('inbox-row')).toHaveCount(0);
  expect(await mailsTo(business.email)).toEqual([]);

  // The couple verifies: the enquiry is delivered and mailed.
  const token = `verify${crypto.randomUUID().replaceAll('-', '')}`;
  await e2eDb()
    .insert(emailTokens)
    .values({ id: hashToken(token), userId: couple.id, purpose: 'verify_email', expiresAt: new Date(Date.now() + 3_600_000) });
  await page.goto(`/verify-email?token=${token}`);
  await page.getByRole('button', { name: 'Verify my email' }).click();
  await expect(page.getByText('Your email is verified. Thank you!')).toBeVisible();
  await desk.reload();
  await expect(desk.getByTestId('inbox-row').filter({ hasText: 'Unverified Couple' })).toContainText('Cheap loans at http://spam.example');
  const [mail] = await mailsTo(business.email);
  expect(mail!.subject).toContain(venue.name);
  await page.goto(`/dashboard?tab=enquiries`);
  await expect(page.getByTestId('conversation').filter({ hasText: venue.name })).toContainText('New');
  await context.close();
  await desk.context().close();
});

test('a venue without a business takes the capacity bound too (server side)', async ({ page, context }) => {
  const couple = await createUser();
  await signIn(context, couple);
  const venue = await givenVenue({ contactEmail: `bound-${Date.now().toString(36)}@unclaimed.example.test` });
  await page.goto('/');
  const response = await page.request.post('/_actions/enquiries.send', {
    data: { listingKind: 'venue', listingId: venue.id, functions: ['wedding'], eventDate: DATE, guestCount: 99999, message: 'Hello' },
    headers: { Origin: new URL(page.url()).origin },
  });
  expect(response.status()).toBe(400);
  expect((await response.json()).message).toBe(`${venue.name} seats up to 500 guests. Enter 500 or fewer, or choose a larger venue.`);
});

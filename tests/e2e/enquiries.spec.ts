// Enquiries, quotes and bookings in Chromium: a couple asks, a business answers and
// quotes, the couple compares and accepts, and the booking shows on both sides.
import AxeBuilder from '@axe-core/playwright';
import { and, eq } from 'drizzle-orm';
import type { BrowserContext, Page } from '@playwright/test';
import { test, expect as baseExpect, createUser, signIn, e2eDb, TEST_PASSWORD } from './fixtures.ts';
import { givenShortlist, givenWeddingProfile } from './dashboard.helpers.ts';
import { givenBusiness, givenConversation, givenQuote, givenVenue, islandReady, mailsTo, nextYearDate, toast } from './enquiries.helpers.ts';
import { bookings, conversations, listingClaims, messages, rateLimits, venues, vendors, categories } from '../../src/server/db/schema.ts';
import { hashToken } from '../../src/server/auth/session.ts';
import { ensureVendorCategories } from './auth-helpers.ts';

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

/** From a listing's page to its enquiry form, ready to fill. */
async function openForm(page: Page) {
  await page.getByRole('main').getByRole('link', { name: 'Send Enquiry', exact: true }).click();
  await expect(page).toHaveURL(/\/enquiry\/new\?listing=(venue|vendor)-\d+$/);
  await islandReady(page, 'EnquiryForm');
  return page.getByRole('main');
}

async function send(form: ReturnType<Page['getByRole']>) {
  await form.getByRole('button', { name: 'Send Enquiry' }).click();
}

async function fillForm(form: ReturnType<Page['getByRole']>, options: { message: string; share?: string; guests?: string }) {
  await form.getByLabel('Wedding', { exact: true }).check();
  await form.getByLabel('Sangeet').check();
  await form.getByLabel('Event date').fill(nextYearDate('02', '20'));
  await form.getByLabel('Guest count').fill(options.guests ?? '300');
  await form.getByLabel('Budget for this service (₹, optional)').fill('600000');
  await form.getByLabel('Message').fill(options.message);
  if (options.share) {
    await form.getByLabel('Share my phone number with this business').check();
    await form.getByLabel('Your phone number').fill(options.share);
  }
}

async function asUser(context: BrowserContext, role: 'customer' | 'vendor', name: string, extra: Parameters<typeof createUser>[0] = {}) {
  const user = await createUser({ role, name, ...extra });
  await signIn(context, user);
  return user;
}

test('signed out, Send Enquiry leads to sign-in and back to the enquiry for the same listing', async ({ page }) => {
  const venue = await givenVenue();
  const couple = await createUser({ name: 'Nisha Verma' });
  await page.goto(`/venues/wedding/${venue.id}`);
  await page.getByRole('main').getByRole('link', { name: 'Send Enquiry' }).click();
  await expect(page).toHaveURL(new RegExp(`/login\\?next=%2Fenquiry%2Fnew%3Flisting%3Dvenue-${venue.id}$`));
  await islandReady(page, 'LoginForm');
  await page.getByLabel('Email').fill(couple.email);
  await page.getByLabel('Password').fill(TEST_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(new RegExp(`/enquiry/new\\?listing=venue-${venue.id}$`), { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Send Enquiry' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: venue.name })).toHaveAttribute('href', `/venues/wedding/${venue.id}`);
});

test('the form says what is missing, prefills from the wedding profile and counts to 1,000 characters', async ({ page, context }) => {
  const couple = await asUser(context, 'customer', 'Ira Shah');
  await givenWeddingProfile(couple.id, { weddingDate: nextYearDate('11', '21'), eventType: 'reception' });
  const { venue } = await givenBusiness();
  await page.goto(`/venues/wedding/${venue.id}`);
  const form = await openForm(page);
  await expect(form.getByLabel('Reception')).toBeChecked();
  await expect(form.getByLabel('Event date')).toHaveValue(nextYearDate('11', '21'));
  await expect(form.getByLabel('Share my phone number with this business')).not.toBeChecked();

  await form.getByLabel('Reception').uncheck();
  await form.getByLabel('Event date').fill('');
  await send(form);
  await expect(form.getByText('Choose at least one function')).toBeVisible();
  await expect(form.getByText('Choose the event date, or tick Dates not fixed and choose a month')).toBeVisible();
  await expect(form.getByText('Enter the number of guests (1 to 1,00,000)')).toBeVisible();
  await expect(form.getByText('Please write a message')).toBeVisible();

  await form.getByLabel('Dates not fixed').check();
  await expect(form.getByLabel('Event date')).toHaveCount(0);
  await send(form);
  await expect(form.getByText('Choose the month of the event')).toBeVisible();

  const message = form.getByLabel('Message');
  await message.fill('x'.repeat(1100));
  await expect(message).toHaveValue('x'.repeat(1000));
  await expect(form.getByText('1,000 / 1,000 characters')).toBeVisible();
  expect((await new AxeBuilder({ page }).include('main').analyze()).violations).toEqual([]);
});

test('couple to booking: enquiry, reply, quote, comparison, accept, booking on both sides', async ({ browser }) => {
  const coupleContext = await browser.newContext();
  const businessContext = await browser.newContext();
  const couple = await asUser(coupleContext, 'customer', 'Meera Kapoor');
  const { business, venue } = await givenBusiness('Shubh Vivah Lawns');
  await signIn(businessContext, business);
  // A second business has quoted the same function, so there is something to compare.
  const rival = await givenBusiness('Noor Mahal');
  const rivalConversation = await givenConversation(couple, rival.venue, { functions: ['wedding'] });
  await givenQuote(rivalConversation.id, { amount: 520000, includes: 'Hall and catering for 300' });

  const page = await coupleContext.newPage();
  await page.goto(`/venues/wedding/${venue.id}`);
  const form = await openForm(page);
  await fillForm(form, { message: 'We would love <b>your lawns</b> for our wedding. https://example.com/plan' });
  await send(form);
  // The couple lands on the conversation just started.
  await expect(page).toHaveURL(/\/dashboard\?tab=enquiries&c=[a-z0-9]+$/);
  await expect(toast(page, 'Enquiry sent')).toBeVisible();

  const sentRows = await e2eDb()
    .select()
    .from(conversations)
    .where(and(eq(conversations.coupleUserId, couple.id), eq(conversations.listingId, venue.id)));
  expect(sentRows).toHaveLength(1);
  const [sent] = sentRows;
  expect(sent).toMatchObject({
    status: 'new',
    functions: ['sangeet', 'wedding'],
    guestCount: 300,
    budget: 600000,
    contactShared: false,
    businessUserId: business.id,
  });

  // The business: a count on the dashboard, the inbox, the thread.
  const desk = await businessContext.newPage();
  await desk.goto('/vendor-dashboard');
  await expect(desk.getByText('1 new enquiry')).toBeVisible();
  await desk.getByRole('link', { name: 'Open Messages' }).click();
  await expect(desk).toHaveURL(/\/vendor-dashboard\/messages$/);
  const row = desk.getByTestId('inbox-row').filter({ hasText: 'Meera Kapoor' });
  await expect(row).toContainText('New');
  await expect(row).toContainText('1 unread');
  await row.click();
  await expect(desk.getByRole('heading', { level: 2, name: 'Meera Kapoor' })).toBeVisible();
  await expect(desk.getByText('The couple has not shared contact details; reply here')).toBeVisible();
  await expect(desk.getByText('Sangeet, Wedding')).toBeVisible();
  await expect(desk.getByText('₹6,00,000')).toBeVisible();
  // Text stays text: no markup, no clickable link.
  await expect(desk.getByText('We would love <b>your lawns</b> for our wedding. https://example.com/plan')).toBeVisible();
  await expect(desk.locator('a[href="https://example.com/plan"]')).toHaveCount(0);

  await islandReady(desk, 'ThreadPanel');
  await desk.getByLabel('Reply to Meera Kapoor').fill('The lawns are free on that date.');
  await desk.getByRole('button', { name: 'Send reply' }).click();
  await expect(toast(desk, 'Reply sent')).toBeVisible();
  await desk.getByRole('button', { name: 'Send a quote' }).click();
  await desk.getByLabel('Amount (₹)').fill('450000');
  await desk.getByLabel('What it includes').fill('Lawns, stage, lighting and décor');
  await desk.getByLabel('Valid until').fill(nextYearDate('01', '15'));
  await desk.getByRole('button', { name: 'Send quote' }).click();
  await expect(toast(desk, 'Quote sent')).toBeVisible();
  await expect(desk.getByTestId('quote')).toContainText('₹4,50,000');

  // The couple: unread count in the header, the reply in the thread, the comparison.
  await page.goto('/');
  // Two from this business (reply and quote), one from the other's quote.
  await expect(page.locator('#account-area .unread-badge')).toHaveText('3');
  await page.locator('#account-area .unread-badge').click();
  await expect(page).toHaveURL(/\/dashboard\?tab=enquiries$/);
  await islandReady(page, 'Dashboard');
  const mine = page.getByTestId('conversation').filter({ hasText: venue.name });
  await expect(mine).toContainText('Quoted');
  await page.getByRole('button', { name: /Compare quotes/ }).click();
  await page.getByLabel('Function and category').selectOption({ label: 'Wedding · Venue (2 quotes)' });
  const table = page.getByRole('table');
  await expect(table.getByRole('columnheader', { name: venue.name })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: rival.venue.name })).toBeVisible();
  await expect(table).toContainText('₹4,50,000');
  await expect(table).toContainText('₹5,20,000');
  await expect(table).toContainText('4.3 out of 5');

  await table.getByRole('button', { name: 'Accept' }).first().click();
  const confirm = page.getByRole('dialog', { name: /Accept the quote of ₹4,50,000/ });
  await expect(confirm).toContainText('Accept this quote? This books the business');
  await confirm.getByRole('button', { name: 'Accept and book' }).click();
  await expect(toast(page, 'Quote accepted: booked')).toBeVisible();
  await page.getByRole('button', { name: /Conversations/ }).click();
  await page.getByTestId('conversation').filter({ hasText: venue.name }).click();
  await expect(page.getByRole('article').getByRole('status')).toHaveText('Booked · ₹4,50,000');
  await expect(page.getByText('The lawns are free on that date.')).toBeVisible();

  // Booked on the business side too, and in the couple's recent activity.
  await desk.goto('/vendor-dashboard/bookings');
  const booking = desk.getByTestId('booking-row').filter({ hasText: 'Meera Kapoor' });
  await expect(booking).toContainText('Sangeet, Wedding');
  await expect(booking).toContainText('₹4,50,000');
  await expect(booking).toContainText('300');
  const csv = await desk.request.get('/api/bookings/export');
  expect(csv.headers()['content-disposition']).toContain('bookings.csv');
  expect(await csv.text()).toContain('Meera Kapoor');
  await desk.goto('/vendor-dashboard');
  await expect(desk.getByText('1 upcoming booking')).toBeVisible();
  await page.goto('/myprofile');
  await expect(page.getByRole('region', { name: 'Recent activity' })).toContainText(`Booked ${venue.name} (₹4,50,000)`);
  expect(await e2eDb().select().from(bookings).where(eq(bookings.coupleUserId, couple.id))).toHaveLength(1);
  await coupleContext.close();
  await businessContext.close();
});

test('sharing the phone shows the business the phone and e-mail, and only then', async ({ browser }) => {
  const coupleContext = await browser.newContext();
  const couple = await asUser(coupleContext, 'customer', 'Tara Menon', { phone: '+91 90000 22222' });
  const { business, venue } = await givenBusiness();
  const page = await coupleContext.newPage();
  await page.goto(`/venues/wedding/${venue.id}`);
  const form = await openForm(page);
  await form.getByLabel('Share my phone number with this business').check();
  await expect(form.getByLabel('Your phone number')).toHaveValue('+91 90000 22222');
  await fillForm(form, { message: 'Please call us.', share: '+91 98111 22333' });
  await send(form);
  await expect(toast(page, 'Enquiry sent')).toBeVisible();

  const businessContext = await browser.newContext();
  await signIn(businessContext, business);
  const desk = await businessContext.newPage();
  await desk.goto('/vendor-dashboard/messages');
  await desk.getByTestId('inbox-row').filter({ hasText: 'Tara Menon' }).click();
  const contact = desk.getByTestId('contact');
  await expect(contact).toContainText('+91 98111 22333');
  await expect(contact).toContainText(couple.email);
  await coupleContext.close();
  await businessContext.close();
});

test('the couple shares the phone later, after confirming', async ({ page, context }) => {
  const couple = await asUser(context, 'customer', 'Kiran Das', { phone: '+91 90000 33333' });
  const { venue } = await givenBusiness();
  const conversation = await givenConversation(couple, venue);
  await page.goto(`/dashboard?tab=enquiries&c=${conversation.id}`);
  await islandReady(page, 'Dashboard');
  await expect(page.getByText('Your phone number and e-mail address are not shared with this business.')).toBeVisible();
  await page.getByRole('button', { name: 'Share my phone number' }).click();
  const confirm = page.getByRole('dialog', { name: 'Share my phone number' });
  await expect(confirm).toContainText('Share your phone number and e-mail address with this business? This cannot be undone.');
  await expect(confirm.getByLabel('Your phone number')).toHaveValue('+91 90000 33333');
  await confirm.getByRole('button', { name: 'Share' }).click();
  await expect(toast(page, 'Phone number shared')).toBeVisible();
  await expect(page.getByText('You shared your phone number (+91 90000 33333) and e-mail address with this business.')).toBeVisible();
  const [row] = await e2eDb().select().from(conversations).where(eq(conversations.id, conversation.id));
  expect(row).toMatchObject({ contactShared: true, sharedPhone: '+91 90000 33333', sharedEmail: couple.email });
});

test('nothing of a couple who did not share appears in the business’s pages, endpoints or e-mails', async ({ browser }) => {
  const secretEmail = `hidden-${Date.now().toString(36)}@private.example.test`;
  const secretPhone = '+91 97777 12345';
  const coupleContext = await browser.newContext();
  const couple = await asUser(coupleContext, 'customer', 'Private Couple', { email: secretEmail, phone: secretPhone });
  const { business, venue } = await givenBusiness();
  const page = await coupleContext.newPage();
  await page.goto(`/venues/wedding/${venue.id}`);
  const form = await openForm(page);
  await fillForm(form, { message: 'Private question about dates.' });
  await send(form);
  await expect(toast(page, 'Enquiry sent')).toBeVisible();
  const [conversation] = await e2eDb().select().from(conversations).where(eq(conversations.coupleUserId, couple.id));
  const quote = await givenQuote(conversation!.id);
  const accepted = await page.request.post('/_actions/enquiries.acceptQuote', { data: { quoteId: quote.id }, headers: { Origin: new URL(page.url()).origin } });
  expect(accepted.status()).toBe(200);

  const businessContext = await browser.newContext();
  await signIn(businessContext, business);
  const desk = await businessContext.newPage();
  const phoneDigits = secretPhone.replace(/\D/g, '');
  const leaks = (text: string) =>
    [secretEmail, secretEmail.split('@')[0]!, secretPhone, phoneDigits, phoneDigits.slice(2)].filter((secret) => text.includes(secret));
  for (const path of ['/vendor-dashboard', '/vendor-dashboard/messages', `/vendor-dashboard/messages/${conversation!.id}`, '/vendor-dashboard/bookings']) {
    await desk.goto(path);
    if (path !== '/vendor-dashboard') expect(await desk.content(), path).toContain('Private Couple');
    expect(leaks(await desk.content()), path).toEqual([]);
  }
  for (const path of ['/api/enquiries/inbox', `/api/enquiries/${conversation!.id}`, '/api/bookings/export', '/api/session', '/api/enquiries/prefill']) {
    const response = await desk.request.get(path);
    expect(response.status(), path).toBe(200);
    expect(leaks(await response.text()), path).toEqual([]);
  }
  const mails = await mailsTo(business.email);
  expect(mails.length).toBeGreaterThanOrEqual(2);
  for (const mail of mails) expect(leaks(`${mail.subject}\n${mail.text}`), mail.subject).toEqual([]);
  await coupleContext.close();
  await businessContext.close();
});

test('bulk send from the shortlist: one enquiry to several, each its own conversation, at most 10', async ({ page, context }) => {
  const couple = await asUser(context, 'customer', 'Bulk Couple');
  const owned = await Promise.all([givenBusiness('Alpha Hall'), givenBusiness('Beta Gardens')]);
  const [category] = await e2eDb().select().from(categories).where(eq(categories.type, 'vendor')).limit(1);
  const extra = await e2eDb()
    .insert(vendors)
    .values(Array.from({ length: 9 }, (_, k) => ({ name: `Shortlisted Studio ${k} ${Date.now()}`, categoryId: category!.id })))
    .returning();
  for (const { venue } of owned) await givenShortlist(couple.id, 'venue', venue.id);
  for (const vendor of extra) await givenShortlist(couple.id, 'vendor', vendor.id);

  await page.goto('/myprofile/shortlists');
  const bulk = page.getByRole('button', { name: /Send Enquiry to selected/ });
  await expect(bulk).toBeDisabled();
  const boxes = page.getByRole('checkbox', { name: /Select for enquiry/ });
  await expect(boxes).toHaveCount(11);
  for (let k = 0; k < 11; k++) await boxes.nth(k).check();
  await expect(page.getByText('Choose at most 10 listings at a time')).toBeVisible();
  await expect(bulk).toBeDisabled();
  for (let k = 0; k < 11; k++) await boxes.nth(k).uncheck();

  await page.getByRole('checkbox', { name: `Select for enquiry: ${owned[0]!.venue.name}` }).check();
  await page.getByRole('checkbox', { name: `Select for enquiry: ${owned[1]!.venue.name}` }).check();
  await expect(bulk).toHaveText('Send Enquiry to selected (2)');
  await bulk.click();
  await islandReady(page, 'EnquiryForm');
  const form = page.getByRole('main');
  await expect(form.getByText('To 2 businesses from your shortlist, each as its own conversation:')).toBeVisible();
  await fillForm(form, { message: 'Are you free in February?' });
  await send(form);
  await expect(page).toHaveURL(/\/dashboard\?tab=enquiries$/);
  await expect(toast(page, 'Enquiry sent')).toContainText('Enquiry sent to 2 businesses');
  const rows = await e2eDb().select().from(conversations).where(eq(conversations.coupleUserId, couple.id));
  expect(rows.map((r) => r.businessUserId).sort()).toEqual(owned.map((o) => o.business.id).sort());
  // The form page itself refuses more than ten.
  await page.goto(
    `/enquiry/new?${extra.map((v) => `listing=vendor-${v.id}`).join('&')}&listing=venue-${owned[0]!.venue.id}&listing=venue-${owned[1]!.venue.id}`,
  );
  await expect(page.getByRole('alert')).toHaveText('Choose at most 10 listings at a time');
});

test('unclaimed listing: the enquiry is e-mailed with a claim link; claiming brings it to the inbox', async ({ browser }) => {
  const publicEmail = `events-${Date.now().toString(36)}@unclaimed.example.test`;
  const venue = await givenVenue({ contactEmail: publicEmail });
  const coupleContext = await browser.newContext();
  await asUser(coupleContext, 'customer', 'Waiting Couple');
  const page = await coupleContext.newPage();
  await page.goto(`/venues/wedding/${venue.id}`);
  const form = await openForm(page);
  await fillForm(form, { message: 'Is anyone there?' });
  await send(form);
  await expect(toast(page, 'Enquiry sent')).toBeVisible();

  const [mail] = await mailsTo(publicEmail);
  expect(mail!.text).toContain('Is anyone there?');
  const claimPath = /https?:\/\/[^/\s]+(\/claim\/[a-z0-9]+)/.exec(mail!.text)![1]!;
  const business = await createUser({ role: 'vendor', name: 'New Owner' });
  const businessContext = await browser.newContext();
  const desk = await businessContext.newPage();
  await desk.goto(claimPath);
  await expect(desk.getByRole('heading', { name: venue.name })).toBeVisible();
  await desk.getByRole('link', { name: 'Sign in to claim' }).click();
  await islandReady(desk, 'LoginForm');
  await desk.getByLabel('Email').fill(business.email);
  await desk.getByLabel('Password').fill(TEST_PASSWORD);
  await desk.getByRole('button', { name: 'Sign In' }).click();
  await expect(desk).toHaveURL(new RegExp(`${claimPath}$`), { timeout: 30_000 });
  await desk.getByRole('button', { name: 'Claim this listing' }).click();
  await expect(desk).toHaveURL(/\/vendor-dashboard\/messages$/);
  await expect(toast(desk, 'Listing claimed')).toBeVisible();
  await expect(desk.getByTestId('inbox-row').filter({ hasText: 'Waiting Couple' })).toContainText('Is anyone there?');
  const [owned] = await e2eDb().select({ owner: venues.ownerUserId }).from(venues).where(eq(venues.id, venue.id));
  expect(owned!.owner).toBe(business.id);

  await desk.goto(claimPath);
  await expect(desk.getByText('This claim link has already been used.')).toBeVisible();
  await coupleContext.close();
  await businessContext.close();
});

test('withdraw, decline with a reason, and the closed thread', async ({ browser }) => {
  const coupleContext = await browser.newContext();
  const couple = await asUser(coupleContext, 'customer', 'Closing Couple');
  const { business, venue } = await givenBusiness();
  const first = await givenConversation(couple, venue);
  const page = await coupleContext.newPage();
  await page.goto(`/dashboard?tab=enquiries&c=${first.id}`);
  await islandReady(page, 'Dashboard');
  await page.getByRole('button', { name: 'Withdraw enquiry' }).click();
  const confirm = page.getByRole('dialog', { name: 'Withdraw enquiry' });
  await expect(confirm).toContainText('Withdraw this enquiry? The business will no longer be able to reply or quote.');
  await confirm.getByRole('button', { name: 'Withdraw' }).click();
  await expect(toast(page, 'Enquiry withdrawn')).toBeVisible();
  await expect(page.getByRole('article').getByText('Withdrawn', { exact: true })).toBeVisible();
  await expect(page.getByText('This enquiry is closed, so nothing more can be sent in it.')).toBeVisible();

  const second = await givenConversation(couple, venue, { message: 'Second try' });
  const businessContext = await browser.newContext();
  await signIn(businessContext, business);
  const desk = await businessContext.newPage();
  await desk.goto(`/vendor-dashboard/messages/${second.id}`);
  await islandReady(desk, 'ThreadPanel');
  await desk.getByRole('button', { name: 'Decline enquiry' }).click();
  await desk.getByRole('button', { name: 'Decline', exact: true }).click();
  await expect(desk.getByText('Please give a reason')).toBeVisible();
  await desk.getByLabel('Reason (the couple will see it)').fill('Fully booked that week');
  await desk.getByRole('button', { name: 'Decline', exact: true }).click();
  await expect(toast(desk, 'Enquiry declined')).toBeVisible();
  await desk.goto(`/vendor-dashboard/messages/${first.id}`);
  await expect(desk.getByText('This enquiry is closed, so nothing more can be sent in it.')).toBeVisible();
  await desk.goto('/vendor-dashboard/messages?status=declined');
  await expect(desk.getByTestId('inbox-row')).toHaveCount(1);

  await page.goto(`/dashboard?tab=enquiries&c=${second.id}`);
  await expect(page.getByText('Fully booked that week')).toBeVisible();
  await coupleContext.close();
  await businessContext.close();
});

test('limits and refusals say why: 20 a day, expired and withdrawn quotes', async ({ page, context }) => {
  const couple = await asUser(context, 'customer', 'Limited Couple');
  const { venue } = await givenBusiness();
  await e2eDb()
    .insert(rateLimits)
    .values({ key: `enquiry:day:${couple.id}`, count: 20, windowStartsAt: new Date() });
  await page.goto(`/venues/wedding/${venue.id}`);
  const form = await openForm(page);
  await fillForm(form, { message: 'One more?' });
  await send(form);
  await expect(toast(page, 'Enquiry not sent')).toContainText('You can send at most 20 enquiries a day. Please try again tomorrow.');

  const conversation = await givenConversation(couple, venue);
  const expired = await givenQuote(conversation.id, { amount: 300000, validUntil: '2020-01-01' });
  const withdrawn = await givenQuote(conversation.id, { amount: 310000, status: 'withdrawn' });
  const origin = { Origin: new URL(page.url()).origin };
  const first = await page.request.post('/_actions/enquiries.acceptQuote', { data: { quoteId: expired.id }, headers: origin });
  expect(first.status()).toBe(409);
  expect((await first.json()).message).toBe('This quote expired on 1 Jan 2020. Ask the business for a new one.');
  const second = await page.request.post('/_actions/enquiries.acceptQuote', { data: { quoteId: withdrawn.id }, headers: origin });
  expect((await second.json()).message).toBe('This quote was withdrawn by the business and can no longer be accepted.');
  expect(await e2eDb().select().from(bookings).where(eq(bookings.conversationId, conversation.id))).toEqual([]);

  await page.goto(`/dashboard?tab=enquiries&c=${conversation.id}`);
  await expect(page.getByTestId('quote').filter({ hasText: '₹3,00,000' })).toContainText('Expired');
  await expect(page.getByTestId('quote').filter({ hasText: '₹3,10,000' })).toContainText('Withdrawn');
});

test('two tabs accepting two quotes of one thread at once end with exactly one booking', async ({ browser }) => {
  const context = await browser.newContext();
  const couple = await asUser(context, 'customer', 'Racing Couple');
  const { venue } = await givenBusiness();
  const conversation = await givenConversation(couple, venue);
  const a = await givenQuote(conversation.id, { amount: 400000 });
  const b = await givenQuote(conversation.id, { amount: 410000 });
  const [one, two] = await Promise.all([context.newPage(), context.newPage()]);
  for (const tab of [one, two]) {
    await tab.goto(`/dashboard?tab=enquiries&c=${conversation.id}`);
    await islandReady(tab, 'Dashboard');
  }
  const confirmIn = async (tab: Page, amount: string) => {
    await tab.getByTestId('quote').filter({ hasText: amount }).getByRole('button', { name: 'Accept' }).click();
    await expect(tab.getByRole('dialog', { name: new RegExp(`Accept the quote of ${amount}`) })).toBeVisible();
  };
  await confirmIn(one, '₹4,00,000');
  await confirmIn(two, '₹4,10,000');
  await Promise.all([one.getByRole('button', { name: 'Accept and book' }).click(), two.getByRole('button', { name: 'Accept and book' }).click()]);
  // One tab books; the other is told why nothing happened.
  const outcome = async (tab: Page) => (await tab.locator('#toasts .toast').first().textContent({ timeout: 15_000 })) ?? '';
  const texts = await Promise.all([outcome(one), outcome(two)]);
  expect(texts.filter((t) => t.includes('Quote accepted: booked'))).toHaveLength(1);
  expect(texts.filter((t) => t.includes('This enquiry is already booked.'))).toHaveLength(1);
  const made = await e2eDb().select().from(bookings).where(eq(bookings.conversationId, conversation.id));
  expect(made).toHaveLength(1);
  expect([a.id, b.id]).toContain(made[0]!.quoteId);
  expect(
    await e2eDb()
      .select()
      .from(messages)
      .where(and(eq(messages.conversationId, conversation.id), eq(messages.kind, 'quote_accepted'))),
  ).toHaveLength(1);
  await context.close();
});

test('a business registered from a claim link comes back to it and claims the listing', async ({ page }) => {
  test.setTimeout(120_000);
  await ensureVendorCategories();
  const publicEmail = `studio-${Date.now().toString(36)}@unclaimed.example.test`;
  const venue = await givenVenue({ contactEmail: publicEmail });
  const couple = await createUser({ name: 'Hopeful Couple' });
  await givenConversation(couple, venue, { message: 'Do you do winter weddings?' });
  const token = `claim${crypto.randomUUID().replaceAll('-', '')}`;
  await e2eDb()
    .insert(listingClaims)
    .values({ id: hashToken(token), listingKind: 'venue', listingId: venue.id, email: publicEmail, expiresAt: new Date(Date.now() + 86_400_000) });

  await page.goto(`/claim/${token}`);
  await page.getByRole('link', { name: 'Register your business' }).click();
  await expect(page).toHaveURL(new RegExp(`/RegisterVendor\\?next=%2Fclaim%2F${token}$`));
  await islandReady(page, 'VendorRegisterForm');
  const email = `owner-${Date.now().toString(36)}@example.test`;
  await page.getByLabel('Business Name').fill('Winter Lawns Owner');
  await page.getByLabel('Category').selectOption({ index: 1 });
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Phone').fill('+91 98000 11111');
  await page.getByLabel('Password').fill(TEST_PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(new RegExp(`/LoginVendor\\?next=%2Fclaim%2F${token}$`), { timeout: 30_000 });
  await islandReady(page, 'LoginForm');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(TEST_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(new RegExp(`/claim/${token}$`), { timeout: 30_000 });
  await page.getByRole('button', { name: 'Claim this listing' }).click();
  await expect(page).toHaveURL(/\/vendor-dashboard\/messages$/);
  await expect(page.getByTestId('inbox-row').filter({ hasText: 'Hopeful Couple' })).toContainText('Do you do winter weddings?');
});

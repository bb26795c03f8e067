// The last texts the server made in English, now in the reader's language in Chromium: date
// clashes on the enquiry form (a Hindi page) and in a Hindi account's quote comparison, its
// Enquiries tab's categories, a refused action's reason in a toast, the password policy's reason
// in settings, and the Overview's next tasks.
import { eq } from 'drizzle-orm';
import { test, expect, e2eDb, TEST_PASSWORD } from './fixtures.ts';
import { givenBooking, givenBusiness, givenConversation, givenQuote, islandReady, nextYearDate } from './enquiries.helpers.ts';
import { givenWeddingProfile, hydrated } from './dashboard.helpers.ts';
import { conversations, planningTasks, users } from '../../src/server/db/schema.ts';
import { formatDay } from '../../src/lib/dates.ts';
import { HINDI_CHECKLIST, HINDI_RSVP_TASKS } from '../../src/features/planning/checklist/phases-hi.ts';
import { enquiryText } from '../../src/features/marketplace/enquiries/enquiry-text.ts';

const expectSlow = expect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

const DATE = nextYearDate();
const DAY_HI = formatDay(DATE, 'hi');

test('a Hindi reader is told of date clashes in Hindi: on the enquiry form and beside the quotes compared', async ({ page, signedInUser }) => {
  await e2eDb().update(users).set({ locale: 'hi' }).where(eq(users.id, signedInUser.id));
  const { venue: booked } = await givenBooking(signedInUser);

  // The enquiry form on a Hindi page, for the venue already booked.
  await page.goto(`/hi/enquiry/new?listing=venue-${booked.id}`);
  await islandReady(page, 'EnquiryForm');
  const warnings = page.getByTestId('booking-warnings');
  await expectSlow(warnings).toContainText(`आप ${DAY_HI} को शादी के लिए ${booked.name} पहले ही बुक कर चुके हैं।`);
  await expect(warnings).not.toContainText('You have already booked');

  // A quote from another venue for the same function and date, compared in the Enquiries tab.
  const other = await givenBusiness('Noor Bagh');
  const conversation = await givenConversation(signedInUser, other.venue);
  await givenQuote(conversation.id, { amount: 380000 });
  await page.goto('/dashboard?tab=enquiries');
  await hydrated(page);
  const list = page.getByTestId('conversation');
  await expectSlow(list.first()).toBeVisible();
  for (const row of await list.all()) await expect(row).toContainText('वेन्यू');
  await expect(page.getByRole('tabpanel')).not.toContainText(/\bVenue\b/);

  await page.goto('/dashboard?tab=enquiries&view=compare');
  await hydrated(page);
  const clash = page.getByTestId('quote-clash');
  await expectSlow(clash.filter({ hasText: `आप ${DAY_HI} को शादी के लिए ${booked.name} पहले ही बुक कर चुके हैं। मंज़ूर करने से` })).toHaveCount(1);
  await expect(page.getByRole('tabpanel')).not.toContainText('You have already booked');
});

test("a refused action's reason reaches a Hindi account's toast in Hindi", async ({ page, signedInUser }) => {
  await e2eDb().update(users).set({ locale: 'hi' }).where(eq(users.id, signedInUser.id));
  const { venue } = await givenBusiness('Kesar Bagh');
  const conversation = await givenConversation(signedInUser, venue);
  await page.goto(`/dashboard?tab=enquiries&c=${conversation.id}`);
  await hydrated(page);
  const reply = page.getByRole('textbox', { name: /को जवाब दें/ });
  await expectSlow(reply).toBeVisible();
  // The business closes the enquiry while the couple writes; the reply is refused.
  await e2eDb().update(conversations).set({ status: 'declined' }).where(eq(conversations.id, conversation.id));
  await reply.fill('क्या उस दिन लॉन खाली है?');
  await page.getByRole('button', { name: 'जवाब भेजें' }).click();
  const toast = page.locator('#toasts .toast').first();
  await expectSlow(toast).toContainText('यह पूछताछ बंद हो चुकी है, इसलिए इसमें अब कुछ नहीं भेजा जा सकता।');
  await expect(toast).not.toContainText(enquiryText.closed);
});

test("settings tell a Hindi account the password policy's reason in Hindi", async ({ page, signedInUser }) => {
  await e2eDb().update(users).set({ locale: 'hi' }).where(eq(users.id, signedInUser.id));
  await page.goto('/myprofile/settings');
  await islandReady(page, 'SettingsPanel');
  await page.getByRole('tab', { name: 'सुरक्षा' }).click();
  await page.getByLabel('मौजूदा पासवर्ड').fill(TEST_PASSWORD);
  await page.getByLabel('नया पासवर्ड', { exact: true }).fill('password');
  await page.getByLabel('नया पासवर्ड दोबारा लिखें').fill('password');
  await page.getByRole('button', { name: 'पासवर्ड बदलें' }).click();
  await expectSlow(page.getByText('यह पासवर्ड बहुत आम है। कृपया ऐसा पासवर्ड चुनें जिसका अंदाज़ा लगाना मुश्किल हो।').first()).toBeVisible();
  await expect(page.getByRole('main')).not.toContainText('This password is too common');
});

test("a Hindi account's Overview names its next tasks as the Checklist tab does", async ({ page, signedInUser }) => {
  await e2eDb().update(users).set({ locale: 'hi' }).where(eq(users.id, signedInUser.id));
  const profile = await givenWeddingProfile(signedInUser.id, { weddingDate: nextYearDate('11', '20') });
  const tasks = await e2eDb().select().from(planningTasks).where(eq(planningTasks.weddingProfileId, profile.id)).orderBy(planningTasks.position);
  expect(tasks.length).toBeGreaterThan(3);
  await page.goto('/dashboard');
  await hydrated(page);
  await expectSlow(page.getByTestId('next-tasks').getByRole('listitem').first()).toBeVisible();
  const shown = await page
    .getByTestId('next-tasks')
    .getByRole('listitem')
    .evaluateAll((items) => items.map((li) => li.querySelector('p')?.textContent ?? ''));
  expect(shown).toHaveLength(3);
  const hindiTitles = new Set([...Object.values(HINDI_CHECKLIST), ...HINDI_RSVP_TASKS].map((text) => text.title));
  for (const name of shown) expect(hindiTitles.has(name), name).toBe(true);
  for (const task of tasks) expect(shown).not.toContain(task.taskName);
});

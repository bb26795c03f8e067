// Enquiries, conversations, quotes and bookings follow the account's language on both sides:
// a Hindi couple's Enquiries tab, thread and quote comparison, and a Hindi business's inbox,
// thread (declining in Hindi) and bookings page show none of their catalogues' English texts.
import type { Page } from '@playwright/test';
import { eq } from 'drizzle-orm';
import { test, expect, e2eDb, createUser, signIn } from './fixtures.ts';
import { users } from '../../src/server/db/schema.ts';
import type { Message } from '../../src/i18n/catalogue.ts';
import type { Locale } from '../../src/i18n/locales.ts';
import {
  bookingTableMessages,
  enquiriesTabMessages,
  enquiryWordsMessages,
  inboxMessages,
  threadMessages,
} from '../../src/features/marketplace/enquiries/thread-messages.ts';
import { formatRupees } from '../../src/lib/money.ts';
import { givenBooking, givenBusiness, givenConversation, givenQuote, islandReady, toast } from './enquiries.helpers.ts';

test.describe.configure({ timeout: 90_000 });

type Book = { data(locale: Locale): { messages: Record<string, Message> } };

// What the business or couple wrote, in Hindi, so that only interface text can be English.
const MESSAGE = 'क्या हमारी तारीख़ पर लॉन खाली है?';
const INCLUDES = 'लॉन, मंच और रोशनी';

/** Each message whose languages differ, cut at its placeholders into pieces long enough to mean something. */
function englishTexts(...books: Book[]): string[] {
  const texts = new Set<string>();
  for (const book of books) {
    const en = book.data('en').messages;
    const hi = book.data('hi').messages;
    for (const [key, message] of Object.entries(en)) {
      if (JSON.stringify(message) === JSON.stringify(hi[key])) continue;
      for (const form of typeof message === 'string' ? [message] : Object.values(message)) {
        for (const piece of form.split(/\{\w+\}/)) if (piece.trim().length >= 3) texts.add(piece.trim());
      }
    }
  }
  return [...texts];
}
const ENGLISH = englishTexts(enquiryWordsMessages, threadMessages, inboxMessages, enquiriesTabMessages, bookingTableMessages);

/** The visible text and labels of `selector`, with the names people and businesses wrote taken out. */
async function visibleText(page: Page, selector: string, names: string[]): Promise<string> {
  const text = await page
    .locator(selector)
    .first()
    .evaluate((root) => {
      const parts = [(root as HTMLElement).innerText];
      root.querySelectorAll('[aria-label]').forEach((el) => parts.push(el.getAttribute('aria-label') ?? ''));
      return parts.join('\n');
    });
  return names.reduce((rest, name) => rest.replaceAll(name, ''), text);
}

function expectNoEnglish(text: string) {
  const found = ENGLISH.filter((english) => text.includes(english));
  expect(found, `English interface text left on a Hindi page:\n${text}`).toEqual([]);
}

async function hindiAccount(id: string) {
  await e2eDb().update(users).set({ locale: 'hi' }).where(eq(users.id, id));
}

test('a Hindi couple reads enquiries, a thread and compares quotes in Hindi', async ({ browser }) => {
  const context = await browser.newContext();
  const couple = await createUser({ role: 'customer', name: 'आशा वर्मा' });
  await hindiAccount(couple.id);
  await signIn(context, couple);
  const { venue } = await givenBusiness('Rana Banquets');
  const conversation = await givenConversation(couple, venue, { message: MESSAGE });
  await givenQuote(conversation.id, { amount: 400000, includes: INCLUDES });
  const page = await context.newPage();

  await page.goto('/dashboard?tab=enquiries');
  await islandReady(page, 'Dashboard');
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByRole('button', { name: 'बातचीत (1)' })).toBeVisible();
  await expect(panel.getByRole('button', { name: 'कोटेशन की तुलना (1 खुले)' })).toBeVisible();
  await expect(panel.getByTestId('conversation')).toContainText('कोटेशन भेजा');
  const names = [venue.name, couple.name, 'Venue', 'Venues'];
  expectNoEnglish(await visibleText(page, '[role="tabpanel"]', names));

  await panel.getByTestId('conversation').click();
  const thread = page.getByRole('article');
  await expect(thread.getByText('रस्में', { exact: true })).toBeVisible();
  await expect(thread.getByText('शादी', { exact: true }).first()).toBeVisible();
  await expect(thread.getByRole('heading', { name: 'कोटेशन' })).toBeVisible();
  await expect(thread.getByTestId('quote')).toContainText('इसमें शामिल');
  await expect(thread.getByTestId('event')).toContainText(`Rana Banquets`);
  await expect(thread.getByTestId('event')).toContainText(`ने ${formatRupees(400000)} का कोटेशन भेजा`);
  await expect(thread.getByLabel(`${venue.name} को जवाब दें`)).toBeVisible();
  await expect(thread.getByText(/^0 \/ 2,000 अक्षर$/)).toBeVisible();
  expectNoEnglish(await visibleText(page, 'article', names));

  await thread.getByTestId('quote').getByRole('button', { name: 'मंज़ूर करें' }).click();
  const dialog = page.getByRole('dialog', { name: `${formatRupees(400000)} का कोटेशन मंज़ूर करें?` });
  await expect(dialog.getByRole('button', { name: 'मंज़ूर करें और बुक करें' })).toBeVisible();
  await dialog.getByRole('button', { name: 'रद्द करें' }).click();

  await page.getByRole('button', { name: 'सारी पूछताछ' }).click();
  await panel.getByRole('button', { name: 'कोटेशन की तुलना (1 खुले)' }).click();
  await expect(panel.getByRole('table')).toContainText('कोटेशन साथ-साथ');
  await expect(panel.getByRole('table')).toContainText('5 में से 4.3 (1 रिव्यू)');
  expectNoEnglish(await visibleText(page, '[role="tabpanel"]', names));
  await context.close();
});

test('a Hindi business reads its inbox, declines in Hindi and sees its bookings in Hindi', async ({ browser }) => {
  const { business, venue } = await givenBusiness('Rana Banquets');
  await hindiAccount(business.id);
  const couple = await createUser({ role: 'customer', name: 'आशा वर्मा' });
  const conversation = await givenConversation(couple, venue, { message: MESSAGE });
  const context = await browser.newContext();
  await signIn(context, business);
  const desk = await context.newPage();
  const names = [venue.name, couple.name, 'Mandap'];

  await desk.goto('/vendor-dashboard/messages');
  await islandReady(desk, 'Inbox');
  await expect(desk.getByRole('navigation', { name: 'पूछताछ छाँटें' }).getByRole('link').first()).toContainText('सभी (1)');
  await expect(desk.getByTestId('inbox-row')).toContainText('नई');
  await expect(desk.getByTestId('inbox-row')).toContainText('शादी');
  await expect(desk.getByLabel('जोड़े के नाम से खोजें')).toBeVisible();
  expectNoEnglish(await visibleText(desk, 'main', names));

  await desk.goto(`/vendor-dashboard/messages/${conversation.id}`);
  await islandReady(desk, 'ThreadPanel');
  await expect(desk.getByText(`${venue.name} के लिए पूछताछ`)).toBeVisible();
  await expect(desk.getByText('जोड़े ने अपना फ़ोन या ई-मेल नहीं दिया है; यहीं जवाब दीजिए')).toBeVisible();
  await desk.getByRole('button', { name: 'कोटेशन भेजें' }).click();
  await expect(desk.getByLabel('रकम (₹)')).toBeVisible();
  await expect(desk.getByRole('group', { name: 'किन रस्मों के लिए' }).getByLabel('शादी')).toBeChecked();
  expectNoEnglish(await visibleText(desk, 'article', names));
  await desk.getByRole('button', { name: 'रद्द करें' }).click();

  await desk.getByRole('button', { name: 'पूछताछ के लिए मना करें' }).click();
  await desk.getByRole('button', { name: 'मना करें', exact: true }).click();
  await expect(desk.getByText('कृपया वजह बताइए')).toBeVisible();
  await desk.getByLabel('वजह (जोड़ा इसे देखेगा)').fill('उस हफ़्ते सब बुक है');
  await desk.getByRole('button', { name: 'मना करें', exact: true }).click();
  await expect(toast(desk, 'पूछताछ के लिए मना कर दिया')).toBeVisible();
  await expect(desk.getByText('यह पूछताछ बंद हो चुकी है, इसमें अब कुछ नहीं भेजा जा सकता।')).toBeVisible();
  await expect(desk.getByTestId('event').last()).toContainText('आप ने पूछताछ के लिए मना किया:');
  expectNoEnglish(await visibleText(desk, 'article', names));
  await context.close();
});

test('a Hindi business sees its bookings page in Hindi', async ({ browser }) => {
  const couple = await createUser({ role: 'customer', name: 'आशा वर्मा' });
  const { business, venue } = await givenBooking(couple);
  await hindiAccount(business.id);
  const context = await browser.newContext();
  await signIn(context, business);
  const desk = await context.newPage();
  await desk.goto('/vendor-dashboard/bookings');
  const upcoming = desk.getByRole('region', { name: /आने वाली/ });
  await expect(upcoming.getByRole('columnheader')).toHaveText(['जोड़ा', 'रस्में', 'तारीख़', 'मेहमान', 'रकम']);
  await expect(upcoming.getByTestId('booking-row')).toContainText('शादी');
  await expect(upcoming.getByTestId('booking-row')).toContainText(formatRupees(450000));
  await expect(desk.getByRole('region', { name: /बीती हुई/ })).toContainText('बीती हुई कोई बुकिंग नहीं।');
  const text = await visibleText(desk, 'main section', [venue.name, couple.name]);
  expectNoEnglish(text);
  await context.close();
});

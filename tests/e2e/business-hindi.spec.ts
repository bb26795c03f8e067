// Business accounts, settings and the admin pages in Hindi (they follow the account's language):
// a Hindi account sees the business dashboard, its profile, prices, services and photos pages,
// its settings and the admin pages in Hindi, with none of their catalogues' English texts; the
// budget calculator of a Hindi page asks for its recommendations in Hindi.
import type { Page } from '@playwright/test';
import { and, eq, ne } from 'drizzle-orm';
import { test, expect as baseExpect, createUser, signIn, e2eDb } from './fixtures.ts';
import { categories, users, vendorServices, vendors } from '../../src/server/db/schema.ts';
import type { Message } from '../../src/i18n/catalogue.ts';
import type { Locale } from '../../src/i18n/locales.ts';
import { vendorPagesMessages } from '../../src/features/accounts/business/messages.ts';
import {
  businessProfilePageMessages,
  photosPageMessages,
  servicesPageMessages,
  vendorHomeMessages,
} from '../../src/features/accounts/business/page-messages.ts';
import { businessProfileFormMessages, businessProfileKnownMessages } from '../../src/features/accounts/business/form-messages.ts';
import { reviewQueueMessages } from '../../src/features/accounts/business/review-messages.ts';
import { settingsPageMessages, settingsPanelMessages, languageFieldMessages } from '../../src/features/accounts/settings/messages.ts';
import { pricesPanelMessages } from '../../src/features/catalogue/prices/panel-messages.ts';
import { photoManagerMessages } from '../../src/features/catalogue/photos/manager-messages.ts';
import { photoReportsMessages } from '../../src/features/catalogue/photos/moderation-messages.ts';
import { toastTitled } from './dashboard.helpers.ts';

/** Any catalogue (its data in each language). */
type Book = { data(locale: Locale): { messages: object } };

// Password hashing makes the password action take a second or more on a busy machine.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

/**
 * Each message whose languages differ, cut at its placeholders into pieces long enough to mean
 * something; a piece the Hindi text shares (a ★, a ₹ amount) is left out.
 */
function englishTexts(...books: Book[]): string[] {
  const texts = new Set<string>();
  for (const book of books) {
    const en = book.data('en').messages as Record<string, Message>;
    const hi = book.data('hi').messages as Record<string, Message>;
    for (const [key, message] of Object.entries(en)) {
      const hindi = JSON.stringify(hi[key]);
      if (JSON.stringify(message) === hindi) continue;
      for (const form of typeof message === 'string' ? [message] : Object.values(message)) {
        for (const piece of form.split(/\{\w+\}/)) if (piece.trim().length >= 3 && !hindi.includes(piece.trim())) texts.add(piece.trim());
      }
    }
  }
  return [...texts];
}

/** The main area's visible text, its labels, placeholders and the page title, without the parts marked `skip`. */
async function mainTexts(page: Page, skip = ''): Promise<string> {
  return page.evaluate((skipSelector) => {
    const main = document.querySelector('main')!.cloneNode(true) as HTMLElement;
    if (skipSelector) main.querySelectorAll(skipSelector).forEach((el) => el.remove());
    const parts = [document.title];
    main.querySelectorAll('[aria-label], [placeholder], [title]').forEach((el) => {
      for (const name of ['aria-label', 'placeholder', 'title']) parts.push(el.getAttribute(name) ?? '');
    });
    main.querySelectorAll('script, [hidden]').forEach((el) => el.remove());
    parts.push(main.textContent ?? '');
    return parts.join('\n');
  }, skip);
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** No English text of these catalogues in the page's main area (listing and people's names aside). */
async function expectNoEnglish(page: Page, books: Book[], skip = '') {
  const text = await mainTexts(page, skip);
  // Whole words only: "and" is no English text inside "Mandap".
  const found = englishTexts(...books).filter((english) => new RegExp(`(^|[^A-Za-z])${escape(english)}([^A-Za-z]|$)`).test(text));
  expect(found, `English texts on ${page.url()}`).toEqual([]);
}

/** A vendor account in Hindi with a listing in a category that has a Hindi name. */
async function hindiVendor(name: string) {
  const db = e2eDb();
  const [category] = await db
    .select()
    .from(categories)
    .where(and(eq(categories.type, 'vendor'), ne(categories.nameHi, '')))
    .limit(1);
  const user = await createUser({ role: 'vendor', name });
  await db.update(users).set({ locale: 'hi' }).where(eq(users.id, user.id));
  const [vendor] = await db
    .insert(vendors)
    .values({ name, categoryId: category!.id, ownerUserId: user.id, isActive: true, priceRangeMin: 50_000, priceRangeMax: 150_000 })
    .returning();
  return { user, vendor: vendor!, category: category! };
}

const islandReady = (page: Page, component: string) => expect(page.locator(`astro-island[component-url*="${component}"]`)).not.toHaveAttribute('ssr');

test('a Hindi business account sees its dashboard, profile, prices, services and photos in Hindi', async ({ page, context }) => {
  const { user, vendor, category } = await hindiVendor('Rangoli Sajawat');
  await e2eDb().insert(vendorServices).values({
    userId: user.id,
    name: 'Rangoli Sajawat',
    email: user.email,
    phone: '9876543210',
    serviceType: 'decoration',
    description: 'Phoolon ki sajawat',
    location: 'Jaipur',
    price: 40_000,
    experience: 5,
  });
  await signIn(context, user);

  // Home: the cards, the price reminder (never confirmed) and what the profile still lacks.
  await page.goto('/vendor-dashboard');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('स्वागत है, Rangoli Sajawat!');
  await expect(page.getByRole('main').getByText(`Rangoli Sajawat · ${category.nameHi}`)).toBeVisible();
  await expect(page.getByTestId('price-reminder')).toContainText('आपकी कीमतें एक बार जाँच लें');
  await expect(page.getByTestId('price-reminder')).toContainText('Rangoli Sajawat: कभी पक्की नहीं कीं');
  await expect(page.getByRole('main')).toContainText('अभी जोड़ना है: विवरण, शहर, सेवाएँ और');
  await expect(page.getByRole('main')).toContainText('अभी कोई समीक्षा नहीं');
  await expectNoEnglish(page, [vendorPagesMessages, vendorHomeMessages]);

  // Business profile: the page, its form and the prices panel.
  await page.goto('/vendor-dashboard/business-profile');
  await islandReady(page, 'BusinessProfileForm');
  await islandReady(page, 'PricesPanel');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('कारोबार की प्रोफ़ाइल');
  await expect(page.getByLabel('कारोबार का नाम')).toHaveValue('Rangoli Sajawat');
  await expect(page.getByRole('group', { name: `${category.nameHi} में आपकी सेवाएँ` })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'यूपीआई' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Rangoli Sajawat की कीमतें' })).toBeVisible();
  await expect(page.getByTestId('prices-verified-on')).toHaveText('कभी पक्की नहीं कीं · जोड़ों को दिखता है "कीमतें पुरानी हो सकती हैं"');
  await expectNoEnglish(page, [
    vendorPagesMessages,
    businessProfilePageMessages,
    businessProfileFormMessages,
    businessProfileKnownMessages,
    pricesPanelMessages,
  ]);

  // A field the action refuses: its message in Hindi; then the profile and the prices save.
  await page.getByLabel('वेबसाइट').fill('not a site');
  await page.getByRole('button', { name: 'प्रोफ़ाइल सहेजें' }).click();
  await expect(page.getByText('सही वेब पता लिखें (https:// से शुरू)')).toBeVisible();
  await page.getByLabel('वेबसाइट').fill('');
  await page.getByRole('button', { name: 'प्रोफ़ाइल सहेजें' }).click();
  await expect(toastTitled(page, 'प्रोफ़ाइल बदल गई')).toBeVisible();
  await page.getByRole('button', { name: 'कीमतें पक्की करें' }).click();
  await expect(toastTitled(page, 'कीमतें पक्की हो गईं')).toBeVisible();
  await expect(page.getByTestId('prices-verified-on')).toHaveText(/^आख़िरी बार \d{1,2} \S+ \d{4} को पक्की कीं$/);

  // Services: the registration, its type, status and date in Hindi.
  await page.goto('/vendor-dashboard/services');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('सेवाएँ');
  await expect(page.getByRole('main')).toContainText('सजावट · Jaipur · ₹40,000 से');
  await expect(page.getByRole('main')).toContainText('जाँच बाकी');
  await expectNoEnglish(page, [vendorPagesMessages, servicesPageMessages]);

  // Photos: the manager with no photos yet.
  await page.goto('/vendor-dashboard/photos');
  await islandReady(page, 'PhotoManager');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('फ़ोटो');
  await expect(page.getByRole('main')).toContainText('Rangoli Sajawat की फ़ोटो');
  await expect(page.getByRole('heading', { name: 'फ़ोटो जोड़ें' })).toBeVisible();
  await expect(page.getByText('20 में से 0 फ़ोटो लग चुकी हैं')).toBeVisible();
  await expectNoEnglish(page, [vendorPagesMessages, photosPageMessages, photoManagerMessages]);
  void vendor;
});

test('a Hindi account sees its settings in Hindi, and the actions’ messages too', async ({ page, context }) => {
  const user = await createUser({ name: 'Kavita Sharma' });
  await e2eDb().update(users).set({ locale: 'hi' }).where(eq(users.id, user.id));
  await signIn(context, user);
  await page.goto('/myprofile/settings');
  await islandReady(page, 'SettingsPanel');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  const tabs = page.getByRole('tablist', { name: 'सेटिंग्स' }).getByRole('tab');
  await expect(tabs).toHaveText(['प्रोफ़ाइल', 'सूचनाएँ', 'सुरक्षा']);
  await expect(page.getByLabel('पूरा नाम')).toHaveValue('Kavita Sharma');
  await expectNoEnglish(page, [settingsPageMessages, settingsPanelMessages, languageFieldMessages]);

  await page.getByRole('tab', { name: 'सूचनाएँ' }).click();
  await expect(page.getByRole('switch', { name: 'ईमेल सूचनाएँ' })).toBeVisible();
  await expectNoEnglish(page, [settingsPanelMessages]);

  await page.getByRole('tab', { name: 'सुरक्षा' }).click();
  await expect(page.getByRole('heading', { name: 'पासवर्ड बदलें' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'दो-चरण वाली सुरक्षा' })).toBeVisible();
  await expectNoEnglish(page, [settingsPanelMessages]);
  // A wrong current password: the action's English message, shown in Hindi.
  await page.getByLabel('मौजूदा पासवर्ड').fill('not-my-password-1');
  await page.getByLabel('नया पासवर्ड', { exact: true }).fill('a-new-password-42');
  await page.getByLabel('नया पासवर्ड दोबारा लिखें').fill('a-new-password-42');
  await page.getByRole('button', { name: 'पासवर्ड बदलें' }).click();
  await expect(page.getByText('आपका मौजूदा पासवर्ड सही नहीं है।').first()).toBeVisible();
  await expectNoEnglish(page, [settingsPanelMessages]);
});

test('a Hindi admin sees the review queue and the photo reports in Hindi', async ({ page, context }) => {
  const admin = await createUser({ role: 'admin', name: 'Admin' });
  await e2eDb().update(users).set({ locale: 'hi' }).where(eq(users.id, admin.id));
  await signIn(context, admin);
  await page.goto('/admin/reviews');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('जाँच की कतार');
  await expect(page.getByRole('heading', { level: 2, name: /^कारोबार के नए पेज/ })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: /^सेवाओं के आवेदन/ })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: /^पेजों पर दावे/ })).toBeVisible();
  // What the businesses wrote (names, descriptions, e-mails) stays as written.
  await expectNoEnglish(page, [reviewQueueMessages], '[data-review-item] h3, [data-review-item] > p');

  await page.goto('/admin/photos');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('फ़ोटो की शिकायतें');
  await expectNoEnglish(page, [photoReportsMessages], '[data-reported-listing] h2, [data-photo-id] img, [data-photo-id] p:first-of-type');
});

test('the budget calculator of a Hindi page asks for its recommendations in Hindi', async ({ page }) => {
  await page.goto('/hi/#budget');
  await expect(page.locator('#budget astro-island')).not.toHaveAttribute('ssr');
  await page.locator('#budget').getByRole('slider').first().focus();
  // The answer to the slider's change (not one asked while the page loaded, whose body a
  // loaded machine may no longer hold).
  const answered = page.waitForResponse((r) => /\/api\/recommendations\?budget=\d+&lang=hi$/.test(r.url()));
  await page.keyboard.press('ArrowRight');
  const response = await answered;
  expect(response.status()).toBe(200);
  // The names on the cards are the answer's: the seeded categories' Hindi names.
  const { vendors: found } = (await response.json()) as { vendors: { name: string; category: string }[] };
  const block = page.locator('#budget .card', { has: page.getByRole('heading', { name: 'सुझाए गए वेंडर' }) });
  if (found.length > 0) await expect(block.getByRole('listitem').first()).toContainText(found[0]!.category);
  for (const vendor of found) expect(vendor.category).toMatch(/[\u0900-\u097F]/);
});

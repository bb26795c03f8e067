// The vendor pages and the enquiry form in Hindi: /hi/vendors, a city's and a category's list,
// a vendor page and the form a couple sends from it. Each shows its own texts in Hindi and
// none of its catalogues' English ones (outside names, marked translate="no"), keeps its
// links in Hindi, and an enquiry sent from the Hindi form arrives like one sent in English.
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { Page } from '@playwright/test';
import { test, expect as baseExpect, createUser, signIn, e2eDb } from './fixtures.ts';
import { islandReady, nextYearDate, toast } from './enquiries.helpers.ts';
import { categories, cities, conversations, vendors } from '../../src/server/db/schema.ts';
import { vendorListMessages } from '../../src/features/catalogue/vendors/messages.ts';
import { vendorPageMessages } from '../../src/features/catalogue/vendors/detail-messages.ts';
import { enquiryFormMessages, enquiryPageMessages } from '../../src/features/marketplace/enquiries/messages.ts';

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

/** The English texts of a catalogue that differ from their Hindi ones, placeholders cut out. */
function englishOnly(book: { data(locale: 'en' | 'hi'): { messages: Record<string, unknown> } }): string[] {
  const en = book.data('en').messages;
  const hi = book.data('hi').messages;
  const texts = (m: unknown) => (typeof m === 'string' ? [m] : Object.values(m as Record<string, string>));
  return (
    Object.keys(en)
      .filter((key) => JSON.stringify(en[key]) !== JSON.stringify(hi[key]))
      .flatMap((key) => texts(en[key]))
      .flatMap((text) => text.split(/\{\w+\}/))
      .map((part) => part.trim())
      // Fragments of a word or two ("(", "star") could be part of anything: whole phrases only.
      .filter((part) => part.length >= 6)
  );
}

const ENGLISH = [...new Set([vendorListMessages, vendorPageMessages, enquiryFormMessages, enquiryPageMessages].flatMap(englishOnly))];

/**
 * The shared listing parts a vendor page shows (reviews, the estimate, stars, ratings, price
 * freshness): their texts live in their own catalogues and are checked with them.
 */
const SHARED_PARTS = '[data-reviews], [data-vendor-estimate], [data-stars], [data-rating-value], [data-review-count], [data-price-freshness]';

/** The categories' cards: names and descriptions from the catalogue's rows (other tests add categories), checked with the names. */
const CATEGORY_CARDS = `${SHARED_PARTS}, main li`;

/** What the page says outside names (translate="no"), scripts, templates and shared parts: visible text and accessible names. */
async function interfaceText(page: Page, skip = SHARED_PARTS): Promise<string> {
  return page.evaluate((shared) => {
    const skipped = (el: Element | null): boolean => {
      for (let node = el; node; node = node.parentElement) {
        if (node.getAttribute('translate') === 'no' || node.matches('script, style, template, noscript, svg') || node.matches(shared)) return true;
      }
      return false;
    };
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.querySelector('main') ?? document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.parentElement && !skipped(node.parentElement)) texts.push(node.textContent ?? '');
    }
    for (const el of document.querySelectorAll('main [aria-label], main [placeholder], main option')) {
      if (skipped(el)) continue;
      texts.push(el.getAttribute('aria-label') ?? '', el.getAttribute('placeholder') ?? '', el.textContent ?? '');
    }
    texts.push(document.title);
    return texts.join('\n').replace(/\s+/g, ' ');
  }, skip);
}

async function expectNoEnglish(page: Page, skip = SHARED_PARTS) {
  const text = await interfaceText(page, skip);
  const escape = (english: string) => english.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  expect(ENGLISH.filter((english) => new RegExp(`(^|\\W)${escape(english)}($|\\W)`).test(text))).toEqual([]);
}

/** A city and vendor category with active vendors, and one of those vendors. */
async function aVendor() {
  const [row] = await e2eDb()
    .select({ vendor: vendors, city: cities, category: categories })
    .from(vendors)
    .innerJoin(cities, eq(vendors.cityId, cities.id))
    .innerJoin(categories, eq(vendors.categoryId, categories.id))
    .where(and(eq(vendors.isActive, true), isNotNull(vendors.priceRangeMin)))
    .orderBy(asc(vendors.id))
    .limit(1);
  return row!;
}

test("/hi/vendors and a city's categories are in Hindi, linking to Hindi lists", async ({ page }) => {
  await page.goto('/hi/vendors');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('शादी के वेंडर');
  await expect(page.getByText('कोई श्रेणी चुनिए: खास और सबसे अच्छी रेटिंग वाले वेंडर पहले दिखेंगे।')).toBeVisible();
  const links = await page.locator('main li a').evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
  expect(links.length).toBeGreaterThanOrEqual(7);
  for (const link of links) expect(link).toMatch(/^\/hi\/vendors\/[a-z-]+$/);
  await expectNoEnglish(page, CATEGORY_CARDS);

  const { city } = await aVendor();
  await page.goto(`/hi/vendors/${city.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${city.nameHi || city.name} में शादी के वेंडर`);
  await expect(page.getByRole('link', { name: 'सभी शहर' })).toHaveAttribute('href', '/hi/vendors');
  await expectNoEnglish(page, CATEGORY_CARDS);
});

test('a Hindi vendor list: filters, sort, chips, count and cards in Hindi, prices in लाख, links in Hindi', async ({ page }) => {
  const { city, category } = await aVendor();
  await page.goto(`/hi/vendors/${city.slug}/${category.slug}?price=200000&rating=1&sort=price_asc`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    `${city.nameHi || city.name} में 1+ स्टार वाले ${category.nameHi || category.name}, ₹2 लाख से कम`,
  );
  const filters = page.getByRole('search', { name: 'वेंडर फ़िल्टर' });
  await expect(filters.getByLabel('वेंडर खोजें')).toHaveAttribute('placeholder', 'नाम, इलाका या अंदाज़');
  await expect(filters.getByLabel('शुरुआती कीमत')).toHaveValue('200000');
  await expect(filters.getByLabel('शुरुआती कीमत').locator('option:checked')).toHaveText('₹2 लाख से कम');
  await expect(page.getByLabel('क्रम').locator('option:checked')).toHaveText('कीमत: कम से ज़्यादा');
  await expect(filters.getByRole('button', { name: 'फ़िल्टर लगाएँ' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'शुरुआती कीमत: ₹2 लाख से कम' })).toBeVisible();
  await expect(page.locator('[data-result-count]')).toHaveText(/^\d[\d,]*\+? वेंडर$/);
  await expect(filters).toHaveAttribute('action', `/hi/vendors/${city.slug}/${category.slug}`);
  const cards = page.locator('article[data-vendor-id]');
  if ((await cards.count()) > 0) {
    await expect(cards.first().getByText('शुरुआती कीमत')).toBeVisible();
    await expect(cards.first().locator('[data-card-link]')).toHaveAttribute('href', /^\/hi\/vendors\//);
  }
  await expectNoEnglish(page);

  // Sorting by rating explains the order, in Hindi.
  await page.goto(`/hi/vendors/${city.slug}/${category.slug}?sort=rating`);
  await expect(page.locator('[data-rating-note]')).toContainText('रेटिंग में समीक्षाओं की गिनती भी देखी जाती है');
  await expect(page.locator('article[data-vendor-id]').first()).toBeVisible();
  await expectNoEnglish(page);
});

test("a Hindi vendor page: headings, contact and defaults in Hindi; the vendor's own words as written", async ({ page }) => {
  const { vendor } = await aVendor();
  await page.goto(`/hi/vendors/${vendor.id}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(vendor.name);
  for (const heading of ['परिचय', 'काम के घंटे', 'बुकिंग की शर्तें']) await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: 'भुगतान के तरीके' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: 'संपर्क' })).toBeVisible();
  await expect(page.locator('[data-page-review-count]').locator('..')).toHaveText(/^\(\d+ समीक्षाएँ\)$/);
  if (vendor.description) await expect(page.getByText(vendor.description.slice(0, 40)).first()).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'पूछताछ भेजें', exact: true })).toHaveAttribute(
    'href',
    `/hi/enquiry/new?listing=vendor-${vendor.id}`,
  );
  await expectNoEnglish(page);

  const missing = await page.goto('/hi/vendors/99999999');
  expect(missing!.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('वेंडर की जानकारी लोड नहीं हो पाई');
  await expect(page.getByText('यह वेंडर नहीं मिला। हो सकता है इसे हटा दिया गया हो।')).toBeVisible();
});

test('the enquiry form in Hindi at 412 px: labels and errors in Hindi, and an enquiry sent from it arrives', async ({ page, context }) => {
  await page.setViewportSize({ width: 412, height: 915 });
  const couple = await createUser({ name: 'Sunita Agarwal' });
  await signIn(context, couple);
  const { vendor } = await aVendor();
  await page.goto(`/hi/vendors/${vendor.id}`);
  await page.getByRole('main').getByRole('link', { name: 'पूछताछ भेजें', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/hi/enquiry/new\\?listing=vendor-${vendor.id}$`));
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  await islandReady(page, 'EnquiryForm');
  const form = page.getByRole('main');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('पूछताछ भेजें');
  await expect(form.getByRole('link', { name: vendor.name })).toHaveAttribute('href', `/hi/vendors/${vendor.id}`);

  await form.getByRole('button', { name: 'पूछताछ भेजें' }).click();
  await expect(form.getByText('कम से कम एक रस्म चुनें')).toBeVisible();
  await expect(form.getByText('मेहमानों की संख्या लिखें (1 से 1,00,000 तक)')).toBeVisible();
  await expect(form.getByText('कृपया कोई संदेश लिखें')).toBeVisible();
  await expectNoEnglish(page);

  await form.getByLabel('शादी', { exact: true }).check();
  await form.getByLabel('मेहंदी').check();
  await form.getByLabel('कार्यक्रम की तारीख').fill(nextYearDate('01', '22'));
  await form.getByLabel('मेहमानों की संख्या').fill('250');
  await form.getByLabel('इस सेवा का बजट (₹, चाहें तो)').fill('150000');
  await form.getByLabel('संदेश', { exact: true }).fill('हमें शादी और मेहंदी के लिए आपकी सेवा चाहिए।');
  await expect(form.getByText(/^\d+ \/ 1,000 अक्षर$/)).toBeVisible();
  await form.getByRole('button', { name: 'पूछताछ भेजें' }).click();
  await expect(page).toHaveURL(/\/dashboard\?tab=enquiries&c=[a-z0-9]+$/);
  await expect(toast(page, 'पूछताछ भेज दी गई')).toBeVisible();
  const sent = await e2eDb()
    .select()
    .from(conversations)
    .where(and(eq(conversations.coupleUserId, couple.id), eq(conversations.listingKind, 'vendor'), eq(conversations.listingId, vendor.id)));
  expect(sent).toHaveLength(1);
  expect(sent[0]).toMatchObject({ functions: ['mehendi', 'wedding'], guestCount: 250, budget: 150000 });
});

test('signed out, the Hindi form sends to the Hindi sign-in and back to itself', async ({ page }) => {
  const { vendor } = await aVendor();
  await page.goto(`/hi/enquiry/new?listing=vendor-${vendor.id}`);
  await expect(page).toHaveURL(new RegExp(`/hi/login\\?next=%2Fhi%2Fenquiry%2Fnew%3Flisting%3Dvendor-${vendor.id}$`));
});

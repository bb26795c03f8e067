// The venue list and a venue's page in Hindi at 412 px: headings, filters, sort, counts, cards
// and costs (₹ with लाख, GST per component) in Hindi, none of their catalogues' English texts
// on show, and filtering or sorting a Hindi list keeps /hi and the query. The English pages
// keep their texts.
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Page } from '@playwright/test';
import { test, expect, e2eDb } from './fixtures.ts';
import { cities, venues } from '../../src/server/db/schema.ts';
import type { Locale } from '../../src/i18n/locales.ts';
import { venueCardMessages, venueFilterMessages, venueListMessages, venuePageMessages, amenityMessages } from '../../src/features/catalogue/venues/messages.ts';
import { estimateMessages, freshnessMessages, priceHistoryMessages } from '../../src/features/catalogue/prices/messages.ts';
import { reviewMessagesBook } from '../../src/features/catalogue/reviews/messages.ts';
import { bookingBoxMessages, shortlistButtonMessages } from '../../src/features/catalogue/listings/messages.ts';
import { listControlMessages } from '../../src/components/lists/messages.ts';
import { hydrated } from './lists.helpers.ts';

const PHONE = { width: 412, height: 915 };

/**
 * The English words of a catalogue that its Hindi does not share: each value's literal parts
 * (placeholders taken out) of at least two words, so a fragment like "Rental" that is also a
 * listing's own word cannot trip the check.
 */
type Book = { data(locale: Locale): { messages: Record<string, unknown> } };

function englishPhrases(...books: Book[]): string[] {
  const phrases = new Set<string>();
  for (const book of books) {
    const en = book.data('en').messages;
    const hi = book.data('hi').messages;
    for (const key of Object.keys(en)) {
      const forms = (value: unknown) => (typeof value === 'string' ? [value] : Object.values(value as Record<string, string>));
      const hindi = new Set(forms(hi[key]));
      for (const form of forms(en[key])) {
        if (hindi.has(form)) continue;
        for (const part of form.split(/\{\w+\}/)) {
          const text = part.replace(/^[\s(:.,]+|[\s):.,]+$/g, '');
          if (/[A-Za-z]{2,}.*\s.*[A-Za-z]{2,}/.test(text)) phrases.add(text);
        }
      }
    }
  }
  return [...phrases];
}

/** What a visitor reads and a screen reader says: visible text (outside names), and labels, placeholders and alt texts. */
async function shownText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const attributes = [...document.querySelectorAll('[aria-label], [placeholder], [title], img[alt]')].flatMap((el) =>
      ['aria-label', 'placeholder', 'title', 'alt'].map((name) => el.getAttribute(name) ?? ''),
    );
    const options = [...document.querySelectorAll('option, label, .sr-only')].map((el) => el.textContent ?? '');
    // Names and listing text as the business wrote them (translate="no") are not interface text.
    let body = document.body.innerText;
    for (const name of document.querySelectorAll<HTMLElement>('[translate="no"]')) if (name.innerText) body = body.replace(name.innerText, '');
    return [document.title, body, ...attributes, ...options].join('\n');
  });
}

async function jaipurVenue() {
  const [row] = await e2eDb()
    .select({ id: venues.id })
    .from(venues)
    .innerJoin(cities, eq(cities.id, venues.cityId))
    .where(and(eq(cities.slug, 'jaipur'), isNotNull(venues.pricePerPlateVeg), isNotNull(venues.rentalPriceMin), isNotNull(venues.pricePerPlateNonveg)))
    .limit(1);
  return row!;
}

const LIST_BOOKS = [
  listControlMessages,
  venueListMessages,
  venueFilterMessages,
  venueCardMessages,
  estimateMessages,
  freshnessMessages,
  reviewMessagesBook,
] as Book[];
const PAGE_BOOKS = [
  venuePageMessages,
  amenityMessages,
  estimateMessages,
  freshnessMessages,
  priceHistoryMessages,
  reviewMessagesBook,
  bookingBoxMessages,
  shortlistButtonMessages,
] as Book[];

test.describe('venues in Hindi at 412 px', () => {
  test.use({ viewport: PHONE });

  test('the Jaipur list says everything of its own in Hindi, costs in लाख', async ({ page }) => {
    await page.goto('/hi/venues/jaipur/wedding?guests=200');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('जयपुर में शादी के वेन्यू');
    await expect(page.locator('[data-venue-part="count"]')).toHaveText(/^[\d,]+\+? वेन्यू$/);
    await expect(page.getByRole('combobox', { name: 'क्रम' })).toHaveValue('rating_desc');
    await expect(page.getByRole('combobox', { name: 'क्रम' }).locator('option')).toHaveText([
      'रेटिंग: ऊँची से नीची',
      'किराया: कम से ज़्यादा',
      'किराया: ज़्यादा से कम',
      'क्षमता: ज़्यादा से कम',
      'अनुमानित खर्च: कम से ज़्यादा',
    ]);
    await expect(page.getByText('रेटिंग में समीक्षाओं की संख्या का भी ध्यान रखा जाता है', { exact: false })).toBeVisible();
    await expect(page.getByRole('button', { name: '200+ मेहमानों की जगह' })).toBeVisible();
    const card = page.locator('[data-venue-id]').first();
    await expect(card.locator('[data-estimate]')).toHaveText(/^200 मेहमानों के लिए ≈ ₹[\d.]+ लाख$/);
    await expect(card.getByText('क्षमता', { exact: true })).toBeVisible();
    await expect(card.locator('[data-price-freshness]')).toHaveText(/^(कीमतें .+ में जाँची गईं|कीमतें पुरानी हो सकती हैं)$/);
    await expect(card.locator('[data-review-count]')).toHaveText(/^\([\d]+ समीक्षा(एँ)?\)$/);
    await expect(card.locator('h3 a')).toHaveAttribute('href', /^\/hi\/venues\/wedding\/\d+\?guests=200$/);
    // The filter form, in the drawer on phones.
    await page.getByRole('button', { name: 'फ़िल्टर (1)' }).click();
    const drawer = page.getByRole('dialog');
    for (const label of ['वेन्यू खोजें', 'वेन्यू का प्रकार', 'क्षमता', 'प्रति प्लेट कीमत', 'किराया', 'रेटिंग', 'मेहमान']) {
      await expect(drawer.getByLabel(label, { exact: true })).toBeVisible();
    }
    await expect(drawer.getByLabel('किराया', { exact: true }).locator('option')).toHaveText([
      'कोई भी',
      '₹1 लाख से कम',
      '₹2 लाख से कम',
      '₹3 लाख से कम',
      '₹4 लाख से कम',
      '₹5 लाख से कम',
      '₹5 लाख से ज़्यादा',
    ]);
    await expect(drawer.getByRole('button', { name: 'फ़िल्टर लगाएँ' })).toBeVisible();
    const shown = await shownText(page);
    expect(englishPhrases(...LIST_BOOKS).filter((phrase) => shown.includes(phrase))).toEqual([]);
  });

  test('filtering and sorting a Hindi list keeps /hi and the query', async ({ page }) => {
    await page.goto('/hi/venues/jaipur/wedding?guests=200');
    await hydrated(page);
    await page.locator('[data-filter-open]').click();
    const drawer = page.getByRole('dialog');
    await drawer.getByLabel('क्षमता', { exact: true }).selectOption('300');
    await drawer.getByRole('button', { name: 'फ़िल्टर लगाएँ' }).click();
    await expect(page).toHaveURL(/\/hi\/venues\/jaipur\/wedding\?capacity=300&guests=200$/);
    await expect(page.getByRole('button', { name: 'क्षमता: 200-300' })).toBeVisible();
    await expect(page.locator('[data-venue-part="count"]')).toHaveText(/^[\d,]+\+? वेन्यू$/);
    await page.getByRole('combobox', { name: 'क्रम' }).selectOption('estimate_asc');
    await expect(page).toHaveURL(/\/hi\/venues\/jaipur\/wedding\?capacity=300&guests=200&sort=estimate_asc$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
    await expect(page.locator('[data-venue-id] [data-estimate]').first()).toHaveText(/लाख$/);
    // A card leads to the venue's Hindi page with the same guest count.
    await page.locator('[data-venue-id] h3 a').first().click();
    await expect(page).toHaveURL(/\/hi\/venues\/wedding\/\d+\?guests=200$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  });

  test("a venue's page in Hindi: costs with GST per component and लाख, reviews, shortlist", async ({ page }) => {
    const venue = await jaipurVenue();
    await page.goto(`/hi/venues/wedding/${venue.id}?guests=300&non_veg=20&functions=2`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
    for (const heading of ['कीमत और क्षमता', 'आपके मेहमानों की गिनती के हिसाब से अनुमान', 'सुविधाएँ', 'समीक्षाएँ']) {
      await expect(page.getByRole('heading', { name: heading, exact: true })).toBeAttached();
    }
    const estimate = page.getByRole('region', { name: 'आपके मेहमानों की गिनती के हिसाब से अनुमान' });
    await expect(estimate.locator('[data-estimate-total]')).toContainText(/अनुमानित कुल खर्च: ₹[\d,]+ \(₹[\d.]+ लाख\)/);
    await expect(estimate.locator('[data-estimate-total]')).toContainText('खाने पर 5 % और किराये पर 18 % जीएसटी समेत');
    await expect(estimate.locator('[data-estimate-lines] dt')).toHaveText([
      'शाकाहारी प्लेटें (240 मेहमान × 2 समारोह)',
      'मांसाहारी प्लेटें (60 मेहमान × 2 समारोह)',
      'किराया (2 समारोह)',
      'खाने पर 5 % जीएसटी',
      'किराये पर 18 % जीएसटी',
    ]);
    await expect(page.getByRole('button', { name: 'शॉर्टलिस्ट में जोड़ें' })).toBeVisible();
    const shown = await shownText(page);
    expect(englishPhrases(...PAGE_BOOKS).filter((phrase) => shown.includes(phrase))).toEqual([]);
    // The page's script redraws the estimate in Hindi.
    await estimate.getByLabel('मेहमान', { exact: true }).fill('100');
    await expect(estimate.locator('[data-estimate-lines] dt').first()).toHaveText('शाकाहारी प्लेटें (80 मेहमान × 2 समारोह)');
    await estimate.getByLabel('मेहमान', { exact: true }).fill('20000');
    await expect(estimate.locator('[data-error-for="guests"]')).toHaveText('मेहमानों की गिनती 0 से 10,000 के बीच पूरी संख्या में लिखें।');
  });

  test('the venues index, a city and a type in Hindi link to Hindi pages; old addresses stay in Hindi', async ({ page }) => {
    await page.goto('/hi/venues');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('शादी के वेन्यू');
    await expect(page.getByRole('link', { name: 'शादी के सभी वेन्यू' })).toHaveAttribute('href', '/hi/venues/all/wedding');
    await expect(page.getByRole('heading', { name: 'शहर के हिसाब से वेन्यू' })).toBeVisible();
    await page.goto('/hi/venues/jaipur');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('जयपुर में शादी के वेन्यू');
    await expect(page.getByRole('link', { name: 'वेन्यू छाँटें, क्रम बदलें और खोजें' })).toHaveAttribute('href', '/hi/venues/jaipur/wedding');
    await expect(page.getByRole('navigation', { name: 'वेन्यू के प्रकार' }).getByRole('link', { name: 'सभी' })).toHaveAttribute('href', '/hi/venues/jaipur');
    for (const href of await page.locator('[data-venue-id] a').evaluateAll((links) => links.map((a) => a.getAttribute('href')))) {
      expect(href).toMatch(/^\/hi\/venues\/wedding\/\d+$/);
    }
    await page.goto('/hi/venues/jaipur/heritage');
    await expect(page.locator('#main').getByText('हेरिटेज वेन्यू', { exact: true })).toBeVisible();
    const venue = await jaipurVenue();
    await page.goto(`/hi/wedding-venues/${venue.id}`);
    await expect(page).toHaveURL(new RegExp(`/hi/venues/wedding/${venue.id}$`));
  });

  test('the English pages keep their texts', async ({ page }) => {
    const venue = await jaipurVenue();
    await page.goto('/venues/jaipur/wedding?guests=200');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Wedding Venues in Jaipur');
    await expect(page.locator('[data-venue-id] [data-estimate]').first()).toHaveText(/^≈ ₹[\d.]+ lakh for 200 guests$/);
    await expect(page.getByRole('button', { name: 'Seats 200+ guests' })).toBeVisible();
    await page.goto(`/venues/wedding/${venue.id}`);
    await expect(page.getByRole('heading', { name: 'Estimate for your guest count' })).toBeVisible();
    await expect(page.getByText('including GST at 5 % on food, 18 % on rental')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add to Shortlist' })).toBeVisible();
  });
});

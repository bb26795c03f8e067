// The home page and the site's plain pages in Hindi (/hi/…): the page's language, its Hindi
// headings, none of its catalogues' English texts, and the calculator, hero search and contact
// form working in Hindi.
import type { Page } from '@playwright/test';
import { test, expect, e2eDb } from './fixtures.ts';
import { categories, cities, vendors } from '../../src/server/db/schema.ts';
import { site } from '../../src/lib/site.ts';
import type { MessageBook, Catalogue } from '../../src/i18n/catalogue.ts';
import { heroMessages } from '../../src/features/catalogue/search/hero-messages.ts';
import { homeMessages } from '../../src/features/content/home/messages.ts';
import { calculatorMessages } from '../../src/features/money/calculator/messages.ts';
import { contactPageMessages } from '../../src/features/content/contact/messages.ts';
import { aboutMessages, careersMessages } from '../../src/features/content/company/messages.ts';
import { privacyMessages, termsMessages } from '../../src/features/content/legal/messages.ts';
import { commonMessages } from '../../src/components/messages.ts';
import { contentPageMessages } from '../../src/layouts/content-page-messages.ts';

/**
 * The English texts of catalogues that the Hindi page must not show: every message whose two
 * languages differ, cut at its placeholders into the literal pieces long enough to mean
 * something (a piece like ", " proves nothing).
 */
function englishTexts(...books: MessageBook<Catalogue>[]): string[] {
  const texts = new Set<string>();
  for (const book of books) {
    const en = book.data('en').messages;
    const hi = book.data('hi').messages;
    for (const [key, message] of Object.entries(en)) {
      if (JSON.stringify(message) === JSON.stringify(hi[key])) continue;
      const forms = typeof message === 'string' ? [message] : Object.values(message);
      for (const form of forms) {
        for (const piece of form.split(/\{\w+\}/)) if (piece.trim().length >= 4) texts.add(piece.trim());
      }
    }
  }
  return [...texts];
}

/** Names the database and the business's address hold: shown as written in both languages. */
async function namesAsWritten(): Promise<string[]> {
  const db = e2eDb();
  const rows = [
    ...(await db.select({ a: categories.name, b: categories.description }).from(categories)),
    ...(await db.select({ a: cities.name, b: cities.state }).from(cities)),
    ...(await db.select({ a: vendors.name, b: vendors.name }).from(vendors)),
  ];
  const names = rows.flatMap((row) => [row.a, row.b]).filter((name): name is string => Boolean(name));
  // Longest first, so a name is removed before a shorter one inside it.
  return [...new Set([...names, ...site.address.lines])].sort((a, b) => b.length - a.length);
}

/**
 * The page's title, and the visible text and labels (aria-label, placeholder, title) of its
 * main content, names removed. The header and footer are the shell's (tested with it); the
 * packages section is the packages' own.
 */
async function pageTexts(page: Page, names: string[]): Promise<string> {
  const text = await page.evaluate(() => {
    const main = document.querySelector('main')!;
    const others = main.querySelector('#packages');
    const inside = (el: Element) => !others?.contains(el);
    const labels = [...main.querySelectorAll('[aria-label], [placeholder], [title]')]
      .filter(inside)
      .flatMap((el) => ['aria-label', 'placeholder', 'title'].map((name) => el.getAttribute(name) ?? ''));
    const visible = main.innerText.replace(others instanceof HTMLElement ? others.innerText : '\u0000', ' ');
    return [document.title, visible, ...labels].join('\n');
  });
  return names.reduce((rest, name) => rest.split(name).join(' '), text);
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function expectNoEnglish(page: Page, books: MessageBook<Catalogue>[]) {
  const text = await pageTexts(page, await namesAsWritten());
  const left = englishTexts(...books).filter((english) => new RegExp(`(^|[^A-Za-z])${escape(english)}($|[^A-Za-z])`).test(text));
  expect(left, `English texts on ${page.url()}`).toEqual([]);
}

const pages = [
  {
    path: '/hi/',
    h1: 'अपने सपनों की शादी की योजना बनाइए, बिना किसी तनाव के',
    h2: 'शादी का बजट कैलकुलेटर',
    books: [heroMessages, homeMessages, calculatorMessages, commonMessages],
  },
  { path: '/hi/about', h1: 'Mandap के बारे में', h2: 'हमने शुरुआत क्यों की', books: [aboutMessages, commonMessages] },
  { path: '/hi/contact', h1: 'संपर्क करें', h2: 'हमें संदेश भेजें', books: [contactPageMessages, commonMessages] },
  { path: '/hi/careers', h1: 'करियर', h2: 'खाली पद', books: [careersMessages] },
  { path: '/hi/privacy', h1: 'गोपनीयता नीति', h2: '1. हम कौन-सा डेटा इकट्ठा करते हैं', books: [privacyMessages, contentPageMessages] },
  { path: '/hi/terms', h1: 'सेवा की शर्तें', h2: '1. Mandap का उपयोग कौन कर सकता है', books: [termsMessages, contentPageMessages] },
] as const;

test.describe('plain pages in Hindi', () => {
  for (const { path, h1, h2, books } of pages) {
    test(`${path} is in Hindi, with none of its English texts`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
      await expect(page.getByRole('heading', { level: 1, name: h1 })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: h2 })).toBeVisible();
      await expectNoEnglish(page, books as unknown as MessageBook<Catalogue>[]);
    });
  }

  test('the legal pages give their date in Hindi', async ({ page }) => {
    await page.goto('/hi/privacy');
    await expect(page.getByText('पिछला बदलाव: 1 अक्टूबर 2026')).toBeVisible();
  });

  test('links between the plain pages stay in Hindi', async ({ page }) => {
    await page.goto('/hi/about');
    await expect(page.getByRole('main').getByRole('link', { name: 'संपर्क फ़ॉर्म' })).toHaveAttribute('href', '/hi/contact');
    await page.goto('/hi/');
    await expect(page.getByRole('link', { name: 'वेन्यू देखें' })).toHaveAttribute('href', '/hi/venues/all/wedding');
    await expect(page.getByRole('link', { name: 'योजना शुरू करें' })).toHaveAttribute('href', '/hi/start-planning');
    const quick = page.getByRole('navigation', { name: 'लोकप्रिय सेवाएँ' });
    await expect(quick.getByRole('link', { name: 'फ़ोटोग्राफ़ी' })).toHaveAttribute('href', '/hi/vendors/photography');
    const services = page.locator('section', { has: page.getByRole('heading', { name: 'शादी की सेवाएँ' }) });
    await expect(services.getByRole('link', { name: 'विकल्प देखें' }).first()).toHaveAttribute('href', '/hi/venues/all/wedding');
  });

  test('a missing Hindi page answers in Hindi, with Hindi places to go next', async ({ page }) => {
    const response = await page.goto('/hi/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'पेज नहीं मिला' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'होम पेज पर लौटें' })).toHaveAttribute('href', '/hi/');
    const suggestions = page.getByRole('navigation', { name: 'सुझाव' });
    await expect(suggestions.getByRole('link', { name: 'शादी के वेन्यू' })).toHaveAttribute('href', '/hi/venues/all/wedding');
  });

  test('Start Planning on a Hindi page leads to the Hindi sign-up', async ({ request }) => {
    const response = await request.get('/hi/start-planning', { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(response.headers()['location']).toBe('/hi/register');
  });

  test('the hero search stays in Hindi', async ({ page }) => {
    await page.goto('/hi/');
    const form = page.getByRole('search', { name: 'वेन्यू और वेंडर खोजें' });
    await form.getByLabel('मेहमान').fill('250');
    await form.getByRole('button', { name: 'खोजें' }).click();
    await expect(page).toHaveURL(/\/hi\/venues\/all\/wedding\?guests=250&capacity=300$/);
  });

  test('the contact form answers in Hindi', async ({ page }) => {
    await page.goto('/hi/contact');
    await page.getByRole('button', { name: 'संदेश भेजें' }).click();
    await expect(page.locator('#contact-name-error')).toHaveText('कृपया अपना नाम लिखें');
    await expect(page.locator('#contact-subject-error')).toHaveText('कृपया विषय लिखें');
    await expect(page.getByRole('alert').filter({ hasText: 'संदेश नहीं भेजा जा सका' })).toBeVisible();
    await expect(page.getByLabel('नाम')).toBeFocused();
  });
});

test.describe('budget calculator in Hindi', () => {
  test('labels, seasons and allocations in Hindi; the total in लाख and करोड़', async ({ page }) => {
    await page.goto('/hi/#budget');
    const section = page.locator('#budget');
    await expect(section.locator('astro-island')).not.toHaveAttribute('ssr');
    const total = section.getByRole('slider', { name: 'कुल बजट' });
    await expect(total).toHaveAttribute('aria-valuetext', '₹1 लाख');
    await expect(section.getByRole('slider', { name: 'मेहमानों की संख्या' })).toHaveAttribute('aria-valuetext', '100 मेहमान');
    await expect(section.getByRole('radio', { name: 'सामान्य सीज़न' })).toBeChecked();
    await expect(section.getByText('₹5 करोड़')).toBeVisible();

    await total.focus();
    await page.keyboard.press('ArrowRight');
    await expect(total).toHaveAttribute('aria-valuetext', '₹5 लाख');
    await expect(section.locator('output').first()).toHaveText('₹5 लाख');
    await expect(section.getByTestId('adjusted-budget')).toHaveText('₹5,00,000');
    const venue = section.locator('[data-allocation="Venue & Catering"]');
    await expect(venue).toContainText('वेन्यू और खाना');
    await expect(venue).toContainText('सुझाई गई रकम: ₹2,00,000 – ₹2,40,000');

    await section.getByRole('radio', { name: 'भीड़ वाला सीज़न', exact: true }).check();
    await expect(section.getByTestId('adjusted-budget')).toHaveText('₹6,25,000');
    await total.focus();
    await page.keyboard.press('Home');
    await expect(total).toHaveAttribute('aria-valuetext', '₹0');
    await expect(venue).toContainText('कम से कम: ₹2,000');
    await expectNoEnglish(page, [calculatorMessages as unknown as MessageBook<Catalogue>]);
  });
});

// Every public page type in Hindi shows no interface text left in English, and every English
// page none in Hindi: a scan of what a visitor sees and hears (visible text, and the names,
// placeholders and titles a screen reader reads). Names (of listings, people, places as their
// business wrote them) are marked translate="no" and skipped, as is text in another language
// that says so (the language switch, lang="…").
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';

const PAGES = [
  '/',
  '/about',
  '/contact',
  '/careers',
  '/privacy',
  '/terms',
  '/packages/luxury',
  '/venues/all/wedding',
  '/venues/jaipur/wedding?guests=100-300&sort=rating',
  '/venues/jaipur/heritage',
  '/venues/wedding/1',
  '/vendors',
  '/vendors/mumbai/photography',
  '/vendors/1',
  '/ideas',
  '/ideas/wedding-budget-tips',
  '/blog',
  '/blog/a-small-wedding-in-kochi',
  '/gallery',
  '/photos',
  '/photos/category/haldi',
  '/wedding-checklists',
  '/search?q=palace',
  '/login',
  '/register',
  '/forgot-password',
  '/vendor-registration',
  '/no-such-page',
];

/** Words a Hindi page may write in Latin script: the brand, units, and names of other services. */
const LATIN_ALLOWED = new Set([
  'Mandap',
  'GST',
  'km',
  'WhatsApp',
  'Instagram',
  'Facebook',
  'YouTube',
  'Pinterest',
  'Google',
  'Apple',
  'OTP',
  'PIN',
  'CSV',
  'PDF',
  'QR',
]);

/**
 * What the page says, outside names and text marked as another language. Those names also
 * leave the title and the attributes that repeat them ("Shree Regency | Mandap", a photo's alt).
 */
async function interfaceText(page: Page, lang: string): Promise<string[]> {
  return page.evaluate((pageLang: string) => {
    const skipped = (el: Element | null): boolean => {
      for (let node = el; node; node = node.parentElement) {
        if (node.getAttribute('translate') === 'no') return true;
        const own = node.getAttribute('lang');
        if (own && node !== document.documentElement && !own.startsWith(pageLang)) return true;
        if (node.matches('script, style, template, noscript, svg')) return true;
      }
      return false;
    };
    const names = [...document.body.querySelectorAll('*')]
      .filter((el) => skipped(el) && !el.closest('script, style, template, noscript, svg'))
      .map((el) => el.textContent?.trim() ?? '')
      .filter((text) => text.length > 1)
      .sort((a, b) => b.length - a.length);
    const withoutNames = (text: string) => names.reduce((rest, name) => rest.split(name).join(' '), text).trim();
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || skipped(parent) || !node.textContent?.trim()) continue;
      if (!parent.checkVisibility({ checkOpacity: false, checkVisibilityCSS: true }) && !parent.closest('.sr-only')) continue;
      texts.push(node.textContent.trim());
    }
    for (const el of document.querySelectorAll('[aria-label], [placeholder], [title], img[alt]')) {
      if (skipped(el)) continue;
      for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
        const value = el.getAttribute(name)?.trim();
        if (value) texts.push(withoutNames(value));
      }
    }
    texts.push(withoutNames(document.title));
    return texts;
  }, lang);
}

/** Latin-script words that are not e-mail addresses, web addresses or allowed names. */
function englishWords(texts: string[]): string[] {
  return texts
    .flatMap((text) => text.split(/\s+/))
    .filter((word) => !/[@/]|\.in\b|\.com\b/.test(word))
    .flatMap((word) => word.match(/[A-Za-z]{2,}/g) ?? [])
    .filter((word) => !LATIN_ALLOWED.has(word));
}

for (const path of PAGES) {
  test(`Hindi ${path}: no interface text left in English`, async ({ page }) => {
    const response = await page.goto(`/hi${path}`);
    expect(response!.status()).toBe(path === '/no-such-page' ? 404 : 200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
    expect([...new Set(englishWords(await interfaceText(page, 'hi')))]).toEqual([]);
  });

  test(`English ${path}: nothing in Hindi`, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
    const devanagari = (await interfaceText(page, 'en')).filter((text) => /[\u0900-\u097F]/.test(text));
    expect(devanagari).toEqual([]);
  });
}

test('the language switch keeps the page, its filters and its target, both ways, at 412 px', async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 915 });
  await page.goto('/venues/jaipur/wedding?guests=100-300&sort=rating#results');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('dialog').getByRole('link', { name: 'हिन्दी' }).click();
  await expect(page).toHaveURL(/\/hi\/venues\/jaipur\/wedding\?guests=100-300&sort=rating#results$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  await page.getByRole('button', { name: 'मेन्यू खोलें' }).click();
  await page.getByRole('dialog').getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/venues\/jaipur\/wedding\?guests=100-300&sort=rating#results$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
});

test('Hindi text is set in the site’s own Devanagari face: never boxes, never a system face', async ({ page }) => {
  // A Hindi page loads no Latin face: its spaces, digits and Latin letters are set in the
  // metric-matched system faces, one glyph each. A Devanagari letter drawn by a system face would
  // push that face's glyphs past the text's non-Devanagari characters.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  for (const [path, selector] of [
    ['/hi/', 'h1'],
    ['/hi/', 'main p'],
    ['/hi/venues/wedding/2', 'h2'],
    ['/hi/wedding-checklists', 'h1'],
  ] as const) {
    await page.goto(path);
    await page.evaluate(() => document.fonts.ready);
    const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
    const devanagari = fonts.filter((f) => f.familyName.startsWith('Noto Sans Devanagari') && f.isCustomFont);
    expect(devanagari.length, `${path} ${selector}: ${JSON.stringify(fonts)}`).toBeGreaterThan(0);
    const text = await page.locator(selector).first().innerText();
    const otherCharacters = [...text.replace(/\s+/g, ' ').trim()].filter((ch) => !/\p{Script_Extensions=Devanagari}/u.test(ch)).length;
    const systemGlyphs = fonts.filter((f) => !f.isCustomFont).reduce((sum, f) => sum + f.glyphCount, 0);
    expect(systemGlyphs, `${path} ${selector}: ${JSON.stringify(fonts)} for ${JSON.stringify(text)}`).toBeLessThanOrEqual(otherCharacters);
  }
});

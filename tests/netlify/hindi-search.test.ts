// Search in Hindi through the built Netlify function, on the seeded demo catalogue: /hi/search
// answers in Hindi (its texts, the results' kinds, cities and links), leaves no English interface
// text, and finds listings for Devanagari and Hinglish words; /api/search and /api/cities name
// things in Hindi when asked; the English page is as it was.
import { describe, expect, it } from 'vitest';
import { searchPageMessages } from '../../src/features/catalogue/search/messages.ts';
import type { CatalogueResults } from '../../src/features/catalogue/search/catalogue-search.ts';
import { call } from './handler.ts';

const en = searchPageMessages.data('en').messages;
const hi = searchPageMessages.data('hi').messages;

/** The page's <main>, without the listings' own text (names and descriptions stay as written). */
function interfaceOf(html: string): string {
  const main = /<main[\s\S]*?<\/main>/.exec(html)?.[0] ?? '';
  return main
    .replace(/<script[\s\S]*?<\/script>/g, '')
    .replace(/<ol id="search-catalogue"[\s\S]*?<\/ol>/, '')
    .replace(/<input type="hidden"[^>]*>/g, '');
}

/** The status line's text (the visitor's words in it are marked translate="no"). */
const statusOf = (html: string) => (/<p id="search-status"[^>]*>([\s\S]*?)<\/p>/.exec(html)?.[1] ?? '').replace(/<[^>]+>/g, '').trim();

/** Visible text and the attributes a person meets (labels, placeholders). */
function visibleText(html: string): string {
  const attributes = [...html.matchAll(/\s(?:aria-label|placeholder|title|alt)="([^"]*)"/g)].map((m) => m[1]);
  const text = html.replace(/<[^>]+>/g, ' ');
  return [text, ...attributes].join(' ').replaceAll('&amp;', '&').replaceAll('&#34;', '"').replace(/\s+/g, ' ');
}

describe('/hi/search', () => {
  it('answers in Hindi: its texts, and Jaipur venues named, linked and labelled in Hindi', async () => {
    const { response, body } = await call(`/hi/search?q=${encodeURIComponent('जयपुर')}`);
    expect(response.status).toBe(200);
    expect(body).toMatch(/<html[^>]*lang="hi-IN"/);
    for (const text of [hi.heading, hi.groupCatalogue, hi.groupPages, hi.allCities, hi.show, hi.kindVenue, 'जयपुर']) expect(body).toContain(text);
    expect(body).toContain('<form action="/hi/search"');
    const results = /<ol id="search-catalogue"[\s\S]*?<\/ol>/.exec(body)?.[0] ?? '';
    const links = [...results.matchAll(/<a href="([^"]+)"/g)].map((m) => m[1]!);
    expect(links.length).toBeGreaterThan(3);
    expect(links.every((href) => href.startsWith('/hi/venues/wedding/') || href.startsWith('/hi/vendors/'))).toBe(true);
    // The first results are Jaipur's, named for the city in Hindi.
    expect(results).toMatch(/<p class="text-sm text-stone-600">जयपुर/);
    expect(statusOf(body)).toMatch(/^“जयपुर” के लिए \d[\d,]*\+? वेन्यू (और|या) वेंडर$/);
    expect(body).toContain('<span translate="no">जयपुर</span>');
  });

  it('leaves no English interface text on the page', async () => {
    const { body } = await call(`/hi/search?q=${encodeURIComponent('मेहंदी')}&city=jaipur`);
    const visible = visibleText(interfaceOf(body));
    for (const text of [hi.heading, hi.groupCatalogue, hi.city, hi.placeholder, hi.noPages]) expect(visible).toContain(text);
    const english = Object.entries(en).filter(
      ([key, text]) => typeof text === 'string' && text !== hi[key as keyof typeof hi] && !text.includes('{') && text.trim().length > 1,
    );
    expect(english.length).toBeGreaterThan(20);
    for (const [key, text] of english) expect(visible.includes(text as string), `${key}: ${String(text)}`).toBe(false);
    // No Latin-script word at all in the interface: the query and the city are Hindi too.
    expect(visible.match(/\b[A-Za-z]{2,}\b/g) ?? []).toEqual([]);
  });

  it("names the header's menus and city picker in Hindi", async () => {
    const { body } = await call(`/hi/search?q=${encodeURIComponent('होटल')}`);
    const header = /<header[\s\S]*?<\/header>/.exec(body)?.[0] ?? '';
    for (const text of ['बैंक्वेट हॉल', 'गार्डन और लॉन', 'फ़ोटोग्राफ़ी', 'तोहफ़े', '>जयपुर</option>', '>उदयपुर</option>']) expect(header).toContain(text);
    for (const text of ['Banquet Halls', 'Gardens &amp; Lawns', '>Photography<', '>Jaipur</option>']) expect(header).not.toContain(text);
  });

  it('finds the same vendors for mehndi, mehandi and मेहंदी as for mehendi', async () => {
    const ids = async (q: string) => {
      const { body } = await call(`/hi/search?${new URLSearchParams({ q })}`);
      return [...(/<ol id="search-catalogue"[\s\S]*?<\/ol>/.exec(body)?.[0] ?? '').matchAll(/<a href="([^"]+)"/g)].map((m) => m[1]);
    };
    const mehendi = await ids('mehendi');
    expect(mehendi.length).toBeGreaterThan(3);
    for (const q of ['mehndi', 'mehandi', 'मेहंदी']) expect(await ids(q), q).toEqual(mehendi);
  });

  it('the English page is as it was', async () => {
    const { body } = await call('/search?q=jaipur');
    expect(body).toMatch(/<html[^>]*lang="en-IN"/);
    for (const text of [en.heading, en.groupCatalogue, en.groupPages, en.allCities, 'Jaipur']) expect(body).toContain(text.replace('&', '&amp;'));
    expect(statusOf(body)).toMatch(/^\d[\d,]*\+? venues and vendors for “jaipur”$/);
    expect(body).toContain('<a href="/venues/wedding/');
  });
});

describe('the search and cities endpoints in Hindi', () => {
  it('/api/search?lang=hi names kinds, cities and links in Hindi; without it, in English', async () => {
    const hindi = JSON.parse((await call('/api/search?q=mehndi&size=5&lang=hi')).body) as CatalogueResults;
    expect(hindi.results.length).toBe(5);
    expect(hindi.results.every((r) => r.label === 'मेहंदी' && r.href.startsWith('/hi/vendors/'))).toBe(true);
    const english = JSON.parse((await call('/api/search?q=mehndi&size=5')).body) as CatalogueResults;
    expect(english.results.map((r) => r.id)).toEqual(hindi.results.map((r) => r.id));
    expect(english.results.every((r) => r.label === 'Mehendi' && r.href.startsWith('/vendors/'))).toBe(true);
  });

  it('/api/cities?lang=hi names the cities in Hindi', async () => {
    const named = async (path: string) => (JSON.parse((await call(path)).body) as { cities: { slug: string; name: string }[] }).cities;
    const hindi = await named('/api/cities?lang=hi');
    const english = await named('/api/cities');
    expect(hindi.find((c) => c.slug === 'jaipur')?.name).toBe('जयपुर');
    expect(english.find((c) => c.slug === 'jaipur')?.name).toBe('Jaipur');
    expect(hindi.map((c) => c.slug)).toEqual(english.map((c) => c.slug));
  });
});

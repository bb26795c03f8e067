// Every page has a Hindi version at /hi, through the built Netlify function (on-demand pages)
// and in its static files (pre-rendered ones): the right <html lang>, a canonical address in
// its own language and alternates naming both, and the answer a page gets in English.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { NETLIFY_STATIC_DIR } from '../../scripts/netlify-function.ts';
import { call } from './handler.ts';

/** The page's language, canonical address and alternates (paths: the origin is the deploy's SITE_URL). */
function head(html: string) {
  const path = (href: string | undefined) => (href === undefined ? undefined : new URL(href).pathname);
  return {
    lang: /<html[^>]*\slang="([^"]+)"/.exec(html)?.[1],
    canonical: path(/<link rel="canonical" href="([^"]+)"/.exec(html)?.[1]),
    alternates: Object.fromEntries([...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)].map((m) => [m[1], path(m[2])])),
  };
}

const ON_DEMAND = [
  '/venues/jaipur/wedding?guests=100-300',
  '/venues/jaipur/hotel',
  '/vendors/jaipur/photography',
  '/vendors/mumbai/photography/1',
  '/search?q=palace',
  '/gallery',
  '/login',
];

describe('Hindi pages on demand', () => {
  it.each(ON_DEMAND)('%s: /hi answers like the English page, in Hindi, with both alternates', async (path) => {
    const english = await call(path);
    const hindi = await call(`/hi${path}`);
    expect(english.response.status).toBe(200);
    expect(hindi.response.status).toBe(200);
    const pathname = path.split('?')[0]!;
    expect(head(english.body)).toMatchObject({ lang: 'en-IN', canonical: pathname });
    expect(head(hindi.body)).toMatchObject({
      lang: 'hi-IN',
      canonical: `/hi${pathname}`,
      alternates: { 'en-IN': pathname, 'hi-IN': `/hi${pathname}`, 'x-default': pathname },
    });
    // The switch leads to the same page, with its query, in the other language.
    expect(hindi.body).toMatch(new RegExp(`<a href="${pathname.replace(/[.?*+^$()[\]\\{}|]/g, '\\$&')}[^"]*"[^>]*data-language-switch="en"`));
  });

  it('a Hindi address that is no page is a 404 in Hindi', async () => {
    const answer = await call('/hi/no-such-page');
    expect(answer.response.status).toBe(404);
    expect(head(answer.body).lang).toBe('hi-IN');
  });

  it('English stays the default: a browser asking for Hindi first still gets English at an English address', async () => {
    const answer = await call('/venues/jaipur/wedding', { headers: { 'Accept-Language': 'hi-IN,hi;q=0.9' } });
    expect(answer.response.status).toBe(200);
    expect(head(answer.body).lang).toBe('en-IN');
  });
});

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return path.endsWith('/_astro') || path.endsWith('/pagefind') ? [] : htmlFiles(path);
    return entry.name.endsWith('.html') ? [path] : [];
  });
}

describe('Hindi pages pre-rendered', () => {
  const english = htmlFiles(NETLIFY_STATIC_DIR)
    .map((file) => relative(NETLIFY_STATIC_DIR, file))
    .filter((file) => !file.startsWith('hi/') && file !== '404.html' && !file.startsWith('art/'));

  it('the build has pages to check', () => {
    expect(english.length).toBeGreaterThan(20);
  });

  it('every English page has a Hindi twin under /hi, in Hindi, pointing at each other', () => {
    for (const file of english) {
      const twin = join(NETLIFY_STATIC_DIR, 'hi', file);
      expect(existsSync(twin), twin).toBe(true);
      const en = head(readFileSync(join(NETLIFY_STATIC_DIR, file), 'utf8'));
      const hi = head(readFileSync(twin, 'utf8'));
      expect(en.lang, file).toBe('en-IN');
      expect(hi.lang, file).toBe('hi-IN');
      expect(hi.alternates['en-IN'], file).toBe(en.canonical);
      expect(en.alternates['hi-IN'], file).toBe(hi.canonical);
      expect(hi.canonical!.startsWith('/hi/'), file).toBe(true);
    }
  });
});

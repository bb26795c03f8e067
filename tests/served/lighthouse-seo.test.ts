// Lighthouse's SEO category on every page type of the benchmark (scripts/bench/pages.ts), in
// both languages: 100 on each indexable page; a page kept from search (noindex, or signed in
// and kept from crawlers by robots.txt) passes every SEO audit but the one that says so.
import lighthouse from 'lighthouse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGES } from '../../scripts/bench/pages.ts';
import { launchChrome } from '../../scripts/bench/lighthouse.ts';
import { signedInCookie } from '../../scripts/bench/server.ts';
import { startServedBuild, type ServedBuild } from '../setup/served.ts';

type Chrome = Awaited<ReturnType<typeof launchChrome>>;

/** The SEO audits a page failed (weighted ones, as the category scores them). */
async function failedSeoAudits(chrome: Chrome, url: string, headers?: Record<string, string>): Promise<{ score: number; failed: string[] }> {
  const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['seo'], extraHeaders: headers ?? null });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { categories, audits } = result.lhr;
  const failed = (categories.seo?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0 && audits[ref.id]?.score !== null && (audits[ref.id]?.score ?? 1) < 1)
    .map((ref) => ref.id);
  return { score: Math.round((categories.seo?.score ?? 0) * 100), failed };
}

describe('Lighthouse SEO on every page type', () => {
  let server: ServedBuild;
  let chrome: Chrome;
  let cookie: string;
  beforeAll(async () => {
    server = await startServedBuild(4478);
    cookie = await signedInCookie(server.db.db);
    chrome = await launchChrome();
  }, 120_000);
  afterAll(async () => {
    chrome?.kill();
    await server?.stop();
  });

  const pages = PAGES.filter((page) => !page.cookie).map((page) => ({ ...page, path: page.path.replace('{vendor}', '1') }));

  it.each(pages)('$name ($path)', async ({ path, signedIn, noindex }) => {
    const { score, failed } = await failedSeoAudits(chrome, `${server.url}${path}`, signedIn ? { Cookie: cookie } : undefined);
    if (noindex) expect(failed).toEqual(['is-crawlable']);
    else expect({ score, failed }).toEqual({ score: 100, failed: [] });
  });
});

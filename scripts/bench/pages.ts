// Each page type as a user's browser gets it: JavaScript and HTML bytes as the node server
// sends them, and Lighthouse mobile medians, against the bars.
import { BARS } from './bars.ts';
import { launchChrome, lighthouseMedian, type LighthouseFigures } from './lighthouse.ts';
import { fetchTransferred, pageScripts } from './scripts.ts';
import type { Catalogue } from './scenarios.ts';
import type { Server } from './server.ts';
import { markdownTable, verdict } from './markdown.ts';
import { kb } from './stats.ts';

export type PageOptions = { lighthouse: boolean; runs: number };

/**
 * `cookie`: signed in as another user than the dashboard's. Chrome keeps the cookies a page
 * sets from one Lighthouse run to the next, so such a page is opened on `localhost` rather
 * than 127.0.0.1: a cookie jar of its own. `noindex`: a private page kept out of search, so
 * the SEO score does not apply.
 */
export type PageSpec = { name: string; path: string; listing?: boolean; signedIn?: boolean; cookie?: string; noindex?: boolean; english?: string };
/** Every page type; `{vendor}` is the first active vendor of the benchmark database. */
export const PAGES: PageSpec[] = [
  { name: 'Home', path: '/' },
  { name: 'Package', path: '/packages/luxury' },
  { name: 'Static page', path: '/about' },
  { name: 'Venue list', path: '/venues/all/wedding', listing: true },
  { name: 'Venue list, filtered', path: '/venues/mumbai/wedding?capacity=300&sort=rental_price_asc', listing: true },
  { name: 'Venue type list', path: '/venues/jaipur/heritage', listing: true },
  { name: 'Venue detail', path: '/venues/wedding/1' },
  { name: 'Vendor categories', path: '/vendors', listing: true },
  { name: 'Vendor list', path: '/vendors/mumbai/photography', listing: true },
  { name: 'Vendor detail', path: '/vendors/{vendor}' },
  { name: 'Vendor detail, 12 photos', path: '/vendors/1' },
  { name: 'Ideas', path: '/ideas' },
  { name: 'Idea article', path: '/ideas/wedding-budget-tips' },
  { name: 'Blog', path: '/blog' },
  { name: 'Blog post', path: '/blog/a-small-wedding-in-kochi' },
  { name: 'Photos', path: '/photos' },
  { name: 'Photo category', path: '/photos/category/haldi' },
  { name: 'Gallery', path: '/gallery' },
  { name: 'Checklist', path: '/wedding-checklists' },
  { name: 'Search', path: '/search?q=palace' },
  // The demo couple's wedding website (scripts/seed/demo-wedding.ts): a content page, unlisted (noindex).
  { name: 'Wedding website', path: '/w/ananya-and-arjun', noindex: true },
  { name: 'Sign-in', path: '/login' },
  // Signed in, and kept from crawlers by robots.txt (src/seo/robots.ts): the SEO score does not apply.
  { name: 'Dashboard', path: '/dashboard', signedIn: true, noindex: true },
  // The Hindi pages, against the bars and against their English page (`english`): the same
  // code with other messages, so their JavaScript may grow by the messages only.
  { name: 'Home, Hindi', path: '/hi/', english: '/' },
  { name: 'Venue list, Hindi', path: '/hi/venues/all/wedding', listing: true, english: '/venues/all/wedding' },
  { name: 'Venue detail, Hindi', path: '/hi/venues/wedding/1', english: '/venues/wedding/1' },
  { name: 'Vendor list, Hindi', path: '/hi/vendors/mumbai/photography', listing: true, english: '/vendors/mumbai/photography' },
  { name: 'Idea article, Hindi', path: '/hi/ideas/wedding-budget-tips', english: '/ideas/wedding-budget-tips' },
  { name: 'Checklist, Hindi', path: '/hi/wedding-checklists', english: '/wedding-checklists' },
  { name: 'Sign-in, Hindi', path: '/hi/login', english: '/login' },
  { name: 'Wedding website, Hindi', path: '/hi/w/ananya-and-arjun', english: '/w/ananya-and-arjun', noindex: true },
];

/** A Hindi page's JavaScript beyond its English page's: what its messages cost. */
export function messagesGain(page: PageResult, pages: readonly PageResult[]): number | undefined {
  const english = page.english ? pages.find((p) => p.path === page.english && !p.skipped) : undefined;
  return english && page.jsBytes !== undefined ? page.jsBytes - english.jsBytes! : undefined;
}

export type PageResult = PageSpec & {
  status: number;
  skipped?: string;
  islands?: boolean;
  /** JavaScript and HTML bytes as the node server sends them (Brotli for a browser). */
  jsBytes?: number;
  /** JavaScript the page's code imports later (on a focus or a click), not loaded with the page. */
  lazyJsBytes?: number;
  react?: boolean;
  scripts?: { url: string; transferBytes: number; lazy: boolean }[];
  htmlBytes?: number;
  lighthouse?: LighthouseFigures;
  failures?: string[];
  error?: string;
};

function pageFailures(page: PageResult): string[] {
  const failures: string[] = [];
  const lh = page.lighthouse;
  if (page.islands ? page.jsBytes! > BARS.jsIslands : page.jsBytes! > BARS.jsNoIsland) failures.push('JS');
  if (!page.islands && page.react) failures.push('React without island');
  if (page.htmlBytes! > BARS.htmlGzip) failures.push('HTML');
  if (lh) {
    if (page.listing && lh.transferBytes > BARS.listingBytes) failures.push('weight');
    if (page.listing && lh.requests > BARS.listingRequests) failures.push('requests');
    if (lh.performance < BARS.performance) failures.push('perf');
    if (lh.accessibility < BARS.accessibility) failures.push('a11y');
    if (lh.bestPractices < BARS.bestPractices) failures.push('BP');
    if (lh.seo < BARS.seo && !page.noindex) failures.push('SEO');
    if (lh.lcpMs > BARS.lcpMs) failures.push('LCP');
    if (lh.tbtMs > BARS.tbtMs) failures.push('TBT');
    if (lh.cls > BARS.cls) failures.push('CLS');
  }
  return failures;
}

export async function measurePages(server: Server, cookie: string, catalogue: Catalogue, { lighthouse, runs }: PageOptions): Promise<PageResult[]> {
  const chrome = lighthouse ? await launchChrome() : null;
  const killChrome = () => chrome?.kill();
  process.once('exit', killChrome);
  const results: PageResult[] = [];
  try {
    for (const template of PAGES) {
      const spec = { ...template, path: template.path.replace('{vendor}', String(catalogue.vendor)) };
      const url = (spec.cookie ? server.url.replace('127.0.0.1', 'localhost') : server.url) + spec.path;
      const headers = spec.cookie ? { Cookie: spec.cookie } : spec.signedIn ? { Cookie: cookie } : undefined;
      const response = await fetch(url, { redirect: 'manual', headers });
      await response.arrayBuffer();
      if (response.status !== 200) {
        results.push({ ...spec, status: response.status, skipped: response.status === 404 ? 'not built yet (404)' : `answered ${response.status}` });
        continue;
      }
      const page = await fetchTransferred(url, headers);
      if (!page) throw new Error(`${spec.path} stopped answering 200`);
      const scripts = await pageScripts(page.text, url);
      const result: PageResult = {
        ...spec,
        status: 200,
        islands: /<astro-island\b/.test(page.text),
        jsBytes: scripts.filter((s) => !s.lazy).reduce((sum, s) => sum + s.transferBytes, 0),
        lazyJsBytes: scripts.filter((s) => s.lazy).reduce((sum, s) => sum + s.transferBytes, 0),
        react: scripts.some((s) => s.react && !s.lazy),
        scripts: scripts.map(({ url, transferBytes, lazy }) => ({ url, transferBytes, lazy })),
        htmlBytes: page.transferBytes,
      };
      if (chrome) {
        try {
          result.lighthouse = await lighthouseMedian(chrome, url, runs, headers);
        } catch (error) {
          result.error = `Lighthouse: ${(error as Error).message}`;
          console.error(`  ${spec.path}: ${result.error}`);
        }
      }
      result.failures = pageFailures(result);
      if ((messagesGain(result, results) ?? 0) > BARS.messagesJsGain) result.failures.push('messages JS');
      if (result.error) result.failures.push('not measured');
      results.push(result);
      process.stderr.write(`  measured ${spec.path}\n`);
    }
  } finally {
    process.off('exit', killChrome);
    chrome?.kill();
  }
  return results;
}

/** A page's address without its secret parts (the RSVP token, the wedding id). */
const displayPath = (p: PageSpec) => (p.path.startsWith('/rsvp/') ? '/rsvp/{token}' : p.path.replace(/[0-9a-f]{32}/, '{id}'));

/** The pages as a markdown table for the dated record, with each page's bars. */
export function pagesMarkdown(pages: PageResult[], runs: number): string {
  const rows = pages.map((p) => {
    const lh = p.lighthouse;
    if (p.skipped) return [p.name, `\`${displayPath(p)}\``, '–', '–', '–', '–', '–', '–', '–', '–', '–', '–', '–', `skipped: ${p.skipped}`];
    return [
      p.name,
      `\`${displayPath(p)}\``,
      kb(p.jsBytes!) +
        (p.islands ? ' (islands)' : '') +
        (messagesGain(p, pages) !== undefined ? ` (${messagesGain(p, pages)! >= 0 ? '+' : '−'}${kb(Math.abs(messagesGain(p, pages)!))} vs English)` : ''),
      kb(p.htmlBytes!),
      lh ? kb(lh.transferBytes) : '–',
      lh ? lh.requests : '–',
      lh ? lh.performance : '–',
      lh ? lh.accessibility : '–',
      lh ? lh.bestPractices : '–',
      lh ? `${lh.seo}${p.noindex ? ' (noindex)' : ''}` : '–',
      lh ? `${Math.round(lh.lcpMs)} ms` : '–',
      lh ? `${Math.round(lh.tbtMs)} ms` : '–',
      lh ? lh.cls.toFixed(3) : '–',
      p.failures!.length ? `FAIL: ${p.failures!.join(', ')}` : verdict(true),
    ];
  });
  return [
    '## Page types as `npm run serve` sends them',
    '',
    `Bytes as transferred (Brotli, as a browser asks): the JavaScript a page loads with itself, its HTML, and everything Lighthouse loaded ("Total"). ` +
      `Lighthouse mobile (simulated slow 4G), median of ${runs} run${runs === 1 ? '' : 's'}. ` +
      `Bars: JavaScript ≤ ${kb(BARS.jsNoIsland)} without islands (and no React), ≤ ${kb(BARS.jsIslands)} with, a Hindi page ≤ ${kb(BARS.messagesJsGain)} more than its English one; HTML ≤ ${kb(BARS.htmlGzip)}; lists ≤ ${kb(BARS.listingBytes)} and ≤ ${BARS.listingRequests} requests; ` +
      `performance ≥ ${BARS.performance}, accessibility, best practices and SEO ${BARS.accessibility}, LCP ≤ ${BARS.lcpMs} ms, TBT ≤ ${BARS.tbtMs} ms, CLS ≤ ${BARS.cls}.`,
    '',
    markdownTable(['Page type', 'Address', 'JavaScript', 'HTML', 'Total', 'Requests', 'Perf', 'A11y', 'BP', 'SEO', 'LCP', 'TBT', 'CLS', 'Bars'], rows),
    '',
    // A failed audit names why a score is below 100.
    ...pages
      .filter((p) => p.lighthouse?.failedAudits.length || p.error)
      .map((p) => `- ${p.name}: ${p.error ?? `failed audits ${p.lighthouse!.failedAudits.join(', ')}`}`),
    '',
  ].join('\n');
}

/** One line for the summary: how many measured page types hold every bar. */
export function pagesSummary(pages: PageResult[]): string {
  const measured = pages.filter((p) => !p.skipped);
  const failing = measured.filter((p) => p.failures!.length);
  return (
    `Page types (weight and Lighthouse): ${measured.length - failing.length} of ${measured.length} within every bar, ${verdict(failing.length === 0)}` +
    (failing.length ? ` (${failing.map((p) => `${p.name}: ${p.failures!.join(', ')}`).join('; ')})` : '')
  );
}

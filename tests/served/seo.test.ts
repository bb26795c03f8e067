// What search engines and feed readers get from the built server: robots.txt, the sitemap
// (read by an XML parser, every address in it answering 200), the RSS feeds (read by a feed
// parser, every item's link answering 200), no draft anywhere, and on each kind of page its
// structured data (every block parsed, with its type's required properties) and its Open Graph
// and Twitter tags with a social image that answers.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { XMLParser } from 'fast-xml-parser';
import Parser from 'rss-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServedBuild, type ServedBuild } from '../setup/served.ts';
import { requiredPropertyProblems } from '../setup/structured-data.ts';
import { seoMessages } from '../../src/seo/messages.ts';
import { feedMessages } from '../../src/features/content/feeds/messages.ts';
import { site } from '../../src/lib/site.ts';

/** The build's `site` (astro.config.mjs): the sitemap and feeds name it; the test server is elsewhere. */
const BUILD_SITE = process.env.SITE_URL ?? 'http://localhost:4321';

const xml = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '', isArray: (name) => ['url', 'sitemap', 'xhtml:link'].includes(name) });

/** The slugs of ideas and posts saved as drafts in content/. */
function draftSlugs(): string[] {
  const dirs = ['content/ideas', 'content/blog/posts'];
  return dirs.flatMap((dir) =>
    readdirSync(dir)
      .filter((name) => name.endsWith('.mdx') && /^status:\s*draft\s*$/m.test(readFileSync(join(dir, name), 'utf8')))
      .map((name) => name.replace(/\.mdx$/, '')),
  );
}

describe('search engines and feed readers on the built server', () => {
  let server: ServedBuild;
  let url: string;
  const local = (address: string) => address.replace(BUILD_SITE, url);

  beforeAll(async () => {
    server = await startServedBuild(4477, { SITE_URL: BUILD_SITE });
    url = server.url;
  }, 120_000);
  afterAll(() => server?.stop());

  /** The status of every address, a few at a time; the ones that did not answer 200. */
  async function not200(addresses: readonly string[]): Promise<string[]> {
    const failed: string[] = [];
    const queue = [...new Set(addresses)];
    const worker = async () => {
      for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
        const answer = await fetch(local(next), { redirect: 'manual' });
        await answer.arrayBuffer();
        if (answer.status !== 200) failed.push(`${next} → ${answer.status}`);
      }
    };
    await Promise.all(Array.from({ length: 4 }, worker));
    return failed;
  }

  async function sitemapAddresses(): Promise<string[]> {
    const index = xml.parse(await (await fetch(`${url}/sitemap-index.xml`)).text());
    const sitemaps = (index.sitemapindex.sitemap as { loc: string }[]).map((s) => s.loc);
    const addresses: string[] = [];
    for (const sitemap of sitemaps) {
      const answer = await fetch(local(sitemap));
      expect(answer.status, sitemap).toBe(200);
      const parsed = xml.parse(await answer.text());
      expect(parsed.urlset?.xmlns, sitemap).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
      for (const entry of parsed.urlset.url as { loc?: string; 'xhtml:link'?: { hreflang: string }[] }[]) {
        expect(entry.loc, `${sitemap}: every <url> has its <loc>`).toMatch(/^https?:\/\//);
        expect(
          entry['xhtml:link']?.map((link) => link.hreflang),
          entry.loc,
        ).toEqual(expect.arrayContaining(['en-IN', 'hi-IN']));
        addresses.push(entry.loc!);
      }
    }
    return addresses;
  }

  it('robots.txt keeps crawlers out of the signed-in areas and names the sitemap index', async () => {
    const text = await (await fetch(`${url}/robots.txt`)).text();
    expect(text).toContain('Disallow: /dashboard');
    expect(text).toContain(`Sitemap: ${BUILD_SITE}/sitemap-index.xml`);
  });

  it('the sitemap lists every kind of public page in both languages, each answering 200, and no draft or private page', async () => {
    const addresses = await sitemapAddresses();
    const paths = addresses.map((address) => new URL(address).pathname);
    for (const expected of [
      '/',
      '/hi/',
      '/ideas/',
      '/blog/',
      '/venues/',
      '/venues/wedding/1',
      '/hi/venues/wedding/1',
      '/venues/mumbai',
      '/vendors/photography',
      '/gallery',
      '/hi/ideas/goa-beach-wedding/',
      '/hi/blog/wedding-planning-timeline/',
    ]) {
      expect(paths, expected).toContain(expected);
    }
    expect(paths.some((path) => /^\/vendors\/[^/]+\/[^/]+\/\d+$/.test(path))).toBe(true);
    expect(paths.some((path) => /^\/(hi\/)?(dashboard|vendor-dashboard|myprofile|admin|login|api)\b/.test(path))).toBe(false);
    const drafts = draftSlugs();
    expect(drafts.length, 'content/ holds a draft to check').toBeGreaterThan(0);
    for (const slug of drafts)
      expect(
        paths.filter((path) => path.includes(slug)),
        slug,
      ).toEqual([]);
    expect(await not200(addresses)).toEqual([]);
  }, 600_000);

  it('the feeds hold the published posts and ideas in each language, each link answering 200, and no draft', async () => {
    const parser = new Parser();
    const drafts = draftSlugs();
    for (const [path, hindi] of [
      ['/rss.xml', false],
      ['/ideas/rss.xml', false],
      ['/hi/rss.xml', true],
      ['/hi/ideas/rss.xml', true],
    ] as const) {
      const answer = await fetch(`${url}${path}`);
      expect(answer.status, path).toBe(200);
      const feed = await parser.parseString(await answer.text());
      expect(feed.title, path).toMatch(/Mandap/);
      expect(feed.items.length, path).toBeGreaterThan(0);
      for (const item of feed.items) {
        expect(item.title && item.link && item.pubDate, `${path}: ${item.link}`).toBeTruthy();
        expect(new URL(item.link!).pathname.startsWith('/hi/'), item.link).toBe(hindi);
        for (const slug of drafts) expect(item.link, slug).not.toContain(slug);
      }
      expect(await not200(feed.items.map((item) => item.link!))).toEqual([]);
    }
  }, 120_000);

  const pages: { path: string; types: string[]; feeds?: string[]; hindi?: boolean }[] = [
    { path: '/', types: ['Organization', 'WebSite'], feeds: ['/rss.xml', '/ideas/rss.xml'] },
    { path: '/hi/', types: ['Organization', 'WebSite'], feeds: ['/hi/rss.xml', '/hi/ideas/rss.xml'], hindi: true },
    { path: '/ideas/', types: ['BreadcrumbList'], feeds: ['/ideas/rss.xml'] },
    { path: '/ideas/goa-beach-wedding/', types: ['Article', 'BreadcrumbList'], feeds: ['/ideas/rss.xml'] },
    { path: '/hi/ideas/haldi-ceremony-decor/', types: ['Article', 'BreadcrumbList'], feeds: ['/hi/ideas/rss.xml'], hindi: true },
    // An idea with questions answers them as an FAQPage too, in English and in Hindi.
    { path: '/ideas/wedding-budget-tips/', types: ['Article', 'BreadcrumbList', 'FAQPage'], feeds: ['/ideas/rss.xml'] },
    { path: '/hi/ideas/wedding-budget-tips/', types: ['Article', 'BreadcrumbList', 'FAQPage'], feeds: ['/hi/ideas/rss.xml'], hindi: true },
    { path: '/blog/', types: ['BreadcrumbList'], feeds: ['/rss.xml'] },
    { path: '/blog/wedding-planning-timeline/', types: ['Article', 'BreadcrumbList'], feeds: ['/rss.xml'] },
    { path: '/blog/category/planning-guides/', types: ['BreadcrumbList'], feeds: ['/rss.xml'] },
    { path: '/venues/wedding/1', types: ['LocalBusiness', 'BreadcrumbList'] },
    { path: '/hi/venues/wedding/1', types: ['LocalBusiness', 'BreadcrumbList'], hindi: true },
    { path: '/vendors/1', types: ['LocalBusiness', 'BreadcrumbList'] },
    { path: '/venues/mumbai', types: ['BreadcrumbList'] },
    { path: '/venues/mumbai/wedding', types: ['BreadcrumbList'] },
    { path: '/vendors/photography', types: ['BreadcrumbList'] },
    { path: '/photos/', types: ['BreadcrumbList'] },
    { path: '/packages/classic/', types: ['BreadcrumbList'] },
    { path: '/about/', types: ['BreadcrumbList'] },
    { path: '/gallery', types: ['BreadcrumbList'] },
  ];

  it.each(pages)('$path has valid structured data, social tags and its feeds', async ({ path, types, feeds = [], hindi = false }) => {
    const html = await (await fetch(`${url}${path}`)).text();
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
      (match) => JSON.parse(match[1]!) as Record<string, unknown>,
    );
    expect(blocks.map((block) => block['@type']).sort()).toEqual([...types].sort());
    expect(blocks.flatMap((block) => requiredPropertyProblems(block, path))).toEqual([]);
    const breadcrumb = blocks.find((block) => block['@type'] === 'BreadcrumbList') as { itemListElement: { name: string; item: string }[] } | undefined;
    if (breadcrumb) {
      expect(breadcrumb.itemListElement[0]!.name).toBe(hindi ? 'होम' : 'Home');
      if (hindi) expect(breadcrumb.itemListElement.every((crumb) => new URL(crumb.item).pathname.startsWith('/hi/'))).toBe(true);
    }

    const meta = (attribute: 'property' | 'name', key: string) => new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`).exec(html)?.[1];
    for (const key of ['og:title', 'og:description', 'og:url', 'og:image', 'og:image:alt', 'og:type'])
      expect(meta('property', key), `${path} ${key}`).toBeTruthy();
    for (const key of ['twitter:card', 'twitter:title', 'twitter:image']) expect(meta('name', key), `${path} ${key}`).toBeTruthy();
    expect(meta('property', 'og:locale')).toBe(hindi ? 'hi_IN' : 'en_IN');
    const image = await fetch(local(meta('property', 'og:image')!));
    expect(image.status, meta('property', 'og:image')).toBe(200);
    expect(image.headers.get('content-type')).toMatch(/^image\/(png|jpeg)/);

    if (hindi) {
      // What this page's head says in our words is Hindi: no English text of the catalogues.
      const head = html.slice(0, html.indexOf('</head>'));
      const english = [seoMessages.for('en'), feedMessages.for('en')].flatMap((t) =>
        Object.values(t).map((value) =>
          typeof value === 'function' ? (value as (params: Record<string, string>) => string)({ brand: site.brand, title: '' }) : value,
        ),
      );
      const said = [
        ...blocks.flatMap((block) => JSON.stringify(block)),
        meta('property', 'og:image:alt') ?? '',
        ...head.matchAll(/title="([^"]*)"/g).map((m) => m[1]!),
      ];
      for (const text of english.filter((text) => typeof text === 'string' && text.length > 0)) {
        for (const where of said) expect(where.includes(`"${text}"`) || where === text, `${path}: ${text}`).toBe(false);
      }
    }

    const feedLinks = [...html.matchAll(/<link rel="alternate" type="application\/rss\+xml" title="[^"]+" href="([^"]+)"/g)].map((match) => match[1]);
    expect(feedLinks).toEqual(feeds);
  });
});

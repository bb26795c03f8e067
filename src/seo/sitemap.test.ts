// The sitemap's XML read back by a real XML parser (the elements sitemaps.org requires), what
// the build's sitemap keeps, and what robots.txt says.
import { XMLParser } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { robotsTxt } from './robots.ts';
import { isSitemapPage } from './sitemap-pages.ts';
import { sitemapIndexXml, urlsetXml } from './sitemap-xml.ts';

const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '', isArray: (name) => ['url', 'sitemap', 'xhtml:link'].includes(name) });

describe('sitemap XML', () => {
  it('lists each page in both languages, each naming both as alternates', () => {
    const xml = parser.parse(urlsetXml(['/venues/wedding/1', '/vendors/photography?x=1&y=2'], 'https://mandap.in'));
    expect(xml.urlset.xmlns).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    const urls = xml.urlset.url as { loc: string; 'xhtml:link': { hreflang: string; href: string }[] }[];
    expect(urls.map((url) => url.loc)).toEqual([
      'https://mandap.in/venues/wedding/1',
      'https://mandap.in/hi/venues/wedding/1',
      'https://mandap.in/vendors/photography?x=1&y=2',
      'https://mandap.in/hi/vendors/photography?x=1&y=2',
    ]);
    expect(urls[1]!['xhtml:link']).toEqual([
      { rel: 'alternate', hreflang: 'en-IN', href: 'https://mandap.in/venues/wedding/1' },
      { rel: 'alternate', hreflang: 'hi-IN', href: 'https://mandap.in/hi/venues/wedding/1' },
      { rel: 'alternate', hreflang: 'x-default', href: 'https://mandap.in/venues/wedding/1' },
    ]);
  });

  it('writes an index of absolute sitemap addresses', () => {
    const xml = parser.parse(sitemapIndexXml(['/sitemap-pages-0.xml', '/sitemaps/lists.xml'], 'https://mandap.in'));
    expect(xml.sitemapindex.sitemap.map((s: { loc: string }) => s.loc)).toEqual([
      'https://mandap.in/sitemap-pages-0.xml',
      'https://mandap.in/sitemaps/lists.xml',
    ]);
  });
});

describe('the build sitemap', () => {
  it('keeps public pages in both languages and leaves out files, private pages and redirects', () => {
    const onDemand = new Set(['/login', '/search']);
    for (const page of ['/', '/about/', '/hi/ideas/goa-beach-wedding/', '/venues/', '/packages/classic/']) {
      expect(isSitemapPage(`https://mandap.in${page}`, onDemand), page).toBe(true);
    }
    for (const page of [
      '/rss.xml',
      '/art/venue/1.png',
      '/404/',
      '/dashboard/',
      '/hi/myprofile/settings/',
      '/admin/photos/',
      '/login/',
      '/services/makeup/',
      '/search/',
    ]) {
      expect(isSitemapPage(`https://mandap.in${page}`, onDemand), page).toBe(false);
    }
  });

  it('leaves out every page rendered on demand, in both languages', () => {
    const onDemand = new Set(['/keystatic', '/gallery']);
    expect(isSitemapPage('https://mandap.in/keystatic/', onDemand)).toBe(false);
    expect(isSitemapPage('https://mandap.in/hi/keystatic/', onDemand)).toBe(false);
    expect(isSitemapPage('https://mandap.in/keystatic/', new Set())).toBe(true);
    expect(isSitemapPage('https://mandap.in/about/', onDemand)).toBe(true);
  });
});

describe('robots.txt', () => {
  it('keeps crawlers out of signed-in areas in both languages and names the sitemap index', () => {
    const text = robotsTxt('https://mandap.in');
    expect(text).toContain('User-agent: *');
    for (const path of ['/dashboard', '/hi/dashboard', '/vendor-dashboard', '/admin', '/api/', '/_actions/', '/myprofile']) {
      expect(text.split('\n')).toContain(`Disallow: ${path}`);
    }
    expect(text).toContain('Sitemap: https://mandap.in/sitemap-index.xml');
    expect(text).not.toMatch(/Disallow: \/(venues|vendors|ideas|blog)/);
  });
});

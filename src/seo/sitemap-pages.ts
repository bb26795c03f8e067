// Which addresses the build's sitemap (@astrojs/sitemap) lists. It sees every route without
// parameters, pre-rendered or not, so it keeps the pre-rendered pages only: not files (feeds,
// cover art, social images, robots.txt), not the private or signed-in pages robots.txt keeps
// crawlers from, not the not-found page or the old addresses that redirect. The public
// on-demand pages are in the catalogue's part (/sitemaps/lists.xml). Read by astro.config.mjs.
import { PRIVATE_PREFIXES } from './robots.ts';

const NOT_PAGES = [/\.[a-z0-9]+\/?$/i, /^\/404\/?$/, /^\/services\//, /^\/art\//, /^\/social\//, /^\/gallery\/?$/];

/** On-demand pages without parameters that are forms or results, not content: crawlable, but not listed. */
const NOT_LISTED = ['/login', '/LoginVendor', '/register', '/RegisterVendor', '/forgot-password', '/search', '/start-planning'];

export function isSitemapPage(url: string): boolean {
  const path = new URL(url).pathname.replace(/^\/hi(?=\/|$)/, '') || '/';
  return !NOT_PAGES.some((pattern) => pattern.test(path)) && ![...PRIVATE_PREFIXES, ...NOT_LISTED].some((prefix) => path.startsWith(prefix));
}

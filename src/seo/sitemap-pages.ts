// Which addresses the build's sitemap (@astrojs/sitemap) lists. It sees every route without
// parameters, pre-rendered or not, so it keeps the pre-rendered pages only: not the routes
// rendered on demand (src/build/sitemap-facts.ts names them; the public ones are in the
// catalogue's part, /sitemaps/lists.xml), not files (feeds, cover art, social images,
// robots.txt), not the not-found page or the old addresses that redirect, and never an address
// robots.txt keeps crawlers from. Read by astro.config.mjs.
import { PRIVATE_PREFIXES } from './robots.ts';

const NOT_PAGES = [/\.[a-z0-9]+\/?$/i, /^\/404\/?$/, /^\/services\//, /^\/art\//, /^\/social\//];

/** `onDemand`: the paths of on-demand routes without parameters ("/search"), which the build does not render. */
export function isSitemapPage(url: string, onDemand: ReadonlySet<string>): boolean {
  const path = new URL(url).pathname.replace(/^\/hi(?=\/|$)/, '') || '/';
  if (onDemand.has(path.replace(/\/$/, '') || '/')) return false;
  return !NOT_PAGES.some((pattern) => pattern.test(path)) && !PRIVATE_PREFIXES.some((prefix) => path.startsWith(prefix));
}

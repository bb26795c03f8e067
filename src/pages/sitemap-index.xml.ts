// The sitemap index, on demand: the pre-rendered pages' sitemap (written at build) and the
// catalogue's parts, as many as its listings fill. Public: the CDN keeps it until a write adds
// or removes a listing (the catalogue lists' tags). robots.txt names it.
import type { APIRoute } from 'astro';
import { SITE_URL } from 'astro:env/server';
import { db } from '../server/db/index.ts';
import { listSitemapParts, sitemapPartName } from '../features/catalogue/index.server.ts';
import { hasListedSites } from '../features/dashboard/index.server.ts';
import { applyCaching, publicHeaders } from '../server/caching.ts';
import { pageTags } from '../server/cache-tags.ts';
import { PAGES_SITEMAP, XML_CONTENT_TYPE, sitemapIndexXml } from '../seo/sitemap-xml.ts';

export const prerender = false;

export const GET: APIRoute = async () => {
  const [{ value: parts, categoryIds }, weddingSites] = await Promise.all([listSitemapParts(db), hasListedSites(db)]);
  // The listed wedding websites' part is named once there is one (never an empty part).
  const paths = [PAGES_SITEMAP, ...parts.map((part) => `/sitemaps/${sitemapPartName(part)}.xml`), ...(weddingSites ? ['/sitemaps/weddings.xml'] : [])];
  const headers = new Headers({ 'Content-Type': XML_CONTENT_TYPE });
  applyCaching(headers, publicHeaders({ tags: [...pageTags.sitemap(categoryIds), ...pageTags.weddingSitemap()] }));
  return new Response(sitemapIndexXml(paths, SITE_URL), { headers });
};

// One part of the catalogue's sitemap, on demand (/sitemaps/lists.xml, /sitemaps/venues-0.xml,
// /sitemaps/vendors-0.xml …; the index lists them): its pages in English and in Hindi. Public,
// kept by the CDN until a write adds or removes a listing.
import type { APIRoute } from 'astro';
import { SITE_URL } from 'astro:env/server';
import { db } from '../../server/db/index.ts';
import { parseSitemapPart, sitemapPaths } from '../../features/catalogue/index.server.ts';
import { applyCaching, publicHeaders } from '../../server/caching.ts';
import { pageTags } from '../../server/cache-tags.ts';
import { XML_CONTENT_TYPE, urlsetXml } from '../../seo/sitemap-xml.ts';

export const prerender = false;

export const GET: APIRoute = async ({ params }) => {
  const part = parseSitemapPart(params.part ?? '');
  if (!part) return new Response(null, { status: 404 });
  const { value: paths, categoryIds } = await sitemapPaths(db, part);
  const headers = new Headers({ 'Content-Type': XML_CONTENT_TYPE });
  applyCaching(headers, publicHeaders({ tags: pageTags.sitemap(categoryIds) }));
  return new Response(urlsetXml(paths, SITE_URL), { headers });
};

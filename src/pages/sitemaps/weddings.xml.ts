// The listed wedding websites (in English and Hindi), on demand; unlisted ones are never here.
// Public, kept by the CDN until a site is saved (every wedding-site write purges its tag).
import type { APIRoute } from 'astro';
import { SITE_URL } from 'astro:env/server';
import { db } from '../../server/db/index.ts';
import { listListedSites } from '../../features/dashboard/index.server.ts';
import { applyCaching, publicHeaders } from '../../server/caching.ts';
import { pageTags } from '../../server/cache-tags.ts';
import { XML_CONTENT_TYPE, urlsetXml } from '../../seo/sitemap-xml.ts';

export const prerender = false;

export const GET: APIRoute = async () => {
  const sites = await listListedSites(db);
  // English addresses: urlsetXml adds each one's Hindi twin.
  const paths = sites.map((s) => `/w/${s.slug}`);
  const headers = new Headers({ 'Content-Type': XML_CONTENT_TYPE });
  applyCaching(headers, publicHeaders({ tags: pageTags.weddingSitemap() }));
  return new Response(urlsetXml(paths, SITE_URL), { headers });
};

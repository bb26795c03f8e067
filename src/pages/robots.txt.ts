// robots.txt, pre-rendered: every public page may be crawled; the signed-in areas, the APIs and
// the actions may not (they answer nothing a search engine should keep). It names the sitemap index.
import type { APIRoute } from 'astro';
import { robotsTxt } from '../seo/robots.ts';

export const GET: APIRoute = ({ site }) => new Response(robotsTxt(site!), { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });

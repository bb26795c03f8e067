// The blog's RSS feed, pre-rendered at build: /rss.xml, and the Hindi one at /hi/rss.xml.
import type { APIRoute } from 'astro';
import { feedLocale, feedResponse, feedStaticPaths } from '../../features/content/index.server.ts';

export const getStaticPaths = feedStaticPaths;

export const GET: APIRoute = ({ params, site }) => feedResponse('blog', feedLocale(params.lang), site!);

// The ideas' RSS feed, pre-rendered at build: /ideas/rss.xml, and the Hindi one at /hi/ideas/rss.xml.
import type { APIRoute } from 'astro';
import { feedLocale, feedResponse, feedStaticPaths } from '../../../features/content/index.server.ts';

export const getStaticPaths = feedStaticPaths;

export const GET: APIRoute = ({ params, site }) => feedResponse('ideas', feedLocale(params.lang), site!);

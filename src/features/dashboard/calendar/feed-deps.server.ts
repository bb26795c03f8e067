import { SITE_URL } from 'astro:env/server';
import { db } from '../../../server/db/index.ts';
import type { FeedDeps } from './feed.server.ts';

/** Feed addresses use the configured site address, never the request's Host header. */
export function feedDeps(): FeedDeps {
  return { db, origin: SITE_URL };
}

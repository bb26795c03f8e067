import { RSVP_LINK_SECRET, SITE_URL } from 'astro:env/server';
import { db } from '../../../server/db/index.ts';
import { rsvpLinkKey, type LinkDeps } from './rsvp-link.server.ts';

/** Links use the configured site address, never the request's Host header. */
export async function linkDeps(): Promise<LinkDeps> {
  return { key: await rsvpLinkKey(db, RSVP_LINK_SECRET), origin: SITE_URL };
}

// Private RSVP links: a household's token (server/auth/keyed-tokens.ts says how it is made and
// kept) under the RSVP key.
import type { Db } from '../../../server/db/client.ts';
import { hashToken } from '../../../server/auth/session.ts';
import { KEYED_TOKEN_PATTERN, keyedToken, newTokenNonce, serverKey } from '../../../server/auth/keyed-tokens.ts';

export { newTokenNonce };
export const RSVP_TOKEN_PATTERN = KEYED_TOKEN_PATTERN;

/** The key links are made with: RSVP_LINK_SECRET when set, else one kept in the database. */
export function rsvpLinkKey(db: Db, configured?: string | null): Promise<Buffer> {
  return serverKey(db, 'rsvp_link_key', configured);
}

export function rsvpToken(key: Buffer, householdId: string, nonce: string): string {
  return keyedToken(key, householdId, nonce);
}

export function hashRsvpToken(token: string): string {
  return hashToken(token);
}

export function rsvpUrl(origin: string, token: string): string {
  return new URL(`/rsvp/${token}`, origin).href;
}

/** What making and showing links needs: the key and the site's public address. */
export type LinkDeps = { key: Buffer; origin: string };

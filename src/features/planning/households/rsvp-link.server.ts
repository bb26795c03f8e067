// Private RSVP links. A link's token is 160 bits of HMAC-SHA256 over the household's id and
// a random nonce, under a server key; the database keeps the nonce and the token's SHA-256,
// never the token. The couple's dashboard can show a link again (it recomputes it from the
// key), a database copy alone cannot, and a new nonce revokes the old link.
import { createHmac, randomBytes } from 'node:crypto';
import { encodeBase32LowerCaseNoPadding } from '@oslojs/encoding';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../server/db/client.ts';
import { appSecrets } from '../../../server/db/schema.ts';
import { hashToken } from '../../../server/auth/session.ts';

const KEY_NAME = 'rsvp_link_key';
/** 32 characters of lower-case base32: 160 bits. */
export const RSVP_TOKEN_PATTERN = /^[a-z2-7]{32}$/;

const keys = new WeakMap<Db, Promise<Buffer>>();

/**
 * The key links are made with: `configured` (RSVP_LINK_SECRET, at least 32 characters) when
 * set, else a random key generated once and kept in the database, so links work out of the box.
 */
export function rsvpLinkKey(db: Db, configured?: string | null): Promise<Buffer> {
  if (configured && configured.length >= 32) return Promise.resolve(Buffer.from(configured, 'utf8'));
  let key = keys.get(db);
  if (!key) {
    key = (async () => {
      await db
        .insert(appSecrets)
        .values({ name: KEY_NAME, value: randomBytes(32).toString('hex') })
        .onConflictDoNothing();
      const [row] = await db.select().from(appSecrets).where(eq(appSecrets.name, KEY_NAME));
      return Buffer.from(row!.value, 'hex');
    })();
    key.catch(() => keys.delete(db));
    keys.set(db, key);
  }
  return key;
}

export function newTokenNonce(): string {
  return randomBytes(16).toString('hex');
}

export function rsvpToken(key: Buffer, householdId: string, nonce: string): string {
  const mac = createHmac('sha256', key).update(`${householdId}:${nonce}`).digest();
  return encodeBase32LowerCaseNoPadding(mac.subarray(0, 20));
}

export function hashRsvpToken(token: string): string {
  return hashToken(token);
}

export function rsvpUrl(origin: string, token: string): string {
  return new URL(`/rsvp/${token}`, origin).href;
}

/** What making and showing links needs: the key and the site's public address. */
export type LinkDeps = { key: Buffer; origin: string };

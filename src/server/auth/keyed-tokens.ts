// Tokens for private addresses (RSVP links, calendar feeds): 160 bits of HMAC-SHA256 over a
// record's id and a random nonce, under a server key. The database keeps the nonce and the
// token's SHA-256, never the token: the owner's page can show an address again (it recomputes
// it from the key), a copy of the database alone cannot, and a new nonce revokes the old one.
import { createHmac, randomBytes } from 'node:crypto';
import { encodeBase32LowerCaseNoPadding } from '@oslojs/encoding';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { appSecrets } from '../db/schema.ts';

/** 32 characters of lower-case base32: 160 bits. */
export const KEYED_TOKEN_PATTERN = /^[a-z2-7]{32}$/;

const keys = new WeakMap<Db, Map<string, Promise<Buffer>>>();

/**
 * The key named `name`: `configured` (an environment secret, at least 32 characters) when set,
 * else a random key generated once and kept in the database, so addresses work out of the box.
 */
export function serverKey(db: Db, name: string, configured?: string | null): Promise<Buffer> {
  if (configured && configured.length >= 32) return Promise.resolve(Buffer.from(configured, 'utf8'));
  let byName = keys.get(db);
  if (!byName) keys.set(db, (byName = new Map()));
  let key = byName.get(name);
  if (!key) {
    key = (async () => {
      await db
        .insert(appSecrets)
        .values({ name, value: randomBytes(32).toString('hex') })
        .onConflictDoNothing();
      const [row] = await db.select().from(appSecrets).where(eq(appSecrets.name, name));
      return Buffer.from(row!.value, 'hex');
    })();
    key.catch(() => byName.delete(name));
    byName.set(name, key);
  }
  return key;
}

export function newTokenNonce(): string {
  return randomBytes(16).toString('hex');
}

export function keyedToken(key: Buffer, id: string, nonce: string): string {
  const mac = createHmac('sha256', key).update(`${id}:${nonce}`).digest();
  return encodeBase32LowerCaseNoPadding(mac.subarray(0, 20));
}

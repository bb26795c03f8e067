// A wedding website behind a passphrase: a visitor types it once (tries counted per visitor's
// address and site, with the shared rate limiter), then a signed cookie of that site's address
// lets them in for a month. The cookie names the passphrase's hash inside its signature, so a
// new or removed passphrase ends every cookie made for the old one.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../../server/db/client.ts';
import { verifyPassword } from '../../../server/auth/password.ts';
import { serverKey } from '../../../server/auth/keyed-tokens.ts';
import { consumeRateLimit } from '../../../server/rate-limit.ts';
import { SITE_LIMITS } from './site-rules.ts';
import type { WeddingSite } from './site.server.ts';

export const SITE_COOKIE = 'wedding-site';
const DAY_MS = 24 * 60 * 60 * 1000;

const key = (db: Db) => serverKey(db, 'wedding_site_cookie_key');

function signature(secret: Buffer, site: Pick<WeddingSite, 'slug' | 'passphraseHash'>, expires: number): string {
  return createHmac('sha256', secret)
    .update(`${site.slug}\0${site.passphraseHash ?? ''}\0${expires}`)
    .digest('base64url');
}

/** The cookie's value after the right passphrase: its expiry and signature. */
export async function siteCookieValue(db: Db, site: Pick<WeddingSite, 'slug' | 'passphraseHash'>, now = Date.now()): Promise<string> {
  const expires = now + SITE_LIMITS.passphraseCookieDays * DAY_MS;
  return `${expires}.${signature(await key(db), site, expires)}`;
}

/** True when `value` is a current cookie of this site and its present passphrase. */
export async function siteCookieValid(
  db: Db,
  site: Pick<WeddingSite, 'slug' | 'passphraseHash'>,
  value: string | undefined,
  now = Date.now(),
): Promise<boolean> {
  if (!value || !site.passphraseHash) return false;
  const [expiresText, mac] = value.split('.');
  const expires = Number(expiresText);
  if (!mac || !Number.isSafeInteger(expires) || expires < now) return false;
  const expected = Buffer.from(signature(await key(db), site, expires));
  const given = Buffer.from(mac);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export type PassphraseCheck = 'right' | 'wrong' | 'empty' | 'too-many';

/** Checks a typed passphrase; every try counts against the visitor's address on this site. */
export async function checkPassphrase(
  db: Db,
  site: Pick<WeddingSite, 'weddingProfileId' | 'passphraseHash'>,
  typed: string,
  ip: string,
  now = Date.now(),
): Promise<PassphraseCheck> {
  if (!site.passphraseHash) return 'right';
  const limit = await consumeRateLimit(
    db,
    `wedding-site:passphrase:${site.weddingProfileId}:${ip}`,
    SITE_LIMITS.passphraseTries,
    SITE_LIMITS.passphraseWindowMs,
    now,
  );
  if (!limit.allowed) return 'too-many';
  if (typed.length === 0) return 'empty';
  return (await verifyPassword(site.passphraseHash, typed.slice(0, SITE_LIMITS.passphraseMax))) ? 'right' : 'wrong';
}

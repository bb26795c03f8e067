// The known-device cookie: issued on a successful sign-in, it lets that browser sign in to
// the same account again under its own limit, whatever strangers on the same address (or
// anywhere) do to the account's counters.
//
// Its value is `<device id>.<user id>.<signature>`, the signature an HMAC keyed with the
// account's stored password hash: no secret to configure, nothing stored, and a password
// change or reset turns every device of the account back into an unknown one.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { AstroCookies } from 'astro';

export const DEVICE_COOKIE = 'mandap_device';
/** A device stays known for a year after its latest sign-in. */
export const DEVICE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

type Account = { id: string; passwordHash: string };

function signature(account: Account, deviceId: string): string {
  return createHmac('sha256', `mandap-device:${account.passwordHash}`).update(`${deviceId}.${account.id}`).digest('base64url');
}

/** A new device id, or the one the browser already has, signed for `account`. */
export function deviceToken(account: Account, deviceId: string = randomBytes(16).toString('base64url')): string {
  return `${deviceId}.${account.id}.${signature(account, deviceId)}`;
}

/** The device id when `token` was issued to this browser for `account`, otherwise null. */
export function knownDeviceId(token: string | undefined, account: Account | undefined): string | null {
  if (!token || !account || token.length > 200) return null;
  const [deviceId, userId, given] = token.split('.');
  if (!deviceId || !given || userId !== account.id) return null;
  const expected = Buffer.from(signature(account, deviceId));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected) ? deviceId : null;
}

/** The device id in a cookie value, signed or not (kept when the browser signs in again). */
export function deviceIdOf(token: string | undefined): string | undefined {
  const deviceId = token?.split('.')[0];
  return deviceId && /^[A-Za-z0-9_-]{16,64}$/.test(deviceId) ? deviceId : undefined;
}

export function setDeviceCookie(cookies: AstroCookies, token: string, secure: boolean): void {
  cookies.set(DEVICE_COOKIE, token, { httpOnly: true, sameSite: 'lax', secure, path: '/', maxAge: DEVICE_COOKIE_MAX_AGE_SECONDS });
}

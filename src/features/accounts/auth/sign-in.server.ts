// Password sign-in and its limits. Knows nothing of HTTP; throws `AuthError`.
//
// Limits fair to carrier NAT (many phones behind one address) and to the account's owner:
// - a known device (its signed cookie names this account) is limited on its own and never
//   waits because of anybody else's failures;
// - other attempts are limited per account and per client IP with a growing wait, not a
//   flat lock: 10 free attempts per account, 100 free failures per IP, then 30 s / 5 s,
//   doubling up to 15 minutes; successes do not count against the IP;
// - one IP has at most MAX_HASHES_PER_SOURCE password checks in flight, so a flood from one
//   address cannot take the hashing queue from everyone else.
// The owner is told by e-mail when the account's free attempts run out (once a day).
import { eq } from 'drizzle-orm';
import type { Db } from '../../../server/db/client.ts';
import { users, type User } from '../../../server/db/schema.ts';
import { PasswordHashBusyError, verifyAgainstDummy, verifyPassword, withSourceShare } from '../../../server/auth/password.ts';
import { describeWait, refundAttempt, takeAttempt, type BackoffRule } from '../../../server/auth/backoff.ts';
import { knownDeviceId } from '../../../server/auth/device.ts';
import { consumeRateLimit, resetRateLimit } from '../../../server/rate-limit.ts';
import type { SendMail } from '../../../server/mail/deliver.ts';
import { site } from '../../../lib/site.ts';
import { AuthError } from './auth-error.server.ts';
import { messages } from './auth.ts';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const DAY = 24 * 60 * MINUTE;

/** Attempts an account takes from unknown devices before the first wait (a success clears them). */
export const SIGNIN_ACCOUNT_LIMIT = 10;
/** Failed attempts an IP makes before the first wait; successes are given back. */
export const SIGNIN_IP_LIMIT = 100;
/** Attempts a known device makes on its account before the first wait. */
export const SIGNIN_DEVICE_LIMIT = 10;
/** The longest wait; also the window the TOTP and password-change limits use. */
export const SIGNIN_WINDOW_MS = 15 * MINUTE;

type Shape = Omit<BackoffRule, 'key'>;
/** Per account: 10 free, then 30 s, 1, 2, 4, 8 minutes, then 15; one forgotten every 15 minutes. */
export const ACCOUNT_BACKOFF: Shape = { free: SIGNIN_ACCOUNT_LIMIT, baseMs: 30 * SECOND, maxMs: SIGNIN_WINDOW_MS, leakMs: 15 * MINUTE };
/** Per known device: as per account, but only that browser's own failures. */
export const DEVICE_BACKOFF: Shape = { free: SIGNIN_DEVICE_LIMIT, baseMs: 30 * SECOND, maxMs: SIGNIN_WINDOW_MS, leakMs: 15 * MINUTE };
/** Per IP: 100 failures free, one forgotten every 9 s (100 per 15 minutes never wait), then 5 s doubling. */
export const IP_BACKOFF: Shape = { free: SIGNIN_IP_LIMIT, baseMs: 5 * SECOND, maxMs: SIGNIN_WINDOW_MS, leakMs: 9 * SECOND };
/** The owner hears of failed attempts at most once per this long. */
export const SIGNIN_ALERT_WINDOW_MS = DAY;

export const signinKeys = {
  account: (email: string) => `signin:account:${email.trim().toLowerCase()}`,
  ip: (ip: string) => `signin:ip:${ip}`,
  device: (deviceId: string) => `signin:device:${deviceId}`,
  alert: (userId: string) => `mail:signin-alert:${userId}`,
};

export async function findUserByEmail(db: Db, email: string): Promise<User | undefined> {
  const [user] = await db.select().from(users).where(eq(users.email, email.trim().toLowerCase())).limit(1);
  return user;
}

export type SignInAttempt = {
  email: string;
  password: string;
  ip: string;
  /** The browser's device cookie, if it sent one. */
  device?: string;
  now?: number;
};

/** Where the owner's alert goes; without it no alert is sent (scripts, some tests). */
export type SignInAlerts = { sendMail: SendMail; origin: string };

function tooMany(retryAfterMs: number): AuthError {
  return new AuthError('RATE_LIMITED', messages.tooManyAttemptsWait(describeWait(retryAfterMs)));
}

async function alertOwner(db: Db, alerts: SignInAlerts | undefined, user: User, now: number): Promise<void> {
  if (!alerts) return;
  const once = await consumeRateLimit(db, signinKeys.alert(user.id), 1, SIGNIN_ALERT_WINDOW_MS, now);
  if (!once.allowed) return;
  await alerts.sendMail({
    to: user.email,
    subject: `Failed sign-in attempts on your ${site.brand} account`,
    text: [
      `Hello${user.name ? ` ${user.name}` : ''},`,
      '',
      `Someone has tried to sign in to your ${site.brand} account with a wrong password ${SIGNIN_ACCOUNT_LIMIT} times. New attempts now have to wait.`,
      'Browsers you have signed in with before are not affected, so you can still sign in as usual.',
      '',
      'If it was not you, consider choosing a new password:',
      new URL('/forgot-password', alerts.origin).href,
    ].join('\n'),
  });
}

/**
 * Checks an e-mail and password. Unknown e-mails and wrong passwords look the same (same
 * error, same time). Every attempt is taken from its counters before any password is
 * hashed, each in one atomic upsert, so attempts sent in parallel cannot all pass the check
 * before any of them is counted.
 */
export async function verifyPasswordSignIn(db: Db, attempt: SignInAttempt, alerts?: SignInAlerts): Promise<User> {
  return withSourceShare(attempt.ip, () => checkSignIn(db, attempt, alerts));
}

/**
 * Whether the password is right. A server too busy to check it (503, try again) learnt nothing
 * about the password, so the attempts taken for it under `keys` are given back: a busy moment
 * never costs a person their tries.
 */
async function passwordMatches(db: Db, keys: readonly string[], check: () => Promise<boolean>): Promise<boolean> {
  try {
    return await check();
  } catch (error) {
    if (error instanceof PasswordHashBusyError) await Promise.all(keys.map((key) => refundAttempt(db, key)));
    throw error;
  }
}

async function checkSignIn(db: Db, attempt: SignInAttempt, alerts: SignInAlerts | undefined): Promise<User> {
  const now = attempt.now ?? Date.now();
  const user = await findUserByEmail(db, attempt.email);
  const deviceId = knownDeviceId(attempt.device, user);

  if (deviceId) {
    const deviceKey = signinKeys.device(deviceId);
    const device = await takeAttempt(db, { key: deviceKey, ...DEVICE_BACKOFF }, now);
    if (!device.allowed) throw tooMany(device.retryAfterMs);
    if (!(await passwordMatches(db, [deviceKey], () => verifyPassword(user!.passwordHash, attempt.password)))) throw new AuthError('INVALID_CREDENTIALS');
    await resetRateLimit(db, deviceKey);
    return user!;
  }

  const accountKey = signinKeys.account(attempt.email);
  const ipKey = signinKeys.ip(attempt.ip);
  const ip = await takeAttempt(db, { key: ipKey, ...IP_BACKOFF }, now);
  if (!ip.allowed) throw tooMany(ip.retryAfterMs);
  const account = await takeAttempt(db, { key: accountKey, ...ACCOUNT_BACKOFF }, now);
  if (!account.allowed) throw tooMany(account.retryAfterMs);

  const valid = await passwordMatches(db, [ipKey, accountKey], async () =>
    user ? verifyPassword(user.passwordHash, attempt.password) : (await verifyAgainstDummy(attempt.password), false),
  );
  if (!user || !valid) {
    if (user && account.count === SIGNIN_ACCOUNT_LIMIT) await alertOwner(db, alerts, user, now);
    throw new AuthError('INVALID_CREDENTIALS');
  }
  await Promise.all([resetRateLimit(db, accountKey), refundAttempt(db, ipKey)]);
  return user;
}

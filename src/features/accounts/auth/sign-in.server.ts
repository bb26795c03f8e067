// Password sign-in and its limits. Knows nothing of HTTP; throws `AuthError`.
import { eq } from 'drizzle-orm';
import type { Db } from '../../../server/db/client.ts';
import { users, type User } from '../../../server/db/schema.ts';
import { verifyAgainstDummy, verifyPassword } from '../../../server/auth/password.ts';
import { consumeRateLimits, resetRateLimit } from '../../../server/rate-limit.ts';
import { AuthError } from './auth-error.server.ts';

const MINUTE = 60 * 1000;

/** Sign-in attempts allowed per account in one window; a successful sign-in clears them. */
export const SIGNIN_ACCOUNT_LIMIT = 10;
/**
 * Sign-in attempts allowed per client IP in one window, successful ones included (shared
 * offices and campus networks sit behind one address, so it is higher than per account).
 */
export const SIGNIN_IP_LIMIT = 100;
export const SIGNIN_WINDOW_MS = 15 * MINUTE;

export const signinKeys = {
  account: (email: string) => `signin:account:${email.trim().toLowerCase()}`,
  ip: (ip: string) => `signin:ip:${ip}`,
};

export async function findUserByEmail(db: Db, email: string): Promise<User | undefined> {
  const [user] = await db.select().from(users).where(eq(users.email, email.trim().toLowerCase())).limit(1);
  return user;
}

export type SignInAttempt = { email: string; password: string; ip: string; now?: number };

/**
 * Checks an e-mail and password. Unknown e-mails and wrong passwords look the same (same
 * error, same time). Every attempt is counted against the account and the IP before any
 * password is hashed, each in one atomic upsert, so attempts sent in parallel cannot all
 * pass the check before any of them is counted. A successful sign-in clears the account's
 * count; the IP's stays.
 */
export async function verifyPasswordSignIn(db: Db, attempt: SignInAttempt): Promise<User> {
  const now = attempt.now ?? Date.now();
  const accountKey = signinKeys.account(attempt.email);
  const [account, ip] = await consumeRateLimits(
    db,
    [
      { key: accountKey, limit: SIGNIN_ACCOUNT_LIMIT, windowMs: SIGNIN_WINDOW_MS },
      { key: signinKeys.ip(attempt.ip), limit: SIGNIN_IP_LIMIT, windowMs: SIGNIN_WINDOW_MS },
    ],
    now,
  );
  if (!account!.allowed || !ip!.allowed) throw new AuthError('RATE_LIMITED');

  const user = await findUserByEmail(db, attempt.email);
  const valid = user ? await verifyPassword(user.passwordHash, attempt.password) : (await verifyAgainstDummy(attempt.password), false);
  if (!user || !valid) throw new AuthError('INVALID_CREDENTIALS');
  await resetRateLimit(db, accountKey);
  return user;
}

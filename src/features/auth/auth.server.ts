// Accounts: sign-up, password sign-in with its limits, e-mail verification, password
// reset and change. Domain functions take their database and mail sender, know nothing
// of HTTP, and throw `AuthError` with a code that the actions map to a status.
import { and, eq, gt, isNull } from 'drizzle-orm';
import { encodeBase32LowerCaseNoPadding } from '@oslojs/encoding';
import type { Db } from '../../server/db/client.ts';
import { categories, emailTokens, users, vendors, type User } from '../../server/db/schema.ts';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../../server/auth/password.ts';
import { hashToken, invalidateUserSessions } from '../../server/auth/session.ts';
import { consumeRateLimit, isRateLimited, resetRateLimit } from '../../server/rate-limit.ts';
import type { SendMail } from '../../server/mail/deliver.ts';
import { site } from '../../lib/site.ts';
import type { RegisterInput, VendorRegisterInput } from './auth.ts';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

/** Failed sign-ins allowed per account in one window; the next attempt is refused. */
export const SIGNIN_ACCOUNT_LIMIT = 10;
/** Failed sign-ins allowed per client IP in one window (shared offices, campus networks). */
export const SIGNIN_IP_LIMIT = 50;
export const SIGNIN_WINDOW_MS = 15 * MINUTE;
/** Reset and verification e-mails per address per hour. */
export const EMAIL_SEND_LIMIT = 5;
export const EMAIL_SEND_WINDOW_MS = HOUR;
export const VERIFY_TOKEN_TTL_MS = 48 * HOUR;
export const RESET_TOKEN_TTL_MS = 1 * HOUR;

export type AuthErrorCode =
  | 'EMAIL_TAKEN'
  | 'INVALID_CATEGORY'
  | 'INVALID_CREDENTIALS'
  | 'RATE_LIMITED'
  | 'WRONG_PASSWORD'
  | 'INVALID_TOKEN'
  | 'INVALID_CODE'
  | 'TOTP_ALREADY_ON'
  | 'TOTP_NOT_ON';

export class AuthError extends Error {
  constructor(
    readonly code: AuthErrorCode,
    message: string = code,
  ) {
    super(message);
    this.name = 'AuthError';
  }
}

export type MailDeps = { db: Db; sendMail: SendMail; origin: string };

export const signinKeys = {
  account: (email: string) => `signin:account:${email.trim().toLowerCase()}`,
  ip: (ip: string) => `signin:ip:${ip}`,
};

function isUniqueViolation(error: unknown): boolean {
  const text = `${(error as Error)?.message ?? ''} ${String((error as { cause?: unknown })?.cause ?? '')}`;
  return /UNIQUE constraint failed/i.test(text);
}

export async function findUserByEmail(db: Db, email: string): Promise<User | undefined> {
  const [user] = await db.select().from(users).where(eq(users.email, email.trim().toLowerCase())).limit(1);
  return user;
}

/** Creates a customer account and sends its verification e-mail. */
export async function registerCustomer(deps: MailDeps, input: RegisterInput): Promise<User> {
  const passwordHash = await hashPassword(input.password);
  let user: User | undefined;
  try {
    [user] = await deps.db
      .insert(users)
      .values({ email: input.email, name: input.name, passwordHash, role: 'customer' })
      .returning();
  } catch (error) {
    if (isUniqueViolation(error)) throw new AuthError('EMAIL_TAKEN');
    throw error;
  }
  await sendVerificationEmail(deps, user!);
  return user!;
}

/** Lists vendor categories for the registration dropdown, ordered by name. */
export function listVendorCategories(db: Db): Promise<{ id: number; name: string; slug: string }[]> {
  return db
    .select({ id: categories.id, name: categories.name, slug: categories.slug })
    .from(categories)
    .where(eq(categories.type, 'vendor'))
    .orderBy(categories.name);
}

/** Creates the vendor's user and its business row in one transaction. */
export async function registerVendor(deps: MailDeps, input: VendorRegisterInput): Promise<User> {
  const [category] = await deps.db
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.id, input.category), eq(categories.type, 'vendor')))
    .limit(1);
  if (!category) throw new AuthError('INVALID_CATEGORY');
  const passwordHash = await hashPassword(input.password);
  // One batch is one transaction: both rows or neither. (An interactive transaction would
  // hold the write lock across awaits and stall every other request of this process.)
  const id = crypto.randomUUID().replaceAll('-', '');
  let user: User | undefined;
  try {
    const [created] = await deps.db.batch([
      deps.db
        .insert(users)
        .values({ id, email: input.email, name: input.name, phone: input.phone, passwordHash, role: 'vendor' })
        .returning(),
      deps.db.insert(vendors).values({
        name: input.name,
        categoryId: category.id,
        phone: input.phone,
        email: input.email,
        ownerUserId: id,
      }),
    ]);
    user = created[0]!;
  } catch (error) {
    if (isUniqueViolation(error)) throw new AuthError('EMAIL_TAKEN');
    throw error;
  }
  await sendVerificationEmail(deps, user);
  return user;
}

export type SignInAttempt = { email: string; password: string; ip: string; now?: number };

/**
 * Checks an e-mail and password. Unknown e-mails and wrong passwords look the same (same
 * error, same time). Failures count against the account and the IP; once either has used
 * up its window, further attempts are refused before any password is checked.
 */
export async function verifyPasswordSignIn(db: Db, attempt: SignInAttempt): Promise<User> {
  const now = attempt.now ?? Date.now();
  const accountKey = signinKeys.account(attempt.email);
  const ipKey = signinKeys.ip(attempt.ip);
  const [accountBlocked, ipBlocked] = await Promise.all([
    isRateLimited(db, accountKey, SIGNIN_ACCOUNT_LIMIT, SIGNIN_WINDOW_MS, now),
    isRateLimited(db, ipKey, SIGNIN_IP_LIMIT, SIGNIN_WINDOW_MS, now),
  ]);
  if (accountBlocked || ipBlocked) throw new AuthError('RATE_LIMITED');

  const user = await findUserByEmail(db, attempt.email);
  const valid = user ? await verifyPassword(user.passwordHash, attempt.password) : (await verifyAgainstDummy(attempt.password), false);
  if (!user || !valid) {
    await consumeRateLimit(db, accountKey, SIGNIN_ACCOUNT_LIMIT, SIGNIN_WINDOW_MS, now);
    await consumeRateLimit(db, ipKey, SIGNIN_IP_LIMIT, SIGNIN_WINDOW_MS, now);
    throw new AuthError('INVALID_CREDENTIALS');
  }
  await resetRateLimit(db, accountKey);
  return user;
}

async function createEmailToken(
  db: Db,
  userId: string,
  purpose: 'verify_email' | 'reset_password',
  ttlMs: number,
  now = Date.now(),
): Promise<string> {
  const token = encodeBase32LowerCaseNoPadding(crypto.getRandomValues(new Uint8Array(20)));
  await db.insert(emailTokens).values({ id: hashToken(token), userId, purpose, expiresAt: new Date(now + ttlMs) });
  return token;
}

/** Spends a token once: marks it used and returns its user id, or throws INVALID_TOKEN. */
async function consumeEmailToken(
  db: Db,
  token: string,
  purpose: 'verify_email' | 'reset_password',
  now = Date.now(),
): Promise<string> {
  const [row] = await db
    .update(emailTokens)
    .set({ usedAt: new Date(now) })
    .where(
      and(
        eq(emailTokens.id, hashToken(token)),
        eq(emailTokens.purpose, purpose),
        isNull(emailTokens.usedAt),
        gt(emailTokens.expiresAt, new Date(now)),
      ),
    )
    .returning({ userId: emailTokens.userId });
  if (!row) throw new AuthError('INVALID_TOKEN');
  return row.userId;
}

export async function sendVerificationEmail(deps: MailDeps, user: Pick<User, 'id' | 'email' | 'name'>): Promise<void> {
  const token = await createEmailToken(deps.db, user.id, 'verify_email', VERIFY_TOKEN_TTL_MS);
  const link = new URL(`/verify-email?token=${token}`, deps.origin).href;
  await deps.sendMail({
    to: user.email,
    subject: `Verify your e-mail for ${site.brand}`,
    text: [
      `Hello${user.name ? ` ${user.name}` : ''},`,
      '',
      `Please confirm your e-mail address for ${site.brand} by opening this link:`,
      link,
      '',
      'The link works once and expires in 48 hours. If you did not create an account, ignore this e-mail.',
    ].join('\n'),
  });
}

/** Sends a fresh verification link, at most EMAIL_SEND_LIMIT times an hour. */
export async function resendVerificationEmail(deps: MailDeps, user: Pick<User, 'id' | 'email' | 'name' | 'emailVerified'>): Promise<void> {
  if (user.emailVerified) return;
  const limit = await consumeRateLimit(deps.db, `mail:verify:${user.id}`, EMAIL_SEND_LIMIT, EMAIL_SEND_WINDOW_MS);
  if (!limit.allowed) throw new AuthError('RATE_LIMITED');
  await sendVerificationEmail(deps, user);
}

export async function verifyEmail(db: Db, token: string, now = Date.now()): Promise<string> {
  const userId = await consumeEmailToken(db, token, 'verify_email', now);
  await db.update(users).set({ emailVerified: true }).where(eq(users.id, userId));
  return userId;
}

/**
 * Sends a reset link when the address belongs to an account. Says nothing either way, so
 * the caller answers the same whether or not the e-mail exists.
 */
export async function requestPasswordReset(deps: MailDeps, email: string): Promise<void> {
  const limit = await consumeRateLimit(deps.db, `mail:reset:${email}`, EMAIL_SEND_LIMIT, EMAIL_SEND_WINDOW_MS);
  if (!limit.allowed) return;
  const user = await findUserByEmail(deps.db, email);
  if (!user) return;
  const token = await createEmailToken(deps.db, user.id, 'reset_password', RESET_TOKEN_TTL_MS);
  const link = new URL(`/reset-password?token=${token}`, deps.origin).href;
  await deps.sendMail({
    to: user.email,
    subject: `Reset your ${site.brand} password`,
    text: [
      `Someone asked to reset the password of your ${site.brand} account.`,
      'Open this link to choose a new password:',
      link,
      '',
      'The link works once and expires in 1 hour. If it was not you, ignore this e-mail; your password stays the same.',
    ].join('\n'),
  });
}

/** Sets a new password from a reset link and signs the account out everywhere. */
export async function resetPassword(db: Db, token: string, newPassword: string, now = Date.now()): Promise<string> {
  const userId = await consumeEmailToken(db, token, 'reset_password', now);
  const passwordHash = await hashPassword(newPassword);
  // Opening the link proves the address, so it also counts as verified.
  await db.update(users).set({ passwordHash, emailVerified: true }).where(eq(users.id, userId));
  await db
    .update(emailTokens)
    .set({ usedAt: new Date(now) })
    .where(and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, 'reset_password'), isNull(emailTokens.usedAt)));
  await invalidateUserSessions(db, userId);
  await resetRateLimit(db, signinKeys.account((await db.select({ email: users.email }).from(users).where(eq(users.id, userId)))[0]!.email));
  return userId;
}

/** Changes the password after checking the current one; every other session ends. */
export async function changePassword(
  db: Db,
  userId: string,
  keepSessionId: string,
  currentPassword: string,
  newPassword: string,
): Promise<void> {
  const limit = await consumeRateLimit(db, `password-change:${userId}`, SIGNIN_ACCOUNT_LIMIT, SIGNIN_WINDOW_MS);
  if (!limit.allowed) throw new AuthError('RATE_LIMITED');
  const [user] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId)).limit(1);
  if (!user || !(await verifyPassword(user.passwordHash, currentPassword))) throw new AuthError('WRONG_PASSWORD');
  const passwordHash = await hashPassword(newPassword);
  await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
  await invalidateUserSessions(db, userId, keepSessionId);
}

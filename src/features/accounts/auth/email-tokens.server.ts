// Single-use links sent by e-mail: address verification (48 hours) and password reset
// (1 hour). Only the SHA-256 of a token is stored.
import { and, eq, gt, isNull } from 'drizzle-orm';
import { encodeBase32LowerCaseNoPadding } from '@oslojs/encoding';
import type { Db } from '../../../server/db/client.ts';
import { emailTokens, users, type User } from '../../../server/db/schema.ts';
import { hashToken } from '../../../server/auth/session.ts';
import { consumeRateLimit } from '../../../server/rate-limit.ts';
import type { SendMail } from '../../../server/mail/deliver.ts';
import { site } from '../../../lib/site.ts';
import { rowSelection } from '../../../server/db/insert-select.ts';
import { AuthError } from './auth-error.server.ts';

const HOUR = 60 * 60 * 1000;

/** Reset and verification e-mails per address per hour. */
export const EMAIL_SEND_LIMIT = 5;
export const EMAIL_SEND_WINDOW_MS = HOUR;
export const VERIFY_TOKEN_TTL_MS = 48 * HOUR;
export const RESET_TOKEN_TTL_MS = 1 * HOUR;

/** The database, the mail sender, and the site address links point at (`SITE_URL`). */
export type MailDeps = { db: Db; sendMail: SendMail; origin: string };

type TokenPurpose = 'verify_email' | 'reset_password';

async function createEmailToken(db: Db, userId: string, purpose: TokenPurpose, ttlMs: number, now = Date.now()): Promise<string> {
  const token = encodeBase32LowerCaseNoPadding(crypto.getRandomValues(new Uint8Array(20)));
  await db.insert(emailTokens).values({ id: hashToken(token), userId, purpose, expiresAt: new Date(now + ttlMs) });
  return token;
}

/** Spends a token once: marks it used and returns its user id, or throws INVALID_TOKEN. */
export async function consumeEmailToken(db: Db, token: string, purpose: TokenPurpose, now = Date.now()): Promise<string> {
  const [row] = await db
    .update(emailTokens)
    .set({ usedAt: new Date(now) })
    .where(and(eq(emailTokens.id, hashToken(token)), eq(emailTokens.purpose, purpose), isNull(emailTokens.usedAt), gt(emailTokens.expiresAt, new Date(now))))
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
 * Answers a reset request with an e-mail either way: a reset link when the address has an
 * account, otherwise a note that it has none. Both paths do the same work (one limit
 * upsert, one INSERT … SELECT that stores a token only for an account, one e-mail), so
 * neither the answer nor its timing tells whether the address is registered.
 */
export async function requestPasswordReset(deps: MailDeps, email: string, now = Date.now()): Promise<void> {
  const address = email.trim().toLowerCase();
  const limit = await consumeRateLimit(deps.db, `mail:reset:${address}`, EMAIL_SEND_LIMIT, EMAIL_SEND_WINDOW_MS, now);
  if (!limit.allowed) return;
  const token = encodeBase32LowerCaseNoPadding(crypto.getRandomValues(new Uint8Array(20)));
  const stored = await deps.db
    .insert(emailTokens)
    .select((qb) =>
      qb
        .select(rowSelection(emailTokens, { id: hashToken(token), userId: users.id, purpose: 'reset_password', expiresAt: new Date(now + RESET_TOKEN_TTL_MS) }))
        .from(users)
        .where(eq(users.email, address)),
    )
    .returning({ userId: emailTokens.userId });
  const text = stored.length
    ? [
        `Someone asked to reset the password of your ${site.brand} account.`,
        'Open this link to choose a new password:',
        new URL(`/reset-password?token=${token}`, deps.origin).href,
        '',
        'The link works once and expires in 1 hour. If it was not you, ignore this e-mail; your password stays the same.',
      ]
    : [
        `Someone asked to reset the password of a ${site.brand} account for this e-mail address, but no account uses it.`,
        'If it was you, you may have signed up with another address, or you can create an account here:',
        new URL('/register', deps.origin).href,
        '',
        'If it was not you, ignore this e-mail.',
      ];
  await deps.sendMail({ to: address, subject: `Reset your ${site.brand} password`, text: text.join('\n') });
}

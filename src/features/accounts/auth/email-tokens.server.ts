// Single-use links sent by e-mail: address verification (48 hours) and password reset
// (1 hour). Only the SHA-256 of a token is stored.
import { and, eq, gt, isNull } from 'drizzle-orm';
import { encodeBase32LowerCaseNoPadding } from '@oslojs/encoding';
import type { Db } from '../../../server/db/client.ts';
import { emailTokens, users, type User } from '../../../server/db/schema.ts';
import { hashToken } from '../../../server/auth/session.ts';
import { consumeRateLimit } from '../../../server/rate-limit.ts';
import { MAIL_ADDRESS_LIMIT, MAIL_WINDOW_MS, takeMailAllowance, type MailOrigin } from './mail-limits.server.ts';
import type { SendMail } from '../../../server/mail/deliver.ts';
import { site } from '../../../lib/site.ts';
import { rowSelection } from '../../../server/db/insert-select.ts';
import { AuthError } from './auth-error.server.ts';
import { accountMailMessages } from './mail-messages.ts';
import { localePath, toLocale } from '../../../i18n/locales.ts';

const HOUR = 60 * 60 * 1000;

/** Reset and verification e-mails per mailbox per hour (more limits in mail-limits.server.ts). */
export const EMAIL_SEND_LIMIT = MAIL_ADDRESS_LIMIT;
export const EMAIL_SEND_WINDOW_MS = MAIL_WINDOW_MS;
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

/** In the account's language, with a link to the page in that language. */
export async function sendVerificationEmail(deps: MailDeps, user: Pick<User, 'id' | 'email' | 'name'> & { locale?: string }): Promise<void> {
  const locale = toLocale(user.locale);
  const t = accountMailMessages.for(locale);
  const token = await createEmailToken(deps.db, user.id, 'verify_email', VERIFY_TOKEN_TTL_MS);
  const link = new URL(localePath(`/verify-email?token=${token}`, locale), deps.origin).href;
  await deps.sendMail({
    to: user.email,
    subject: t.verifySubject({ brand: site.brand }),
    text: [user.name ? t.helloName({ name: user.name }) : t.hello, '', t.verifyIntro({ brand: site.brand }), link, '', t.verifyFoot].join('\n'),
  });
}

/**
 * Sends a fresh verification link: at most EMAIL_SEND_LIMIT times an hour per account, and
 * within the per-IP, per-mailbox and site-wide mail limits.
 */
export async function resendVerificationEmail(
  deps: MailDeps,
  user: Pick<User, 'id' | 'email' | 'name' | 'emailVerified'> & { locale?: string },
  origin: MailOrigin,
): Promise<void> {
  if (user.emailVerified) return;
  const limit = await consumeRateLimit(deps.db, `mail:verify-account:${user.id}`, EMAIL_SEND_LIMIT, EMAIL_SEND_WINDOW_MS, origin.now);
  if (!limit.allowed || !(await takeMailAllowance(deps.db, 'verify', user.email, origin))) throw new AuthError('RATE_LIMITED');
  await sendVerificationEmail(deps, user);
}

export async function verifyEmail(db: Db, token: string, now = Date.now()): Promise<string> {
  const userId = await consumeEmailToken(db, token, 'verify_email', now);
  await db.update(users).set({ emailVerified: true }).where(eq(users.id, userId));
  return userId;
}

/**
 * Mails a reset link when the address has an account, and nothing otherwise; the answer is
 * the same either way. Both paths do the same work up to the mail (one batch of limit
 * upserts, one INSERT … SELECT that stores a token only for an account), so neither the
 * answer nor its timing tells whether the address is registered. Limited per client IP,
 * per mailbox (however the address is spelled) and site-wide (mail-limits.server.ts).
 */
export async function requestPasswordReset(deps: MailDeps, email: string, origin: MailOrigin): Promise<void> {
  const now = origin.now ?? Date.now();
  const address = email.trim().toLowerCase();
  if (!(await takeMailAllowance(deps.db, 'reset', address, { ...origin, now }))) return;
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
  // No account: no mail, so nobody can use this form to send mail to a stranger.
  if (!stored.length) return;
  // In the account's language, read after the token so both paths match up to here.
  const [account] = await deps.db.select({ locale: users.locale }).from(users).where(eq(users.email, address)).limit(1);
  const locale = toLocale(account?.locale);
  const t = accountMailMessages.for(locale);
  const text = [
    t.resetIntro({ brand: site.brand }),
    t.resetOpen,
    new URL(localePath(`/reset-password?token=${token}`, locale), deps.origin).href,
    '',
    t.resetFoot,
  ];
  await deps.sendMail({ to: address, subject: t.resetSubject({ brand: site.brand }), text: text.join('\n') });
}

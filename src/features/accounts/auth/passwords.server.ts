// Changing a password: from a reset link (signed out) or with the current one (signed in).
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../../server/db/client.ts';
import { emailTokens, users } from '../../../server/db/schema.ts';
import { hashPassword, verifyPassword } from '../../../server/auth/password.ts';
import { hashToken, invalidateUserSessions } from '../../../server/auth/session.ts';
import { consumeRateLimit, resetRateLimit } from '../../../server/rate-limit.ts';
import { AuthError } from './auth-error.server.ts';
import { consumeEmailToken } from './email-tokens.server.ts';
import { weakPasswordReason } from './password-policy.server.ts';
import { SIGNIN_ACCOUNT_LIMIT, SIGNIN_WINDOW_MS, signinKeys } from './sign-in.server.ts';

/** Sets a new password from a reset link and signs the account out everywhere. */
export async function resetPassword(db: Db, token: string, newPassword: string, now = Date.now()): Promise<string> {
  // The policy needs the account's e-mail; a refused password leaves the link usable.
  const [owner] = await db
    .select({ email: users.email })
    .from(emailTokens)
    .innerJoin(users, eq(users.id, emailTokens.userId))
    .where(
      and(
        eq(emailTokens.id, hashToken(token)),
        eq(emailTokens.purpose, 'reset_password'),
        isNull(emailTokens.usedAt),
        gt(emailTokens.expiresAt, new Date(now)),
      ),
    )
    .limit(1);
  if (!owner) throw new AuthError('INVALID_TOKEN');
  const weak = weakPasswordReason(newPassword, owner.email);
  if (weak) throw new AuthError('WEAK_PASSWORD', weak);
  const userId = await consumeEmailToken(db, token, 'reset_password', now);
  const passwordHash = await hashPassword(newPassword);
  // Opening the link proves the address, so it also counts as verified.
  await db.update(users).set({ passwordHash, emailVerified: true }).where(eq(users.id, userId));
  await db
    .update(emailTokens)
    .set({ usedAt: new Date(now) })
    .where(and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, 'reset_password'), isNull(emailTokens.usedAt)));
  await invalidateUserSessions(db, userId);
  await resetRateLimit(db, signinKeys.account(owner.email));
  return userId;
}

/** Changes the password after checking the current one; every other session ends. */
export async function changePassword(db: Db, userId: string, keepSessionId: string, currentPassword: string, newPassword: string): Promise<void> {
  const limit = await consumeRateLimit(db, `password-change:${userId}`, SIGNIN_ACCOUNT_LIMIT, SIGNIN_WINDOW_MS);
  if (!limit.allowed) throw new AuthError('RATE_LIMITED');
  const [user] = await db.select({ email: users.email, passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId)).limit(1);
  if (!user || !(await verifyPassword(user.passwordHash, currentPassword))) throw new AuthError('WRONG_PASSWORD');
  const weak = weakPasswordReason(newPassword, user.email);
  if (weak) throw new AuthError('WEAK_PASSWORD', weak);
  const passwordHash = await hashPassword(newPassword);
  await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
  await invalidateUserSessions(db, userId, keepSessionId);
}

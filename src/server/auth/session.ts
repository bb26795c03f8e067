// Sessions after the Lucia guide: a random token in an HttpOnly cookie, only its SHA-256
// stored, sliding inactivity expiry inside an absolute limit.
import { createHash } from 'node:crypto';
import { encodeBase32LowerCaseNoPadding } from '@oslojs/encoding';
import type { AstroCookies } from 'astro';
import { and, desc, eq, inArray, lte, ne, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { Row } from '../db/statement.ts';
import { sessions, type Session, type User } from '../db/schema.ts';
import { toLocale } from '../../i18n/locales.ts';

export const SESSION_COOKIE = 'mandap_session';
const DAY = 24 * 60 * 60 * 1000;
/** A session ends after 7 days without a request… */
export const SESSION_INACTIVITY_MS = 7 * DAY;
/** …and after 30 days whatever happens. */
export const SESSION_ABSOLUTE_MS = 30 * DAY;
/** Live sessions one account may hold; a new sign-in ends the oldest beyond this. */
export const MAX_SESSIONS_PER_USER = 10;
/** Expired sessions of anyone removed by each sign-in, so the sweep stays small. */
const EXPIRED_SWEEP_BATCH = 100;

export type SessionUser = Pick<User, 'id' | 'email' | 'name' | 'phone' | 'role' | 'avatarUrl' | 'emailVerified' | 'notificationSettings' | 'locale'>;
export type SessionValidation = { session: Session; user: SessionUser } | { session: null; user: null };

/** 160 random bits, base32. */
export function generateSessionToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(20));
  return encodeBase32LowerCaseNoPadding(bytes);
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export async function createSession(
  db: Db,
  userId: string,
  options: { twoFactorVerified?: boolean; now?: number } = {},
): Promise<{ token: string; session: Session }> {
  const now = options.now ?? Date.now();
  const token = generateSessionToken();
  const session: Session = {
    id: hashToken(token),
    userId,
    expiresAt: new Date(now + SESSION_INACTIVITY_MS),
    absoluteExpiresAt: new Date(now + SESSION_ABSOLUTE_MS),
    twoFactorVerified: options.twoFactorVerified ?? true,
    createdAt: new Date(now),
  };
  const mine = eq(sessions.userId, userId);
  const newest = db.select({ id: sessions.id }).from(sessions).where(mine).orderBy(desc(sessions.createdAt), desc(sessions.id)).limit(MAX_SESSIONS_PER_USER);
  // Every session's inactivity expiry is at or before its absolute one, so `expires_at`
  // alone finds the expired ones (through its index).
  const expired = db
    .select({ id: sessions.id })
    .from(sessions)
    .where(lte(sessions.expiresAt, new Date(now)))
    .limit(EXPIRED_SWEEP_BATCH);
  // One batch, one transaction: the new session, the user's oldest beyond the cap ended,
  // and a slice of everyone's expired sessions removed.
  await db.batch([
    db.insert(sessions).values(session),
    db.delete(sessions).where(and(mine, notInArray(sessions.id, newest))),
    db.delete(sessions).where(inArray(sessions.id, expired)),
  ]);
  return { token, session };
}

/**
 * Looks the token up by its hash (an indexed equality on a hash, so no timing leak about
 * the secret), ends it when expired, and slides the inactivity expiry forward when more
 * than half of it has passed.
 */
export async function validateSessionToken(db: Db, token: string, now: number = Date.now()): Promise<SessionValidation> {
  const id = hashToken(token);
  // Every signed-in request starts here, so a hand-written statement: through the query
  // builder, building the query and mapping its row cost more than running it.
  const rows = await db.all<Row>(
    sql`SELECT s.user_id, s.expires_at, s.absolute_expires_at, s.two_factor_verified, s.created_at,
          u.email, u.name, u.phone, u.role, u.avatar_url, u.email_verified, u.notification_settings, u.locale
        FROM sessions s JOIN users u ON u.id = s.user_id WHERE s.id = ${id} LIMIT 1`,
  );
  const row = rows[0];
  if (!row) return { session: null, user: null };
  const session: Session = {
    id,
    userId: String(row.user_id),
    expiresAt: new Date(Number(row.expires_at)),
    absoluteExpiresAt: new Date(Number(row.absolute_expires_at)),
    twoFactorVerified: Boolean(row.two_factor_verified),
    createdAt: new Date(Number(row.created_at)),
  };
  const user: SessionUser = {
    id: session.userId,
    email: String(row.email),
    name: String(row.name),
    phone: String(row.phone),
    role: String(row.role) as SessionUser['role'],
    avatarUrl: row.avatar_url === null ? null : String(row.avatar_url),
    emailVerified: Boolean(row.email_verified),
    notificationSettings: JSON.parse(String(row.notification_settings)) as SessionUser['notificationSettings'],
    locale: toLocale(row.locale),
  };
  if (now >= session.expiresAt.getTime() || now >= session.absoluteExpiresAt.getTime()) {
    await db.delete(sessions).where(eq(sessions.id, id));
    return { session: null, user: null };
  }
  if (session.expiresAt.getTime() - now < SESSION_INACTIVITY_MS / 2) {
    const renewed = new Date(Math.min(now + SESSION_INACTIVITY_MS, session.absoluteExpiresAt.getTime()));
    await db.update(sessions).set({ expiresAt: renewed }).where(eq(sessions.id, id));
    session.expiresAt = renewed;
  }
  return { session, user };
}

export async function invalidateSession(db: Db, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

/** Ends every session of the user, except `keepSessionId` when given. */
export async function invalidateUserSessions(db: Db, userId: string, keepSessionId?: string): Promise<void> {
  await db.delete(sessions).where(keepSessionId ? and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)) : eq(sessions.userId, userId));
}

export async function markSessionTwoFactorVerified(db: Db, sessionId: string): Promise<void> {
  await db.update(sessions).set({ twoFactorVerified: true }).where(eq(sessions.id, sessionId));
}

export function setSessionCookie(cookies: AstroCookies, token: string, expiresAt: Date, secure: boolean): void {
  cookies.set(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: '/',
    expires: expiresAt,
  });
}

export function deleteSessionCookie(cookies: AstroCookies, secure: boolean): void {
  cookies.set(SESSION_COOKIE, '', { httpOnly: true, sameSite: 'lax', secure, path: '/', maxAge: 0 });
}

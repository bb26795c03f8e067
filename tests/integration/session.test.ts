import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestDb, type TestDb } from '../setup/db.ts';
import { sessions, users } from '../../src/server/db/schema.ts';
import { hashPassword } from '../../src/server/auth/password.ts';
import {
  MAX_SESSIONS_PER_USER,
  SESSION_ABSOLUTE_MS,
  SESSION_INACTIVITY_MS,
  createSession,
  hashToken,
  invalidateSession,
  validateSessionToken,
} from '../../src/server/auth/session.ts';
import { changePassword, resetPassword } from '../../src/features/accounts/auth/passwords.server.ts';
import { requestPasswordReset } from '../../src/features/accounts/auth/email-tokens.server.ts';
import { outboxSender } from '../../src/server/mail/deliver.ts';
import { lastLinkToken } from './auth-helpers.ts';

const DAY = 24 * 60 * 60 * 1000;
let t: TestDb;
let userId: string;

beforeAll(async () => {
  t = await createTestDb();
  const [user] = await t.db
    .insert(users)
    .values({ email: 'asha@example.test', passwordHash: await hashPassword('old-password') })
    .returning();
  userId = user!.id;
});
afterAll(() => t.cleanup());

describe('session lifecycle', () => {
  it('stores only the SHA-256 of the token', async () => {
    const { token, session } = await createSession(t.db, userId);
    expect(session.id).toBe(hashToken(token));
    const rows = await t.db.select().from(sessions).where(eq(sessions.id, token));
    expect(rows).toHaveLength(0);
    expect(token.length).toBeGreaterThanOrEqual(32);
  });

  it('reads the session and its user back as stored, with their types', async () => {
    const start = Date.now();
    const { token, session } = await createSession(t.db, userId, { now: start, twoFactorVerified: false });
    const [stored] = await t.db.select().from(users).where(eq(users.id, userId));
    const { session: read, user } = await validateSessionToken(t.db, token, start + 1000);
    expect(read).toEqual(session);
    expect(user).toEqual({
      id: userId,
      email: 'asha@example.test',
      name: stored!.name,
      phone: stored!.phone,
      role: 'customer',
      avatarUrl: null,
      emailVerified: false,
      notificationSettings: stored!.notificationSettings,
      locale: 'en',
    });
    expect(typeof user!.notificationSettings).toBe('object');
  });

  it('expires after 7 days without a request', async () => {
    const start = Date.now();
    const { token } = await createSession(t.db, userId, { now: start });
    expect((await validateSessionToken(t.db, token, start + SESSION_INACTIVITY_MS - 1000)).session).not.toBeNull();
    const { token: idle } = await createSession(t.db, userId, { now: start });
    expect((await validateSessionToken(t.db, idle, start + SESSION_INACTIVITY_MS + 1)).session).toBeNull();
    // An expired session is deleted, not just refused.
    expect(
      await t.db
        .select()
        .from(sessions)
        .where(eq(sessions.id, hashToken(idle))),
    ).toHaveLength(0);
  });

  it('slides the inactivity expiry forward when used', async () => {
    const start = Date.now();
    const { token, session } = await createSession(t.db, userId, { now: start });
    const later = start + 4 * DAY;
    const { session: renewed } = await validateSessionToken(t.db, token, later);
    expect(renewed!.expiresAt.getTime()).toBe(later + SESSION_INACTIVITY_MS);
    expect(renewed!.expiresAt.getTime()).toBeGreaterThan(session.expiresAt.getTime());
    // Still valid 10 days after creation because it was used on day 4.
    expect((await validateSessionToken(t.db, token, start + 10 * DAY)).session).not.toBeNull();
  });

  it('ends at the absolute limit of 30 days however active', async () => {
    const start = Date.now();
    const { token } = await createSession(t.db, userId, { now: start });
    for (let day = 4; day < 30; day += 4) {
      expect((await validateSessionToken(t.db, token, start + day * DAY)).session).not.toBeNull();
    }
    const { session: last } = await validateSessionToken(t.db, token, start + 29 * DAY);
    expect(last!.expiresAt.getTime()).toBeLessThanOrEqual(start + SESSION_ABSOLUTE_MS);
    expect((await validateSessionToken(t.db, token, start + SESSION_ABSOLUTE_MS)).session).toBeNull();
  });

  it('sign-out deletes the session on the server', async () => {
    const { token, session } = await createSession(t.db, userId);
    expect((await validateSessionToken(t.db, token)).session).not.toBeNull();
    await invalidateSession(t.db, session.id);
    expect((await validateSessionToken(t.db, token)).session).toBeNull();
  });

  it('a password change ends every other session of the user', async () => {
    const current = await createSession(t.db, userId);
    const other = await createSession(t.db, userId);
    const [stranger] = await t.db.insert(users).values({ email: 'other@example.test', passwordHash: 'x' }).returning();
    const strangers = await createSession(t.db, stranger!.id);
    await changePassword(t.db, userId, current.session.id, 'old-password', 'new-password');
    expect((await validateSessionToken(t.db, current.token)).session).not.toBeNull();
    expect((await validateSessionToken(t.db, other.token)).session).toBeNull();
    expect((await validateSessionToken(t.db, strangers.token)).session).not.toBeNull();
  });

  it('a wrong current password changes nothing', async () => {
    const current = await createSession(t.db, userId);
    const other = await createSession(t.db, userId);
    await expect(changePassword(t.db, userId, current.session.id, 'not-the-password', 'another-one')).rejects.toMatchObject({ reason: 'WRONG_PASSWORD' });
    expect((await validateSessionToken(t.db, other.token)).session).not.toBeNull();
  });

  it('a password reset ends every session, this one included', async () => {
    const a = await createSession(t.db, userId);
    const b = await createSession(t.db, userId);
    for (const { token } of [a, b]) expect((await validateSessionToken(t.db, token)).session).not.toBeNull();
    await requestPasswordReset({ db: t.db, sendMail: outboxSender(t.db), origin: 'http://localhost' }, 'asha@example.test', { ip: '192.0.2.10' });
    const token = await lastLinkToken(t, 'reset-password');
    await resetPassword(t.db, token, 'reset-password-1');
    expect((await validateSessionToken(t.db, a.token)).session).toBeNull();
    expect((await validateSessionToken(t.db, b.token)).session).toBeNull();
  });

  it('a password equal to the e-mail address is refused, and the reset link stays usable', async () => {
    await requestPasswordReset({ db: t.db, sendMail: outboxSender(t.db), origin: 'http://localhost' }, 'asha@example.test', { ip: '192.0.2.10' });
    const token = await lastLinkToken(t, 'reset-password');
    await expect(resetPassword(t.db, token, 'ASHA@example.test')).rejects.toMatchObject({ reason: 'WEAK_PASSWORD' });
    await expect(resetPassword(t.db, token, 'reset-password-2')).resolves.toBe(userId);
  });
});

describe('session housekeeping', () => {
  it(`keeps at most ${MAX_SESSIONS_PER_USER} live sessions per account, ending the oldest first`, async () => {
    const [user] = await t.db.insert(users).values({ email: 'many@example.test', passwordHash: 'x' }).returning();
    const start = Date.now();
    const created = [];
    for (let i = 0; i < MAX_SESSIONS_PER_USER + 3; i++) created.push(await createSession(t.db, user!.id, { now: start + i }));
    const rows = await t.db.select().from(sessions).where(eq(sessions.userId, user!.id));
    expect(rows.map((r) => r.id).sort()).toEqual(
      created
        .slice(3)
        .map((c) => c.session.id)
        .sort(),
    );
  });

  it('removes expired sessions of any account when someone signs in', async () => {
    const [user] = await t.db.insert(users).values({ email: 'idle@example.test', passwordHash: 'x' }).returning();
    const longAgo = Date.now() - SESSION_INACTIVITY_MS - 60_000;
    const stale = await createSession(t.db, user!.id, { now: longAgo });
    expect(await t.db.select().from(sessions).where(eq(sessions.id, stale.session.id))).toHaveLength(1);
    await createSession(t.db, userId);
    expect(await t.db.select().from(sessions).where(eq(sessions.id, stale.session.id))).toHaveLength(0);
  });
});

// Defect 2: password hashing was an open door: correct sign-ins and sign-ups were never
// limited, each costs a 128 MiB scrypt, and every sign-in left a session row forever.
import { and, eq, lte } from 'drizzle-orm';
import { test, expect, createUser, e2eDb, TEST_PASSWORD } from '../e2e/fixtures.ts';
import { uniqueEmail } from '../e2e/auth-helpers.ts';
import { rateLimits, sessions } from '../../src/server/db/schema.ts';
import { createSession, hashToken, MAX_SESSIONS_PER_USER } from '../../src/server/auth/session.ts';
import { MAX_CONCURRENT_HASHES, MAX_WAITING } from '../../src/server/auth/password.ts';
import { action, errorMessage, freshIp, tally, unlessBusy, visitor } from './helpers.ts';

test.describe.configure({ timeout: 180_000 });

/** scripts/serve.ts answers in one process, with one hashing queue. */
const admittedAtOnce = MAX_CONCURRENT_HASHES + MAX_WAITING;

test('correct sign-ins beyond the hashing queues at once get 503 with Retry-After, the rest sign in', async () => {
  const attempts = admittedAtOnce + 20;
  const users = await Promise.all(Array.from({ length: attempts }, () => createUser()));
  const clients = await Promise.all(users.map(() => visitor()));
  try {
    const responses = await Promise.all(clients.map((c, i) => action(c.request, 'auth.signIn', { email: users[i]!.email, password: TEST_PASSWORD })));
    const counts = tally(responses.map((r) => r.status()));
    // 2 hashing + 8 waiting; anything else is turned away at once.
    expect(counts[200] ?? 0, JSON.stringify(counts)).toBeLessThanOrEqual(admittedAtOnce);
    expect(counts[503] ?? 0, JSON.stringify(counts)).toBeGreaterThanOrEqual(20);
    expect((counts[200] ?? 0) + (counts[503] ?? 0)).toBe(attempts);
    const busy = responses.find((r) => r.status() === 503)!;
    expect(busy.headers()['retry-after']).toBe('2');
    expect(await errorMessage(busy)).toBe('Many people are signing in right now. Please try again in a few seconds.');
  } finally {
    await Promise.all(clients.map((c) => c.request.dispose()));
  }
});

test('sign-ups are limited to 60 accounts created per IP per hour; failed sign-ups do not count', async () => {
  const ip = freshIp();
  const client = await visitor(null, ip);
  try {
    const first = await unlessBusy(() =>
      action(client.request, 'auth.register', { email: uniqueEmail('limit'), password: 'mehndi-night-7', confirmPassword: 'mehndi-night-7' }),
    );
    expect(first.status()).toBe(200);
    const key = `register:ip:${ip}`;
    expect((await e2eDb().select().from(rateLimits).where(eq(rateLimits.key, key)))[0]?.count).toBe(1);
    // An address that is taken is refused and gives its place back.
    const user = await createUser();
    const taken = await unlessBusy(() =>
      action(client.request, 'auth.register', { email: user.email, password: 'mehndi-night-7', confirmPassword: 'mehndi-night-7' }),
    );
    expect(taken.status()).toBe(409);
    expect((await e2eDb().select().from(rateLimits).where(eq(rateLimits.key, key)))[0]?.count).toBe(1);
    await e2eDb().update(rateLimits).set({ count: 60 }).where(eq(rateLimits.key, key));
    // An existing address gets the same refusal: the limit comes before "already exists".
    for (const email of [uniqueEmail('limit'), user.email]) {
      const refused = await action(client.request, 'auth.register', { email, password: 'mehndi-night-7', confirmPassword: 'mehndi-night-7' });
      expect(refused.status()).toBe(429);
      expect(await errorMessage(refused)).toBe('Too many accounts were created from your network. Please wait an hour and try again.');
    }
  } finally {
    await client.request.dispose();
  }
});

test('a sign-in ends the oldest sessions beyond 10 and removes expired ones', async () => {
  const user = await createUser();
  const other = await createUser();
  const now = Date.now();
  const created = [];
  for (let i = 0; i < MAX_SESSIONS_PER_USER; i++) created.push(await createSession(e2eDb(), user.id, { now: now - (MAX_SESSIONS_PER_USER - i) * 1000 }));
  // Another account's session that expired a day ago.
  const expired = await createSession(e2eDb(), other.id, { now: now - 8 * 24 * 60 * 60 * 1000 });

  const client = await visitor();
  try {
    expect((await action(client.request, 'auth.signIn', { email: user.email, password: TEST_PASSWORD })).status()).toBe(200);
  } finally {
    await client.request.dispose();
  }
  const rows = await e2eDb().select().from(sessions).where(eq(sessions.userId, user.id));
  expect(rows).toHaveLength(MAX_SESSIONS_PER_USER);
  expect(rows.map((r) => r.id)).not.toContain(created[0]!.session.id);
  expect(rows.map((r) => r.id)).toContain(created[1]!.session.id);
  expect(
    await e2eDb()
      .select()
      .from(sessions)
      .where(eq(sessions.id, hashToken(expired.token))),
  ).toHaveLength(0);
  expect(
    await e2eDb()
      .select()
      .from(sessions)
      .where(and(eq(sessions.userId, other.id), lte(sessions.expiresAt, new Date()))),
  ).toHaveLength(0);
});

// Defect 8: a GET guard that signed people out, replayable TOTP codes, common passwords,
// forgot-password doing different work for unknown addresses, and proxies not understood.
import { and, eq } from 'drizzle-orm';
import { test, expect, createUser, e2eDb, TEST_PASSWORD } from '../e2e/fixtures.ts';
import { totpCode, uniqueEmail } from '../e2e/auth-helpers.ts';
import { emailTokens, outbox, rateLimits, sessions, totpCredentials, users } from '../../src/server/db/schema.ts';
import { hashToken } from '../../src/server/auth/session.ts';
import { action, freshIp, visitor } from './helpers.ts';

test('opening a vendor page as a couple, even from another site, leaves the couple signed in', async () => {
  const couple = await createUser();
  const client = await visitor(couple);
  try {
    for (const path of ['/vendor-dashboard', '/vendor-dashboard/services']) {
      const response = await client.request.get(path, { headers: { 'Sec-Fetch-Site': 'cross-site', Referer: 'https://elsewhere.example/' } });
      expect(response.status()).toBe(302);
      expect(response.headers()['location']).toBe('/LoginVendor');
      expect(response.headers()['set-cookie'] ?? '').not.toMatch(/mandap_session=;/);
    }
    expect(
      await e2eDb()
        .select()
        .from(sessions)
        .where(eq(sessions.id, hashToken(client.token!))),
    ).toHaveLength(1);
    expect((await (await client.request.get('/api/session')).json()).user.id).toBe(couple.id);
  } finally {
    await client.request.dispose();
  }
});

test('a TOTP code works once: replaying it on another pending sign-in is refused', async () => {
  test.setTimeout(90_000);
  const user = await createUser();
  const secret = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
  await e2eDb().insert(totpCredentials).values({ userId: user.id, secret, status: 'verified', recoveryCodeHashes: [] });
  const [first, second] = await Promise.all([visitor(), visitor()]);
  try {
    // Each client keeps its own pending session in its cookie jar.
    for (const client of [first, second]) {
      const signIn = await action(client.request, 'auth.signIn', { email: user.email, password: TEST_PASSWORD });
      expect(signIn.status()).toBe(200);
      client.token = /mandap_session=([^;]+)/.exec(signIn.headers()['set-cookie'] ?? '')![1]!;
    }
    const code = totpCode(secret);
    const ok = await action(first.request, 'auth.verifyTwoFactor', { code });
    expect(ok.status()).toBe(200);
    const replay = await action(second.request, 'auth.verifyTwoFactor', { code });
    expect(replay.status()).toBe(400);
    expect((await replay.json()).message).toBe('That code is not valid. Please try again.');
    const [pending] = await e2eDb()
      .select()
      .from(sessions)
      .where(eq(sessions.id, hashToken(second.token!)));
    expect(pending!.twoFactorVerified).toBe(false);
  } finally {
    await Promise.all([first.request.dispose(), second.request.dispose()]);
  }
});

test('sign-up refuses the most common passwords and the e-mail itself, keeping the spec minimum of 6', async () => {
  const client = await visitor();
  try {
    const email = uniqueEmail('common');
    const cases: [string, string][] = [
      ['123456', 'This password is too common. Please choose one that is harder to guess.'],
      ['password', 'This password is too common. Please choose one that is harder to guess.'],
      ['      ', 'This password is too common. Please choose one that is harder to guess.'],
      [email, 'Your password must not be your email address.'],
      ['12345', 'Password must be at least 6 characters'],
    ];
    for (const [password, message] of cases) {
      const response = await action(client.request, 'auth.register', { email, password, confirmPassword: password });
      expect(response.status(), password).toBe(400);
      expect((await response.json()).fields.password).toContain(message);
    }
    expect(await e2eDb().select().from(users).where(eq(users.email, email))).toHaveLength(0);
    // None of them counted as a sign-up: validation comes first.
    expect(
      await e2eDb()
        .select()
        .from(rateLimits)
        .where(eq(rateLimits.key, `register:ip:${client.ip}`)),
    ).toHaveLength(0);
  } finally {
    await client.request.dispose();
  }
});

test('forgot-password answers known and unknown addresses alike and mails only the account', async () => {
  const user = await createUser();
  const unknown = uniqueEmail('ghost');
  const client = await visitor();
  try {
    const answers = [];
    for (const email of [user.email, unknown]) {
      const response = await action(client.request, 'auth.requestPasswordReset', { email });
      answers.push([response.status(), await response.text()]);
    }
    expect(answers[0]).toEqual(answers[1]);
    const mails = await e2eDb().select().from(outbox).where(eq(outbox.to, user.email));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Reset your Mandap password');
    expect(await e2eDb().select().from(outbox).where(eq(outbox.to, unknown))).toHaveLength(0);
    expect(
      await e2eDb()
        .select()
        .from(emailTokens)
        .where(and(eq(emailTokens.userId, user.id), eq(emailTokens.purpose, 'reset_password'))),
    ).toHaveLength(1);
  } finally {
    await client.request.dispose();
  }
});

test('40 reset requests from one IP send at most 20 mails, none to an address without an account', async () => {
  const users = await Promise.all(Array.from({ length: 20 }, () => createUser()));
  const client = await visitor();
  try {
    const emails = users.flatMap((user) => [user.email, uniqueEmail('nobody')]);
    const statuses = [];
    for (const email of emails) statuses.push((await action(client.request, 'auth.requestPasswordReset', { email })).status());
    expect(new Set(statuses)).toEqual(new Set([200]));
    const sent = (await Promise.all(emails.map((email) => e2eDb().select().from(outbox).where(eq(outbox.to, email))))).flat();
    expect(sent.length).toBeGreaterThan(0);
    expect(sent.length).toBeLessThanOrEqual(20);
    expect(sent.every((mail) => users.some((user) => user.email === mail.to))).toBe(true);
  } finally {
    await client.request.dispose();
  }
});

test('behind a trusted proxy the cookie is Secure for HTTPS visitors and limits count the real client', async () => {
  const user = await createUser();
  const ip = freshIp();
  // The proxy appends what it saw; an address the client wrote itself further left is ignored.
  const client = await visitor(null, `198.51.100.66, ${ip}`);
  try {
    const response = await action(client.request, 'auth.signIn', { email: user.email, password: TEST_PASSWORD }, { 'X-Forwarded-Proto': 'https' });
    expect(response.status()).toBe(200);
    expect(response.headers()['set-cookie']).toMatch(/; Secure/i);
    expect(
      await e2eDb()
        .select()
        .from(rateLimits)
        .where(eq(rateLimits.key, `signin:ip:${ip}`)),
    ).toHaveLength(1);
    expect(await e2eDb().select().from(rateLimits).where(eq(rateLimits.key, 'signin:ip:198.51.100.66'))).toHaveLength(0);
    const plain = await action(client.request, 'auth.signIn', { email: user.email, password: TEST_PASSWORD });
    expect(plain.headers()['set-cookie']).not.toMatch(/; Secure/i);
  } finally {
    await client.request.dispose();
  }
});

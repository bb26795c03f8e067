// Defect 1: parallel sign-in attempts slipped past the account limit, because the limit
// was read before the password check and counted only after it. Later: the limits were
// unfair to shared carrier addresses and let anyone lock an account (docs/security.md).
import { eq } from 'drizzle-orm';
import { test, expect, createUser, e2eDb, TEST_PASSWORD } from '../e2e/fixtures.ts';
import { outbox, rateLimits } from '../../src/server/db/schema.ts';
import { action, errorMessage, freshIp, tally, unlessBusy, visitor } from './helpers.ts';

test.describe.configure({ timeout: 120_000 });

test('50 concurrent wrong passwords: at most 10 are checked, and the right one is refused afterwards', async () => {
  const user = await createUser();
  // Every attempt from its own address, so only the account's limit is in play.
  const clients = await Promise.all(Array.from({ length: 50 }, () => visitor()));
  try {
    const responses = await Promise.all(clients.map((c, i) => action(c.request, 'auth.signIn', { email: user.email, password: `wrong-guess-${i}` })));
    const counts = tally(responses.map((r) => r.status()));
    // 401 is only ever answered after a password check; 429 before any.
    expect(counts[401] ?? 0, JSON.stringify(counts)).toBeLessThanOrEqual(10);
    expect(counts[200] ?? 0).toBe(0);
    // The rest were refused before any check: over the limit (429) or, arriving while the
    // hashing queue was full, busy (503). A busy answer gives its try back, since no
    // password was checked, so the burst may have left the account short of its limit.
    expect((counts[401] ?? 0) + (counts[429] ?? 0) + (counts[503] ?? 0)).toBe(50);

    // One guess at a time until the account waits: exactly the limit is ever checked.
    let checked = counts[401] ?? 0;
    for (;;) {
      const guess = await visitor();
      clients.push(guess);
      const response = await unlessBusy(() => action(guess.request, 'auth.signIn', { email: user.email, password: `wrong-again-${checked}` }));
      if (response.status() === 429) break;
      expect(response.status()).toBe(401);
      checked += 1;
      expect(checked).toBeLessThanOrEqual(10);
    }
    expect(checked).toBe(10);

    // From an unknown device the right password now waits too (a growing wait, not a lock).
    const right = await action(clients[0]!.request, 'auth.signIn', { email: user.email, password: TEST_PASSWORD });
    expect(right.status()).toBe(429);
    expect(await errorMessage(right)).toMatch(/^Too many failed sign-in attempts\. Please wait \d+ (seconds|minutes?) and try again\.$/);
  } finally {
    await Promise.all(clients.map((c) => c.request.dispose()));
  }
});

test('a successful sign-in does not count against the IP and marks the browser as a known device', async () => {
  const user = await createUser();
  const client = await visitor();
  try {
    const ok = await unlessBusy(() => action(client.request, 'auth.signIn', { email: user.email, password: TEST_PASSWORD }));
    expect(ok.status()).toBe(200);
    const cookie = ok.headersArray().find((h) => h.name.toLowerCase() === 'set-cookie' && h.value.startsWith('mandap_device='))?.value ?? '';
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Max-Age=31536000/);
    const [row] = await e2eDb()
      .select()
      .from(rateLimits)
      .where(eq(rateLimits.key, `signin:ip:${client.ip}`));
    expect(row?.count ?? 0).toBe(0);
    expect(
      await e2eDb()
        .select()
        .from(rateLimits)
        .where(eq(rateLimits.key, `signin:account:${user.email}`)),
    ).toHaveLength(0);
  } finally {
    await client.request.dispose();
  }
});

test('after 10 wrong passwords from unknown devices the owner signs in at once from a known device', async () => {
  const user = await createUser();
  const owner = await visitor();
  const stranger = await visitor();
  try {
    expect((await unlessBusy(() => action(owner.request, 'auth.signIn', { email: user.email, password: TEST_PASSWORD }))).status()).toBe(200);
    for (let i = 0; i < 10; i++) {
      expect((await unlessBusy(() => action(stranger.request, 'auth.signIn', { email: user.email, password: `wrong-${i}-pass` }))).status()).toBe(401);
    }
    expect((await action(stranger.request, 'auth.signIn', { email: user.email, password: TEST_PASSWORD })).status()).toBe(429);
    // The owner's browser kept its device cookie from the first sign-in.
    expect((await unlessBusy(() => action(owner.request, 'auth.signIn', { email: user.email, password: TEST_PASSWORD }))).status()).toBe(200);
    const alerts = await e2eDb().select().from(outbox).where(eq(outbox.to, user.email));
    expect(alerts.filter((mail) => mail.subject.startsWith('Failed sign-in attempts'))).toHaveLength(1);
  } finally {
    await Promise.all([owner.request.dispose(), stranger.request.dispose()]);
  }
});

test('an IP that used up its 100 free failures waits before any password check', async () => {
  const user = await createUser();
  const ip = freshIp();
  await e2eDb()
    .insert(rateLimits)
    .values({ key: `signin:ip:${ip}`, count: 100, windowStartsAt: new Date() });
  const client = await visitor(null, ip);
  try {
    const refused = await action(client.request, 'auth.signIn', { email: user.email, password: TEST_PASSWORD });
    expect(refused.status()).toBe(429);
  } finally {
    await client.request.dispose();
  }
});

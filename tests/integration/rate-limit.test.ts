import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../setup/db.ts';
import { rateLimits, users } from '../../src/server/db/schema.ts';
import { hashPassword } from '../../src/server/auth/password.ts';
import { eq } from 'drizzle-orm';
import { consumeRateLimit } from '../../src/server/rate-limit.ts';
import { backoffWaitMs } from '../../src/server/auth/backoff.ts';
import {
  ACCOUNT_BACKOFF,
  IP_BACKOFF,
  SIGNIN_ACCOUNT_LIMIT,
  SIGNIN_IP_LIMIT,
  SIGNIN_WINDOW_MS,
  signinKeys,
  verifyPasswordSignIn,
} from '../../src/features/accounts/auth/sign-in.server.ts';

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb();
  const passwordHash = await hashPassword('right-password');
  await t.db.insert(users).values([
    { email: 'ravi@example.test', passwordHash },
    { email: 'meera@example.test', passwordHash },
  ]);
});
afterAll(() => t.cleanup());

describe('consumeRateLimit', () => {
  it('allows `limit` hits per window, refuses the next, and starts again after the window', async () => {
    const now = 1_700_000_000_000;
    for (let i = 0; i < 3; i++) expect((await consumeRateLimit(t.db, 'k', 3, 60_000, now + i)).allowed).toBe(true);
    const refused = await consumeRateLimit(t.db, 'k', 3, 60_000, now + 10);
    expect(refused).toMatchObject({ allowed: false, count: 4 });
    expect(refused.retryAfterMs).toBe(60_000 - 10);
    expect(await consumeRateLimit(t.db, 'k', 3, 60_000, now + 60_000)).toMatchObject({ allowed: true, count: 1 });
  });

  it('loses no hits under concurrency', async () => {
    await Promise.all(Array.from({ length: 20 }, () => consumeRateLimit(t.db, 'busy', 100, 60_000)));
    expect((await consumeRateLimit(t.db, 'busy', 100, 60_000)).count).toBe(21);
  });
});

describe('sign-in limits', () => {
  it('gives an account 10 free attempts, an IP 100 free failures, and waits up to 15 minutes', () => {
    expect(SIGNIN_ACCOUNT_LIMIT).toBe(10);
    expect(SIGNIN_IP_LIMIT).toBe(100);
    expect(SIGNIN_WINDOW_MS).toBe(15 * 60 * 1000);
    expect(backoffWaitMs(ACCOUNT_BACKOFF, 9)).toBe(0);
    expect(backoffWaitMs(ACCOUNT_BACKOFF, 10)).toBe(30_000);
    expect(backoffWaitMs(ACCOUNT_BACKOFF, 11)).toBe(60_000);
    expect(backoffWaitMs(ACCOUNT_BACKOFF, 30)).toBe(15 * 60 * 1000);
    expect(backoffWaitMs(IP_BACKOFF, 100)).toBe(5_000);
  });

  it('makes the 11th attempt on an account from an unknown device wait, with a growing wait', async () => {
    const now = Date.now();
    for (let i = 0; i < 10; i++) {
      await expect(verifyPasswordSignIn(t.db, { email: 'ravi@example.test', password: 'wrong-password', ip: `10.0.0.${i}`, now })).rejects.toMatchObject({
        reason: 'INVALID_CREDENTIALS',
      });
    }
    await expect(verifyPasswordSignIn(t.db, { email: 'ravi@example.test', password: 'right-password', ip: '10.0.1.1', now })).rejects.toMatchObject({
      reason: 'RATE_LIMITED',
      message: 'Too many failed sign-in attempts. Please wait 30 seconds and try again.',
    });
    // Another account is not affected.
    await expect(verifyPasswordSignIn(t.db, { email: 'meera@example.test', password: 'right-password', ip: '10.0.1.1', now })).resolves.toMatchObject({
      email: 'meera@example.test',
    });
    // After 30 seconds one more attempt passes; a wrong one doubles the wait.
    await expect(
      verifyPasswordSignIn(t.db, { email: 'ravi@example.test', password: 'wrong-password', ip: '10.0.1.1', now: now + 30_000 }),
    ).rejects.toMatchObject({
      reason: 'INVALID_CREDENTIALS',
    });
    await expect(
      verifyPasswordSignIn(t.db, { email: 'ravi@example.test', password: 'right-password', ip: '10.0.1.1', now: now + 60_000 }),
    ).rejects.toMatchObject({
      reason: 'RATE_LIMITED',
      message: 'Too many failed sign-in attempts. Please wait 30 seconds and try again.',
    });
    await expect(
      verifyPasswordSignIn(t.db, { email: 'ravi@example.test', password: 'right-password', ip: '10.0.1.1', now: now + 90_000 }),
    ).resolves.toMatchObject({ email: 'ravi@example.test' });
  }, 180_000);

  it('counts unknown e-mails like wrong passwords, with the same error', async () => {
    await expect(verifyPasswordSignIn(t.db, { email: 'nobody@example.test', password: 'whatever1', ip: '10.9.9.9' })).rejects.toMatchObject({
      reason: 'INVALID_CREDENTIALS',
    });
  });

  it('counts failures against the IP, not successes, and makes it wait after 100 failures', async () => {
    const now = Date.now();
    await expect(verifyPasswordSignIn(t.db, { email: 'meera@example.test', password: 'right-password', ip: '192.0.2.7', now })).resolves.toBeTruthy();
    await expect(verifyPasswordSignIn(t.db, { email: 'spray1@example.test', password: 'guess-123', ip: '192.0.2.7', now })).rejects.toMatchObject({
      reason: 'INVALID_CREDENTIALS',
    });
    const [row] = await t.db
      .select()
      .from(rateLimits)
      .where(eq(rateLimits.key, signinKeys.ip('192.0.2.7')));
    expect(row!.count).toBe(1);
    // The rest of the free failures, written directly (each real one costs a full scrypt check).
    await t.db
      .update(rateLimits)
      .set({ count: SIGNIN_IP_LIMIT })
      .where(eq(rateLimits.key, signinKeys.ip('192.0.2.7')));
    await expect(verifyPasswordSignIn(t.db, { email: 'meera@example.test', password: 'right-password', ip: '192.0.2.7', now })).rejects.toMatchObject({
      reason: 'RATE_LIMITED',
    });
    await expect(verifyPasswordSignIn(t.db, { email: 'meera@example.test', password: 'right-password', ip: '192.0.2.8', now })).resolves.toBeTruthy();
  }, 120_000);
});

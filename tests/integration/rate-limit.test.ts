import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../setup/db.ts';
import { users } from '../../src/server/db/schema.ts';
import { hashPassword } from '../../src/server/auth/password.ts';
import { consumeRateLimit } from '../../src/server/rate-limit.ts';
import { SIGNIN_ACCOUNT_LIMIT, SIGNIN_IP_LIMIT, SIGNIN_WINDOW_MS, signinKeys, verifyPasswordSignIn } from '../../src/features/accounts/auth/sign-in.server.ts';

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
  it('uses the account limit of 10 and the IP limit of 100 attempts per 15 minutes', () => {
    expect(SIGNIN_ACCOUNT_LIMIT).toBe(10);
    expect(SIGNIN_IP_LIMIT).toBe(100);
    expect(SIGNIN_WINDOW_MS).toBe(15 * 60 * 1000);
  });

  it('refuses the 11th attempt on an account, even with the right password, until the window ends', async () => {
    const now = Date.now();
    for (let i = 0; i < 10; i++) {
      await expect(verifyPasswordSignIn(t.db, { email: 'ravi@example.test', password: 'wrong-password', ip: `10.0.0.${i}`, now })).rejects.toMatchObject({
        reason: 'INVALID_CREDENTIALS',
      });
    }
    await expect(verifyPasswordSignIn(t.db, { email: 'ravi@example.test', password: 'wrong-password', ip: '10.0.1.1', now })).rejects.toMatchObject({
      reason: 'RATE_LIMITED',
    });
    await expect(verifyPasswordSignIn(t.db, { email: 'ravi@example.test', password: 'right-password', ip: '10.0.1.1', now })).rejects.toMatchObject({
      reason: 'RATE_LIMITED',
    });
    // Another account is not affected.
    await expect(verifyPasswordSignIn(t.db, { email: 'meera@example.test', password: 'right-password', ip: '10.0.1.1', now })).resolves.toMatchObject({
      email: 'meera@example.test',
    });
    // After the window the right password works again.
    await expect(
      verifyPasswordSignIn(t.db, { email: 'ravi@example.test', password: 'right-password', ip: '10.0.1.1', now: now + SIGNIN_WINDOW_MS + 1 }),
    ).resolves.toMatchObject({ email: 'ravi@example.test' });
  }, 180_000);

  it('counts unknown e-mails like wrong passwords, with the same error', async () => {
    await expect(verifyPasswordSignIn(t.db, { email: 'nobody@example.test', password: 'whatever1', ip: '10.9.9.9' })).rejects.toMatchObject({
      reason: 'INVALID_CREDENTIALS',
    });
  });

  it('refuses an IP after 100 attempts across many accounts, successful ones included', async () => {
    const now = Date.now();
    // Two real attempts, then the rest of the window's attempts counted directly (each real
    // one costs a full scrypt check).
    await expect(verifyPasswordSignIn(t.db, { email: 'meera@example.test', password: 'right-password', ip: '192.0.2.7', now })).resolves.toBeTruthy();
    for (let i = 1; i < 2; i++) {
      await expect(verifyPasswordSignIn(t.db, { email: `spray${i}@example.test`, password: 'guess-123', ip: '192.0.2.7', now })).rejects.toMatchObject({
        reason: 'INVALID_CREDENTIALS',
      });
    }
    for (let i = 2; i < SIGNIN_IP_LIMIT; i++) await consumeRateLimit(t.db, signinKeys.ip('192.0.2.7'), SIGNIN_IP_LIMIT, SIGNIN_WINDOW_MS, now);
    await expect(verifyPasswordSignIn(t.db, { email: 'meera@example.test', password: 'right-password', ip: '192.0.2.7', now })).rejects.toMatchObject({
      reason: 'RATE_LIMITED',
    });
    await expect(verifyPasswordSignIn(t.db, { email: 'meera@example.test', password: 'right-password', ip: '192.0.2.8', now })).resolves.toBeTruthy();
  }, 120_000);
});

// The counts behind defects 1 and 2, read from the process's own password-work counters
// (`passwordWorkStats`) against a real libSQL file: how many scrypt checks parallel attempts
// cause, and how many hashes ever run at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../setup/db.ts';
import { users } from '../../src/server/db/schema.ts';
import { MAX_CONCURRENT_HASHES, MAX_WAITING, PasswordHashBusyError, hashPassword, passwordWorkStats, verifyPassword } from '../../src/server/auth/password.ts';
import { SIGNIN_ACCOUNT_LIMIT, verifyPasswordSignIn } from '../../src/features/accounts/auth/sign-in.server.ts';

let t: TestDb;
let storedHash: string;
beforeAll(async () => {
  t = await createTestDb();
  storedHash = await hashPassword('right-password');
  await t.db.insert(users).values({ email: 'kavya@example.test', passwordHash: storedHash });
});
afterAll(() => t.cleanup());

describe('parallel sign-in attempts on one account', () => {
  it('check at most 10 passwords for 50 concurrent wrong attempts, and refuse the right one afterwards', async () => {
    const before = passwordWorkStats().verifications;
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, (_, i) => verifyPasswordSignIn(t.db, { email: 'kavya@example.test', password: `wrong-${i}`, ip: `203.0.113.${i}` })),
    );
    const checked = passwordWorkStats().verifications - before;
    expect(checked).toBeLessThanOrEqual(SIGNIN_ACCOUNT_LIMIT);
    const codes = results.map((r) => (r.status === 'rejected' ? ((r.reason as { reason?: string; name: string }).reason ?? r.reason.name) : 'ok'));
    expect(codes).not.toContain('ok');
    expect(codes.filter((c) => c === 'RATE_LIMITED').length).toBeGreaterThanOrEqual(50 - SIGNIN_ACCOUNT_LIMIT);

    const afterBurst = passwordWorkStats().verifications;
    await expect(verifyPasswordSignIn(t.db, { email: 'kavya@example.test', password: 'right-password', ip: '203.0.113.200' })).rejects.toMatchObject({
      reason: 'RATE_LIMITED',
    });
    expect(passwordWorkStats().verifications).toBe(afterBurst);
  }, 120_000);
});

describe('password hashing per process', () => {
  it(`runs at most ${MAX_CONCURRENT_HASHES} at once, queues ${MAX_WAITING}, and refuses the rest at once`, async () => {
    const before = passwordWorkStats();
    const results = await Promise.allSettled(Array.from({ length: 25 }, () => verifyPassword(storedHash, 'right-password')));
    const after = passwordWorkStats();
    const refused = results.filter((r) => r.status === 'rejected');
    expect(refused).toHaveLength(25 - MAX_CONCURRENT_HASHES - MAX_WAITING);
    for (const r of refused) expect((r as PromiseRejectedResult).reason).toBeInstanceOf(PasswordHashBusyError);
    expect(results.filter((r) => r.status === 'fulfilled' && r.value === true)).toHaveLength(MAX_CONCURRENT_HASHES + MAX_WAITING);
    expect(after.verifications - before.verifications).toBe(MAX_CONCURRENT_HASHES + MAX_WAITING);
    expect(after.refused - before.refused).toBe(25 - MAX_CONCURRENT_HASHES - MAX_WAITING);
    expect(after.peakRunning).toBeLessThanOrEqual(MAX_CONCURRENT_HASHES);
    // Once the queue drains, hashing works again.
    await expect(verifyPassword(storedHash, 'right-password')).resolves.toBe(true);
  }, 120_000);
});

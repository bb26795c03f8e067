// Limits fair to many people behind one carrier address, and mail limits nobody can use to
// flood a mailbox: each case is a finding of the outside probe, against a real libSQL file.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, like } from 'drizzle-orm';
import { createTestDb, type TestDb } from '../setup/db.ts';
import { outbox, rateLimits, users } from '../../src/server/db/schema.ts';
import { outboxSender } from '../../src/server/mail/deliver.ts';
import { hashPassword, MAX_CONCURRENT_HASHES, MAX_WAITING, PasswordHashBusyError, verifyPassword } from '../../src/server/auth/password.ts';
import { deviceToken } from '../../src/server/auth/device.ts';
import { requestPasswordReset, resendVerificationEmail, type MailDeps } from '../../src/features/accounts/auth/email-tokens.server.ts';
import { MAIL_IP_LIMIT, mailboxOf } from '../../src/features/accounts/auth/mail-limits.server.ts';
import { registerCustomer } from '../../src/features/accounts/auth/registration.server.ts';
import { verifyPasswordSignIn } from '../../src/features/accounts/auth/sign-in.server.ts';

let t: TestDb;
let deps: MailDeps;
let passwordHash: string;

beforeAll(async () => {
  t = await createTestDb();
  deps = { db: t.db, sendMail: outboxSender(t.db), origin: 'http://localhost:4343' };
  passwordHash = await hashPassword('right-password');
});
afterAll(() => t.cleanup());

async function addUser(email: string) {
  const [user] = await t.db.insert(users).values({ email, passwordHash, name: 'Owner' }).returning();
  return user!;
}

async function mailsTo(address: string) {
  return t.db.select().from(outbox).where(eq(outbox.to, address));
}

describe('password-reset mail', () => {
  it('40 requests from one IP send at most N mails, none to an address without an account', async () => {
    const known = await Promise.all(Array.from({ length: 40 }, (_, i) => addUser(`reset-known-${i}@example.test`)));
    for (let i = 0; i < 40; i++) {
      // Alternating known and unknown addresses, all from one client.
      const email = i % 2 ? known[i]!.email : `reset-ghost-${i}@example.test`;
      await expect(requestPasswordReset(deps, email, { ip: '203.0.113.40' })).resolves.toBeUndefined();
    }
    const sent = await t.db.select().from(outbox).where(like(outbox.to, 'reset-%'));
    expect(sent.length).toBeGreaterThan(0);
    expect(sent.length).toBeLessThanOrEqual(MAIL_IP_LIMIT);
    expect(sent.filter((mail) => mail.to.startsWith('reset-ghost-'))).toHaveLength(0);
    // Another client is not held back by this one.
    await requestPasswordReset(deps, known[1]!.email, { ip: '203.0.113.41' });
    expect(await mailsTo(known[1]!.email)).toHaveLength(2);
  });

  it('counts plus-tag, dot and case variants of one mailbox as one address', async () => {
    expect(mailboxOf('A.Sha+x@GoogleMail.com')).toBe('asha@gmail.com');
    expect(mailboxOf('priya+wedding@example.in.')).toBe('priya@example.in');
    expect(mailboxOf('p.riya@example.in')).toBe('p.riya@example.in');
    await addUser('asha@gmail.com');
    const variants = [
      'asha@gmail.com',
      'asha+1@gmail.com',
      'a.sha@gmail.com',
      'ASHA+x@gmail.com',
      'as.ha+y@googlemail.com',
      'asha@gmail.com.',
      'asha@gmail.com',
    ];
    // Each from its own IP, so only the mailbox's own limit is in play.
    for (const [i, email] of variants.entries()) await requestPasswordReset(deps, email, { ip: `198.51.100.${i + 1}` });
    // One mailbox, seven spellings: its limit of 3 an hour counts them together, so the
    // second request in the account's own spelling (the 7th) is refused, and the spellings
    // without an account get nothing at all.
    const mails = await t.db.select().from(outbox).where(like(outbox.to, '%sha%'));
    expect(mails.map((mail) => mail.to)).toEqual(['asha@gmail.com']);
  });
});

describe('new verification links', () => {
  it('are limited per client IP too: 40 asked for from one IP send at most N', async () => {
    const unverified = await Promise.all(Array.from({ length: 40 }, (_, i) => addUser(`verify-again-${i}@example.test`)));
    const outcomes = [];
    for (const user of unverified) {
      outcomes.push(
        await resendVerificationEmail(deps, user, { ip: '203.0.113.77' }).then(
          () => 'sent',
          (error: { reason?: string }) => error.reason,
        ),
      );
    }
    expect(outcomes.filter((o) => o === 'sent')).toHaveLength(MAIL_IP_LIMIT);
    expect(outcomes.filter((o) => o === 'RATE_LIMITED')).toHaveLength(40 - MAIL_IP_LIMIT);
    expect(await t.db.select().from(outbox).where(like(outbox.to, 'verify-again-%'))).toHaveLength(MAIL_IP_LIMIT);
  });
});

describe('sign-up behind one shared address', () => {
  it('lets 30 distinct people sign up within an hour, and failed sign-ups do not count', async () => {
    const ip = '100.64.0.30';
    const now = Date.now();
    const first = await registerCustomer(
      deps,
      { name: 'First', email: 'campus-0@example.test', password: 'mehndi-night-7', confirmPassword: 'mehndi-night-7' },
      { ip, now },
    );
    for (let i = 0; i < 15; i++) {
      // Someone keeps trying an address that is taken.
      await expect(
        registerCustomer(deps, { name: 'Again', email: first.email, password: 'mehndi-night-7', confirmPassword: 'mehndi-night-7' }, { ip, now }),
      ).rejects.toMatchObject({ reason: 'EMAIL_TAKEN' });
    }
    for (let i = 1; i < 30; i++) {
      await registerCustomer(
        deps,
        { name: `Student ${i}`, email: `campus-${i}@example.test`, password: 'mehndi-night-7', confirmPassword: 'mehndi-night-7' },
        { ip, now: now + i * 60_000 },
      );
    }
    expect(await t.db.select().from(users).where(like(users.email, 'campus-%'))).toHaveLength(30);
  }, 180_000);
});

describe('a sign-in refused because the server is busy', () => {
  it('costs neither the address nor the account an attempt', async () => {
    const owner = await addUser('busy-owner@example.test');
    // Every hashing place taken, by other people's checks.
    const others = Array.from({ length: MAX_CONCURRENT_HASHES + MAX_WAITING }, () => verifyPassword(passwordHash, 'someone-else'));
    await expect(verifyPasswordSignIn(t.db, { email: owner.email, password: 'right-password', ip: '192.0.2.90' })).rejects.toBeInstanceOf(
      PasswordHashBusyError,
    );
    await Promise.all(others);
    const counts = await t.db.select({ key: rateLimits.key, count: rateLimits.count }).from(rateLimits).where(like(rateLimits.key, 'signin:%busy-owner%'));
    const ip = await t.db.select({ count: rateLimits.count }).from(rateLimits).where(eq(rateLimits.key, 'signin:ip:192.0.2.90'));
    expect(counts.every((row) => row.count === 0)).toBe(true);
    expect(ip.every((row) => row.count === 0)).toBe(true);
    expect(counts.length + ip.length).toBeGreaterThan(0);
    await expect(verifyPasswordSignIn(t.db, { email: owner.email, password: 'right-password', ip: '192.0.2.90' })).resolves.toMatchObject({ id: owner.id });
  });
});

describe('sign-in from a known device', () => {
  it('after 10 wrong passwords from an unknown device, the owner signs in at once from a known device', async () => {
    const owner = await addUser('device-owner@example.test');
    const cookie = deviceToken(owner);
    const now = Date.now();
    for (let i = 0; i < 10; i++) {
      await expect(verifyPasswordSignIn(t.db, { email: owner.email, password: `guess-${i}`, ip: '192.0.2.66', now }, deps)).rejects.toMatchObject({
        reason: 'INVALID_CREDENTIALS',
      });
    }
    // A stranger (or the owner on a new phone) now waits; the owner's own browser does not.
    await expect(verifyPasswordSignIn(t.db, { email: owner.email, password: 'right-password', ip: '192.0.2.67', now })).rejects.toMatchObject({
      reason: 'RATE_LIMITED',
    });
    await expect(verifyPasswordSignIn(t.db, { email: owner.email, password: 'right-password', ip: '192.0.2.66', device: cookie, now })).resolves.toMatchObject({
      id: owner.id,
    });
    // A cookie signed for another account, or forged, is an unknown device.
    const other = await addUser('device-other@example.test');
    for (const device of [deviceToken(other), `${cookie.split('.')[0]}.${owner.id}.forged`]) {
      await expect(verifyPasswordSignIn(t.db, { email: owner.email, password: 'right-password', ip: '192.0.2.68', device, now })).rejects.toMatchObject({
        reason: 'RATE_LIMITED',
      });
    }
  }, 120_000);

  it('tells the owner by e-mail once, not on every failed attempt', async () => {
    const owner = await addUser('alert-owner@example.test');
    const start = Date.now();
    // Twelve at once (the last two wait), then one whenever the wait lets one through again.
    const times = [...Array.from({ length: 12 }, () => start), ...[1, 2, 3, 4].map((k) => start + k * 16 * 60_000)];
    for (const [i, now] of times.entries()) {
      await verifyPasswordSignIn(t.db, { email: owner.email, password: `guess-${i}`, ip: `192.0.2.${100 + i}`, now }, deps).catch(() => {});
    }
    const alerts = (await mailsTo(owner.email)).filter((mail) => mail.subject.startsWith('Failed sign-in attempts'));
    expect(alerts).toHaveLength(1);
    expect(alerts[0]!.text).toContain('http://localhost:4343/forgot-password');
  }, 180_000);
});

describe('a flood of wrong sign-ins from one address', () => {
  it('leaves at least 95% of other clients’ correct sign-ins succeeding', async () => {
    const people = await Promise.all(Array.from({ length: 20 }, (_, i) => addUser(`flood-victim-${i}@example.test`)));
    let flooding = true;
    const flood = (async () => {
      let n = 0;
      while (flooding) {
        // 30 wrong sign-ins at a time, all from one address, on many accounts.
        await Promise.allSettled(
          Array.from({ length: 30 }, () =>
            verifyPasswordSignIn(t.db, { email: `flood-victim-${n++ % 20}@example.test`, password: 'wrong-guess', ip: '203.0.113.250' }),
          ),
        );
      }
    })();
    const outcomes: string[] = [];
    // Four people at a time, each from an address of their own.
    for (let i = 0; i < people.length; i += 4) {
      const batch = people.slice(i, i + 4).map((person, j) =>
        verifyPasswordSignIn(t.db, { email: person.email, password: 'right-password', ip: `100.70.0.${i + j + 1}` }).then(
          () => 'ok',
          (error: unknown) => (error instanceof PasswordHashBusyError ? 'busy' : String((error as { reason?: string }).reason)),
        ),
      );
      outcomes.push(...(await Promise.all(batch)));
    }
    flooding = false;
    await flood;
    const ok = outcomes.filter((o) => o === 'ok').length;
    expect(ok / outcomes.length, outcomes.join(',')).toBeGreaterThanOrEqual(0.95);
  }, 300_000);
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { generateHOTP } from '@oslojs/otp';
import { decodeBase32IgnorePadding } from '@oslojs/encoding';
import { createTestDb, type TestDb } from '../setup/db.ts';
import { categories, emailTokens, outbox, totpCredentials, users, vendors } from '../../src/server/db/schema.ts';
import { outboxSender } from '../../src/server/mail/deliver.ts';
import {
  RESET_TOKEN_TTL_MS,
  VERIFY_TOKEN_TTL_MS,
  requestPasswordReset,
  verifyEmail,
  type MailDeps,
} from '../../src/features/accounts/auth/email-tokens.server.ts';
import { registerCustomer, registerVendor } from '../../src/features/accounts/auth/registration.server.ts';
import { resetPassword } from '../../src/features/accounts/auth/passwords.server.ts';
import { verifyPasswordSignIn } from '../../src/features/accounts/auth/sign-in.server.ts';
import { confirmTotpEnrolment, disableTotp, isTotpEnabled, startTotpEnrolment, verifySecondFactor } from '../../src/features/accounts/auth/totp.server.ts';
import { lastLinkToken } from './auth-helpers.ts';

let t: TestDb;
let deps: MailDeps;
let decorationId: number;
let venueTypeId: number;
const origin = { ip: '198.51.100.1' };

beforeAll(async () => {
  t = await createTestDb();
  deps = { db: t.db, sendMail: outboxSender(t.db), origin: 'http://localhost:4343' };
  const rows = await t.db
    .insert(categories)
    .values([
      { name: 'Decoration', slug: 'decoration', type: 'vendor' },
      { name: 'Banquet', slug: 'banquet', type: 'venue' },
    ])
    .returning();
  decorationId = rows[0]!.id;
  venueTypeId = rows[1]!.id;
});
afterAll(() => t.cleanup());

describe('customer sign-up and e-mail verification', () => {
  it('creates an unverified customer and e-mails a verification link', async () => {
    const user = await registerCustomer(deps, { name: 'Asha', email: 'asha@example.test', password: 'secret1', confirmPassword: 'secret1' }, origin);
    expect(user).toMatchObject({ role: 'customer', emailVerified: false, name: 'Asha' });
    expect(user.passwordHash).toMatch(/^scrypt\$131072\$8\$1\$/);
    const [mail] = await t.db.select().from(outbox).where(eq(outbox.to, 'asha@example.test'));
    expect(mail!.text).toContain('http://localhost:4343/verify-email?token=');
  });

  it('refuses a second account with the same e-mail', async () => {
    await expect(
      registerCustomer(deps, { name: '', email: 'asha@example.test', password: 'secret1', confirmPassword: 'secret1' }, origin),
    ).rejects.toMatchObject({ reason: 'EMAIL_TAKEN' });
  });

  it('signs in before verification', async () => {
    await expect(verifyPasswordSignIn(t.db, { email: 'asha@example.test', password: 'secret1', ip: '1.1.1.1' })).resolves.toMatchObject({
      emailVerified: false,
    });
  });

  it('verifies with the link once; the token is stored hashed and cannot be reused', async () => {
    const token = await lastLinkToken(t, 'verify-email');
    expect(await t.db.select().from(emailTokens).where(eq(emailTokens.id, token))).toHaveLength(0);
    await verifyEmail(t.db, token);
    const [user] = await t.db.select().from(users).where(eq(users.email, 'asha@example.test'));
    expect(user!.emailVerified).toBe(true);
    await expect(verifyEmail(t.db, token)).rejects.toMatchObject({ reason: 'INVALID_TOKEN' });
  });

  it('refuses a verification link after 48 hours', async () => {
    await registerCustomer(deps, { name: '', email: 'late@example.test', password: 'secret1', confirmPassword: 'secret1' }, origin);
    const token = await lastLinkToken(t, 'verify-email');
    await expect(verifyEmail(t.db, token, Date.now() + VERIFY_TOKEN_TTL_MS + 1000)).rejects.toMatchObject({ reason: 'INVALID_TOKEN' });
  });
});

describe('password reset', () => {
  it('answers an unknown e-mail the same way, and mails nothing to an address without an account', async () => {
    const tokensBefore = (await t.db.select().from(emailTokens)).length;
    await expect(requestPasswordReset(deps, 'ghost@example.test', origin)).resolves.toBeUndefined();
    expect(await t.db.select().from(outbox).where(eq(outbox.to, 'ghost@example.test'))).toHaveLength(0);
    expect((await t.db.select().from(emailTokens)).length).toBe(tokensBefore);
  });

  it('resets with a single-use link and the new password works', async () => {
    await requestPasswordReset(deps, 'asha@example.test', origin);
    const token = await lastLinkToken(t, 'reset-password');
    await resetPassword(t.db, token, 'brand-new-pass');
    await expect(resetPassword(t.db, token, 'again-and-again')).rejects.toMatchObject({ reason: 'INVALID_TOKEN' });
    await expect(verifyPasswordSignIn(t.db, { email: 'asha@example.test', password: 'brand-new-pass', ip: '1.1.1.1' })).resolves.toBeTruthy();
  });

  it('refuses a reset link after 1 hour', async () => {
    await requestPasswordReset(deps, 'asha@example.test', origin);
    const token = await lastLinkToken(t, 'reset-password');
    await expect(resetPassword(t.db, token, 'too-late-pass', Date.now() + RESET_TOKEN_TTL_MS + 1000)).rejects.toMatchObject({ reason: 'INVALID_TOKEN' });
  });
});

describe('vendor registration', () => {
  const input = { name: 'Rang Decor', category: 0, email: 'rang@example.test', phone: '+91 98200 12345', password: 'secret1' };

  it('creates the vendor user and its business row together', async () => {
    const user = await registerVendor(deps, { ...input, category: decorationId }, origin);
    expect(user.role).toBe('vendor');
    const [vendor] = await t.db.select().from(vendors).where(eq(vendors.ownerUserId, user.id));
    expect(vendor).toMatchObject({ name: 'Rang Decor', categoryId: decorationId, phone: '+91 98200 12345', email: 'rang@example.test' });
  });

  it('refuses a venue type as the category and writes nothing', async () => {
    await expect(registerVendor(deps, { ...input, email: 'venue@example.test', category: venueTypeId }, origin)).rejects.toMatchObject({
      reason: 'INVALID_CATEGORY',
    });
    expect(await t.db.select().from(users).where(eq(users.email, 'venue@example.test'))).toHaveLength(0);
  });

  it('leaves no half-made account when the business row fails', async () => {
    // The owner index is unique, so a second business row for a user fails inside the transaction.
    await t.db.$client.execute("CREATE TRIGGER fail_vendor BEFORE INSERT ON vendors WHEN NEW.name = 'Broken Vendor' BEGIN SELECT RAISE(ABORT, 'boom'); END");
    await expect(registerVendor(deps, { ...input, name: 'Broken Vendor', email: 'broken@example.test', category: decorationId }, origin)).rejects.toThrow();
    expect(await t.db.select().from(users).where(eq(users.email, 'broken@example.test'))).toHaveLength(0);
    await t.db.$client.execute('DROP TRIGGER fail_vendor');
  });
});

describe('two-factor authentication', () => {
  let userId: string;
  let secret: string;
  /** The step these tests start in; the grace period accepts codes of a step either side. */
  let base: number;
  const codeAt = (offset: number) => generateHOTP(decodeBase32IgnorePadding(secret), BigInt(base + offset), 6);

  beforeAll(async () => {
    const [user] = await t.db.select().from(users).where(eq(users.email, 'asha@example.test'));
    userId = user!.id;
    base = Math.floor(Date.now() / 30_000);
  });

  it('enrols only after a valid code, and returns 10 recovery codes stored hashed', async () => {
    const enrolment = await startTotpEnrolment(t.db, userId, 'asha@example.test');
    secret = enrolment.secret;
    expect(enrolment.uri).toMatch(/^otpauth:\/\/totp\/Mandap:asha%40example\.test\?/);
    expect(enrolment.qr.length).toBeGreaterThan(20);
    expect(await isTotpEnabled(t.db, userId)).toBe(false);
    await expect(confirmTotpEnrolment(t.db, userId, '000000')).rejects.toMatchObject({ reason: 'INVALID_CODE' });
    const codes = await confirmTotpEnrolment(t.db, userId, codeAt(-1));
    expect(codes).toHaveLength(10);
    expect(await isTotpEnabled(t.db, userId)).toBe(true);
    const [row] = await t.db.select().from(totpCredentials).where(eq(totpCredentials.userId, userId));
    expect(row!.recoveryCodeHashes).not.toContain(codes[0]);

    // A recovery code works once.
    await expect(verifySecondFactor(t.db, userId, codes[0]!.toUpperCase())).resolves.toBe('recovery');
    await expect(verifySecondFactor(t.db, userId, codes[0]!)).rejects.toMatchObject({ reason: 'INVALID_CODE' });
    await expect(verifySecondFactor(t.db, userId, codeAt(0))).resolves.toBe('totp');
    await expect(verifySecondFactor(t.db, userId, '123457')).rejects.toMatchObject({ reason: 'INVALID_CODE' });
  });

  it('accepts each code once: a replay, or a code older than the last one used, is refused', async () => {
    await expect(verifySecondFactor(t.db, userId, codeAt(0))).rejects.toMatchObject({ reason: 'INVALID_CODE' });
    await expect(verifySecondFactor(t.db, userId, codeAt(-1))).rejects.toMatchObject({ reason: 'INVALID_CODE' });
    const [row] = await t.db.select().from(totpCredentials).where(eq(totpCredentials.userId, userId));
    expect(row!.lastUsedStep).toBe(base);
  });

  it('turns off only with a valid code', async () => {
    await expect(disableTotp(t.db, userId, '999999')).rejects.toMatchObject({ reason: 'INVALID_CODE' });
    expect(await isTotpEnabled(t.db, userId)).toBe(true);
    await disableTotp(t.db, userId, codeAt(1));
    expect(await isTotpEnabled(t.db, userId)).toBe(false);
  });
});

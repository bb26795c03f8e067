import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { generateTOTP } from '@oslojs/otp';
import { decodeBase32IgnorePadding } from '@oslojs/encoding';
import { createTestDb, type TestDb } from '../setup/db.ts';
import { categories, emailTokens, outbox, totpCredentials, users, vendors } from '../../src/server/db/schema.ts';
import { outboxSender } from '../../src/server/mail/deliver.ts';
import {
  RESET_TOKEN_TTL_MS,
  VERIFY_TOKEN_TTL_MS,
  registerCustomer,
  registerVendor,
  requestPasswordReset,
  resetPassword,
  verifyEmail,
  verifyPasswordSignIn,
  type MailDeps,
} from '../../src/features/auth/auth.server.ts';
import {
  confirmTotpEnrolment,
  disableTotp,
  isTotpEnabled,
  startTotpEnrolment,
  verifySecondFactor,
} from '../../src/features/auth/totp.server.ts';
import { lastLinkToken } from './auth-helpers.ts';

let t: TestDb;
let deps: MailDeps;
let decorationId: number;
let venueTypeId: number;

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
    const user = await registerCustomer(deps, { name: 'Asha', email: 'asha@example.test', password: 'secret1', confirmPassword: 'secret1' });
    expect(user).toMatchObject({ role: 'customer', emailVerified: false, name: 'Asha' });
    expect(user.passwordHash).toMatch(/^scrypt\$131072\$8\$1\$/);
    const [mail] = await t.db.select().from(outbox).where(eq(outbox.to, 'asha@example.test'));
    expect(mail!.text).toContain('http://localhost:4343/verify-email?token=');
  });

  it('refuses a second account with the same e-mail', async () => {
    await expect(
      registerCustomer(deps, { name: '', email: 'asha@example.test', password: 'secret1', confirmPassword: 'secret1' }),
    ).rejects.toMatchObject({ code: 'EMAIL_TAKEN' });
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
    await expect(verifyEmail(t.db, token)).rejects.toMatchObject({ code: 'INVALID_TOKEN' });
  });

  it('refuses a verification link after 48 hours', async () => {
    await registerCustomer(deps, { name: '', email: 'late@example.test', password: 'secret1', confirmPassword: 'secret1' });
    const token = await lastLinkToken(t, 'verify-email');
    await expect(verifyEmail(t.db, token, Date.now() + VERIFY_TOKEN_TTL_MS + 1000)).rejects.toMatchObject({ code: 'INVALID_TOKEN' });
  });
});

describe('password reset', () => {
  it('sends nothing for an unknown e-mail and answers the same', async () => {
    const before = (await t.db.select().from(outbox)).length;
    await expect(requestPasswordReset(deps, 'ghost@example.test')).resolves.toBeUndefined();
    expect((await t.db.select().from(outbox)).length).toBe(before);
  });

  it('resets with a single-use link and the new password works', async () => {
    await requestPasswordReset(deps, 'asha@example.test');
    const token = await lastLinkToken(t, 'reset-password');
    await resetPassword(t.db, token, 'brand-new-pass');
    await expect(resetPassword(t.db, token, 'again-and-again')).rejects.toMatchObject({ code: 'INVALID_TOKEN' });
    await expect(verifyPasswordSignIn(t.db, { email: 'asha@example.test', password: 'brand-new-pass', ip: '1.1.1.1' })).resolves.toBeTruthy();
  });

  it('refuses a reset link after 1 hour', async () => {
    await requestPasswordReset(deps, 'asha@example.test');
    const token = await lastLinkToken(t, 'reset-password');
    await expect(resetPassword(t.db, token, 'too-late-pass', Date.now() + RESET_TOKEN_TTL_MS + 1000)).rejects.toMatchObject({ code: 'INVALID_TOKEN' });
  });
});

describe('vendor registration', () => {
  const input = { name: 'Rang Decor', category: 0, email: 'rang@example.test', phone: '+91 98200 12345', password: 'secret1' };

  it('creates the vendor user and its business row together', async () => {
    const user = await registerVendor(deps, { ...input, category: decorationId });
    expect(user.role).toBe('vendor');
    const [vendor] = await t.db.select().from(vendors).where(eq(vendors.ownerUserId, user.id));
    expect(vendor).toMatchObject({ name: 'Rang Decor', categoryId: decorationId, phone: '+91 98200 12345', email: 'rang@example.test' });
  });

  it('refuses a venue type as the category and writes nothing', async () => {
    await expect(registerVendor(deps, { ...input, email: 'venue@example.test', category: venueTypeId })).rejects.toMatchObject({
      code: 'INVALID_CATEGORY',
    });
    expect(await t.db.select().from(users).where(eq(users.email, 'venue@example.test'))).toHaveLength(0);
  });

  it('leaves no half-made account when the business row fails', async () => {
    // The owner index is unique, so a second business row for a user fails inside the transaction.
    await t.db.$client.execute(
      "CREATE TRIGGER fail_vendor BEFORE INSERT ON vendors WHEN NEW.name = 'Broken Vendor' BEGIN SELECT RAISE(ABORT, 'boom'); END",
    );
    await expect(registerVendor(deps, { ...input, name: 'Broken Vendor', email: 'broken@example.test', category: decorationId })).rejects.toThrow();
    expect(await t.db.select().from(users).where(eq(users.email, 'broken@example.test'))).toHaveLength(0);
    await t.db.$client.execute('DROP TRIGGER fail_vendor');
  });
});

describe('two-factor authentication', () => {
  let userId: string;
  let secret: string;
  const codeNow = () => generateTOTP(decodeBase32IgnorePadding(secret), 30, 6);

  beforeAll(async () => {
    const [user] = await t.db.select().from(users).where(eq(users.email, 'asha@example.test'));
    userId = user!.id;
  });

  it('enrols only after a valid code, and returns 10 recovery codes stored hashed', async () => {
    const enrolment = await startTotpEnrolment(t.db, userId, 'asha@example.test');
    secret = enrolment.secret;
    expect(enrolment.uri).toMatch(/^otpauth:\/\/totp\/Mandap:asha%40example\.test\?/);
    expect(enrolment.qr.length).toBeGreaterThan(20);
    expect(await isTotpEnabled(t.db, userId)).toBe(false);
    await expect(confirmTotpEnrolment(t.db, userId, '000000')).rejects.toMatchObject({ code: 'INVALID_CODE' });
    const codes = await confirmTotpEnrolment(t.db, userId, codeNow());
    expect(codes).toHaveLength(10);
    expect(await isTotpEnabled(t.db, userId)).toBe(true);
    const [row] = await t.db.select().from(totpCredentials).where(eq(totpCredentials.userId, userId));
    expect(row!.recoveryCodeHashes).not.toContain(codes[0]);

    // A recovery code works once.
    await expect(verifySecondFactor(t.db, userId, codes[0]!.toUpperCase())).resolves.toBe('recovery');
    await expect(verifySecondFactor(t.db, userId, codes[0]!)).rejects.toMatchObject({ code: 'INVALID_CODE' });
    await expect(verifySecondFactor(t.db, userId, codeNow())).resolves.toBe('totp');
    await expect(verifySecondFactor(t.db, userId, '123457')).rejects.toMatchObject({ code: 'INVALID_CODE' });
  });

  it('turns off only with a valid code', async () => {
    await expect(disableTotp(t.db, userId, '999999')).rejects.toMatchObject({ code: 'INVALID_CODE' });
    expect(await isTotpEnabled(t.db, userId)).toBe(true);
    await disableTotp(t.db, userId, codeNow());
    expect(await isTotpEnabled(t.db, userId)).toBe(false);
  });
});

// Second factor with an authenticator app (TOTP, RFC 6238: 30 s steps, 6 digits) and
// single-use recovery codes, stored only as SHA-256 hashes.
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import { createTOTPKeyURI, verifyHOTP } from '@oslojs/otp';
import { decodeBase32IgnorePadding, encodeBase32UpperCaseNoPadding } from '@oslojs/encoding';
import { encode } from 'uqr';
import type { Db } from '../../../server/db/client.ts';
import { totpCredentials } from '../../../server/db/schema.ts';
import { hashToken } from '../../../server/auth/session.ts';
import { consumeRateLimit, resetRateLimit } from '../../../server/rate-limit.ts';
import { site } from '../../../lib/site.ts';
import { AuthError } from './auth-error.server.ts';
import { SIGNIN_ACCOUNT_LIMIT, SIGNIN_WINDOW_MS } from './sign-in.server.ts';

const PERIOD_SECONDS = 30;
const DIGITS = 6;
/** One step either side, for clocks that drift a little. */
const GRACE_STEPS = 1;
export const RECOVERY_CODE_COUNT = 10;

export type TotpEnrolment = {
  /** Base32 key to type into an app by hand. */
  secret: string;
  uri: string;
  /** QR modules, row by row (true = dark), for an SVG drawn by the page. */
  qr: boolean[][];
};

export async function isTotpEnabled(db: Db, userId: string): Promise<boolean> {
  const [row] = await db.select({ status: totpCredentials.status }).from(totpCredentials).where(eq(totpCredentials.userId, userId)).limit(1);
  return row?.status === 'verified';
}

/** Starts (or restarts) an enrolment with a new secret; the factor is off until confirmed. */
export async function startTotpEnrolment(db: Db, userId: string, accountName: string): Promise<TotpEnrolment> {
  if (await isTotpEnabled(db, userId)) throw new AuthError('TOTP_ALREADY_ON');
  const key = crypto.getRandomValues(new Uint8Array(20));
  const secret = encodeBase32UpperCaseNoPadding(key);
  await db
    .insert(totpCredentials)
    .values({ userId, secret, status: 'unverified', recoveryCodeHashes: [] })
    .onConflictDoUpdate({ target: totpCredentials.userId, set: { secret, status: 'unverified', recoveryCodeHashes: [], lastUsedStep: null } });
  const uri = createTOTPKeyURI(site.brand, accountName, key, PERIOD_SECONDS, DIGITS);
  return { secret, uri, qr: encode(uri, { ecc: 'M', border: 2 }).data };
}

/** The 30-second step whose code `code` is (this one or a neighbour), or null. */
export function matchTotpStep(secret: string, code: string, now = Date.now()): number | null {
  const key = decodeBase32IgnorePadding(secret);
  const current = Math.floor(now / 1000 / PERIOD_SECONDS);
  for (let step = current - GRACE_STEPS; step <= current + GRACE_STEPS; step++) {
    if (verifyHOTP(key, BigInt(step), DIGITS, code)) return step;
  }
  return null;
}

/**
 * Accepts a TOTP code once: the step it belongs to must be later than the last accepted
 * one, and is recorded in the same statement (a compare-and-set), so a code read over
 * someone's shoulder, or sent twice at once, works only the first time.
 */
async function spendTotpCode(db: Db, userId: string, secret: string, code: string): Promise<boolean> {
  const step = matchTotpStep(secret, code);
  if (step === null) return false;
  const spent = await db
    .update(totpCredentials)
    .set({ lastUsedStep: step })
    .where(
      and(
        eq(totpCredentials.userId, userId),
        eq(totpCredentials.secret, secret),
        or(isNull(totpCredentials.lastUsedStep), lt(totpCredentials.lastUsedStep, step)),
      ),
    )
    .returning({ userId: totpCredentials.userId });
  return spent.length > 0;
}

function normaliseRecoveryCode(code: string): string {
  return code.replace(/[\s-]/g, '').toLowerCase();
}

function generateRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const raw = encodeBase32UpperCaseNoPadding(crypto.getRandomValues(new Uint8Array(5))).toLowerCase();
    return `${raw.slice(0, 4)}-${raw.slice(4, 8)}`;
  });
}

/** Confirms the enrolment with a first code and returns the recovery codes, shown once. */
export async function confirmTotpEnrolment(db: Db, userId: string, code: string): Promise<string[]> {
  await countAttempt(db, userId);
  const [row] = await db.select().from(totpCredentials).where(eq(totpCredentials.userId, userId)).limit(1);
  if (!row) throw new AuthError('TOTP_NOT_ON');
  if (row.status === 'verified') throw new AuthError('TOTP_ALREADY_ON');
  if (!(await spendTotpCode(db, userId, row.secret, code))) throw new AuthError('INVALID_CODE');
  const codes = generateRecoveryCodes();
  await db
    .update(totpCredentials)
    .set({ status: 'verified', recoveryCodeHashes: codes.map((c) => hashToken(normaliseRecoveryCode(c))) })
    .where(and(eq(totpCredentials.userId, userId), eq(totpCredentials.status, 'unverified')));
  await resetRateLimit(db, `totp:${userId}`);
  return codes;
}

async function countAttempt(db: Db, userId: string): Promise<void> {
  const limit = await consumeRateLimit(db, `totp:${userId}`, SIGNIN_ACCOUNT_LIMIT, SIGNIN_WINDOW_MS);
  if (!limit.allowed) throw new AuthError('RATE_LIMITED');
}

/**
 * Checks a sign-in code: a current TOTP code, or an unused recovery code (which is then
 * spent). Attempts are limited like password sign-ins.
 */
export async function verifySecondFactor(db: Db, userId: string, code: string): Promise<'totp' | 'recovery'> {
  await countAttempt(db, userId);
  const [row] = await db.select().from(totpCredentials).where(eq(totpCredentials.userId, userId)).limit(1);
  if (!row || row.status !== 'verified') throw new AuthError('TOTP_NOT_ON');
  const trimmed = code.trim();
  if (/^\d{6}$/.test(trimmed)) {
    if (!(await spendTotpCode(db, userId, row.secret, trimmed))) throw new AuthError('INVALID_CODE');
    await resetRateLimit(db, `totp:${userId}`);
    return 'totp';
  }
  const hash = hashToken(normaliseRecoveryCode(trimmed));
  if (!row.recoveryCodeHashes.includes(hash)) throw new AuthError('INVALID_CODE');
  const remaining = row.recoveryCodeHashes.filter((h) => h !== hash);
  // Compare-and-set on the old list, so one code cannot be spent twice concurrently.
  const updated = await db
    .update(totpCredentials)
    .set({ recoveryCodeHashes: remaining })
    .where(and(eq(totpCredentials.userId, userId), eq(totpCredentials.recoveryCodeHashes, row.recoveryCodeHashes)))
    .returning({ userId: totpCredentials.userId });
  if (updated.length === 0) throw new AuthError('INVALID_CODE');
  await resetRateLimit(db, `totp:${userId}`);
  return 'recovery';
}

/** Turns the second factor off after checking a code (TOTP or recovery). */
export async function disableTotp(db: Db, userId: string, code: string): Promise<void> {
  await verifySecondFactor(db, userId, code);
  await db.delete(totpCredentials).where(eq(totpCredentials.userId, userId));
}

// New accounts: a couple (customer), or a vendor with its business row. Each sends the
// verification e-mail.
import { and, eq } from 'drizzle-orm';
import { categories, users, vendors, type User } from '../../../server/db/schema.ts';
import { hashPassword, hasHashCapacity, PasswordHashBusyError, withSourceShare } from '../../../server/auth/password.ts';
import { consumeRateLimit } from '../../../server/rate-limit.ts';
import { refundAttempt } from '../../../server/auth/backoff.ts';
import { AuthError } from './auth-error.server.ts';
import { purgeAfterWrite } from '../../../server/purge.ts';
import { sendVerificationEmail, type MailDeps } from './email-tokens.server.ts';
import type { RegisterInput, VendorRegisterInput } from './auth.schema.ts';
import { newId } from '../../../lib/ids.ts';
import type { Locale } from '../../../i18n/locales.ts';

/**
 * New accounts per client IP per hour. Many phones share one carrier address, so the ceiling
 * is high (a campus signing up together stays well under it) and only accounts actually
 * created count: a place is taken before any lookup or hashing (so parallel sign-ups cannot
 * all pass) and given back when the sign-up fails.
 */
export const REGISTER_IP_LIMIT = 60;
export const REGISTER_WINDOW_MS = 60 * 60 * 1000;

/** Where a sign-up comes from, for its limit, and the language of the page it was made on (the account's). */
export type SignUpOrigin = { ip: string; now?: number; locale?: Locale };

export const registerKey = (ip: string) => `register:ip:${ip}`;

/** Runs a sign-up within the IP's hourly allowance; a failed one gives its place back. */
async function countSignUp<T>(deps: MailDeps, origin: SignUpOrigin, signUp: () => Promise<T>): Promise<T> {
  // Turned away while hashing is at capacity, a sign-up does not use up the hour's quota.
  if (!hasHashCapacity()) throw new PasswordHashBusyError();
  const key = registerKey(origin.ip);
  const limit = await consumeRateLimit(deps.db, key, REGISTER_IP_LIMIT, REGISTER_WINDOW_MS, origin.now);
  if (!limit.allowed) {
    await refundAttempt(deps.db, key);
    throw new AuthError('TOO_MANY_SIGNUPS');
  }
  try {
    return await signUp();
  } catch (error) {
    await refundAttempt(deps.db, key);
    throw error;
  }
}

function isUniqueViolation(error: unknown): boolean {
  const text = `${(error as Error)?.message ?? ''} ${String((error as { cause?: unknown })?.cause ?? '')}`;
  return /UNIQUE constraint failed/i.test(text);
}

/** Creates a customer account and sends its verification e-mail. */
export function registerCustomer(deps: MailDeps, input: RegisterInput, origin: SignUpOrigin): Promise<User> {
  return withSourceShare(origin.ip, () => countSignUp(deps, origin, () => createCustomer(deps, input, origin.locale)));
}

async function createCustomer(deps: MailDeps, input: RegisterInput, locale: Locale = 'en'): Promise<User> {
  const passwordHash = await hashPassword(input.password);
  let user: User | undefined;
  try {
    [user] = await deps.db.insert(users).values({ email: input.email, name: input.name, passwordHash, role: 'customer', locale }).returning();
  } catch (error) {
    if (isUniqueViolation(error)) throw new AuthError('EMAIL_TAKEN');
    throw error;
  }
  await sendVerificationEmail(deps, user!);
  return user!;
}

/** Creates the vendor's user and its business row in one transaction. */
export function registerVendor(deps: MailDeps, input: VendorRegisterInput, origin: SignUpOrigin): Promise<User> {
  return withSourceShare(origin.ip, () => countSignUp(deps, origin, () => createVendor(deps, input, origin.locale)));
}

async function createVendor(deps: MailDeps, input: VendorRegisterInput, locale: Locale = 'en'): Promise<User> {
  const [category] = await deps.db
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.id, input.category), eq(categories.type, 'vendor')))
    .limit(1);
  if (!category) throw new AuthError('INVALID_CATEGORY');
  const passwordHash = await hashPassword(input.password);
  // One batch is one transaction: both rows or neither. (An interactive transaction would
  // hold the write lock across awaits and stall every other request of this process.)
  const id = newId();
  let user: User | undefined;
  try {
    const [created, listing] = await deps.db.batch([
      deps.db.insert(users).values({ id, email: input.email, name: input.name, phone: input.phone, passwordHash, role: 'vendor', locale }).returning(),
      deps.db
        .insert(vendors)
        .values({
          name: input.name,
          categoryId: category.id,
          phone: input.phone,
          email: input.email,
          ownerUserId: id,
          // Not public until the owner verifies the e-mail and an admin approves it (business/review-queue.server.ts).
          isActive: false,
          approvalStatus: 'pending',
        })
        .returning({ id: vendors.id }),
    ]);
    user = created[0]!;
    const [vendor] = listing;
    await purgeAfterWrite({ kind: 'vendor-registration', listing: { kind: 'vendor', id: vendor!.id, cityId: null, categoryId: category.id } });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AuthError('EMAIL_TAKEN');
    throw error;
  }
  await sendVerificationEmail(deps, user);
  return user;
}

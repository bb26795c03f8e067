// Demo accounts: reviewers, one couple, one vendor and one venue business, all with the same documented
// password. scrypt is slow by design, so the hash is computed once per run.
import { createHash, scrypt as scryptCallback } from 'node:crypto';
import type { users } from '../../src/server/db/schema.ts';
import { artIndex, artUrl } from '../../src/features/catalogue/art/art.ts';
import { daysBefore, int, mobile, reseed } from './random.ts';

export const DEMO_PASSWORD = 'mandap-demo-2026';
export const DEMO_DOMAIN = 'demo.mandap.in';
export const COUPLE_EMAIL = `couple@${DEMO_DOMAIN}`;
export const VENDOR_EMAIL = `vendor@${DEMO_DOMAIN}`;
export const VENUE_EMAIL = `venue@${DEMO_DOMAIN}`;
export const ADMIN_EMAIL = `admin@${DEMO_DOMAIN}`;
export const EDITOR_EMAIL = `editor@${DEMO_DOMAIN}`;
export const REVIEWER_COUNT = 120;

/**
 * The same string `hashPassword` produces (scrypt N=2^17, r=8, p=1), but with a salt
 * derived from a constant so that two seeded databases are identical byte for byte.
 */
export function demoPasswordHash(): Promise<string> {
  const [n, r, p] = [2 ** 17, 8, 1];
  const salt = createHash('sha256').update('mandap demo accounts').digest().subarray(0, 16);
  return new Promise((resolve, reject) =>
    scryptCallback(DEMO_PASSWORD.normalize('NFKC'), salt, 32, { N: n, r, p, maxmem: 256 * n * r }, (error, key) =>
      error ? reject(error) : resolve(['scrypt', n, r, p, salt.toString('base64'), key.toString('base64')].join('$')),
    ),
  );
}

type UserRow = typeof users.$inferInsert;

function demoUser(n: number, email: string, role: UserRow['role'], passwordHash: string): UserRow {
  const f = reseed('user', n);
  const first = f.person.firstName();
  const last = f.person.lastName();
  return {
    id: f.string.hexadecimal({ length: 32, casing: 'lower', prefix: '' }),
    email,
    passwordHash,
    name: `${first} ${last}`,
    phone: mobile(),
    role,
    avatarUrl: artUrl('avatar', artIndex(n)),
    emailVerified: true,
    createdAt: daysBefore(int(720, 1000)),
  };
}

export function reviewerRows(passwordHash: string): UserRow[] {
  return Array.from({ length: REVIEWER_COUNT }, (_, i) => demoUser(i + 1, `guest${i + 1}@${DEMO_DOMAIN}`, 'customer', passwordHash));
}

export function coupleRow(passwordHash: string): UserRow {
  return { ...demoUser(10_001, COUPLE_EMAIL, 'customer', passwordHash), name: 'Ananya Iyer' };
}

export function vendorOwnerRow(passwordHash: string): UserRow {
  return { ...demoUser(10_002, VENDOR_EMAIL, 'vendor', passwordHash), name: 'Rohan Mehta' };
}

/** The business account that owns the first venue and answers its enquiries. */
export function venueOwnerRow(passwordHash: string): UserRow {
  return { ...demoUser(10_003, VENUE_EMAIL, 'vendor', passwordHash), name: 'Kavita Rao' };
}

/** Reviews reported listing photos at /admin/photos. */
export function adminRow(passwordHash: string): UserRow {
  return { ...demoUser(10_004, ADMIN_EMAIL, 'admin', passwordHash), name: 'Meera Admin' };
}

/** Writes the ideas and blog posts in the editing interface (/keystatic) and previews drafts. */
export function editorRow(passwordHash: string): UserRow {
  return { ...demoUser(10_005, EDITOR_EMAIL, 'editor', passwordHash), name: 'Farah Editor' };
}

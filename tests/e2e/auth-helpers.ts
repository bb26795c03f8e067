// Helpers for the account tests: read mailed links from the outbox, make sure vendor
// categories exist, and compute TOTP codes like an authenticator app would.
import { desc, eq } from 'drizzle-orm';
import { generateHOTP } from '@oslojs/otp';
import { decodeBase32IgnorePadding } from '@oslojs/encoding';
import type { Page } from '@playwright/test';
import { categories, outbox } from '../../src/server/db/schema.ts';
import { e2eDb, expect } from './fixtures.ts';

export function uniqueEmail(prefix = 'e2e'): string {
  return `${prefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}@example.test`;
}

/** The path and query of the newest link to `path` e-mailed to `to` (polls the outbox until it is there). */
export async function mailedLink(to: string, path: '/verify-email' | '/reset-password'): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const [mail] = await e2eDb().select().from(outbox).where(eq(outbox.to, to)).orderBy(desc(outbox.id)).limit(1);
        link = mail && new RegExp(`https?://[^/\\s]+(${path}\\?token=[a-z0-9]+)`).exec(mail.text)?.[1];
        return link;
      },
      { message: `No ${path} e-mail for ${to}` },
    )
    .toBeTruthy();
  return link!;
}

/** Vendor categories the registration form lists, created when the database has none. */
export async function ensureVendorCategories(): Promise<{ id: number; name: string }[]> {
  const db = e2eDb();
  await db
    .insert(categories)
    .values([
      { name: 'Photography', slug: 'photography', type: 'vendor', icon: 'photography' },
      { name: 'Decoration', slug: 'decoration', type: 'vendor', icon: 'decoration' },
    ])
    .onConflictDoNothing();
  return db.select({ id: categories.id, name: categories.name }).from(categories).where(eq(categories.type, 'vendor')).orderBy(categories.name);
}

/**
 * The code an authenticator app shows, `offset` 30-second steps from now. The site accepts
 * a step either side of its own and each step only once, so a test that needs several
 * codes within one step takes them at increasing offsets (-1, 0, 1).
 */
export function totpCode(secret: string, offset = 0): string {
  return generateHOTP(decodeBase32IgnorePadding(secret), BigInt(Math.floor(Date.now() / 30_000) + offset), 6);
}

/**
 * Waits until at least `seconds` are left in the current 30-second step. The previous step's
 * code (offset -1) stops being accepted when the step changes, so a test that sends one on a
 * loaded machine takes it early in a step.
 */
export async function earlyInStep(seconds = 12): Promise<void> {
  await expect.poll(() => 30_000 - (Date.now() % 30_000), { timeout: 31_000, intervals: [500] }).toBeGreaterThanOrEqual(seconds * 1000);
}

/** Matches the request of one action (`group.verb`), for `page.route`; the client adds a trailing slash. */
export function actionUrl(name: string): (url: URL) => boolean {
  return (url) => url.pathname.replace(/\/$/, '') === `/_actions/${name}`;
}

/**
 * Holds requests to `url` until the returned release is called, so a test can see the
 * pending state of a form (then release and see the outcome) without racing the server.
 */
export async function holdRequests(page: Page, url: (url: URL) => boolean): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/**
 * The couple dashboard belongs to another area; these tests only need a page with the
 * site layout at /dashboard to see the toast that the sign-in left for it.
 */
export async function serveLayoutAtDashboard(page: import('@playwright/test').Page): Promise<void> {
  await page.route(
    (url) => url.pathname === '/dashboard',
    async (route) => {
      const home = await route.fetch({ url: new URL('/', route.request().url()).href });
      await route.fulfill({ response: home });
    },
  );
}

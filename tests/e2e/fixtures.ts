// Shared Playwright fixtures: direct access to the e2e database, and users created and
// signed in without going through the sign-in form (the auth tests cover that form).
import { test as base, expect, type Browser, type BrowserContext } from '@playwright/test';
import { openDb, type Db } from '../../src/server/db/client.ts';
import { users, type User } from '../../src/server/db/schema.ts';
import { hashPassword } from '../../src/server/auth/password.ts';
import { createSession, SESSION_COOKIE } from '../../src/server/auth/session.ts';

export const E2E_DATABASE_URL = process.env.DATABASE_URL ?? 'file:data/e2e.db';
export const BASE_URL = `http://localhost:${process.env.E2E_PORT ?? 4322}`;
export const TEST_PASSWORD = 'correct-horse-42';

let sharedDb: Db | undefined;
export function e2eDb(): Db {
  sharedDb ??= openDb(E2E_DATABASE_URL);
  return sharedDb;
}

let hashed: Promise<string> | undefined;
let counter = 0;

/** A new user with a unique e-mail and the password TEST_PASSWORD. */
export async function createUser(overrides: Partial<Pick<User, 'name' | 'role' | 'email' | 'phone' | 'emailVerified'>> = {}): Promise<User> {
  hashed ??= hashPassword(TEST_PASSWORD);
  const unique = `${Date.now().toString(36)}${(counter++).toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const [user] = await e2eDb()
    .insert(users)
    .values({
      email: `user-${unique}@example.test`,
      name: 'Test Couple',
      emailVerified: true,
      ...overrides,
      passwordHash: await hashed,
    })
    .returning();
  return user!;
}

/** Puts a valid session cookie for `user` into the browser context. */
export async function signIn(context: BrowserContext, user: User): Promise<void> {
  const { token, session } = await createSession(e2eDb(), user.id);
  await context.addCookies([
    {
      name: SESSION_COOKIE,
      value: token,
      url: BASE_URL,
      httpOnly: true,
      sameSite: 'Lax',
      expires: Math.floor(session.expiresAt.getTime() / 1000),
    },
  ]);
}

type Fixtures = { user: User; signedInUser: User };

export const test = base.extend<Fixtures>({
  user: async ({}, use) => {
    await use(await createUser());
  },
  signedInUser: async ({ context }, use) => {
    const user = await createUser();
    await signIn(context, user);
    await use(user);
  },
});

export { expect };

/** A phone of its own (412 px, touch, no cookies): a guest opening their RSVP link. */
export async function phone(browser: Browser) {
  const context = await browser.newContext({ baseURL: BASE_URL, viewport: { width: 412, height: 915 }, isMobile: true, hasTouch: true });
  return { context, page: await context.newPage() };
}

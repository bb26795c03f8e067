import { eq } from 'drizzle-orm';
import { test, expect as baseExpect, createUser, signIn, e2eDb, TEST_PASSWORD } from './fixtures.ts';
import { earlyInStep, serveLayoutAtDashboard, totpCode } from './auth-helpers.ts';
import { sessions, totpCredentials } from '../../src/server/db/schema.ts';

// Password hashing (scrypt, N = 2^17) makes sign-in actions take a second or more on a busy machine.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 60_000 });

test('enrol with QR and key, sign in with a code and with a recovery code, then turn it off', async ({ page, context, user }) => {
  test.setTimeout(120_000);
  await signIn(context, user);
  await serveLayoutAtDashboard(page);
  await page.goto('/myprofile/settings');
  await page.getByRole('tab', { name: 'Security' }).click();
  await page.getByRole('button', { name: 'Set up two-factor authentication' }).click();
  await expect(page.getByRole('img', { name: 'QR code to scan with your authenticator app' })).toBeVisible();
  const secret = (await page.getByTestId('totp-secret').textContent())!.trim();
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await page.getByRole('main').getByLabel('Code from your app').fill('000000');
  await page.getByRole('button', { name: 'Verify and turn on' }).click();
  await expect(page.getByText('That code is not valid. Please try again.')).toBeVisible();
  await earlyInStep();
  await page.getByRole('main').getByLabel('Code from your app').fill(totpCode(secret, -1));
  await page.getByRole('button', { name: 'Verify and turn on' }).click();
  const codeItems = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codeItems).toHaveCount(10);
  const codes = await codeItems.allTextContents();
  const [row] = await e2eDb().select().from(totpCredentials).where(eq(totpCredentials.userId, user.id));
  expect(row!.status).toBe('verified');
  expect(row!.recoveryCodeHashes).not.toContain(codes[0]);
  await page.getByRole('button', { name: 'I have saved my codes' }).click();

  // Sign in again: the password alone is not enough.
  await page.goto('about:blank'); // no request of the last page may set the cookie again
  await context.clearCookies();
  await page.goto('/login');
  await page.getByRole('main').getByLabel('Email').fill(user.email);
  await page.getByRole('main').getByLabel('Password').fill(TEST_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/login\/two-factor/);
  expect((await (await page.request.get('/api/session')).json()).user).toBeNull();
  await page.goto('/myprofile/settings');
  await expect(page.getByRole('heading', { name: 'Please sign in' })).toBeVisible();
  await page.goBack();
  await page.getByRole('main').getByLabel('Authentication code').fill('111111');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('That code is not valid. Please try again.')).toBeVisible();
  await page.getByRole('main').getByLabel('Authentication code').fill(totpCode(secret));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Login successful!')).toBeVisible();
  expect((await (await page.request.get('/api/session')).json()).user.id).toBe(user.id);

  // A recovery code works once.
  for (const expected of ['ok', 'refused'] as const) {
    await page.goto('about:blank'); // no request of the last page may set the cookie again
    await context.clearCookies();
    await page.goto('/login');
    await page.getByRole('main').getByLabel('Email').fill(user.email);
    await page.getByRole('main').getByLabel('Password').fill(TEST_PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/login\/two-factor/);
    await page.getByRole('main').getByLabel('Authentication code').fill(codes[0]!);
    await page.getByRole('button', { name: 'Verify' }).click();
    if (expected === 'ok') await expect(page).toHaveURL(/\/dashboard$/);
    else await expect(page.getByText('That code is not valid. Please try again.')).toBeVisible();
  }
  // Leaves no half-signed-in sessions verified by mistake.
  const pending = await e2eDb().select().from(sessions).where(eq(sessions.userId, user.id));
  expect(pending.filter((s) => !s.twoFactorVerified).length).toBeGreaterThan(0);

  // Turn it off with a code.
  await page.goto('about:blank'); // no request of the last page may set the cookie again
  await context.clearCookies();
  await signIn(context, user);
  await page.goto('/myprofile/settings');
  await page.getByRole('tab', { name: 'Security' }).click();
  await page.getByRole('main').getByLabel('Code to turn it off').fill('123');
  await page.getByRole('button', { name: 'Turn off two-factor authentication' }).click();
  await expect(page.getByText('Enter the 6-digit code from your authenticator app')).toBeVisible();
  await page.getByRole('main').getByLabel('Code to turn it off').fill(totpCode(secret, 1));
  await page.getByRole('button', { name: 'Turn off two-factor authentication' }).click();
  await expect(page.getByRole('button', { name: 'Set up two-factor authentication' })).toBeVisible();
  expect(await e2eDb().select().from(totpCredentials).where(eq(totpCredentials.userId, user.id))).toHaveLength(0);
});

test('a vendor with TOTP is asked for the code and lands on the vendor dashboard', async ({ page, context }) => {
  const vendor = await createUser({ role: 'vendor', name: 'Two Step Decor' });
  const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
  await e2eDb().insert(totpCredentials).values({ userId: vendor.id, secret, status: 'verified', recoveryCodeHashes: [] });
  await page.goto('/LoginVendor');
  await page.getByRole('main').getByLabel('Email').fill(vendor.email);
  await page.getByRole('main').getByLabel('Password').fill(TEST_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/login\/two-factor/);
  // Half signed in: the vendor area still refuses.
  expect((await (await context.request.get('/api/session')).json()).user).toBeNull();
  await page.getByRole('main').getByLabel('Authentication code').fill(totpCode(secret));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/vendor-dashboard$/);
  await expect(page.getByText('Welcome back to your vendor dashboard!')).toBeVisible();
});

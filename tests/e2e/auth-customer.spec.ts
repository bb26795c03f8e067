import { eq } from 'drizzle-orm';
import { test, expect as baseExpect, createUser, signIn, e2eDb, BASE_URL, TEST_PASSWORD } from './fixtures.ts';
import { actionUrl, holdRequests, mailedLink, serveLayoutAtDashboard, uniqueEmail } from './auth-helpers.ts';
import { rateLimits, sessions, users } from '../../src/server/db/schema.ts';

// Password hashing (scrypt, N = 2^17) makes sign-in actions take a second or more on a busy machine.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 60_000 });

test.describe('customer sign-up', () => {
  test('shows the validation messages of the spec', async ({ page }) => {
    await page.goto('/register');
    await page.getByRole('main').getByLabel('Email').fill('not-an-email');
    await page.getByRole('main').getByLabel('Password', { exact: true }).fill('123');
    await page.getByRole('main').getByLabel('Confirm Password').fill('123456');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();
    await page.getByRole('main').getByLabel('Password', { exact: true }).fill('1234567');
    await page.getByRole('main').getByLabel('Email').fill(uniqueEmail());
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('Passwords do not match')).toBeVisible();
    await expect(page.getByRole('main').getByLabel('Confirm Password')).toHaveAttribute('aria-invalid', 'true');
  });

  test('registers, shows the pending state, then goes to /login with the toast; the e-mail link verifies', async ({ page }) => {
    const email = uniqueEmail('couple');
    await page.goto('/register');
    const release = await holdRequests(page, actionUrl('auth.register'));
    await page.getByRole('main').getByLabel('Name').fill('Asha Rao');
    await page.getByRole('main').getByLabel('Email').fill(email);
    await page.getByRole('main').getByLabel('Password', { exact: true }).fill('secret-123');
    await page.getByRole('main').getByLabel('Confirm Password').fill('secret-123');
    await page.getByRole('button', { name: 'Create Account' }).click();
    const pending = page.getByRole('button', { name: 'Creating account...' });
    await expect(pending).toBeDisabled();
    await expect(page.getByRole('main').getByLabel('Email')).toBeDisabled();
    await expect(page.getByRole('main').getByLabel('Name')).toBeDisabled();
    release();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('Registration successful!')).toBeVisible();
    await expect(page.getByText('Please check your email to verify your account.')).toBeVisible();

    const [user] = await e2eDb().select().from(users).where(eq(users.email, email));
    expect(user).toMatchObject({ name: 'Asha Rao', role: 'customer', emailVerified: false });

    await page.goto(await mailedLink(email, '/verify-email'));
    await page.getByRole('button', { name: 'Verify my email' }).click();
    await expect(page.getByText('Your email is verified. Thank you!')).toBeVisible();
    const [verified] = await e2eDb().select().from(users).where(eq(users.email, email));
    expect(verified!.emailVerified).toBe(true);
    // The link works once.
    await page.goto(await mailedLink(email, '/verify-email'));
    await page.getByRole('button', { name: 'Verify my email' }).click();
    await expect(page.getByText('This verification link is invalid or has expired.')).toBeVisible();
  });

  test('an existing e-mail gets Registration failed', async ({ page, user }) => {
    await page.goto('/register');
    await page.getByRole('main').getByLabel('Email').fill(user.email);
    await page.getByRole('main').getByLabel('Password', { exact: true }).fill('secret-123');
    await page.getByRole('main').getByLabel('Confirm Password').fill('secret-123');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('Registration failed')).toBeVisible();
    await expect(page.getByText('An account with this email already exists. Please sign in instead.')).toBeVisible();
  });
});

test.describe('customer sign-in', () => {
  test('wrong password and unknown e-mail get the same Login failed toast', async ({ page, user }) => {
    await page.goto('/login');
    await page.getByRole('main').getByLabel('Email').fill(user.email);
    await page.getByRole('main').getByLabel('Password').fill('wrong-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Login failed' })).toContainText('Invalid email or password. Please try again.');
    await page.reload();
    await page.getByRole('main').getByLabel('Email').fill(uniqueEmail('nobody'));
    await page.getByRole('main').getByLabel('Password').fill('wrong-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Login failed' })).toContainText('Invalid email or password. Please try again.');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('shows the spec messages for a bad email and a short password', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('main').getByLabel('Email').fill('asha@');
    await page.getByRole('main').getByLabel('Password').fill('12');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();
  });

  test('signs in with a new session, greets, and goes to /dashboard', async ({ page, context, user }) => {
    await signIn(context, user);
    const [old] = await e2eDb().select().from(sessions).where(eq(sessions.userId, user.id));
    await page.goto('about:blank'); // no request of the last page may set the cookie again
    await context.clearCookies();
    await serveLayoutAtDashboard(page);
    await page.goto('/login');
    await page.getByRole('main').getByLabel('Email').fill(user.email.toUpperCase());
    await page.getByRole('main').getByLabel('Password').fill(TEST_PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText('Login successful!')).toBeVisible();
    await expect(page.getByText('Welcome back to Mandap.')).toBeVisible();
    const cookie = (await context.cookies()).find((c) => c.name === 'mandap_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    const rows = await e2eDb().select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows.map((r) => r.id)).toContain(old!.id);
    expect(rows).toHaveLength(2);
    expect((await (await page.request.get('/api/session')).json()).user.id).toBe(user.id);
  });

  test('refuses the 11th failed attempt with 429 and a clear message', async ({ page, user }) => {
    test.setTimeout(120_000);
    for (let i = 0; i < 10; i++) {
      const response = await page.request.post('/_actions/auth.signIn', {
        data: { email: user.email, password: `wrong-${i}-pass` },
        headers: { Origin: BASE_URL },
      });
      expect(response.status()).toBe(401);
    }
    const refused = await page.request.post('/_actions/auth.signIn', { data: { email: user.email, password: 'wrong-again' }, headers: { Origin: BASE_URL } });
    expect(refused.status()).toBe(429);
    // The wait grows with more failures (30 seconds now); five more make it the longest.
    await e2eDb()
      .update(rateLimits)
      .set({ count: 15, windowStartsAt: new Date() })
      .where(eq(rateLimits.key, `signin:account:${user.email}`));
    await page.goto('/login');
    await page.getByRole('main').getByLabel('Email').fill(user.email);
    await page.getByRole('main').getByLabel('Password').fill(TEST_PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Login failed' })).toContainText(
      'Too many failed sign-in attempts. Please wait 15 minutes and try again.',
    );
    await expect(page).toHaveURL(/\/login$/);
  });

  test('signed-in users are sent from /login and /register to /', async ({ page, signedInUser }) => {
    void signedInUser;
    await page.goto('/login');
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/register');
    await expect(page).toHaveURL(/\/$/);
  });

  test('links: register, vendor login button and forgot password', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('main').getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/register');
    await page.getByRole('button', { name: 'Are you a vendor? Click here' }).click();
    await expect(page).toHaveURL(/\/LoginVendor$/);
    await page.goto('/register');
    await expect(page.getByRole('main').getByRole('link', { name: 'Sign in', exact: true })).toHaveAttribute('href', '/login');
  });
});

test.describe('forgotten password', () => {
  test('answers the same for unknown e-mails, resets with a single-use link and ends all sessions', async ({ page, browser, user }) => {
    const other = await browser.newContext();
    await signIn(other, user);

    await page.goto('/login');
    await page.getByRole('main').getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await page.getByRole('main').getByLabel('Email').fill(uniqueEmail('ghost'));
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    const answer = 'If an account exists for that email, we have sent a link to reset your password. It expires in 1 hour.';
    await expect(page.getByText(answer)).toBeVisible();

    await page.reload();
    await page.getByRole('main').getByLabel('Email').fill(user.email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByText(answer)).toBeVisible();

    const link = await mailedLink(user.email, '/reset-password');
    await page.goto(link);
    await page.getByRole('main').getByLabel('New Password', { exact: true }).fill('fresh-pass-1');
    await page.getByRole('main').getByLabel('Confirm New Password').fill('fresh-pass-2');
    await page.getByRole('button', { name: 'Set New Password' }).click();
    await expect(page.getByText('Passwords do not match')).toBeVisible();
    await page.getByRole('main').getByLabel('Confirm New Password').fill('fresh-pass-1');
    await page.getByRole('button', { name: 'Set New Password' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('Password updated')).toBeVisible();

    expect(await e2eDb().select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
    expect((await (await other.request.get('/api/session')).json()).user).toBeNull();
    await other.close();

    await page.getByRole('main').getByLabel('Email').fill(user.email);
    await page.getByRole('main').getByLabel('Password').fill('fresh-pass-1');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);

    // The link cannot be used twice.
    await page.goto(link);
    await page.getByRole('main').getByLabel('New Password', { exact: true }).fill('third-pass-1');
    await page.getByRole('main').getByLabel('Confirm New Password').fill('third-pass-1');
    await page.getByRole('button', { name: 'Set New Password' }).click();
    await expect(page.getByText('This reset link is invalid or has expired. Please request a new one.')).toBeVisible();
  });

  test('an unverified account sees a reminder with a resend link', async ({ page, context }) => {
    const user = await createUser({ emailVerified: false });
    await signIn(context, user);
    await page.goto('/myprofile/settings');
    const reminder = page.getByRole('complementary', { name: 'Email verification' });
    await expect(reminder).toContainText('Please verify your email address');
    await reminder.getByRole('link', { name: 'resend the verification email' }).click();
    await page.getByRole('button', { name: 'Resend verification email' }).click();
    await expect(page.getByText(`We have sent a new verification link to ${user.email}.`)).toBeVisible();
    await page.goto(await mailedLink(user.email, '/verify-email'));
    await page.getByRole('button', { name: 'Verify my email' }).click();
    await expect(page.getByText('Your email is verified. Thank you!')).toBeVisible();
    await page.goto('/myprofile/settings');
    await expect(page.getByRole('complementary', { name: 'Email verification' })).toHaveCount(0);
  });
});

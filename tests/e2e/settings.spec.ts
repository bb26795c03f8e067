import { eq } from 'drizzle-orm';
import { test, expect as baseExpect, signIn, e2eDb, TEST_PASSWORD } from './fixtures.ts';
import { actionUrl } from './auth-helpers.ts';
import { sessions, users } from '../../src/server/db/schema.ts';
import { verifyPassword } from '../../src/server/auth/password.ts';

// Password hashing (scrypt, N = 2^17) makes sign-in actions take a second or more on a busy machine.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 60_000 });

test('signed out: Please sign in with a Sign In link that leads to /login', async ({ page }) => {
  await page.goto('/myprofile/settings');
  await expect(page.getByRole('heading', { name: 'Please sign in' })).toBeVisible();
  await expect(page.getByText('Sign in to manage your settings.')).toBeVisible();
  const link = page.getByRole('main').getByRole('link', { name: 'Sign In' });
  await expect(link).toHaveAttribute('href', '/auth/signin');
  await link.click();
  await expect(page).toHaveURL(/\/login$/);
});

test('profile tab saves name and phone as they are typed; email is read-only', async ({ page, signedInUser }) => {
  await page.goto('/myprofile/settings');
  await expect(page.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('main').getByLabel('Email')).toHaveValue(signedInUser.email);
  await expect(page.getByRole('main').getByLabel('Email')).toHaveAttribute('readonly', '');
  await page.getByRole('main').getByLabel('Full Name').fill('Asha Rao');
  await expect(page.getByText('Settings updated')).toBeVisible();
  await expect(page.getByText('Your settings have been saved successfully.')).toBeVisible();
  // 'Saved' beside the field that was saved, and only that one.
  await expect(page.getByRole('main').getByLabel('Full Name')).toHaveAccessibleDescription('Saved');
  await expect(page.getByRole('main').getByLabel('Phone Number')).not.toHaveAccessibleDescription('Saved');
  await page.getByRole('main').getByLabel('Phone Number').fill('+91 98200 77777');
  await expect
    .poll(async () => (await e2eDb().select().from(users).where(eq(users.id, signedInUser.id)))[0])
    .toMatchObject({
      name: 'Asha Rao',
      phone: '+91 98200 77777',
    });
  await expect(page.getByRole('main').getByLabel('Phone Number')).toHaveAccessibleDescription('Saved');
  await page.getByRole('main').getByLabel('Phone Number').fill('12ab');
  await expect(page.getByText('Enter a valid phone number')).toBeVisible();
  await expect(page.getByRole('main').getByLabel('Phone Number')).not.toHaveAccessibleDescription(/Saved/);
  // A change typed just before leaving the tab is still saved.
  await page.getByRole('main').getByLabel('Phone Number').fill('+91 98200 88888');
  await page.getByRole('main').getByLabel('Full Name').fill('Asha R. Rao');
  await page.getByRole('tab', { name: 'Notifications' }).click();
  await page.getByRole('tab', { name: 'Profile' }).click();
  await expect(page.getByRole('main').getByLabel('Full Name')).toHaveValue('Asha R. Rao');
  await expect.poll(async () => (await e2eDb().select().from(users).where(eq(users.id, signedInUser.id)))[0]!.name).toBe('Asha R. Rao');
  await page.reload();
  await expect(page.getByRole('main').getByLabel('Full Name')).toHaveValue('Asha R. Rao');
});

test('a failed save shows Error with the reason', async ({ page, signedInUser }) => {
  void signedInUser;
  await page.goto('/myprofile/settings');
  await page.route(actionUrl('settings.updateProfile'), (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ type: 'AstroActionError', code: 'INTERNAL_SERVER_ERROR', status: 500, message: 'Database is busy' }),
    }),
  );
  await page.getByRole('main').getByLabel('Full Name').fill('Will Not Save');
  const alert = page.getByRole('alert').filter({ hasText: 'Error' });
  await expect(alert).toContainText('Database is busy');
});

test('notification switches show the defaults and save on each toggle', async ({ page, signedInUser }) => {
  await page.goto('/myprofile/settings');
  await page.getByRole('tab', { name: 'Notifications' }).click();
  const email = page.getByRole('switch', { name: 'Email Notifications' });
  const push = page.getByRole('switch', { name: 'Push Notifications' });
  const marketing = page.getByRole('switch', { name: 'Marketing Emails' });
  await expect(email).toHaveAttribute('aria-checked', 'true');
  await expect(push).toHaveAttribute('aria-checked', 'true');
  await expect(marketing).toHaveAttribute('aria-checked', 'false');
  await expect(page.getByText('Receive email updates about your bookings and inquiries')).toBeVisible();
  await expect(page.getByText('Receive emails about new features and promotions')).toBeVisible();
  await marketing.click();
  await expect(page.getByText('Settings updated')).toBeVisible();
  await expect(marketing).toHaveAttribute('aria-checked', 'true');
  await email.click();
  await expect(email).toHaveAttribute('aria-checked', 'false');
  await expect
    .poll(async () => (await e2eDb().select().from(users).where(eq(users.id, signedInUser.id)))[0]!.notificationSettings)
    .toEqual({ email_notifications: false, push_notifications: true, marketing_emails: true });
});

test('tabs follow the arrow keys', async ({ page, signedInUser }) => {
  void signedInUser;
  await page.goto('/myprofile/settings');
  // Until the island runs the tabs are disabled (they cannot work yet), so wait for them.
  await expect(page.getByRole('tab', { name: 'Profile' })).toBeEnabled();
  await page.getByRole('tab', { name: 'Profile' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Notifications' })).toBeFocused();
  await expect(page.getByRole('tabpanel', { name: 'Notifications' })).toBeVisible();
});

test.describe('password change', () => {
  test('mismatch shows New passwords do not match; wrong current password is refused', async ({ page, signedInUser }) => {
    void signedInUser;
    await page.goto('/myprofile/settings');
    await page.getByRole('tab', { name: 'Security' }).click();
    await page.getByRole('main').getByLabel('Current Password').fill(TEST_PASSWORD);
    await page.getByRole('main').getByLabel('New Password', { exact: true }).fill('new-pass-1');
    await page.getByRole('main').getByLabel('Confirm New Password').fill('new-pass-2');
    await page.getByRole('button', { name: 'Update Password' }).click();
    await expect(page.getByText('New passwords do not match')).toBeVisible();

    await page.getByRole('main').getByLabel('Current Password').fill('not-my-password');
    await page.getByRole('main').getByLabel('Confirm New Password').fill('new-pass-1');
    await page.getByRole('button', { name: 'Update Password' }).click();
    await expect(page.locator('.toast').filter({ hasText: 'Your current password is not correct.' })).toContainText('Error');
    await expect(page.getByRole('main').getByLabel('Current Password')).toHaveAttribute('aria-invalid', 'true');
  });

  test('verifies the current password, shows Password updated and ends every other session', async ({ page, browser, context, user }) => {
    await signIn(context, user);
    const other = await browser.newContext();
    await signIn(other, user);
    await page.goto('/myprofile/settings');
    await page.getByRole('tab', { name: 'Security' }).click();
    await page.getByRole('main').getByLabel('Current Password').fill(TEST_PASSWORD);
    await page.getByRole('main').getByLabel('New Password', { exact: true }).fill('brand-new-pass');
    await page.getByRole('main').getByLabel('Confirm New Password').fill('brand-new-pass');
    await page.getByRole('button', { name: 'Update Password' }).click();
    await expect(page.getByText('Password updated')).toBeVisible();
    await expect(page.getByText('Your password has been changed successfully.')).toBeVisible();

    const [row] = await e2eDb().select().from(users).where(eq(users.id, user.id));
    expect(await verifyPassword(row!.passwordHash, 'brand-new-pass')).toBe(true);
    expect(await e2eDb().select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(1);
    expect((await (await page.request.get('/api/session')).json()).user.id).toBe(user.id);
    expect((await (await other.request.get('/api/session')).json()).user).toBeNull();
    await other.close();
  });
});

import { eq } from 'drizzle-orm';
import { test, expect as baseExpect, createUser, signIn, e2eDb, TEST_PASSWORD } from './fixtures.ts';
import { actionUrl, ensureVendorCategories, holdRequests, uniqueEmail } from './auth-helpers.ts';
import { sessions, users, vendors } from '../../src/server/db/schema.ts';

// Password hashing (scrypt, N = 2^17) makes sign-in actions take a second or more on a busy machine.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 60_000 });

test.describe('vendor registration (/RegisterVendor)', () => {
  test('lists categories by name with their ids, validates, and creates user and business together', async ({ page }) => {
    const categories = await ensureVendorCategories();
    await page.goto('/RegisterVendor');
    const select = page.getByRole('main').getByLabel('Category');
    const options = await select
      .locator('option:not([disabled])')
      .evaluateAll((els) => els.map((el) => ({ value: (el as HTMLOptionElement).value, name: el.textContent })));
    expect(options).toEqual(categories.map((c) => ({ value: String(c.id), name: c.name })));

    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('Name is required')).toBeVisible();
    await expect(page.getByText('Category is required')).toBeVisible();
    await expect(page.getByText('Enter a valid email')).toBeVisible();
    await expect(page.getByText('Enter a valid phone number')).toBeVisible();
    await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();

    const email = uniqueEmail('vendor');
    const category = categories.at(-1)!;
    await page.getByRole('main').getByLabel('Business Name').fill('Rang Decor Studio');
    await select.selectOption(String(category.id));
    await page.getByRole('main').getByLabel('Email').fill(email);
    await page.getByRole('main').getByLabel('Phone').fill('+91 98200 55555');
    await page.getByRole('main').getByLabel('Password').fill('vendor-pass-1');
    const release = await holdRequests(page, actionUrl('auth.registerVendor'));
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByRole('button', { name: 'Creating account...' })).toBeDisabled();
    release();
    await expect(page).toHaveURL(/\/LoginVendor$/);
    await expect(page.getByText('Account created!')).toBeVisible();
    await expect(page.getByText('Please check your email to confirm your account.')).toBeVisible();

    const [user] = await e2eDb().select().from(users).where(eq(users.email, email));
    expect(user).toMatchObject({ role: 'vendor', name: 'Rang Decor Studio', phone: '+91 98200 55555' });
    const [vendor] = await e2eDb().select().from(vendors).where(eq(vendors.ownerUserId, user!.id));
    expect(vendor).toMatchObject({ name: 'Rang Decor Studio', categoryId: category.id, email, phone: '+91 98200 55555' });

    // And the new vendor can sign in.
    await page.getByRole('main').getByLabel('Email').fill(email);
    await page.getByRole('main').getByLabel('Password').fill('vendor-pass-1');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/vendor-dashboard$/);
    await expect(page.getByRole('heading', { name: 'Welcome, Rang Decor Studio!' })).toBeVisible();
  });

  test('links to vendor and user login', async ({ page }) => {
    await page.goto('/RegisterVendor');
    await expect(page.getByRole('main').getByRole('link', { name: 'Vendor Login' })).toHaveAttribute('href', '/LoginVendor');
    await expect(page.getByRole('main').getByRole('link', { name: 'Not a vendor? User Login' })).toHaveAttribute('href', '/login');
  });
});

test.describe('vendor sign-in (/LoginVendor)', () => {
  test('shows Signing in... then goes to the dashboard with the vendor welcome', async ({ page }) => {
    const vendor = await createUser({ role: 'vendor', name: 'Lens & Light' });
    await page.goto('/LoginVendor');
    await page.getByRole('main').getByLabel('Email').fill(vendor.email);
    await page.getByRole('main').getByLabel('Password').fill(TEST_PASSWORD);
    const release = await holdRequests(page, actionUrl('auth.vendorSignIn'));
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('button', { name: 'Signing in...' })).toBeDisabled();
    release();
    await expect(page).toHaveURL(/\/vendor-dashboard$/);
    await expect(page.getByText('Login successful!')).toBeVisible();
    await expect(page.getByText('Welcome back to your vendor dashboard!')).toBeVisible();
  });

  test('shows the vendor validation messages', async ({ page }) => {
    await page.goto('/LoginVendor');
    await page.getByRole('main').getByLabel('Email').fill('vendor-at-nowhere');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Enter a valid email')).toBeVisible();
    await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();
  });

  test('a customer gets Access denied and stays signed out', async ({ page, context, user }) => {
    await signIn(context, user);
    await page.goto('/LoginVendor');
    await page.getByRole('main').getByLabel('Email').fill(user.email);
    await page.getByRole('main').getByLabel('Password').fill(TEST_PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Access denied' });
    await expect(alert).toContainText("This login is for vendors only. Please use the regular login if you're a customer.");
    await expect(page).toHaveURL(/\/LoginVendor$/);
    expect((await (await page.request.get('/api/session')).json()).user).toBeNull();
    expect(await e2eDb().select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
  });

  test('a signed-in vendor goes straight to the dashboard; links to register and user login', async ({ page, context }) => {
    await page.goto('/LoginVendor');
    await expect(page.getByRole('main').getByRole('link', { name: 'Register your business' })).toHaveAttribute('href', '/RegisterVendor');
    await expect(page.getByRole('main').getByRole('link', { name: 'Not a vendor? User Login' })).toHaveAttribute('href', '/login');
    await signIn(context, await createUser({ role: 'vendor' }));
    await page.goto('/LoginVendor');
    await expect(page).toHaveURL(/\/vendor-dashboard$/);
  });
});

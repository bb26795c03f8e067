import { eq } from 'drizzle-orm';
import { test, expect as baseExpect, createUser, signIn, e2eDb } from './fixtures.ts';
import { actionUrl, ensureVendorCategories, holdRequests } from './auth-helpers.ts';
import { cities, sessions, subCategories, vendorServices, vendorSubcategories, vendors, type User } from '../../src/server/db/schema.ts';

// Password hashing (scrypt, N = 2^17) makes sign-in actions take a second or more on a busy machine.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 60_000 });

async function vendorWithBusiness(name = 'Shubh Decor'): Promise<{ user: User; vendorId: number; categoryId: number }> {
  const [category] = await ensureVendorCategories();
  const user = await createUser({ role: 'vendor', name });
  const [vendor] = await e2eDb().insert(vendors).values({ name, categoryId: category!.id, ownerUserId: user.id }).returning();
  return { user, vendorId: vendor!.id, categoryId: category!.id };
}

test.describe('vendor dashboard guards', () => {
  test('no user goes to /LoginVendor', async ({ page }) => {
    for (const path of [
      '/vendor-dashboard',
      '/vendor-dashboard/business-profile',
      '/vendor-dashboard/services',
      '/vendor-dashboard/bookings',
      '/vendor-dashboard/messages',
    ]) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/LoginVendor$/);
    }
  });

  test('a customer is sent to /LoginVendor, and the GET leaves the session as it was', async ({ page, signedInUser }) => {
    const before = await e2eDb().select().from(sessions).where(eq(sessions.userId, signedInUser.id));
    for (const path of ['/vendor-dashboard', '/vendor-dashboard/services']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/LoginVendor$/);
    }
    await expect(page.getByRole('main').getByText('You are signed in with a couple account.')).toBeVisible();
    expect((await (await page.request.get('/api/session')).json()).user.id).toBe(signedInUser.id);
    expect(await e2eDb().select().from(sessions).where(eq(sessions.userId, signedInUser.id))).toEqual(before);
  });
});

test.describe('vendor dashboard', () => {
  test('welcomes the vendor; five cards lead to working pages; Sign Out returns to /LoginVendor', async ({ page, context }) => {
    const { user } = await vendorWithBusiness('Mehndi Magic');
    await signIn(context, user);
    await page.goto('/vendor-dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Mehndi Magic!' })).toBeVisible();
    const cards = [
      ['Business Profile', 'Edit Profile', '/vendor-dashboard/business-profile', 'Business Profile'],
      ['Services', 'View Services', '/vendor-dashboard/services', 'Services'],
      ['Bookings', 'View Bookings', '/vendor-dashboard/bookings', 'Bookings'],
      ['Messages', 'Open Messages', '/vendor-dashboard/messages', 'Messages'],
      ['Settings', 'Open Settings', '/myprofile/settings', 'Settings'],
    ] as const;
    for (const [title, button, href, heading] of cards) {
      await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
      await page.getByRole('main').getByRole('link', { name: button }).click();
      await expect(page).toHaveURL(new RegExp(`${href}$`));
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await page.goto('/vendor-dashboard');
    }
    await page.getByRole('main').getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/LoginVendor$/);
    expect((await (await page.request.get('/api/session')).json()).user).toBeNull();
  });

  test('the cards show live figures: profile completeness, reviews and rating, services, enquiries and bookings', async ({ page, context }) => {
    const { user, vendorId } = await vendorWithBusiness('Rangoli Decor');
    await signIn(context, user);
    await page.goto('/vendor-dashboard');
    const card = (title: string) => page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2, name: title }) });
    await baseExpect(card('Business Profile')).toContainText('Profile 0% complete');
    await baseExpect(card('Business Profile')).toContainText('No reviews yet');
    await baseExpect(card('Business Profile')).toContainText('Still to add: Description, City, Services offered and 9 more');
    await baseExpect(card('Services')).toContainText('0 registrations');

    const [city] = await e2eDb().select().from(cities).limit(1);
    await e2eDb()
      .update(vendors)
      .set({
        description: 'Floral mandaps and stage décor for weddings across Rajasthan.',
        cityId: city!.id,
        priceRangeMin: 50000,
        phone: '+91 98200 11111',
        email: 'hello@rangoli.example',
        address: 'MI Road, Jaipur',
        // Low enough to stay off the first page of the pre-rendered category lists other specs compare.
        ratingAverage: 1.33,
        reviewCount: 3,
      })
      .where(eq(vendors.id, vendorId));
    await e2eDb().insert(vendorServices).values({
      userId: user.id,
      serviceType: 'decoration',
      name: 'Rangoli Decor',
      description: 'Mandap décor',
      location: 'Jaipur',
      price: 50000,
      email: 'hello@rangoli.example',
      phone: '+91 98200 11111',
      experience: 5,
      status: 'pending',
    });
    await page.reload();
    // 6 of 12: description, city, price, phone, e-mail, address.
    await baseExpect(card('Business Profile')).toContainText('Profile 50% complete');
    await baseExpect(card('Business Profile').getByRole('progressbar', { name: 'Profile completeness' })).toHaveAttribute('value', '50');
    await baseExpect(card('Business Profile')).toContainText('1.3 ★ · 3 reviews');
    await baseExpect(card('Services')).toContainText('1 registration');
    await baseExpect(card('Services')).toContainText('1 pending review');
    await baseExpect(card('Messages')).toContainText('0 new enquiries');
    await baseExpect(card('Bookings')).toContainText('0 upcoming bookings');
  });

  test('bookings and messages say what will appear there', async ({ page, context }) => {
    const { user } = await vendorWithBusiness();
    await signIn(context, user);
    await page.goto('/vendor-dashboard/bookings');
    await expect(page.getByText('No bookings yet')).toBeVisible();
    await expect(page.getByText('When a couple accepts one of your quotes, the booking appears here with its date, guests and amount.')).toBeVisible();
    await page.goto('/vendor-dashboard/messages');
    await expect(page.getByText('No enquiries yet')).toBeVisible();
    await expect(page.getByText('Enquiries from couples to your listings will appear here, so you can read and answer them in one place.')).toBeVisible();
    await page.goto('/vendor-dashboard');
    await expect(page.getByText('0 new enquiries')).toBeVisible();
    await expect(page.getByText('0 upcoming bookings')).toBeVisible();
  });

  test('an account with two listings picks which one to edit, and another account’s listing is not found', async ({ page, context }) => {
    const { user, vendorId, categoryId } = await vendorWithBusiness('First Listing');
    const [second] = await e2eDb().insert(vendors).values({ name: 'Claimed Listing', categoryId, ownerUserId: user.id }).returning();
    const other = await vendorWithBusiness('Not Mine Studio');
    await signIn(context, user);
    await page.goto('/vendor-dashboard/business-profile');
    const listings = page.getByRole('navigation', { name: 'Your listings' });
    await expect(listings.getByRole('link', { name: /First Listing/ })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('main').getByLabel('Business Name')).toHaveValue('First Listing');
    await listings.getByRole('link', { name: /Claimed Listing/ }).click();
    await expect(page).toHaveURL(`/vendor-dashboard/business-profile?vendor=${second!.id}`);
    await expect(page.getByRole('main').getByLabel('Business Name')).toHaveValue('Claimed Listing');
    await page.getByRole('main').getByLabel('Business Name').fill('Claimed Listing Renamed');
    await page.getByRole('button', { name: 'Save Profile' }).click();
    await expect(page.getByText('Profile updated')).toBeVisible();
    const names = await e2eDb().select({ id: vendors.id, name: vendors.name }).from(vendors).where(eq(vendors.ownerUserId, user.id));
    expect(names.sort((a, b) => a.id - b.id)).toEqual([
      { id: vendorId, name: 'First Listing' },
      { id: second!.id, name: 'Claimed Listing Renamed' },
    ]);
    const response = await page.goto(`/vendor-dashboard/business-profile?vendor=${other.vendorId}`);
    expect(response!.status()).toBe(404);
  });

  test('the business profile editor saves every public field', async ({ page, context }) => {
    const { user, vendorId, categoryId } = await vendorWithBusiness('Before Name');
    const db = e2eDb();
    const [city] = await db
      .insert(cities)
      .values({ name: 'Zed Test City', slug: `zed-${vendorId}`, state: 'Goa' })
      .returning();
    const [sub] = await db
      .insert(subCategories)
      .values({ name: 'Floral Mandap', slug: `floral-${vendorId}`, categoryId })
      .returning();
    await signIn(context, user);
    await page.goto('/vendor-dashboard/business-profile');

    await page.getByRole('main').getByLabel('Business Name').fill('After Name');
    await page.getByRole('main').getByLabel('Description').fill('Mandaps <b>and</b> stages');
    await page.getByRole('main').getByLabel('City').selectOption(String(city!.id));
    await page.getByRole('main').getByLabel('Floral Mandap').check();
    await page.getByRole('main').getByLabel('Minimum Price (₹)').fill('90000');
    await page.getByRole('main').getByLabel('Maximum Price (₹)').fill('50000');
    await page.getByRole('button', { name: 'Save Profile' }).click();
    await expect(page.getByText('The maximum price must be at least the minimum price')).toBeVisible();

    await page.getByRole('main').getByLabel('Maximum Price (₹)').fill('250000');
    await page.getByRole('main').getByLabel('Phone').fill('+91 90000 11111');
    await page.getByRole('main').getByLabel('Email').fill('Studio@Example.test');
    await page.getByRole('main').getByLabel('Website').fill('https://after.example.test');
    await page.getByRole('main').getByLabel('Address').fill('12 MG Road, Panaji');
    await page.getByRole('main').getByLabel('Business Hours').fill('Every day 8-8');
    await page.getByRole('main').getByLabel('Deposit Policy').fill('25% to book');
    await page.getByRole('main').getByLabel('UPI').check();
    await page.getByRole('main').getByLabel('Cheque').check();
    await page.getByRole('main').getByLabel('Years of Experience').fill('12');
    await page.getByRole('main').getByLabel('Team Size').fill('9');
    await page.getByRole('button', { name: 'Save Profile' }).click();
    await expect(page.getByText('Profile updated')).toBeVisible();

    const [saved] = await db.select().from(vendors).where(eq(vendors.id, vendorId));
    expect(saved).toMatchObject({
      name: 'After Name',
      description: 'Mandaps <b>and</b> stages',
      cityId: city!.id,
      priceRangeMin: 90000,
      priceRangeMax: 250000,
      phone: '+91 90000 11111',
      email: 'studio@example.test',
      website: 'https://after.example.test',
      address: '12 MG Road, Panaji',
      businessHours: 'Every day 8-8',
      depositPolicy: '25% to book',
      paymentMethods: ['UPI', 'Cheque'],
      yearsExperience: 12,
      teamSize: 9,
    });
    expect(await db.select().from(vendorSubcategories).where(eq(vendorSubcategories.vendorId, vendorId))).toEqual([{ vendorId, subCategoryId: sub!.id }]);
    await page.reload();
    await expect(page.getByRole('main').getByLabel('Business Name')).toHaveValue('After Name');
    await expect(page.getByRole('main').getByLabel('Floral Mandap')).toBeChecked();
  });
});

test.describe('vendor service registration (/vendor-registration)', () => {
  test('signed out asks to sign in', async ({ page }) => {
    await page.goto('/vendor-registration');
    await expect(page.getByRole('heading', { name: 'Please sign in' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Vendor Login' })).toHaveAttribute('href', '/LoginVendor');
  });

  test('validates, submits every field as pending, toasts, goes home, and lists it under Services', async ({ page, context }) => {
    const { user } = await vendorWithBusiness('Click Studio');
    await signIn(context, user);
    await page.goto('/vendor-registration');
    await page.getByRole('button', { name: 'Submit Registration' }).click();
    await expect(page.getByText('Business name is required')).toBeVisible();
    await expect(page.getByText('Please choose a service type')).toBeVisible();
    await expect(page.getByText('Starting price must be a number')).toBeVisible();

    await page.getByRole('main').getByLabel('Business Name').fill('Click Studio Weddings');
    await page.getByRole('main').getByLabel('Email').fill('shoot@click.test');
    await page.getByRole('main').getByLabel('Phone Number').fill('+91 91234 56789');
    await page.getByRole('main').getByLabel('Service Type').selectOption('photography');
    await page.getByRole('main').getByLabel('Service Description').fill('Candid wedding photography');
    await page.getByRole('main').getByLabel('Location').fill('Jaipur');
    await page.getByRole('main').getByLabel('Starting Price (₹)').fill('75000');
    await page.getByRole('main').getByLabel('Years of Experience').fill('6');
    await page.getByRole('main').getByLabel('Portfolio URL').fill('https://click.test/portfolio');
    const release = await holdRequests(page, actionUrl('vendorAccount.submitServiceRegistration'));
    await page.getByRole('button', { name: 'Submit Registration' }).click();
    await expect(page.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
    release();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText('Registration Successful')).toBeVisible();
    await expect(page.getByText('Your vendor registration has been submitted for review.')).toBeVisible();

    const [row] = await e2eDb().select().from(vendorServices).where(eq(vendorServices.userId, user.id));
    expect(row).toMatchObject({
      name: 'Click Studio Weddings',
      email: 'shoot@click.test',
      phone: '+91 91234 56789',
      serviceType: 'photography',
      description: 'Candid wedding photography',
      location: 'Jaipur',
      price: 75000,
      experience: 6,
      portfolioUrl: 'https://click.test/portfolio',
      status: 'pending',
    });

    await page.goto('/vendor-dashboard/services');
    const item = page.getByRole('listitem').filter({ hasText: 'Click Studio Weddings' });
    await expect(item).toContainText('Pending review');
    await expect(item).toContainText('₹75,000');
  });

  test('a failure shows Registration Failed with the reason', async ({ page, context }) => {
    const { user } = await vendorWithBusiness();
    await signIn(context, user);
    await page.goto('/vendor-registration');
    await page.route(actionUrl('vendorAccount.submitServiceRegistration'), (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ type: 'AstroActionError', code: 'INTERNAL_SERVER_ERROR', status: 500, message: 'Service temporarily unavailable' }),
      }),
    );
    await page.getByRole('main').getByLabel('Business Name').fill('Any');
    await page.getByRole('main').getByLabel('Email').fill('any@click.test');
    await page.getByRole('main').getByLabel('Phone Number').fill('9123456789');
    await page.getByRole('main').getByLabel('Service Type').selectOption('decoration');
    await page.getByRole('main').getByLabel('Service Description').fill('x');
    await page.getByRole('main').getByLabel('Location').fill('Pune');
    await page.getByRole('main').getByLabel('Starting Price (₹)').fill('1');
    await page.getByRole('main').getByLabel('Years of Experience').fill('1');
    await page.getByRole('button', { name: 'Submit Registration' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Registration Failed' });
    await expect(alert).toContainText('Service temporarily unavailable');
    await expect(page).toHaveURL(/\/vendor-registration$/);
  });
});

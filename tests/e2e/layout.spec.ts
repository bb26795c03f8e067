import { eq } from 'drizzle-orm';
import { test, expect, createUser, signIn, e2eDb } from './fixtures.ts';
import { ensureCities } from './lookup-data.ts';
import { sessions } from '../../src/server/db/schema.ts';

const VENDOR_MENU = ['Photography', 'Decoration', 'Music', 'Catering', 'Cakes', 'Transportation', 'Gifts'];

test.beforeAll(async () => {
  await ensureCities();
});

test.describe('header on a 1280 px screen', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('links, menus and the labelled city picker', async ({ page }) => {
    await page.goto('/about');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const [name, href] of [
      ['Home', '/'],
      ['Ideas', '/ideas'],
      ['Checklist', '/wedding-checklists'],
      ['Budget', '/#budget'],
      ['Gallery', '/gallery'],
    ]) {
      await expect(nav.getByRole('link', { name: name!, exact: true })).toHaveAttribute('href', href!);
    }
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();

    const venues = nav.getByRole('button', { name: 'Venues' });
    await expect(venues).toHaveAttribute('aria-expanded', 'false');
    await venues.click();
    await expect(venues).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'All venues' })).toHaveAttribute('href', '/venues/all/wedding');
    await expect(nav.getByRole('link', { name: 'Hotels' })).toHaveAttribute('href', '/venues/all/wedding?venue_type=hotel');
    await expect(nav.getByRole('link', { name: 'Beach Venues' })).toHaveAttribute('href', '/venues/all/wedding?venue_type=beach');
    await page.keyboard.press('Escape');
    await expect(venues).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('link', { name: 'All venues' })).toBeHidden();
    await expect(venues).toBeFocused();

    const vendorsButton = nav.getByRole('button', { name: 'Vendors' });
    await vendorsButton.press('Enter');
    const vendorMenu = page.locator('#menu-vendors');
    await expect(vendorMenu.getByRole('link')).toHaveText(VENDOR_MENU);
    await expect(vendorMenu.getByRole('link', { name: 'Photography' })).toHaveAttribute('href', '/vendors/photography');
    // A click elsewhere closes the menu.
    await page.getByRole('heading', { level: 1 }).click();
    await expect(vendorMenu).toBeHidden();

    const picker = page.getByLabel('City', { exact: true });
    await expect(picker).toBeVisible();
    await expect(picker.locator('option').first()).toHaveText('All cities');
  });

  test('choosing a city points the menus at it and is remembered', async ({ page }) => {
    await page.goto('/about');
    await page.getByLabel('City', { exact: true }).selectOption({ label: 'Mumbai' });
    await expect(page).toHaveURL('/about');
    await page.getByRole('button', { name: 'Vendors' }).click();
    await expect(page.locator('#menu-vendors').getByRole('link', { name: 'Cakes' })).toHaveAttribute('href', '/vendors/mumbai/cakes');
    await expect(page.locator('#menu-venues').getByRole('link', { name: 'Hotels', includeHidden: true })).toHaveAttribute(
      'href',
      '/venues/mumbai/wedding?venue_type=hotel',
    );
    await page.reload();
    await expect(page.getByLabel('City', { exact: true })).toHaveValue('mumbai');
    expect(await page.evaluate(() => localStorage.getItem('mandap:city'))).toBe('mumbai');
    // Back to all cities, after a reload: the links go back to the addresses the page drew.
    await page.getByLabel('City', { exact: true }).selectOption({ label: 'All cities' });
    await page.getByRole('button', { name: 'Vendors' }).click();
    await expect(page.locator('#menu-vendors').getByRole('link', { name: 'Cakes' })).toHaveAttribute('href', '/vendors/cakes');
  });

  test('on a vendors page the city change keeps the category', async ({ page }) => {
    await page.goto('/vendors/photography');
    await page.getByLabel('City', { exact: true }).selectOption({ label: 'Delhi' });
    await expect(page).toHaveURL('/vendors/delhi/photography');
    await expect(page.getByLabel('City', { exact: true })).toHaveValue('delhi');
    await page.getByLabel('City', { exact: true }).selectOption({ label: 'Mumbai' });
    await expect(page).toHaveURL('/vendors/mumbai/photography');
    await page.getByLabel('City', { exact: true }).selectOption({ label: 'All cities' });
    await expect(page).toHaveURL('/vendors/photography');
  });

  test('a chosen city filters the vendor category lists, and opening a listing never changes it', async ({ page }) => {
    await page.goto('/about');
    await page.getByLabel('City', { exact: true }).selectOption({ label: 'Jaipur' });
    await page.goto('/vendors/photography');
    await expect(page).toHaveURL('/vendors/jaipur/photography');
    const firstVendor = page.locator('main a[href^="/vendors/jaipur/photography/"]').first();
    await expect(firstVendor).toBeVisible();
    // A listing in another city, opened directly, leaves the visitor's choice alone.
    const mumbai = await page.request.get('/api/vendors?category=photography&city=mumbai');
    const { vendors } = (await mumbai.json()) as { vendors: { href: string }[] };
    expect(vendors[0]!.href).toMatch(/^\/vendors\/mumbai\/photography\/\d+$/);
    await page.goto(vendors[0]!.href);
    await expect(page.getByLabel('City', { exact: true })).toHaveValue('jaipur');
    expect(await page.evaluate(() => localStorage.getItem('mandap:city'))).toBe('jaipur');
  });

  test('the city follows a venues address and rewrites its city segment', async ({ page }) => {
    await page.goto('/venues/mumbai/wedding?venue_type=hotel');
    await expect(page.getByLabel('City', { exact: true })).toHaveValue('mumbai');
    expect(await page.evaluate(() => localStorage.getItem('mandap:city'))).toBe('mumbai');
    await page.getByLabel('City', { exact: true }).selectOption({ label: 'Delhi' });
    await expect(page).toHaveURL('/venues/delhi/wedding?venue_type=hotel');
    await page.getByLabel('City', { exact: true }).selectOption({ label: 'All cities' });
    await expect(page).toHaveURL('/venues/all/wedding?venue_type=hotel');
  });

  test('turns translucent after scrolling more than 10 pixels', async ({ page }) => {
    await page.goto('/');
    const header = page.locator('#site-header');
    await expect(header).not.toHaveAttribute('data-scrolled');
    expect(await header.evaluate((el) => getComputedStyle(el).backdropFilter)).toBe('none');
    await page.evaluate(() => window.scrollTo(0, 10));
    await expect(header).not.toHaveAttribute('data-scrolled');
    await page.evaluate(() => window.scrollTo(0, 400));
    await expect(header).toHaveAttribute('data-scrolled');
    await expect.poll(() => header.evaluate((el) => getComputedStyle(el).backdropFilter)).toContain('blur');
    await expect.poll(() => header.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgba(255, 255, 255, 0.72)');
  });
});

test.describe('header on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the drawer repeats the items, works by keyboard and closes with Escape', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    const open = page.getByRole('button', { name: 'Open menu' });
    await open.focus();
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    for (const name of ['Home', 'Ideas', 'Checklist', 'Budget', 'Gallery']) {
      await expect(drawer.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(drawer.getByLabel('City', { exact: true })).toBeVisible();
    await drawer.getByRole('button', { name: 'Vendors' }).click();
    await expect(drawer.getByRole('link', { name: 'Transportation' })).toHaveAttribute('href', '/vendors/transportation');
    // Escape inside an open menu closes the menu first, then the drawer.
    await page.keyboard.press('Escape');
    await expect(drawer.getByRole('link', { name: 'Transportation' })).toBeHidden();
    await expect(drawer).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(open).toBeFocused();

    await open.click();
    await drawer.getByRole('button', { name: 'Close menu' }).click();
    await expect(drawer).toBeHidden();

    await open.click();
    await drawer.getByRole('link', { name: 'Gallery' }).click();
    await expect(page).toHaveURL('/gallery');
  });

  test('the city picker in the drawer rewrites a vendors address', async ({ page }) => {
    await page.goto('/vendors/mumbai/catering');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByLabel('City', { exact: true }).selectOption({ label: 'Delhi' });
    await expect(page).toHaveURL('/vendors/delhi/catering');
  });
});

test.describe('account area', () => {
  test('shows a quiet placeholder until the session is known, then Sign In', async ({ page }) => {
    let release!: () => void;
    const answered = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/session', async (route) => {
      await answered;
      await route.continue();
    });
    await page.goto('/about');
    const area = page.locator('#account-area');
    await expect(area.locator('[data-account-placeholder]')).toBeVisible();
    await expect(area).toHaveText('');
    release();
    await expect(area.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
  });

  test('a signed-in couple sees My Account and signs out', async ({ page, context }) => {
    const user = await createUser();
    await signIn(context, user);
    const asked: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/session') asked.push(request.url());
    });
    await page.goto('/about', { waitUntil: 'load' });
    await expect(page.getByRole('link', { name: 'My Account' })).toHaveAttribute('href', '/dashboard');
    await expect(page.getByRole('link', { name: 'Sign In' })).toHaveCount(0);
    // The head's preload is the header's answer: the page asks once.
    expect(asked).toHaveLength(1);
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
    expect(await e2eDb().select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
  });

  test('a vendor’s My Account leads to the vendor dashboard', async ({ page, context }) => {
    const vendor = await createUser({ role: 'vendor' });
    await signIn(context, vendor);
    await page.goto('/careers');
    await expect(page.getByRole('link', { name: 'My Account' })).toHaveAttribute('href', '/vendor-dashboard');
  });

  test('re-checks the session when the tab becomes visible again', async ({ page, context }) => {
    await page.goto('/about');
    await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
    await signIn(context, await createUser());
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await expect(page.getByRole('link', { name: 'My Account' })).toBeVisible();
  });
});

test('a broken image falls back to the placeholder', async ({ page }) => {
  await page.goto('/about');
  await page.evaluate(() => {
    const img = document.createElement('img');
    img.alt = 'Missing photo';
    img.dataset.fallback = '';
    img.src = '/images/does-not-exist.jpg';
    document.querySelector('main')?.append(img);
  });
  await expect(page.getByRole('img', { name: 'Missing photo' })).toHaveAttribute('src', '/images/placeholder.svg');
  expect((await page.request.get('/images/placeholder.svg')).status()).toBe(200);
});

test('an unknown address shows the not-found page', async ({ page }) => {
  const response = await page.goto('/no-such-page-here');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Return to home' }).click();
  await expect(page).toHaveURL('/');
});

test.describe('city picker on a page built without cities', () => {
  // Serve /about as it is built from an empty database: the picker then asks /api/cities.
  test.beforeEach(async ({ page }) => {
    await page.route('**/about', async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(
        /<select([^>]*?)data-state="ready"([^>]*)>[\s\S]*?<\/select>/,
        '<select$1data-state="loading" disabled$2><option value="">Loading cities...</option></select>',
      );
      await route.fulfill({ response, body: html });
    });
  });

  test('shows Loading cities... and then the cities from the server', async ({ page }) => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/cities', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/about');
    const picker = page.getByLabel('City', { exact: true });
    await expect(picker).toBeDisabled();
    await expect(picker.locator('option')).toHaveText(['Loading cities...']);
    release();
    await expect(picker).toBeEnabled();
    await expect(picker.locator('option').first()).toHaveText('All cities');
    await expect(picker.locator('option', { hasText: 'Mumbai' })).toHaveCount(1);
  });

  test('shows No cities available when there are none', async ({ page }) => {
    await page.route('**/api/cities', (route) => route.fulfill({ json: { cities: [] } }));
    await page.goto('/about');
    const picker = page.getByLabel('City', { exact: true });
    await expect(picker.locator('option')).toHaveText(['No cities available']);
    await expect(picker).toBeDisabled();
  });
});

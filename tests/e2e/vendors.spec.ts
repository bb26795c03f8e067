import AxeBuilder from '@axe-core/playwright';
import { ratingScore } from '../../src/features/catalogue/venues/venues.ts';
import { and, asc, desc, eq, isNotNull, isNull, ne } from 'drizzle-orm';
import { test, expect, e2eDb } from './fixtures.ts';
import { REVALIDATE } from '../../src/server/caching.ts';
import { categories, cities, vendors, type Vendor } from '../../src/server/db/schema.ts';
import { VENDOR_PAGE_SIZE, whatsappDigits } from '../../src/features/catalogue/vendors/vendors.ts';

async function vendorCategories() {
  return e2eDb().select().from(categories).where(ne(categories.type, 'venue')).orderBy(asc(categories.name));
}

/** Active vendors of a category (optionally in a city) by the Bayesian rating; featured is a label only. */
async function ranked(categoryId: number, cityId: number | null): Promise<Vendor[]> {
  const where = [eq(vendors.categoryId, categoryId), eq(vendors.isActive, true)];
  if (cityId !== null) where.push(eq(vendors.cityId, cityId));
  const rows = await e2eDb()
    .select()
    .from(vendors)
    .where(and(...where));
  return rows.sort((a, b) => ratingScore(b.ratingAverage, b.reviewCount) - ratingScore(a.ratingAverage, a.reviewCount) || b.id - a.id);
}

async function busiestPair() {
  const [city] = await e2eDb().select().from(cities).orderBy(asc(cities.id)).limit(1);
  const cats = await vendorCategories();
  let best = { category: cats[0]!, rows: [] as Vendor[] };
  for (const category of cats) {
    const rows = await ranked(category.id, city!.id);
    if (rows.length > best.rows.length) best = { category, rows };
  }
  return { city: city!, ...best };
}

const shown = (page: import('@playwright/test').Page) =>
  page.locator('article[data-vendor-id] h3 a').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));

test.describe('vendor categories', () => {
  test('/vendors lists every vendor category, not venue types, with icons', async ({ page }) => {
    const cats = await vendorCategories();
    await page.goto('/vendors');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Wedding Vendors');
    const links = await page.locator('main li a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    // Other tests may add categories after the build; the page shows those that existed then, by name.
    const known = new Map(cats.map((c) => [`/vendors/${c.slug}`, c.name]));
    expect(links.length).toBeGreaterThanOrEqual(7);
    for (const link of links) expect(known.has(link!), link!).toBe(true);
    const names = links.map((l) => known.get(l!)!);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const venueTypes = await e2eDb().select().from(categories).where(eq(categories.type, 'venue'));
    for (const type of venueTypes) expect(links).not.toContain(`/vendors/${type.slug}`);
    for (const icon of ['photography', 'decoration', 'music', 'catering', 'cakes', 'transportation', 'gifts']) {
      await expect(page.locator(`svg[data-icon="${icon}"]`)).toHaveCount(1);
    }
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations).toEqual([]);
  });

  test('/vendors/{city} links each category within the city', async ({ page }) => {
    const { city } = await busiestPair();
    const cats = await vendorCategories();
    await page.goto(`/vendors/${city.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Wedding Vendors in ${city.name}`);
    const links = await page.locator('main li a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    const expected = new Set(cats.map((c) => `/vendors/${city.slug}/${c.slug}`));
    expect(links.length).toBeGreaterThanOrEqual(7);
    for (const link of links) expect(expected.has(link!), link!).toBe(true);
  });
});

test.describe('vendor lists', () => {
  test('/vendors/{category} lists all cities, featured then rating then reviews, back to /vendors', async ({ page }) => {
    const { category } = await busiestPair();
    const expected = await ranked(category.id, null);
    await page.goto(`/vendors/${category.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(category.name);
    expect(await shown(page)).toEqual(expected.slice(0, VENDOR_PAGE_SIZE).map((v) => `/vendors/all/${category.slug}/${v.id}`));
    await expect(page.getByRole('link', { name: 'Back to vendor categories' })).toHaveAttribute('href', '/vendors');
  });

  test('/vendors/{city}/{category} lists that city, back to /vendors/{city}, and shows more on demand', async ({ page }) => {
    const { city, category, rows } = await busiestPair();
    await page.goto(`/vendors/${city.slug}/${category.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${category.name} in ${city.name}`);
    const hrefs = rows.map((v) => `/vendors/${city.slug}/${category.slug}/${v.id}`);
    expect(await shown(page)).toEqual(hrefs.slice(0, VENDOR_PAGE_SIZE));
    await expect(page.getByRole('link', { name: `Back to vendors in ${city.name}` })).toHaveAttribute('href', `/vendors/${city.slug}`);
    const top = rows[0]!;
    const card = page.locator(`article[data-vendor-id="${top.id}"]`);
    await expect(card).toContainText(`(${top.reviewCount} reviews)`);
    await expect(card.locator('[data-stars]')).toHaveAttribute('data-stars', String(Math.floor(top.ratingAverage)));
  });

  test('show more appends the next page from the API, and a failure says so', async ({ page }) => {
    const { category } = await busiestPair();
    const expected = (await ranked(category.id, null)).map((v) => `/vendors/all/${category.slug}/${v.id}`);
    expect(expected.length, 'the busiest category of the demo data fills more than one page').toBeGreaterThan(VENDOR_PAGE_SIZE);
    await page.goto(`/vendors/${category.slug}`);
    await page.getByRole('button', { name: 'Show more vendors' }).click();
    await expect.poll(() => shown(page)).toEqual(expected.slice(0, 2 * VENDOR_PAGE_SIZE));

    await page.route('**/api/vendors?**', (route) => route.fulfill({ status: 500, body: 'boom' }));
    await page.reload();
    await page.getByRole('button', { name: 'Show more vendors' }).click();
    await expect(page.getByText('Error loading vendors. Please try again later.')).toBeVisible();
  });

  test('city and category names in any case redirect to their slugs; unknown ones are not found', async ({ request }) => {
    const { city, category } = await busiestPair();
    const response = await request.get(`/vendors/${encodeURIComponent(city.name.toUpperCase())}/${category.slug.toUpperCase()}`, { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers()['location']).toContain(`/vendors/${city.slug}/${category.slug}`);
    for (const path of ['/vendors/atlantis', '/vendors/atlantis/photography', `/vendors/${city.slug}/nothing`]) {
      expect((await request.get(path, { maxRedirects: 0 })).status(), path).toBe(404);
    }
  });
});

test.describe('vendor lists without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('"Show more vendors" opens the next page, and "Previous vendors" goes back', async ({ page }) => {
    const { category } = await busiestPair();
    const expected = (await ranked(category.id, null)).map((v) => `/vendors/all/${category.slug}/${v.id}`);
    expect(expected.length, 'the busiest category of the demo data fills more than one page').toBeGreaterThan(VENDOR_PAGE_SIZE);
    await page.goto(`/vendors/${category.slug}`);
    await page.getByRole('button', { name: 'Show more vendors' }).click();
    await expect(page).toHaveURL(`/vendors/all/${category.slug}?page=2`);
    expect(await shown(page)).toEqual(expected.slice(VENDOR_PAGE_SIZE, 2 * VENDOR_PAGE_SIZE));
    await page.getByRole('link', { name: 'Previous vendors' }).click();
    await expect(page).toHaveURL(`/vendors/all/${category.slug}`);
    expect(await shown(page)).toEqual(expected.slice(0, VENDOR_PAGE_SIZE));
  });
});

test.describe('vendor detail', () => {
  test('shows the defaults of the specification when the vendor stored none, with Call and Message', async ({ page }) => {
    const [vendor] = await e2eDb()
      .select()
      .from(vendors)
      .where(
        and(isNull(vendors.businessHours), isNull(vendors.paymentMethods), isNull(vendors.depositPolicy), eq(vendors.isActive, true), ne(vendors.phone, '')),
      )
      .orderBy(asc(vendors.id))
      .limit(1);
    expect(vendor, 'the demo data has a vendor that stores none of its own texts').toBeDefined();
    const response = await page.goto(`/vendors/${vendor!.id}`);
    expect(response?.headers()['cache-control']).toBe(REVALIDATE);
    expect(response?.headers()['netlify-cache-tag']).toBe(`vendor-${vendor!.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(vendor!.name);
    for (const line of ['Mon-Fri 9-6', 'Sat 10-4', 'Sun closed']) await expect(page.getByRole('listitem').filter({ hasText: line })).toHaveCount(1);
    await expect(page.getByText(/50% deposit/)).toBeVisible();
    for (const method of ['Cash', 'Credit Card', 'UPI', 'Bank Transfer']) await expect(page.getByText(method, { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Call' })).toHaveAttribute('href', `tel:${vendor!.phone.replaceAll(/[^\d+]/g, '')}`);
    await expect(page.getByRole('link', { name: 'Message' })).toHaveAttribute('href', `https://wa.me/${whatsappDigits(vendor!.phone)}`);
    if (vendor!.yearsExperience !== null) await expect(page.getByText(`${vendor!.yearsExperience} year`)).toBeVisible();
    if (vendor!.teamSize !== null) await expect(page.getByText(`${vendor!.teamSize} member`)).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations).toEqual([]);
  });

  test('shows the hours, deposit and payment methods the vendor stored, at the long URL too', async ({ page }) => {
    const [row] = await e2eDb()
      .select({ vendor: vendors, city: cities, category: categories })
      .from(vendors)
      .innerJoin(categories, eq(categories.id, vendors.categoryId))
      .innerJoin(cities, eq(cities.id, vendors.cityId))
      .where(and(isNotNull(vendors.businessHours), isNotNull(vendors.paymentMethods), isNotNull(vendors.depositPolicy), eq(vendors.isActive, true)))
      .orderBy(desc(vendors.id))
      .limit(1);
    expect(row, 'the demo data has a vendor that stores its own texts').toBeDefined();
    const { vendor, city, category } = row!;
    await page.goto(`/vendors/${city.slug}/${category.slug}/${vendor.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(vendor.name);
    await expect(page.getByText(vendor.depositPolicy!)).toBeVisible();
    for (const method of vendor.paymentMethods!) await expect(page.getByText(method, { exact: true })).toBeVisible();
    const firstDays = vendor.businessHours!.split(',')[0]!.trim();
    await expect(page.getByRole('listitem').filter({ hasText: firstDays })).toHaveCount(1);
  });

  test('an unknown vendor shows Error Loading Vendor with Go Back', async ({ page }) => {
    await page.goto('/vendors');
    const response = await page.goto('/vendors/987654321');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Error Loading Vendor' })).toBeVisible();
    await page.getByRole('button', { name: 'Go Back' }).click();
    await expect(page).toHaveURL('/vendors');
    expect((await page.request.get('/vendors/mumbai/photography/abc')).status()).toBe(404);
  });

  test('inactive vendors are not shown', async ({ request }) => {
    const [inactive] = await e2eDb().select({ id: vendors.id }).from(vendors).where(eq(vendors.isActive, false)).limit(1);
    expect(inactive, 'the demo data has an inactive vendor').toBeDefined();
    expect((await request.get(`/vendors/${inactive!.id}`)).status()).toBe(404);
  });
});

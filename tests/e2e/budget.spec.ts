import { and, desc, eq, lte } from 'drizzle-orm';
import type { Page } from '@playwright/test';
import { test, expect, e2eDb } from './fixtures.ts';
import { REVALIDATE } from '../../src/server/caching.ts';
import { vendors } from '../../src/server/db/schema.ts';

const CATEGORIES = [
  'Venue & Catering',
  'Photography & Video',
  'Decoration & Flowers',
  'Attire & Beauty',
  'Music & Entertainment',
  'Invitations & Stationery',
  'Transportation & Logistics',
  'Miscellaneous',
];

async function openCalculator(page: Page) {
  await page.goto('/#budget');
  // The island is server-rendered; wait until React has taken it over.
  await expect(page.locator('#budget astro-island')).not.toHaveAttribute('ssr');
  const section = page.locator('#budget');
  return {
    section,
    total: section.getByRole('slider', { name: 'Total Budget' }),
    guests: section.getByRole('slider', { name: 'Number of Guests' }),
    adjusted: section.getByTestId('adjusted-budget'),
    perGuest: section.getByTestId('per-guest-cost'),
    row: (name: string) => section.locator(`[data-allocation="${name}"]`),
  };
}

test.describe('budget calculator', () => {
  test('shows the default budget split across the eight categories', async ({ page }) => {
    const c = await openCalculator(page);
    await expect(c.section.getByRole('heading', { name: 'Wedding Budget Calculator' })).toBeVisible();
    await expect(c.total).toHaveAttribute('min', '0');
    await expect(c.total).toHaveAttribute('max', '50000000');
    await expect(c.total).toHaveAttribute('step', '500000');
    await expect(c.total).toHaveAttribute('aria-valuetext', '₹1,00,000');
    await expect(c.guests).toHaveAttribute('min', '10');
    await expect(c.guests).toHaveAttribute('max', '1000');
    await expect(c.guests).toHaveAttribute('step', '10');
    await expect(c.guests).toHaveValue('100');
    await expect(c.section.getByRole('radio', { name: 'Regular season' })).toBeChecked();
    await expect(c.adjusted).toHaveText('₹1,00,000');
    await expect(c.perGuest).toHaveText('₹1,000');

    const expected = [40_000, 15_000, 10_000, 10_000, 10_000, 5_000, 5_000, 5_000];
    const rupees = (n: number) => `₹${n.toLocaleString('en-IN')}`;
    for (const [i, name] of CATEGORIES.entries()) {
      const amount = expected[i]!;
      await expect(c.row(name)).toContainText(name);
      await expect(c.row(name)).toContainText(rupees(amount));
      await expect(c.row(name)).toContainText(`Recommended: ${rupees(amount)} – ${rupees(amount * 1.2)}`);
    }
    await expect(c.section.getByText(/^Min: /)).toHaveCount(0);
  });

  test('is driven by keyboard: Home, ArrowRight, End, seasons and guests', async ({ page }) => {
    const c = await openCalculator(page);
    await c.total.focus();

    await page.keyboard.press('Home');
    await expect(c.total).toHaveAttribute('aria-valuetext', '₹0');
    await expect(c.adjusted).toHaveText('₹0');
    await expect(c.perGuest).toHaveText('₹0');
    const minimums = ['₹2,000', '₹1,000', '₹500', '₹800', '₹500', '₹300', '₹300', '₹200'];
    for (const [i, name] of CATEGORIES.entries()) {
      await expect(c.row(name).getByText(/^Min: /)).toHaveText(`Min: ${minimums[i]}`);
    }

    await page.keyboard.press('ArrowRight');
    await expect(c.total).toHaveAttribute('aria-valuetext', '₹5,00,000');
    await expect(c.total).toHaveValue('500000');
    await expect(c.section.getByText(/^Min: /)).toHaveCount(0);
    await expect(c.row('Venue & Catering')).toContainText('₹2,00,000');
    await expect(c.row('Venue & Catering')).toContainText('Recommended: ₹2,00,000 – ₹2,40,000');
    await expect(c.perGuest).toHaveText('₹5,000');

    // Peak season: ×1.25.
    await c.section.getByRole('radio', { name: 'Peak season', exact: true }).check();
    await expect(c.adjusted).toHaveText('₹6,25,000');
    await expect(c.row('Photography & Video')).toContainText('₹93,750');
    await expect(c.perGuest).toHaveText('₹6,250');

    // Off-peak, chosen with the arrow keys inside the radio group: ×0.85.
    await c.section.getByRole('radio', { name: 'Peak season', exact: true }).focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(c.section.getByRole('radio', { name: 'Off-peak season' })).toBeChecked();
    await expect(c.adjusted).toHaveText('₹4,25,000');
    await expect(c.row('Miscellaneous')).toContainText('₹21,250');

    // Guests change the per-guest cost, never the allocation.
    await c.guests.focus();
    await page.keyboard.press('End');
    await expect(c.guests).toHaveAttribute('aria-valuetext', '1000 guests');
    await expect(c.perGuest).toHaveText('₹425');
    await expect(c.row('Miscellaneous')).toContainText('₹21,250');
    await page.keyboard.press('Home');
    await expect(c.guests).toHaveValue('10');
    await expect(c.perGuest).toHaveText('₹42,500');

    await c.total.focus();
    await page.keyboard.press('End');
    await expect(c.total).toHaveAttribute('aria-valuetext', '₹5,00,00,000');
    await expect(c.adjusted).toHaveText('₹4,25,00,000');
    await expect(c.row('Venue & Catering')).toContainText('₹1,70,00,000');
  });

  test('recommends up to three active vendors within the adjusted budget, best rated first', async ({ page }) => {
    const budget = 625_000;
    const expected = await e2eDb()
      .select({ name: vendors.name })
      .from(vendors)
      .where(and(eq(vendors.isActive, true), lte(vendors.priceRangeMin, budget)))
      .orderBy(desc(vendors.ratingAverage), desc(vendors.priceRangeMin), desc(vendors.id))
      .limit(3);
    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/recommendations')) requests.push(new URL(request.url()).search);
    });
    const c = await openCalculator(page);
    await c.total.focus();
    await page.keyboard.press('ArrowRight');
    const answered = page.waitForResponse((r) => r.url().endsWith(`/api/recommendations?budget=${budget}`));
    await c.section.getByRole('radio', { name: 'Peak season', exact: true }).check();
    await answered;

    const block = c.section.locator('.card', { has: page.getByRole('heading', { name: 'Recommended Vendors' }) });
    if (expected.length === 0) {
      await expect(block.getByText('No vendors fit this budget yet. Try a larger budget.')).toBeVisible();
    } else {
      await expect(block.getByRole('listitem')).toHaveCount(expected.length);
      await expect(block.getByRole('link')).toHaveText(expected.map((v) => v.name));
    }
    expect(requests).toContain(`?budget=${budget}`);
  });

  test('keeps what was chosen on the sliders before the island took over', async ({ page }) => {
    // Hold React back so that the keys reach the server-rendered sliders first.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/_astro/client*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/#budget');
    const section = page.locator('#budget');
    await expect(section.locator('astro-island')).toHaveAttribute('ssr');
    await section.getByRole('slider', { name: 'Total Budget' }).focus();
    await page.keyboard.press('End');
    await section.getByRole('slider', { name: 'Number of Guests' }).focus();
    await page.keyboard.press('Home');
    await section.getByRole('radio', { name: 'Off-peak season' }).check();
    release();
    await expect(section.locator('astro-island')).not.toHaveAttribute('ssr');
    await expect(section.getByTestId('adjusted-budget')).toHaveText('₹4,25,00,000');
    await expect(section.getByTestId('per-guest-cost')).toHaveText('₹42,50,000');
    await section.getByRole('slider', { name: 'Number of Guests' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(section.getByRole('slider', { name: 'Number of Guests' })).toHaveValue('20');
    await expect(section.getByTestId('per-guest-cost')).toHaveText('₹21,25,000');
  });

  test('shows no recommendations when the request fails', async ({ page }) => {
    let failing = false;
    await page.route('**/api/recommendations*', (route) => (failing ? route.fulfill({ status: 500, body: 'boom' }) : route.continue()));
    const c = await openCalculator(page);
    const heading = c.section.getByRole('heading', { name: 'Recommended Vendors' });
    // While the endpoint answers, the recommendations are shown.
    await expect(heading).toBeVisible();

    failing = true;
    const failed = page.waitForResponse((r) => r.url().endsWith('/api/recommendations?budget=500000') && r.status() === 500);
    // The calculator logs the failure as it drops the recommendations.
    const logged = page.waitForEvent('console', (m) => m.type() === 'error' && m.text().includes('Could not load recommended vendors'));
    await c.total.focus();
    await page.keyboard.press('ArrowRight');
    await failed;
    await logged;
    await expect(heading).toHaveCount(0);
    await expect(c.row('Venue & Catering')).toContainText('₹2,00,000');
  });

  test('recommendations endpoint validates and caches', async ({ request }) => {
    const bad = await request.get('/api/recommendations?budget=lots');
    expect(bad.status()).toBe(400);
    const good = await request.get('/api/recommendations?budget=100000');
    expect(good.status()).toBe(200);
    expect(good.headers()['cache-control']).toBe(REVALIDATE);
    expect(good.headers()['netlify-cache-tag']).toBe('recommendations');
    const body = (await good.json()) as { vendors: { priceRangeMin: number }[] };
    expect(body.vendors.length).toBeLessThanOrEqual(3);
    for (const vendor of body.vendors) expect(vendor.priceRangeMin).toBeLessThanOrEqual(100_000);
  });
});

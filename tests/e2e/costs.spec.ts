// Real costs: the all-in estimate on venue and vendor pages, the venue list sorted by it, and
// prices that say when they were checked (confirmed and changed by the listing's owner only).
import { and, eq } from 'drizzle-orm';
import type { Page } from '@playwright/test';
import { test, expect, createUser, e2eDb, signIn } from './fixtures.ts';
import { givenGuests, givenWeddingProfile } from './dashboard.helpers.ts';
import { categories, cities, priceHistory, vendors, venues } from '../../src/server/db/schema.ts';
import { estimateVenue, estimateView } from '../../src/features/catalogue/prices/estimate.ts';
import { estimateMessages } from '../../src/features/catalogue/prices/messages.ts';
import { priceFreshness } from '../../src/features/catalogue/prices/freshness.ts';
import { formatCalendarDate as formatCalendarDate } from '../../src/lib/dates.ts';
import { todayInIndia } from '../../src/lib/dates.ts';
import { formatRupees } from '../../src/lib/money.ts';
import { hydrated } from './lists.helpers.ts';

const DEMO_PASSWORD = 'mandap-demo-2026';
let n = 0;
const unique = () => `${Date.now().toString(36)}${(n++).toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A venue in a city of its own, so no list another spec compares changes. */
async function givenVenue(values: Partial<typeof venues.$inferInsert> = {}) {
  const slug = `costs-${unique()}`;
  const [city] = await e2eDb().insert(cities).values({ name: slug, slug, state: 'Kerala' }).returning();
  const [venue] = await e2eDb()
    .insert(venues)
    .values({
      name: `Backwater Lawns ${slug}`,
      type: 'garden',
      location: 'Kochi',
      cityId: city!.id,
      pricePerPlateVeg: 1200,
      pricePerPlateNonveg: 1500,
      rentalPriceMin: 250_000,
      pricesVerifiedOn: todayInIndia(),
      ...values,
    })
    .returning();
  return venue!;
}

const estimateSection = (page: Page) => page.getByRole('region', { name: 'Estimate for your guest count' });

async function expectTotal(page: Page, prices: Parameters<typeof estimateVenue>[0], input: Parameters<typeof estimateVenue>[1]) {
  const view = estimateView(estimateVenue(prices, input), estimateMessages.for('en'));
  await expect(estimateSection(page).getByText(`Estimated total: ${view.total} (${view.lakh})`)).toBeVisible();
}

test('the estimate on a venue page follows the guests, the non-veg share and the functions', async ({ page }) => {
  const venue = await givenVenue();
  const prices = { vegPerPlate: 1200, nonVegPerPlate: 1500, rental: 250_000 };
  await page.goto(`/venues/wedding/${venue.id}`);
  const section = estimateSection(page);
  await expect(section.getByLabel('Guests')).toHaveValue('100');
  await expectTotal(page, prices, { guests: 100, nonVegShare: 0, functions: 1 });
  await expect(section.getByText('including GST at 5 % on food, 18 % on rental')).toBeVisible();

  await section.getByLabel('Guests').fill('250');
  await section.getByLabel('Non-veg plates (%)').fill('40');
  await section.getByLabel('Functions at this venue').fill('2');
  await expectTotal(page, prices, { guests: 250, nonVegShare: 40, functions: 2 });
  await expect(section.getByText('Non-veg plates (100 guests × 2 functions)')).toBeVisible();

  await section.getByLabel('Guests').fill('0');
  await expectTotal(page, prices, { guests: 0, nonVegShare: 40, functions: 2 });

  await section.getByLabel('Guests').fill('10001');
  await expect(section.getByText('Enter a whole number of guests from 0 to 10,000.')).toBeVisible();
  await expect(section.getByLabel('Guests')).toHaveAttribute('aria-invalid', 'true');
});

test('without JavaScript the estimate form answers from the query, with field errors', async ({ browser }) => {
  const venue = await givenVenue();
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`/venues/wedding/${venue.id}?guests=300&non_veg=50&functions=3`);
  await expectTotal(page, { vegPerPlate: 1200, nonVegPerPlate: 1500, rental: 250_000 }, { guests: 300, nonVegShare: 50, functions: 3 });
  await page.goto(`/venues/wedding/${venue.id}?guests=-4&functions=99`);
  await expect(page.getByText('Enter a whole number of guests from 0 to 10,000.')).toBeVisible();
  await expect(page.getByText('Enter a whole number of functions from 1 to 20.')).toBeVisible();
  await context.close();
});

test('a venue without a non-veg price says so instead of guessing', async ({ page }) => {
  const venue = await givenVenue({ pricePerPlateNonveg: null });
  await page.goto(`/venues/wedding/${venue.id}`);
  const section = estimateSection(page);
  await expect(section.getByText(/^Estimated total:/)).toBeVisible();
  await section.getByLabel('Non-veg plates (%)').fill('20');
  await expect(section.getByText('This venue lists no non-veg price, so we cannot estimate non-veg plates.', { exact: false })).toBeVisible();
  await expect(section.getByText(/^Estimated total:/)).toBeHidden();
});

test("a signed-in couple's estimate starts from the size of their guest list", async ({ page, context }) => {
  const venue = await givenVenue();
  const couple = await createUser();
  const profile = await givenWeddingProfile(couple.id);
  await givenGuests(profile.id, [{ fullName: 'Asha Mehta' }, { fullName: 'Rohan Iyer' }, { fullName: 'Kavya Rao' }]);
  await signIn(context, couple);
  await page.goto(`/venues/wedding/${venue.id}`);
  await expect(estimateSection(page).getByLabel('Guests')).toHaveValue('3');
  await expectTotal(page, { vegPerPlate: 1200, nonVegPerPlate: 1500, rental: 250_000 }, { guests: 3, nonVegShare: 0, functions: 1 });
});

test('the venue list sorts by estimated cost for the guests given, as the database orders it', async ({ page }) => {
  const [mumbai] = await e2eDb().select().from(cities).where(eq(cities.slug, 'mumbai'));
  const guests = 250;
  const { rows } = await e2eDb().$client.execute({
    // Venues that seat the guests, by the card's estimate: 5 % GST on plates, 18 % on the rental.
    sql: `SELECT id, price_per_plate_veg AS veg, rental_price_min AS rental FROM venues WHERE city_id = ? AND capacity_max >= ?
          ORDER BY CASE WHEN price_per_plate_veg IS NULL OR rental_price_min IS NULL THEN 1 ELSE 0 END, price_per_plate_veg * 1.05 * ? + rental_price_min * 1.18, id LIMIT 12`,
    args: [mumbai!.id, guests, guests],
  });
  await page.goto('/venues/mumbai/wedding');
  // Once the filter island has started, Apply loads the results in place.
  await hydrated(page);
  await page.getByLabel('Guests').fill(String(guests));
  await page.getByRole('button', { name: 'Apply Filters' }).click();
  await page.getByLabel('Sort by').selectOption({ label: 'Estimated Cost: Low to High' });
  await expect(page).toHaveURL(/guests=250/);
  await expect(page).toHaveURL(/sort=estimate_asc/);
  const cards = page.locator('[data-venue-id]');
  await expect(cards).toHaveCount(12);
  await expect
    .poll(async () => await cards.evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-venue-id')))))
    .toEqual(rows.map((r) => Number(r.id)));
  const first = rows[0]!;
  const total = estimateVenue({ vegPerPlate: Number(first.veg), nonVegPerPlate: null, rental: Number(first.rental) }, { guests, nonVegShare: 0, functions: 1 });
  expect(total.kind).toBe('estimate');
  await expect(cards.first()).toContainText(`for ${guests} guests`);
  await expect(cards.first()).toContainText(/≈ ₹[\d.]+ lakh for 250 guests/);

  // The server-rendered page (no JavaScript needed) honours the same query.
  const response = await page.request.get(`/venues/mumbai/wedding?guests=${guests}&sort=estimate_asc`);
  const html = await response.text();
  const ids = [...html.matchAll(/data-venue-id="(\d+)"/g)].map((m) => Number(m[1]));
  expect(ids).toEqual(rows.map((r) => Number(r.id)));
});

async function signInWithForm(page: Page, email: string) {
  await page.goto('/LoginVendor');
  await page.getByRole('main').getByLabel('Email').fill(email);
  await page.getByRole('main').getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/vendor-dashboard$/);
}

const thisMonth = () => priceFreshness(todayInIndia()).text;

test('the demo venue owner is reminded, confirms the prices, and the public page shows the new date', async ({ page, browser }) => {
  // The seed dates the demo venue's prices long ago; a run before this one may have confirmed them.
  const [venue] = await e2eDb().update(venues).set({ pricesVerifiedOn: '2024-12-01' }).where(eq(venues.id, 1)).returning();
  // A visitor's view of the page before the owner confirms.
  const visitor = await browser.newPage();
  await visitor.goto('/venues/wedding/1');
  await expect(visitor.getByText('Prices may be out of date').first()).toBeVisible();

  await signInWithForm(page, 'venue@demo.mandap.in');
  await expect(page.getByTestId('price-reminder')).toContainText(venue!.name);
  await page.getByRole('link', { name: 'Review prices' }).click();
  const panel = page.getByRole('region', { name: `Prices of ${venue!.name}` });
  await panel.getByRole('button', { name: 'Confirm prices' }).click();
  await expect(page.getByText('Prices confirmed')).toBeVisible();
  await expect(panel.getByTestId('prices-verified-on')).toHaveText(`Last confirmed on ${formatCalendarDate(todayInIndia())}`);
  const [after] = await e2eDb().select().from(venues).where(eq(venues.id, 1));
  expect(after!.pricesVerifiedOn).toBe(todayInIndia());

  await visitor.reload();
  await expect(visitor.getByText(thisMonth()).first()).toBeVisible();
  await expect(visitor.getByText('Prices may be out of date')).toHaveCount(0);
  await visitor.close();
});

test('the demo vendor confirms the prices and the public page shows the new date', async ({ page, browser }) => {
  await e2eDb().update(vendors).set({ pricesVerifiedOn: '2024-12-01' }).where(eq(vendors.id, 1));
  const visitor = await browser.newPage();
  await visitor.goto('/vendors/1');
  await expect(visitor.getByText('Prices may be out of date').first()).toBeVisible();
  await signInWithForm(page, 'vendor@demo.mandap.in');
  await page.goto('/vendor-dashboard/business-profile');
  const [vendor] = await e2eDb().select().from(vendors).where(eq(vendors.id, 1));
  await page
    .getByRole('region', { name: `Prices of ${vendor!.name}` })
    .getByRole('button', { name: 'Confirm prices' })
    .click();
  await expect(page.getByText('Prices confirmed')).toBeVisible();
  await visitor.reload();
  await expect(visitor.getByText(thisMonth()).first()).toBeVisible();
  await visitor.close();
});

test('an owner changes prices: field errors store nothing; saved prices are dated and kept in the history', async ({ page, context }) => {
  const owner = await createUser({ role: 'vendor', name: 'Rasoi Owner' });
  const [catering] = await e2eDb().select().from(categories).where(eq(categories.slug, 'catering'));
  const [vendor] = await e2eDb()
    .insert(vendors)
    .values({
      name: `Shahi Rasoi ${unique()}`,
      categoryId: catering!.id,
      ownerUserId: owner.id,
      priceRangeMin: 100_000,
      priceRangeMax: 300_000,
      pricePerPerson: 700,
      pricesVerifiedOn: '2025-02-01',
    })
    .returning();
  await signIn(context, owner);
  await page.goto('/vendor-dashboard/business-profile');
  const panel = page.getByRole('region', { name: `Prices of ${vendor!.name}` });
  await panel.getByLabel('Price per plate (₹)').fill('-5');
  await panel.getByLabel('Starting price (₹)').fill('20000000000');
  await panel.getByRole('button', { name: 'Save prices' }).click();
  await expect(panel.getByText('Enter a whole number of rupees from 0 to ₹1,000 crore')).toHaveCount(2);
  const [unchanged] = await e2eDb().select().from(vendors).where(eq(vendors.id, vendor!.id));
  expect(unchanged).toMatchObject({ priceRangeMin: 100_000, pricePerPerson: 700, pricesVerifiedOn: '2025-02-01' });

  await panel.getByLabel('Price per plate (₹)').fill('850');
  await panel.getByLabel('Starting price (₹)').fill('120000');
  await panel.getByRole('button', { name: 'Save prices' }).click();
  await expect(page.getByText('Prices saved')).toBeVisible();
  await expect
    .poll(async () => (await e2eDb().select().from(vendors).where(eq(vendors.id, vendor!.id)))[0])
    .toMatchObject({ priceRangeMin: 120_000, pricePerPerson: 850, pricesVerifiedOn: todayInIndia() });

  await page.goto(`/vendors/${vendor!.id}?guests=200`);
  await expect(page.getByText(formatRupees(120_000)).first()).toBeVisible();
  await expect(page.getByText(thisMonth()).first()).toBeVisible();
  // Catering is priced per plate: 850 × 200 + 5 % GST on food = ₹1,78,500.
  await expect(page.getByText('₹1,78,500 (₹1.8 lakh)')).toBeVisible();
  const history = page.getByRole('table', { name: 'Price history' });
  await expect(history.getByRole('rowheader', { name: formatCalendarDate(todayInIndia()) })).toBeVisible();
  await expect(history).toContainText(formatRupees(850));
});

test('another vendor cannot confirm or change the prices of a listing', async ({ page, context }) => {
  const venue = await givenVenue({ pricesVerifiedOn: '2025-03-01' });
  const intruder = await createUser({ role: 'vendor' });
  await signIn(context, intruder);
  await page.goto('/vendor-dashboard');
  const origin = new URL(page.url()).origin;
  const confirm = await page.request.post('/_actions/prices.confirm', { data: { kind: 'venue', id: venue.id }, headers: { Origin: origin } });
  expect(confirm.status()).toBe(403);
  const update = await page.request.post('/_actions/prices.updateVenue', {
    data: { id: venue.id, vegPerPlate: 1, nonVegPerPlate: 1, rentalMin: 1, rentalMax: 1 },
    headers: { Origin: origin },
  });
  expect(update.status()).toBe(403);
  const [after] = await e2eDb().select().from(venues).where(eq(venues.id, venue.id));
  expect(after).toMatchObject({ pricesVerifiedOn: '2025-03-01', pricePerPlateVeg: 1200 });
  expect(
    await e2eDb()
      .select()
      .from(priceHistory)
      .where(and(eq(priceHistory.listingKind, 'venue'), eq(priceHistory.listingId, venue.id))),
  ).toEqual([]);
});

async function axe(page: Page) {
  const { default: AxeBuilder } = await import('@axe-core/playwright');
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']).analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

test('the estimate, the price history and the price panel pass axe, field errors included', async ({ page, context }) => {
  const venue = await givenVenue();
  await page.goto(`/venues/wedding/${venue.id}?guests=-1`);
  await expect(page.getByText('Enter a whole number of guests from 0 to 10,000.')).toBeVisible();
  expect(await axe(page)).toEqual([]);
  await page.goto('/vendors/3');
  expect(await axe(page)).toEqual([]);
  const owner = await createUser({ role: 'vendor' });
  await givenVenue({ ownerUserId: owner.id });
  await signIn(context, owner);
  await page.goto('/vendor-dashboard/business-profile');
  await page.getByLabel('Veg per plate (₹)', { exact: true }).fill('-1');
  await page.getByRole('button', { name: 'Save prices' }).click();
  await expect(page.getByText('Enter a whole number of rupees from 0 to ₹1,000 crore')).toBeVisible();
  expect(await axe(page)).toEqual([]);
});

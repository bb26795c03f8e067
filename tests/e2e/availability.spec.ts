// Availability on the public side: a venue whose evening of 27 Feb 2027 is taken shows as
// partly free on the list for that date and is left out for an evening function; one whose
// calendar was never touched says 'Availability not confirmed'; the venue page shows the
// twelve months (the first in its HTML, the others drawn by its script); the enquiry form
// warns before sending; /muhurat/2027 links to the lists by date.
import { and, eq } from 'drizzle-orm';
import type { Locator } from '@playwright/test';
import { test, expect as baseExpect, createUser, signIn, e2eDb } from './fixtures.ts';
import { givenBusiness, islandReady } from './enquiries.helpers.ts';
import { calendarEntries, cities, listingSpaces, venues, weddingFunctions } from '../../src/server/db/schema.ts';
import { givenWeddingProfile } from './dashboard.helpers.ts';
import { randomUUID } from 'node:crypto';

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

const DATE = '2027-02-27';

/** A business's venue with the evening of 27 Feb 2027 blocked, and an untouched venue in the same city. */
async function givenCalendars() {
  const { business, venue } = await givenBusiness('Evening Mahal');
  const db = e2eDb();
  const [space] = await db
    .select()
    .from(listingSpaces)
    .where(and(eq(listingSpaces.listingKind, 'venue'), eq(listingSpaces.listingId, venue.id)));
  const spaceId = space!.id;
  await db
    .insert(calendarEntries)
    .values({ id: randomUUID(), spaceId, listingKind: 'venue', listingId: venue.id, date: DATE, part: 'evening', source: 'block', note: 'Private' });
  await db.update(venues).set({ calendarUpdatedAt: new Date() }).where(eq(venues.id, venue.id));
  const [city] = await db.select().from(cities).where(eq(cities.id, venue.cityId));
  const [untouched] = await db
    .insert(venues)
    .values({
      name: `Quiet Lawns ${randomUUID().slice(0, 6)}`,
      description: 'A lawn.',
      type: 'garden',
      location: city!.name,
      cityId: city!.id,
      capacityMin: 50,
      capacityMax: 400,
    })
    .returning();
  return { business, venue, untouched: untouched!, city: city! };
}

test('the list for 27 Feb shows the venue partly free, hides it for an evening function, and labels an untouched one', async ({ page }) => {
  const { venue, untouched, city } = await givenCalendars();
  await page.goto(`/venues/${city.slug}/wedding?date=${DATE}`);
  const card = page.locator(`[data-venue-id="${venue.id}"]`);
  await expect(card.getByText('Partly free on 27 Feb')).toBeVisible();
  await expect(page.locator(`[data-venue-id="${untouched.id}"]`).getByText('Availability not confirmed')).toBeVisible();
  // Confirmed listings come before unconfirmed ones.
  const order = await page.locator('[data-venue-id]').evaluateAll((cards) => cards.map((c) => Number(c.getAttribute('data-venue-id'))));
  expect(order).toEqual([venue.id, untouched.id]);
  await expect(page.getByRole('button', { name: 'Remove filter: Free on 27 February 2027' })).toBeVisible();
  // The filter form holds the date and the part.
  await expect(page.getByLabel('Date', { exact: true })).toHaveValue(DATE);

  await page.goto(`/venues/${city.slug}/wedding?date=${DATE}&part=evening`);
  await expect(page.locator('[data-venue-id]')).toHaveCount(1);
  await expect(page.locator(`[data-venue-id="${venue.id}"]`)).toHaveCount(0);

  await page.goto(`/venues/${city.slug}/wedding?date=${DATE}&part=day`);
  await expect(page.locator(`[data-venue-id="${venue.id}"]`).getByText('Free on 27 Feb')).toBeVisible();

  // In Hindi: the same list, every availability text in Hindi and none left in English.
  await page.goto(`/hi/venues/${city.slug}/wedding?date=${DATE}`);
  await expect(page.locator(`[data-venue-id="${venue.id}"]`).getByText('27 फ़र॰ को कुछ समय खाली')).toBeVisible();
  await expect(page.locator(`[data-venue-id="${untouched.id}"]`).getByText('खाली होने की पुष्टि नहीं')).toBeVisible();
  await expect(page.getByText('आपके समारोह की तारीख')).toBeVisible();
  for (const english of ['Partly free', 'Availability not confirmed', 'Date of your function', 'Part of the day', 'Free on 27 February 2027']) {
    await expect(page.locator('main'), english).not.toContainText(english);
  }

  await page.goto(`/venues/${city.slug}/wedding?from=2027-01-01&to=2028-06-01`);
  await expect(page.getByText('Choose a range of at most 366 days; the list is not filtered by date.')).toBeVisible();
});

/** What a month's table is made of, past its day numbers: the page's and the script's must match. */
const tableShape = (table: Locator) =>
  table.evaluate((t: HTMLTableElement) => ({
    table: t.className,
    caption: t.caption?.className,
    head: [...t.tHead!.rows[0]!.cells].map((c) => `${c.className}|${c.getAttribute('scope')}|${c.textContent}`),
    free: t.querySelector('td.bg-emerald-50')?.outerHTML.replace(/>\d+</, '><'),
  }));

test('the venue page shows twelve months without saying who or why, and the enquiry form warns of the evening', async ({ page, context, browser }) => {
  const { venue } = await givenCalendars();
  await page.goto(`/venues/wedding/${venue.id}`);
  const calendar = page.locator('[data-listing-calendar]');
  await expect(calendar.getByRole('heading', { name: 'Availability' })).toBeVisible();
  // The first month comes in the page; the page's script draws the eleven others from their codes, alike.
  const months = calendar.getByRole('table');
  await expect(months).toHaveCount(12);
  const february = calendar.getByRole('table', { name: 'February 2027' });
  await expect(february.getByRole('columnheader')).toHaveText(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
  // One label a day: its number and what it is; a mark besides the colour.
  await expect(february.getByRole('cell', { name: '27 Partly free', exact: true })).toHaveText('27½ Partly free');
  await expect(february.getByRole('cell', { name: '26 Free', exact: true })).toBeVisible();
  await expect(february.getByRole('cell', { name: /Booked/ })).toHaveCount(0);
  expect(await tableShape(february)).toEqual(await tableShape(months.first()));
  await expect(page.getByText('Private')).toHaveCount(0);

  // In Hindi, the drawn months are in Hindi too.
  await page.goto(`/hi/venues/wedding/${venue.id}`);
  const hindiFebruary = page.locator('[data-listing-calendar]').getByRole('table', { name: 'फ़रवरी 2027' });
  await expect(hindiFebruary.getByRole('columnheader').first()).toHaveText('सोम');
  await expect(hindiFebruary.getByRole('cell', { name: '27 कुछ समय खाली', exact: true })).toBeVisible();
  await expect(hindiFebruary.getByRole('cell', { name: '26 खाली', exact: true })).toBeVisible();

  // Without JavaScript, the page still shows its first month, the same way.
  const plain = await browser.newContext({ javaScriptEnabled: false });
  const plainPage = await plain.newPage();
  await plainPage.goto(`/venues/wedding/${venue.id}`);
  await expect(plainPage.locator('[data-listing-calendar]').getByRole('table')).toHaveCount(1);
  await expect(
    plainPage
      .locator('[data-listing-calendar]')
      .getByRole('cell', { name: /^\d+ (Free|Past)$/ })
      .first(),
  ).toBeVisible();
  await plain.close();

  const couple = await createUser({ role: 'customer', name: 'Asha' });
  await signIn(context, couple);
  await page.goto(`/enquiry/new?listing=venue-${venue.id}`);
  await islandReady(page, 'EnquiryForm');
  await page.getByLabel('Event date').fill(DATE);
  await expect(page.getByTestId('date-availability')).toHaveText('Not available on 27 Feb 2027 (evening)');
  await page.getByLabel('Event date').fill('2027-02-26');
  await expect(page.getByTestId('date-availability')).toHaveText('Free on 26 Feb 2027');
});

test('the enquiry form checks each chosen function on the date the couple planned for it', async ({ page, context }) => {
  const { venue } = await givenCalendars();
  const couple = await createUser({ role: 'customer', name: 'Meera' });
  const profile = await givenWeddingProfile(couple.id, { weddingDate: '2027-02-26' });
  await e2eDb()
    .insert(weddingFunctions)
    .values([
      { weddingProfileId: profile.id, name: 'Mehndi', date: '2027-02-25', position: 0 },
      { weddingProfileId: profile.id, name: 'Sangeet', date: DATE, position: 1 },
      { weddingProfileId: profile.id, name: 'Wedding', date: '2027-02-26', position: 2 },
    ]);
  await signIn(context, couple);
  await page.goto(`/enquiry/new?listing=venue-${venue.id}`);
  await islandReady(page, 'EnquiryForm');
  // The wedding alone, on the form's date: one line, as before.
  await expect(page.getByLabel('Event date')).toHaveValue('2027-02-26');
  await expect(page.getByTestId('date-availability')).toHaveText('Free on 26 Feb 2027');
  // With the Sangeet and the Mehendi too, each is checked on its own planned date, in date order.
  await page.getByLabel('Sangeet').check();
  await page.getByLabel('Mehendi').check();
  await expect(page.getByTestId('date-availability')).toHaveText([
    'Mehendi: Free on 25 Feb 2027',
    'Wedding: Free on 26 Feb 2027',
    'Sangeet: Not available on 27 Feb 2027 (evening)',
  ]);
});

test('/muhurat/2027 lists sample dates by month, each linking to the venues free that day, in both languages', async ({ page }) => {
  await page.goto('/muhurat/2027');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Wedding dates 2027: shubh vivah muhurat');
  await expect(page.getByTestId('muhurat-sample')).toContainText('Sample dates');
  await expect(page.getByRole('heading', { level: 2, name: 'February 2027' })).toBeVisible();
  await page.locator(`[data-muhurat-date="${DATE}"]`).click();
  await expect(page).toHaveURL(new RegExp(`/venues/all/wedding\\?date=${DATE}$`));
  await expect(page.getByRole('button', { name: 'Remove filter: Free on 27 February 2027' })).toBeVisible();

  await page.goto('/hi/muhurat/2027');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('शादी की तारीखें 2027: शुभ विवाह मुहूर्त');
  await expect(page.getByTestId('muhurat-sample')).toContainText('नमूने की तारीखें');
  await expect(page.locator(`[data-muhurat-date="${DATE}"]`)).toHaveAttribute('href', `/hi/venues/all/wedding?date=${DATE}`);
  await expect(page.locator('main')).not.toContainText('Sample dates');
});

// A couple keeps the wedding in their phone's calendar: the calendar page gives a private feed
// address with Google and Apple subscriptions, one function at a time as a file, and a new
// address that turns the old one off; every file is read back by a real iCalendar parser.
import AxeBuilder from '@axe-core/playwright';
import { test, expect, e2eDb } from './fixtures.ts';
import { weddingFunctions } from '../../src/server/db/schema.ts';
import { givenWeddingProfile } from './dashboard.helpers.ts';
import { parseCalendar } from '../setup/ical.ts';

test('a couple subscribes to their wedding calendar, adds one function, and replaces a shared address', async ({ page, request, signedInUser }) => {
  const profile = await givenWeddingProfile(signedInUser.id, { userName: 'Asha', partnerName: 'Rohan', weddingDate: '2027-02-27' });
  const [sangeet] = await e2eDb()
    .insert(weddingFunctions)
    .values([
      {
        weddingProfileId: profile.id,
        name: 'Sangeet',
        date: '2027-02-26',
        startTime: '19:30',
        venueName: 'The Raj Palace',
        address: 'Amer Road, Jaipur',
        position: 0,
      },
      { weddingProfileId: profile.id, name: 'Reception', position: 1 },
    ])
    .returning();
  await page.setViewportSize({ width: 412, height: 915 });
  // From the Functions tab: each dated function as a file, and the calendar page.
  await page.goto('/dashboard?tab=functions');
  const fromTab = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Add to calendar (Sangeet, an .ics file)' }).click();
  expect((await fromTab).suggestedFilename()).toBe('sangeet.ics');
  await expect(page.getByRole('link', { name: /Add to calendar \(Reception/ })).toHaveCount(0);
  await page.getByRole('link', { name: 'Calendar sync' }).click();
  await expect(page).toHaveURL(/\/dashboard\/calendar$/);
  await expect(page.getByRole('heading', { name: 'Calendar', level: 1 })).toBeVisible();

  const address = page.getByLabel('Your private calendar address');
  const feed = await address.inputValue();
  expect(feed).toMatch(/\/calendar\/[a-z2-7]{32}\.ics$/);
  await expect(page.getByRole('link', { name: 'Add to Google Calendar' })).toHaveAttribute(
    'href',
    /^https:\/\/calendar\.google\.com\/calendar\/render\?cid=webcal/,
  );
  await expect(page.getByRole('link', { name: 'Add to Apple Calendar' })).toHaveAttribute('href', /^webcal:\/\//);
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  // The feed, as a calendar app fetches it: no cookie needed, the token is the key.
  const path = new URL(feed).pathname;
  const anonymous = await request.get(path);
  expect(anonymous.status()).toBe(200);
  expect(anonymous.headers()['content-type']).toContain('text/calendar');
  const { events } = parseCalendar(await anonymous.text());
  const event = events.get(`function-${sangeet!.id}@mandap`)!;
  expect(event.summary).toBe('Sangeet: Asha & Rohan');
  expect(event.location).toBe('The Raj Palace, Amer Road, Jaipur');
  expect(event.startDate.zone?.tzid).toBe('Asia/Kolkata');
  expect(event.startDate.toJSDate().toISOString()).toBe('2027-02-26T14:00:00.000Z');

  // One function as a file; an undated one says so instead.
  await expect(page.getByText('Reception: no date yet')).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Add Sangeet to your calendar' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('sangeet.ics');
  const fileText = await (await page.request.get(`/api/functions/${sangeet!.id}/calendar.ics`)).text();
  expect([...parseCalendar(fileText).events.values()].map((e) => e.summary)).toEqual(['Sangeet: Asha & Rohan']);

  // Shared by mistake: a new address, and the old one answers 404 at once.
  await page.getByRole('button', { name: 'Get a new address' }).click();
  await expect(page.getByRole('status')).toContainText('Your calendar has a new address.');
  const renewed = await address.inputValue();
  expect(renewed).not.toBe(feed);
  expect((await request.get(path)).status()).toBe(404);
  expect((await request.get(new URL(renewed).pathname)).status()).toBe(200);
});

test('the calendar page asks for a wedding profile first, and for signing in', async ({ page, browser, signedInUser }) => {
  expect(signedInUser.role).toBe('customer');
  await page.goto('/dashboard/calendar');
  await expect(page).toHaveURL(/\/dashboard\?tab=profile/);
  const stranger = await browser.newContext();
  const other = await stranger.newPage();
  await other.goto('/dashboard/calendar');
  await expect(other).toHaveURL(/\/login/);
  await stranger.close();
});

import AxeBuilder from '@axe-core/playwright';
import { test, expect } from './fixtures.ts';
import { givenCatalogue, givenReview, givenShortlist, givenWeddingProfile } from './dashboard.helpers.ts';
import { givenBooking } from './enquiries.helpers.ts';

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);

test('signed out, the profile pages ask to sign in', async ({ page }) => {
  for (const path of ['/myprofile', '/myprofile/shortlists', '/myprofile/reviews']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Please sign in' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth/signin');
  }
});

test('overview: name, e-mail, links and recent activity', async ({ page, signedInUser }) => {
  await page.goto('/myprofile');
  await expect(page.getByRole('heading', { name: signedInUser.name })).toBeVisible();
  await expect(page.getByText(signedInUser.email)).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Profile' });
  const hrefs = await nav.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  expect(hrefs).toEqual(['/myprofile/settings', '/myprofile/shortlists', '/myprofile/reviews', '/weddings', '/weddings/new', '/venues', '/vendors']);
  await expect(page.getByText('Nothing yet.')).toBeVisible();

  const profile = await givenWeddingProfile(signedInUser.id);
  const catalogue = await Promise.all(Array.from({ length: 6 }, () => givenCatalogue()));
  // Six of each kind, interleaved in time: shortlists at 1, 4, 7… minutes ago, reviews at 2, 5, 8…, bookings at 3, 6, 9…
  const booked = [];
  for (let k = 0; k < 6; k++) {
    await givenShortlist(signedInUser.id, 'venue', catalogue[k]!.venue.id, minutesAgo(1 + 3 * k));
    await givenReview(signedInUser.id, { vendorId: catalogue[k]!.vendor.id }, 4, null, minutesAgo(2 + 3 * k));
    booked.push(await givenBooking(signedInUser, minutesAgo(3 + 3 * k), 350000));
  }
  await page.reload();
  await expect(nav.getByRole('link', { name: /View Wedding/ })).toHaveAttribute('href', `/weddings/${profile.id}`);
  const items = page.getByRole('region', { name: 'Recent activity' }).getByRole('listitem');
  await expect(items).toHaveCount(10);
  await expect(items.nth(0)).toContainText(`Shortlisted ${catalogue[0]!.venue.name}`);
  await expect(items.nth(1)).toContainText(`Reviewed ${catalogue[0]!.vendor.name} (4/5)`);
  await expect(items.nth(2)).toContainText(`Booked ${booked[0]!.venue.name} (₹3,50,000)`);
  await expect(items.nth(2).getByRole('link')).toHaveAttribute('href', `/dashboard?tab=enquiries&c=${booked[0]!.conversation.id}`);
  await expect(items.nth(9)).toContainText(`Shortlisted ${catalogue[3]!.venue.name}`);
  expect((await new AxeBuilder({ page }).include('main').analyze()).violations).toEqual([]);
});

test('the wedding links lead to the dashboard profile tab', async ({ page, signedInUser }) => {
  const profile = await givenWeddingProfile(signedInUser.id);
  for (const path of ['/weddings', '/weddings/new', `/weddings/${profile.id}`]) {
    const response = await page.request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(302);
    expect(response.headers()['location']).toBe('/dashboard?tab=profile');
  }
  await page.goto('/weddings');
  await expect(page).toHaveURL(/\/dashboard\?tab=profile$/);
  await expect(page.getByRole('heading', { name: 'Your wedding' })).toBeVisible();
});

test('shortlist page: empty state, then cards with capacity or price', async ({ page, signedInUser }) => {
  await page.goto('/myprofile/shortlists');
  await expect(page.getByText('No items in your shortlist')).toBeVisible();
  await expect(page.getByText('Start exploring venues and services to add to your shortlist!')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Explore Venues' })).toHaveAttribute('href', '/venues');

  const { venue, vendor } = await givenCatalogue();
  await givenShortlist(signedInUser.id, 'venue', venue.id, minutesAgo(5));
  await givenShortlist(signedInUser.id, 'vendor', vendor.id, minutesAgo(1));
  await page.reload();
  const cards = page.getByRole('main').getByRole('listitem');
  await expect(cards).toHaveCount(2);
  await expect(cards.nth(0).getByRole('link', { name: vendor.name })).toHaveAttribute('href', `/vendors/${vendor.id}`);
  await expect(cards.nth(0)).toContainText('Candid wedding photography.');
  await expect(cards.nth(0)).toContainText('Price: ₹75,000');
  await expect(cards.nth(1).getByRole('link', { name: venue.name })).toHaveAttribute('href', `/venues/wedding/${venue.id}`);
  await expect(cards.nth(1)).toContainText('Capacity: 450 guests');
  expect((await new AxeBuilder({ page }).include('main').analyze()).violations).toEqual([]);
});

test('reviews page: Your Reviews, newest first, rating out of 5 and the comment', async ({ page, signedInUser }) => {
  await page.goto('/myprofile/reviews');
  await expect(page.getByRole('heading', { name: 'Your Reviews' })).toBeVisible();
  await expect(page.getByText("You haven't written any reviews yet")).toBeVisible();

  const { venue, vendor } = await givenCatalogue();
  await givenReview(signedInUser.id, { venueId: venue.id }, 5, 'Stunning <b>lawns</b>', minutesAgo(60 * 24 * 3));
  await givenReview(signedInUser.id, { vendorId: vendor.id }, 3, null, minutesAgo(1));
  await page.reload();
  const cards = page.getByRole('main').getByRole('listitem');
  await expect(cards).toHaveCount(2);
  await expect(cards.nth(0).getByRole('link', { name: vendor.name })).toHaveAttribute('href', `/vendors/${vendor.id}`);
  await expect(cards.nth(0)).toContainText('3 out of 5');
  await expect(cards.nth(0)).toContainText('No comment provided');
  await expect(cards.nth(1)).toContainText(venue.name);
  await expect(cards.nth(1)).toContainText('5 out of 5');
  await expect(cards.nth(1)).toContainText('Stunning <b>lawns</b>');
  await expect(cards.nth(1).locator('time')).toHaveText(
    minutesAgo(60 * 24 * 3).toLocaleDateString('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' }),
  );
  expect((await new AxeBuilder({ page }).include('main').analyze()).violations).toEqual([]);
});

import { and, desc, eq, sql } from 'drizzle-orm';
import { test, expect, e2eDb, createUser, signIn } from './fixtures.ts';
import { reviews, vendors, venues } from '../../src/server/db/schema.ts';

const base = () => `http://localhost:${process.env.E2E_PORT ?? 4322}`;

/**
 * Venues whose counts match their review rows: other specs add venues with made-up counts
 * (e.g. the enquiry helpers), which these checks of exact averages must not pick.
 */
const countsMatch = sql`${venues.reviewCount} = (SELECT count(*) FROM ${reviews} WHERE ${reviews.venueId} = ${venues.id})`;

async function venueAt(offset: number) {
  const [venue] = await e2eDb().select().from(venues).where(countsMatch).orderBy(desc(venues.id)).limit(1).offset(offset);
  return venue!;
}

async function exactAverage(column: typeof reviews.venueId | typeof reviews.vendorId, id: number) {
  const rows = await e2eDb().select({ rating: reviews.rating }).from(reviews).where(eq(column, id));
  return { count: rows.length, average: Math.round((rows.reduce((s, r) => s + r.rating, 0) / rows.length) * 100) / 100 };
}

test('signed out, the reviews section invites signing in and lists reviews newest first', async ({ page }) => {
  const [venue] = await e2eDb().select().from(venues).where(countsMatch).orderBy(desc(venues.reviewCount)).limit(1);
  await page.goto(`/venues/wedding/${venue!.id}`);
  await expect(page.locator('[data-reviews]')).toHaveAttribute('data-ready', 'true');
  const section = page.locator('[data-reviews]');
  await expect(section.getByText('to write a review.')).toBeVisible();
  await expect(section.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  const times = await page.locator('[data-review-list] time').evaluateAll((ts) => ts.map((t) => t.getAttribute('datetime')!));
  expect(times.length).toBe(Math.min(50, venue!.reviewCount));
  expect([...times].sort().reverse()).toEqual(times);
});

test('an unverified couple is told to verify their e-mail instead of getting the form', async ({ page, context }) => {
  const user = await createUser({ emailVerified: false });
  await signIn(context, user);
  const venue = await venueAt(7);
  await page.goto(`/venues/wedding/${venue.id}`);
  const section = page.locator('[data-reviews]');
  await expect(section).toHaveAttribute('data-ready', 'true');
  await expect(section.getByText('Please verify your email address before writing a review.')).toBeVisible();
  await expect(section.getByRole('link', { name: 'Verify your email' })).toHaveAttribute('href', '/verify-email');
  await expect(page.getByRole('heading', { name: 'Write a review' })).toBeHidden();
});

test('a couple writes a venue review, the average updates, and they can edit it', async ({ page, signedInUser }) => {
  const venue = await venueAt(6);
  await page.goto(`/venues/wedding/${venue.id}`);
  const section = page.locator('[data-reviews]');
  await expect(section).toHaveAttribute('data-ready', 'true');
  await expect(page.getByRole('heading', { name: 'Write a review' })).toBeVisible();

  await page.getByRole('button', { name: 'Submit Review' }).click();
  await expect(page.getByText('Choose a rating from 1 to 5 stars')).toBeVisible();

  await page.getByRole('radio', { name: '1 star', exact: true }).check();
  await page.getByLabel('Your review (optional)').fill('The lawns were <b>lovely</b> but the food was cold.');
  await page.getByRole('button', { name: 'Submit Review' }).click();
  await expect(page.getByText('Review submitted')).toBeVisible();

  let expected = await exactAverage(reviews.venueId, venue.id);
  expect(expected.count).toBe(venue.reviewCount + 1);
  await expect(section.locator('[data-rating-average]')).toHaveText(expected.average.toFixed(1));
  await expect(section.locator('[data-review-count]')).toHaveText(String(expected.count));
  const first = section.locator('[data-review-list] li').first();
  await expect(first).toContainText('The lawns were <b>lovely</b> but the food was cold.');
  await expect(first).toContainText(signedInUser.name);

  const [stored] = await e2eDb().select().from(venues).where(eq(venues.id, venue.id));
  expect(stored!.ratingAverage).toBe(expected.average);
  expect(stored!.reviewCount).toBe(expected.count);

  await page.reload();
  await expect(section).toHaveAttribute('data-ready', 'true');
  await expect(page.getByRole('heading', { name: 'Edit your review' })).toBeVisible();
  await expect(page.getByRole('radio', { name: '1 star', exact: true })).toBeChecked();
  await page.getByRole('radio', { name: '5 stars' }).check();
  await page.getByLabel('Your review (optional)').fill('');
  await page.getByRole('button', { name: 'Update Review' }).click();
  await expect(page.getByText('Review updated')).toBeVisible();
  expected = await exactAverage(reviews.venueId, venue.id);
  expect(expected.count).toBe(venue.reviewCount + 1);
  await expect(section.locator('[data-rating-average]')).toHaveText(expected.average.toFixed(1));
  const mine = await e2eDb()
    .select()
    .from(reviews)
    .where(and(eq(reviews.userId, signedInUser.id), eq(reviews.venueId, venue.id)));
  expect(mine).toEqual([expect.objectContaining({ rating: 5, comment: null })]);
});

test('a couple reviews a vendor', async ({ page }) => {
  const [vendor] = await e2eDb().select().from(vendors).where(eq(vendors.isActive, true)).orderBy(desc(vendors.id)).limit(1).offset(3);
  const user = await createUser({ name: 'Vendor Reviewer' });
  await signIn(page.context(), user);
  await page.goto(`/vendors/${vendor!.id}`);
  await expect(page.locator('[data-reviews]')).toHaveAttribute('data-ready', 'true');
  await page.getByRole('radio', { name: '4 stars' }).check();
  await page.getByRole('button', { name: 'Submit Review' }).click();
  await expect(page.getByText('Review submitted')).toBeVisible();
  const expected = await exactAverage(reviews.vendorId, vendor!.id);
  await expect(page.locator('[data-review-count]')).toHaveText(String(expected.count));
  const [stored] = await e2eDb().select().from(vendors).where(eq(vendors.id, vendor!.id));
  expect(stored!.ratingAverage).toBe(expected.average);
});

test('cross-user: editing a review only ever touches the signed-in couple’s own review', async ({ page, signedInUser }) => {
  const venue = await venueAt(7);
  const other = await createUser({ name: 'First Reviewer' });
  const otherContext = await page.context().browser()!.newContext();
  await signIn(otherContext, other);
  const first = await otherContext.request.post(`${base()}/_actions/reviews.save`, {
    data: { targetType: 'venue', targetId: venue.id, rating: 2, comment: 'Mine' },
  });
  expect(first.status()).toBe(200);
  await otherContext.close();

  await page.goto('/venues');
  const second = await page.request.post('/_actions/reviews.save', { data: { targetType: 'venue', targetId: venue.id, rating: 5, comment: 'Not yours' } });
  expect(second.status()).toBe(200);
  const [theirs] = await e2eDb()
    .select()
    .from(reviews)
    .where(and(eq(reviews.userId, other.id), eq(reviews.venueId, venue.id)));
  expect(theirs).toMatchObject({ rating: 2, comment: 'Mine' });
  const [mine] = await e2eDb()
    .select()
    .from(reviews)
    .where(and(eq(reviews.userId, signedInUser.id), eq(reviews.venueId, venue.id)));
  expect(mine).toMatchObject({ rating: 5, comment: 'Not yours' });

  const mineApi = await page.request.get(`/api/reviews/mine?targetType=venue&targetId=${venue.id}`);
  expect(mineApi.headers()['cache-control']).toBe('private, no-cache');
  expect(await mineApi.json()).toMatchObject({ signedIn: true, review: { rating: 5, comment: 'Not yours' } });
});

test('signed out, saving a review is refused; bad input is a 400', async ({ request, page, signedInUser }) => {
  const venue = await venueAt(8);
  expect((await request.post('/_actions/reviews.save', { data: { targetType: 'venue', targetId: venue.id, rating: 5 } })).status()).toBe(401);
  void signedInUser;
  await page.goto('/venues');
  const bad = await page.request.post('/_actions/reviews.save', { data: { targetType: 'venue', targetId: venue.id, rating: 9 } });
  expect(bad.status()).toBe(400);
});

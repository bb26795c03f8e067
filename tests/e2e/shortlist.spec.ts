import { desc, eq } from 'drizzle-orm';
import { test, expect, e2eDb, createUser, signIn, BASE_URL, TEST_PASSWORD } from './fixtures.ts';
import { shortlists, vendors, venues } from '../../src/server/db/schema.ts';

// The e2e runner cannot load astro:* modules, so these read and write the rows directly
// (shortlists.server.ts is covered by tests/integration/shortlists-reviews.test.ts).
async function listShortlists(_db: unknown, userId: string) {
  const rows = await e2eDb().select().from(shortlists).where(eq(shortlists.userId, userId)).orderBy(desc(shortlists.createdAt));
  return rows.map((r) => ({ id: r.id, itemType: r.itemType, itemId: r.itemId }));
}
async function toggleShortlist(_db: unknown, userId: string, itemType: 'venue' | 'vendor', itemId: number) {
  await e2eDb().insert(shortlists).values({ userId, itemType, itemId });
}

async function someVenue(offset = 0) {
  const [venue] = await e2eDb().select().from(venues).orderBy(desc(venues.id)).limit(1).offset(offset);
  return venue!;
}
async function someVendor(offset = 0) {
  const [vendor] = await e2eDb().select().from(vendors).where(eq(vendors.isActive, true)).orderBy(desc(vendors.id)).limit(1).offset(offset);
  return vendor!;
}

test('signed out, the shortlist button asks to log in', async ({ page }) => {
  const venue = await someVenue();
  await page.goto(`/venues/wedding/${venue.id}`);
  const button = page.getByRole('button', { name: 'Add to Shortlist' });
  await expect(button).toHaveAttribute('data-ready', 'true');
  await button.click();
  await expect(page.locator('.toast-destructive')).toContainText('Please login to shortlist');
});

test('the sign-in prompt of the shortlist comes back to the page the couple was on', async ({ page }) => {
  const user = await createUser();
  const venue = await someVenue(3);
  const here = `/venues/wedding/${venue.id}?guests=250`;
  await page.goto(here);
  const button = page.getByRole('button', { name: 'Add to Shortlist' });
  await expect(button).toHaveAttribute('data-ready', 'true');
  await button.click();
  const toast = page.locator('.toast-destructive');
  await expect(toast.locator('.toast-title')).toHaveText('Please login to shortlist');
  const link = toast.getByRole('link', { name: 'Sign in' });
  await expect(link).toHaveAttribute('href', `/login?next=${encodeURIComponent(here)}`);
  await link.click();
  await page.getByRole('main').getByLabel('Email').fill(user.email);
  await page.getByRole('main').getByLabel('Password').fill(TEST_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(`${BASE_URL}${here}`);
  await expect(page.getByRole('button', { name: 'Add to Shortlist' })).toHaveAttribute('data-ready', 'true');
});

test('sign-in ignores a next that leaves the site and goes to /dashboard', async ({ page }) => {
  const user = await createUser();
  await page.goto('/login?next=%2F%2Fevil.example%2Fpath');
  await page.getByRole('main').getByLabel('Email').fill(user.email);
  await page.getByRole('main').getByLabel('Password').fill(TEST_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(`${BASE_URL}/dashboard`);
});

test('a couple shortlists a venue; it persists across reloads and appears in their shortlist data', async ({ page, signedInUser }) => {
  const venue = await someVenue(1);
  await page.goto(`/venues/wedding/${venue.id}`);
  const button = page.locator('button[data-shortlist]');
  await expect(button).toHaveAttribute('data-ready', 'true');
  await expect(button).toHaveAttribute('aria-pressed', 'false');
  await button.click();
  await expect(page.getByText('Added to shortlist')).toBeVisible();
  await expect(button).toHaveAttribute('aria-pressed', 'true');

  await page.reload();
  await expect(button).toHaveAttribute('aria-pressed', 'true');
  await expect(button).toHaveText(/Shortlisted/);
  const entries = await listShortlists(e2eDb(), signedInUser.id);
  expect(entries).toEqual([expect.objectContaining({ itemType: 'venue', itemId: venue.id })]);

  await button.click();
  await expect(page.getByText('Removed from shortlist')).toBeVisible();
  await page.reload();
  await expect(button).toHaveAttribute('data-ready', 'true');
  await expect(button).toHaveAttribute('aria-pressed', 'false');
  expect(await listShortlists(e2eDb(), signedInUser.id)).toEqual([]);
});

test('the vendor shortlist is persisted like the venue one', async ({ page, signedInUser }) => {
  const vendor = await someVendor(2);
  await page.goto(`/vendors/${vendor.id}`);
  const button = page.locator('button[data-shortlist]');
  await expect(button).toHaveAttribute('data-ready', 'true');
  await button.click();
  await expect(page.getByText('Added to shortlist')).toBeVisible();
  await page.reload();
  await expect(button).toHaveAttribute('aria-pressed', 'true');
  const entries = await listShortlists(e2eDb(), signedInUser.id);
  expect(entries.map((e) => [e.itemType, e.itemId])).toEqual([['vendor', vendor.id]]);
});

test('the status endpoint is private to the viewer and never kept by a shared cache', async ({ page, signedInUser }) => {
  const venue = await someVenue(3);
  await toggleShortlist(e2eDb(), signedInUser.id, 'venue', venue.id);
  const mine = await page.request.get(`/api/shortlists/status?itemType=venue&itemId=${venue.id}`);
  expect(mine.headers()['cache-control']).toBe('private, no-cache');
  expect(await mine.json()).toEqual({ signedIn: true, shortlisted: true });
  expect((await page.request.get('/api/shortlists/status?itemType=boat&itemId=x')).status()).toBe(400);

  const other = await createUser({ name: 'Other Couple' });
  const context = await page.context().browser()!.newContext({ baseURL: BASE_URL });
  await signIn(context, other);
  const theirs = await context.request.get(`/api/shortlists/status?itemType=venue&itemId=${venue.id}`);
  expect(await theirs.json()).toEqual({ signedIn: true, shortlisted: false });
  await context.close();
});

test('cross-user: removing another couple’s shortlist entry fails and changes nothing', async ({ page, signedInUser }) => {
  const owner = await createUser({ name: 'Owner Couple' });
  const venue = await someVenue(4);
  await toggleShortlist(e2eDb(), owner.id, 'venue', venue.id);
  const [entry] = await listShortlists(e2eDb(), owner.id);
  await page.goto('/venues');
  const response = await page.request.post('/_actions/shortlists.remove', { data: { id: entry!.id } });
  expect([403, 404]).toContain(response.status());
  expect(await e2eDb().select().from(shortlists).where(eq(shortlists.id, entry!.id))).toHaveLength(1);
  expect(signedInUser.id).not.toBe(owner.id);

  // The owner can remove it.
  const ownerContext = await page.context().browser()!.newContext();
  await signIn(ownerContext, owner);
  const base = `http://localhost:${process.env.E2E_PORT ?? 4322}`;
  const ok = await ownerContext.request.post(`${base}/_actions/shortlists.remove`, { data: { id: entry!.id } });
  expect(ok.status()).toBe(200);
  expect(await e2eDb().select().from(shortlists).where(eq(shortlists.id, entry!.id))).toHaveLength(0);
  await ownerContext.close();
});

test('signed out, the shortlist action refuses', async ({ request }) => {
  const venue = await someVenue(5);
  const response = await request.post('/_actions/shortlists.toggle', { data: { itemType: 'venue', itemId: venue.id } });
  expect(response.status()).toBe(401);
});

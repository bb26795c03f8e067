// The admin review queue over HTTP: a business that signs up is not public at /vendors/{id}
// (nor in its category's list) until it has verified its e-mail and an admin approved it, and
// is right after; a rejection's reason reaches the business's dashboard; only admins may open
// the queue or call its actions.
import AxeBuilder from '@axe-core/playwright';
import { eq } from 'drizzle-orm';
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect, createUser, e2eDb, signIn } from './fixtures.ts';
import { ensureVendorCategories, mailedLink, uniqueEmail } from './auth-helpers.ts';
import { actorRequest } from './cross-user/harness.ts';
import { outbox, users, vendors } from '../../src/server/db/schema.ts';

async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']).analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Signs a business up through the real action, verifies its e-mail, and returns its listing. */
async function businessSignsUp(name: string, verify = true) {
  const [category] = await ensureVendorCategories();
  const email = uniqueEmail('review');
  const anonymous = await actorRequest(null);
  const created = await anonymous.post('/_actions/auth.registerVendor', {
    data: { name, category: category!.id, email, phone: '+91 98200 66666', password: 'vendor-pass-1' },
  });
  expect(created.ok(), await created.text()).toBe(true);
  if (verify) {
    // Opening the link changes nothing; its button posts the token back.
    const token = new URL(await mailedLink(email, '/verify-email'), 'http://x').searchParams.get('token')!;
    const verified = await anonymous.post('/verify-email', { form: { intent: 'verify', token } });
    expect(await verified.text()).toContain('Your email is verified.');
  }
  await anonymous.dispose();
  const [user] = await e2eDb().select().from(users).where(eq(users.email, email));
  const [vendor] = await e2eDb().select().from(vendors).where(eq(vendors.ownerUserId, user!.id));
  return { user: user!, vendor: vendor!, category: category! };
}

async function adminUser() {
  const [admin] = await e2eDb().select().from(users).where(eq(users.role, 'admin')).limit(1);
  return admin ?? createUser({ role: 'admin', name: 'Review Admin' });
}

const status = async (request: APIRequestContext, path: string) => (await request.get(path, { maxRedirects: 0 })).status();

test('a new business is public only after an admin approves it, and at once after', async ({ page, context }) => {
  const name = `Kesariya Review Decor ${Date.now().toString(36)}`;
  const { vendor } = await businessSignsUp(name);
  const visitor = await actorRequest(null);
  expect(await status(visitor, `/vendors/${vendor.id}`)).toBe(404);
  const found = async () => (await (await visitor.get(`/search?q=${encodeURIComponent(name)}`)).text()).includes(`href="/vendors/${vendor.id}"`);
  expect(await found()).toBe(false);

  await signIn(context, await adminUser());
  await page.goto('/admin/reviews');
  const item = page.locator(`[data-review-item="listing-${vendor.id}"]`);
  await expect(item.getByRole('heading', { name })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  // Keyboard only: choose Approve and save.
  await item.getByRole('radio', { name: 'Approve' }).focus();
  await page.keyboard.press('Space');
  await item.getByRole('button', { name: 'Save decision' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Approved', { exact: true })).toBeVisible();
  await expect(page.locator(`[data-review-item="listing-${vendor.id}"]`)).toHaveCount(0);

  expect(await status(visitor, `/vendors/${vendor.id}`)).toBe(200);
  expect(await found()).toBe(true);
  await visitor.dispose();
});

test('a rejection needs a reason, which the business reads in its mail and dashboard', async ({ page, context }) => {
  const name = `Neelkamal Review Lights ${Date.now().toString(36)}`;
  const { user, vendor } = await businessSignsUp(name);
  await signIn(context, await adminUser());
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/admin/reviews');
  const item = page.locator(`[data-review-item="listing-${vendor.id}"]`);
  await item.getByRole('radio', { name: 'Reject' }).check();
  await item.getByRole('button', { name: 'Save decision' }).click();
  await expect(item.getByRole('alert')).toHaveText('Please give the business a reason for the rejection.');
  await expect(item.getByRole('textbox', { name: /Reason/ })).toBeFocused();
  // The phone layout: nothing wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(await axeViolations(page)).toEqual([]);
  await item.getByRole('textbox', { name: /Reason/ }).fill('The photos belong to another studio');
  await item.getByRole('button', { name: 'Save decision' }).click();
  await expect(page.locator(`[data-review-item="listing-${vendor.id}"]`)).toHaveCount(0);

  const mails = await e2eDb().select().from(outbox).where(eq(outbox.to, user.email));
  expect(mails.map((m) => m.text).join('\n')).toContain('Reason: The photos belong to another studio');

  await page.goto('about:blank');
  await context.clearCookies();
  await signIn(context, user);
  await page.goto('/vendor-dashboard');
  const review = page.getByTestId('review-status');
  await expect(review).toContainText('Rejected.');
  await expect(review).toContainText('Reason: The photos belong to another studio');
  expect(await axeViolations(page)).toEqual([]);
  const visitor = await actorRequest(null);
  expect(await status(visitor, `/vendors/${vendor.id}`)).toBe(404);
  await visitor.dispose();
});

test('a pending business sees its status; an unverified one cannot be approved', async ({ page, context }) => {
  const { user, vendor } = await businessSignsUp(`Unverified Review Tents ${Date.now().toString(36)}`, false);
  const admin = await actorRequest(await adminUser());
  const refused = await admin.post('/_actions/reviewQueue.reviewListing', { data: { vendorId: vendor.id, decision: 'approve' } });
  expect(refused.status()).toBe(409);
  await admin.dispose();
  await signIn(context, user);
  await page.goto('/vendor-dashboard');
  await expect(page.getByTestId('review-status')).toContainText('Pending review: not public yet.');
});

test('only admins open the queue or decide on it', async () => {
  const { vendor } = await businessSignsUp(`Guarded Review Mehendi ${Date.now().toString(36)}`);
  const anonymous = await actorRequest(null);
  const anonymousPage = await anonymous.get('/admin/reviews', { maxRedirects: 0 });
  expect(anonymousPage.status()).toBe(302);
  expect(anonymousPage.headers().location).toContain('/login');
  const decision = { vendorId: vendor.id, decision: 'approve' };
  expect((await anonymous.post('/_actions/reviewQueue.reviewListing', { data: decision })).status()).toBe(401);
  await anonymous.dispose();
  for (const role of ['customer', 'vendor'] as const) {
    const someone = await actorRequest(await createUser({ role }));
    const queue = await someone.get('/admin/reviews', { maxRedirects: 0 });
    expect(queue.status(), role).toBe(403);
    expect(await queue.text()).not.toContain(vendor.name);
    for (const [action, data] of [
      ['reviewListing', decision],
      ['reviewService', { serviceId: 1, decision: 'approve' }],
      ['reviewClaim', { claimId: 'a'.repeat(64), decision: 'approve' }],
    ] as const) {
      expect((await someone.post(`/_actions/reviewQueue.${action}`, { data })).status(), `${role} ${action}`).toBe(403);
    }
    await someone.dispose();
  }
  const [still] = await e2eDb().select().from(vendors).where(eq(vendors.id, vendor.id));
  expect(still).toMatchObject({ approvalStatus: 'pending', isActive: false });
});

// axe on every account page, at phone and desktop widths.
import AxeBuilder from '@axe-core/playwright';
import { eq } from 'drizzle-orm';
import { test, expect, createUser, signIn, e2eDb } from './fixtures.ts';
import { ensureVendorCategories } from './auth-helpers.ts';
import { vendors } from '../../src/server/db/schema.ts';

const publicPages = [
  '/login',
  '/register',
  '/LoginVendor',
  '/RegisterVendor',
  '/forgot-password',
  '/reset-password?token=abcdefghijklmnop',
  '/verify-email',
  '/myprofile/settings',
  '/vendor-registration',
];
const vendorPages = [
  '/vendor-dashboard',
  '/vendor-dashboard/business-profile',
  '/vendor-dashboard/services',
  '/vendor-dashboard/bookings',
  '/vendor-dashboard/calendar',
  '/vendor-dashboard/messages',
  '/myprofile/settings',
  '/vendor-registration',
];

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('signed-out account pages pass axe', async ({ page }) => {
      test.setTimeout(180_000);
      for (const path of publicPages) {
        await page.goto(path);
        const { violations } = await new AxeBuilder({ page }).analyze();
        expect(violations, `${path}: ${violations.map((v) => v.id).join(', ')}`).toEqual([]);
      }
    });

    test('vendor pages and settings tabs pass axe', async ({ page, context }) => {
      test.setTimeout(180_000);
      const [category] = await ensureVendorCategories();
      const user = await createUser({ role: 'vendor', name: 'Axe Decor' });
      const existing = await e2eDb().select().from(vendors).where(eq(vendors.ownerUserId, user.id));
      if (existing.length === 0) await e2eDb().insert(vendors).values({ name: 'Axe Decor', categoryId: category!.id, ownerUserId: user.id });
      await signIn(context, user);
      for (const path of vendorPages) {
        await page.goto(path);
        const { violations } = await new AxeBuilder({ page }).analyze();
        expect(violations, `${path}: ${violations.map((v) => v.id).join(', ')}`).toEqual([]);
      }
      await page.goto('/myprofile/settings');
      for (const tab of ['Notifications', 'Security']) {
        await page.getByRole('tab', { name: tab }).click();
        if (tab === 'Security') await page.getByRole('button', { name: 'Set up two-factor authentication' }).click();
        const { violations } = await new AxeBuilder({ page }).analyze();
        expect(violations, `${tab}: ${violations.map((v) => v.id).join(', ')}`).toEqual([]);
      }
      // Nothing is wider than the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    });
  });
}

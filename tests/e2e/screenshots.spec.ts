import type { Page } from '@playwright/test';
import { eq } from 'drizzle-orm';
import { test, expect, createUser, e2eDb, signIn } from './fixtures.ts';
import { users } from '../../src/server/db/schema.ts';

// Every page type at a phone (412 px) and a desktop (1280 px) width, compared with the
// reviewed images in tests/screenshots/ so a layout regression fails. Parts that change
// between runs (other tests' reviews and likes, the signed-in user's e-mail, dates) are
// masked, and so are the gallery's photos (other tests upload to it). After a deliberate change of the look:
//   npm run test:e2e -- tests/e2e/screenshots.spec.ts --update-snapshots
// then look at every image in tests/screenshots/ before committing it.

type Shot = { name: string; path: string; account?: 'couple' | 'vendor'; hindiAccount?: boolean; mask?: string[]; firstScreen?: boolean };

// Other tests review listings: their reviews and rating are not part of the look.
const LISTING_MASK = ['[data-page-rating-stars]', '[data-page-review-count]', '[data-reviews]'];

const SHOTS: Shot[] = [
  { name: 'home', path: '/' },
  // The venue list reads live data, which other tests add to and review: its first screen, with
  // the whole block of cards masked (a card's height changes with its reviews).
  { name: 'venue-list', path: '/venues/all/wedding', firstScreen: true, mask: ['[data-result-cards]', '[data-result-count]'] },
  { name: 'venue-detail', path: '/venues/wedding/2', mask: LISTING_MASK },
  { name: 'vendor-categories', path: '/vendors' },
  { name: 'vendor-list', path: '/vendors/photography' },
  { name: 'vendor-detail', path: '/vendors/2', mask: LISTING_MASK },
  { name: 'ideas', path: '/ideas', mask: ['[data-like-count]'] },
  { name: 'idea', path: '/ideas/goa-beach-wedding', mask: ['[data-like-count]'] },
  { name: 'blog', path: '/blog' },
  { name: 'blog-post', path: '/blog/a-small-wedding-in-kochi' },
  // The gallery reads live data too (other tests' uploads join it): its first screen, with the
  // photos masked.
  { name: 'gallery', path: '/gallery', firstScreen: true, mask: ['[data-masonry]'] },
  { name: 'packages', path: '/packages/luxury' },
  { name: 'contact', path: '/contact' },
  { name: 'login', path: '/login' },
  { name: 'not-found', path: '/no-such-page' },
  { name: 'dashboard', path: '/dashboard', account: 'couple', mask: ['[data-user-email]'] },
  { name: 'vendor-dashboard', path: '/vendor-dashboard', account: 'vendor', mask: ['[data-user-email]'] },
  // Hindi: Devanagari set in its own face, never boxes or a system font.
  { name: 'home-hi', path: '/hi/' },
  { name: 'venue-list-hi', path: '/hi/venues/all/wedding', firstScreen: true, mask: ['[data-result-cards]', '[data-result-count]'] },
  { name: 'venue-detail-hi', path: '/hi/venues/wedding/2', mask: LISTING_MASK },
  { name: 'dashboard-hi', path: '/dashboard', account: 'couple', hindiAccount: true, mask: ['[data-user-email]'] },
];

const WIDTHS = [
  { width: 412, height: 915 },
  { width: 1280, height: 800 },
];

/** Waits until the page has settled: fonts, images in view, islands' first requests. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  // The header's account area fills in after /api/session answers.
  await expect(page.locator('#account-area[data-state="loading"]')).toHaveCount(0);
}

for (const viewport of WIDTHS) {
  test.describe(`${viewport.width} px`, () => {
    test.use({ viewport });

    for (const shot of SHOTS) {
      test(`${shot.name} looks as reviewed`, async ({ page, context }) => {
        if (shot.account) {
          const user = await createUser({
            name: shot.account === 'vendor' ? 'Meera Decor Studio' : 'Asha Verma',
            role: shot.account === 'vendor' ? 'vendor' : 'customer',
          });
          if (shot.hindiAccount) await e2eDb().update(users).set({ locale: 'hi' }).where(eq(users.id, user.id));
          await signIn(context, user);
        }
        await page.goto(shot.path);
        // A full-page capture does not scroll: what the site lays out only near the screen
        // (content-visibility: auto, global.css) is drawn as a reader scrolling down sees it.
        await page.evaluate(() => {
          for (const el of document.querySelectorAll<HTMLElement>('[data-result-cards] > *, [data-vendor-grid] > *')) el.style.contentVisibility = 'visible';
        });
        await settle(page);
        await expect(page).toHaveScreenshot(`${shot.name}-${viewport.width}.png`, {
          fullPage: !shot.firstScreen,
          animations: 'disabled',
          maxDiffPixelRatio: 0.02,
          // Full pages on a shared machine take a while to settle into two equal captures.
          timeout: 30_000,
          mask: [page.locator('#toasts'), ...(shot.mask ?? []).map((selector) => page.locator(selector))],
        });
      });
    }
  });
}

import AxeBuilder from '@axe-core/playwright';
import { asc } from 'drizzle-orm';
import { test, expect, e2eDb } from './fixtures.ts';
import { venues } from '../../src/server/db/schema.ts';

// The gallery and the detail pages open their photos in one lightbox: a modal dialog that
// arrows move through, Escape closes, and that gives focus back to the photo last shown.

test('gallery photos open in a lightbox driven by the keyboard', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/gallery');
  await expect(page.locator('[data-masonry]')).toBeVisible();
  const openers = page.locator('[data-gallery-photo] button[data-lightbox-open]');
  await expect.poll(() => openers.count()).toBeGreaterThan(2);
  // The build's photos are refreshed from /api/gallery: open the lightbox on the fresh list.
  await expect(page.locator('[data-refreshed]')).toHaveCount(1);

  // Keyboard only: focus the second photo and press Enter.
  await openers.nth(1).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Gallery photos' });
  await expect(dialog).toBeVisible();
  // The gallery may have added photos as it scrolled: the lightbox counts those it opened with.
  const counter = dialog.getByText(/^Photo 2 of \d+$/);
  await expect(counter).toBeVisible();
  const total = Number(/of (\d+)/.exec((await counter.textContent())!)![1]);
  const titles = await openers.evaluateAll((els) => els.map((el) => (el as HTMLElement).dataset.alt));
  await expect(dialog.locator('[data-lightbox-img]')).toHaveAttribute('alt', titles[1]!);
  await page.keyboard.press('ArrowRight');
  await expect(dialog.getByText(`Photo 3 of ${total}`)).toBeVisible();
  await expect(dialog.locator('[data-lightbox-img]')).toHaveAttribute('alt', titles[2]!);
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(dialog.getByText(`Photo 1 of ${total}`)).toBeVisible();
  // Past the first photo it wraps to the last.
  await page.keyboard.press('ArrowLeft');
  await expect(dialog.getByText(`Photo ${total} of ${total}`)).toBeVisible();
  const lastAlt = await dialog.locator('[data-lightbox-img]').getAttribute('alt');
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  // Focus goes back to the opener of the photo last shown (the gallery may have re-rendered it).
  await expect(page.locator('[data-gallery-photo] button[data-lightbox-open]:focus')).toHaveAttribute('data-alt', lastAlt!);
});

test('a swipe moves through the gallery lightbox and Close returns focus', async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 915 });
  await page.goto('/gallery');
  const openers = page.locator('[data-gallery-photo] button[data-lightbox-open]');
  await expect(page.locator('[data-masonry]')).toBeVisible();
  await openers.first().click();
  const dialog = page.getByRole('dialog', { name: 'Gallery photos' });
  await expect(dialog.getByText(/^Photo 1 of \d+$/)).toBeVisible();
  await dialog.evaluate((d) => {
    const touch = (x: number) => new Touch({ identifier: 1, target: d, clientX: x, clientY: 300 });
    d.dispatchEvent(new TouchEvent('touchstart', { touches: [touch(300)], changedTouches: [touch(300)], bubbles: true }));
    d.dispatchEvent(new TouchEvent('touchend', { touches: [], changedTouches: [touch(100)], bubbles: true }));
  });
  await expect(dialog.getByText(/^Photo 2 of \d+$/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(openers.nth(1)).toBeFocused();
});

test("a venue's cover art and photos open in the lightbox", async ({ page }) => {
  const [venue] = await e2eDb().select().from(venues).orderBy(asc(venues.id)).limit(1);
  await page.goto(`/venues/wedding/${venue!.id}`);
  const gallery = page.locator('[data-cover-gallery], [data-photo-gallery]').first();
  const openers = gallery.locator('button[data-lightbox-open]');
  const total = await openers.count();
  await openers.first().click();
  const dialog = page.getByRole('dialog', { name: `Photos of ${venue!.name}` });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(`Photo 1 of ${total}`)).toBeVisible();
  await expect(dialog.locator('[data-lightbox-img]')).toHaveAttribute('alt', venue!.name);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(openers.first()).toBeFocused();
});

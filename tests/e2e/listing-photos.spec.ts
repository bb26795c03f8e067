// Listing photos from end to end: the demo vendor uploads a portfolio in the dashboard and
// couples see it on the public page; the upload endpoint refuses what is not a safe picture;
// couples report, the admin reviews.
import AxeBuilder from '@axe-core/playwright';
import { eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { request as playwrightRequest, type APIRequestContext, type Page } from '@playwright/test';
import { test, expect as baseExpect, createUser, e2eDb, signIn, BASE_URL } from './fixtures.ts';
import { ensureVendorCategories } from './auth-helpers.ts';
import { actorRequest } from './cross-user/harness.ts';
import { listingPhotos, users, vendors, venues } from '../../src/server/db/schema.ts';
import { GPS_FIXTURE, gpsLatitudeBytes, photoLikeJpeg, pngBomb } from '../setup/photo-fixtures.ts';
import { photoText } from '../../src/features/catalogue/photos/photo-rules.ts';

// Photos are processed on the server (about a second each on a busy machine).
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

const DEMO_PASSWORD = 'mandap-demo-2026';

async function demoVendorId(): Promise<number> {
  const [row] = await e2eDb()
    .select({ id: vendors.id })
    .from(vendors)
    .innerJoin(users, eq(users.id, vendors.ownerUserId))
    .where(eq(users.email, 'vendor@demo.mandap.in'));
  return row!.id;
}

async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']).analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

// The demo vendor's and venue's pages and the gallery are shared with other specs: each test that
// adds photos to them removes them after itself (not in an afterAll, which another worker may
// run while a test of this file is still uploading).

async function demoVenue() {
  const [row] = await e2eDb()
    .select({ id: venues.id, name: venues.name })
    .from(venues)
    .innerJoin(users, eq(users.id, venues.ownerUserId))
    .where(eq(users.email, 'venue@demo.mandap.in'));
  return row!;
}

test.describe('the demo venue', () => {
  test.afterEach(async () => {
    await e2eDb()
      .delete(listingPhotos)
      .where(eq(listingPhotos.venueId, (await demoVenue()).id));
  });
  test('the demo venue owner adds a photo to the venue, shown on the venue page', async ({ page, context }) => {
    const venue = await demoVenue();
    await e2eDb().delete(listingPhotos).where(eq(listingPhotos.venueId, venue.id));
    const [owner] = await e2eDb().select().from(users).where(eq(users.email, 'venue@demo.mandap.in'));
    await signIn(context, owner!);
    await page.goto('/vendor-dashboard/photos');
    await expect(page.getByText(`Photos of ${venue.name}`)).toBeVisible();
    await expect(page.locator('[data-photo-manager][data-hydrated]')).toBeVisible();
    await page
      .getByLabel('Choose photos')
      .setInputFiles({ name: 'haveli.jpg', mimeType: 'image/jpeg', buffer: await photoLikeJpeg(1600, 1000, { seedColour: '#c9a227' }) });
    const item = page.locator('ol[aria-label="Photos in order"] > li');
    await expect(item).toHaveCount(1, { timeout: 60_000 });
    await item.getByLabel('Alt text (required)').fill('Haveli courtyard lit with diyas for the sangeet');
    await item.getByRole('button', { name: 'Save details' }).click();
    await expect(item.getByRole('button', { name: 'Save details' })).toBeDisabled();
    await page.goto(`/venues/wedding/${venue.id}`);
    const hero = page.locator('[data-photo-gallery] button[data-lightbox-open="0"] picture img');
    await expect(hero).toHaveAttribute('alt', 'Haveli courtyard lit with diyas for the sangeet');
    await expect(hero).toHaveAttribute('srcset', /\/media\/[0-9a-f]{32}-320\.jpg 320w/);
  });
});

function photoOrder(page: Page): Promise<string[]> {
  return page.locator('ol[aria-label="Photos in order"] > li').evaluateAll((items) => items.map((li) => (li as HTMLElement).dataset.photoId!));
}

test.describe('the demo vendor', () => {
  test.afterEach(async () => {
    await e2eDb()
      .delete(listingPhotos)
      .where(eq(listingPhotos.vendorId, await demoVendorId()));
  });
  test('the demo vendor uploads three pictures, orders them, sets the cover and alt text, couples see them; one is deleted', async ({ page }) => {
    const vendorId = await demoVendorId();
    await e2eDb().delete(listingPhotos).where(eq(listingPhotos.vendorId, vendorId));

    await page.goto('/LoginVendor');
    await page.getByLabel('Email').fill('vendor@demo.mandap.in');
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/vendor-dashboard$/);
    await page.getByRole('main').getByRole('link', { name: 'Photos' }).click();
    await expect(page).toHaveURL(/\/vendor-dashboard\/photos$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Photos' })).toBeVisible();
    await expect(page.locator('[data-photo-manager][data-hydrated]')).toBeVisible();
    await expect(page.getByText('No photos yet.')).toBeVisible();

    const [red, blue, green] = await Promise.all([
      photoLikeJpeg(1800, 1200, { seedColour: '#b4533a', gps: true }),
      photoLikeJpeg(1200, 1600, { seedColour: '#3a6cb4' }),
      photoLikeJpeg(1400, 900, { seedColour: '#5a8a3c' }),
    ]);
    await page.getByLabel('Choose photos').setInputFiles([
      { name: 'IMG_0001.jpg', mimeType: 'image/jpeg', buffer: red },
      { name: 'IMG_0002.jpg', mimeType: 'image/jpeg', buffer: blue },
      { name: 'IMG_0003.jpg', mimeType: 'image/jpeg', buffer: green },
    ]);
    const uploads = page.getByRole('list', { name: 'Uploads' }).getByRole('listitem');
    await expect(uploads).toHaveCount(3);
    await expect(uploads.first().getByRole('progressbar')).toBeVisible();
    await expect(page.locator('[data-upload-status="done"]')).toHaveCount(3, { timeout: 60_000 });
    const items = page.locator('ol[aria-label="Photos in order"] > li');
    await expect(items).toHaveCount(3);
    const rows = await e2eDb().select().from(listingPhotos).where(eq(listingPhotos.vendorId, vendorId)).orderBy(listingPhotos.position);
    expect(rows).toHaveLength(3);
    // The order of arrival is not fixed (two upload at once); the page shows the database's order.
    const [first, second, third] = rows.map((r) => String(r.id));
    expect(await photoOrder(page)).toEqual([first, second, third]);
    await expect(items.first().getByText('Cover', { exact: true })).toBeVisible();
    await expect(items.first().getByText(photoText.needsAlt)).toBeVisible();

    // Reorder with the buttons and with the keyboard.
    await items.nth(2).getByRole('button', { name: 'Move up' }).click();
    await expect.poll(() => photoOrder(page)).toEqual([first, third, second]);
    await items.first().getByRole('button', { name: 'Reorder photo 1 of 3' }).focus();
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => photoOrder(page)).toEqual([third, first, second]);
    await expect(page.getByRole('button', { name: 'Reorder photo 2 of 3' })).toBeFocused();
    // And by dragging the handle of the last photo onto the first (a window tall enough for both).
    await page.setViewportSize({ width: 1280, height: 2400 });
    await items.nth(2).locator('[data-drag-handle]').dragTo(items.first());
    await expect.poll(() => photoOrder(page)).toEqual([second, third, first]);
    await page.setViewportSize({ width: 1280, height: 720 });
    await expect
      .poll(async () =>
        (await e2eDb().select({ id: listingPhotos.id }).from(listingPhotos).where(eq(listingPhotos.vendorId, vendorId)).orderBy(listingPhotos.position)).map(
          (r) => String(r.id),
        ),
      )
      .toEqual([second, third, first]);

    // The cover: the photo now in second place.
    await items.nth(1).getByRole('button', { name: 'Set as cover' }).click();
    await expect(items.nth(1).getByText('Cover', { exact: true })).toBeVisible();
    await expect(items.nth(2).getByText('Cover', { exact: true })).toHaveCount(0);

    // Alt text is required and is not a file name.
    const altOf = (i: number) => items.nth(i).getByLabel('Alt text (required)');
    await items.first().getByRole('button', { name: 'Save details' }).click();
    await expect(items.first().getByText(photoText.altRequired)).toBeVisible();
    await expect(altOf(0)).toBeFocused();
    await altOf(0).fill('IMG_0002.jpg');
    await items.first().getByRole('button', { name: 'Save details' }).click();
    await expect(items.first().getByText(photoText.altFileName)).toBeVisible();
    const alts = ['Bride and groom under a marigold mandap', 'Haldi ceremony with the whole family in yellow', 'Reception stage lit in gold'];
    for (const [i, alt] of alts.entries()) {
      await altOf(i).fill(alt);
      if (i === 0) await items.nth(i).getByLabel('Show in the gallery under').selectOption('Pheras');
      await items.nth(i).getByRole('button', { name: 'Save details' }).click();
      await expect(items.nth(i).getByRole('button', { name: 'Save details' })).toBeDisabled();
    }
    await expect(page.getByText(photoText.needsAlt)).toHaveCount(0);
    // The "saved" toasts cover part of the list until they go.
    await expect(page.locator('.toast')).toHaveCount(0, { timeout: 15_000 });
    // From the top: the sticky header would otherwise cover the controls scrolled under it.
    await page.evaluate(() => window.scrollTo(0, 0));
    expect(await axeViolations(page)).toEqual([]);

    // The public page: the cover first (eager, high priority), the others lazy, all with srcset and sizes.
    await page.goto(`/vendors/${vendorId}`);
    const gallery = page.locator('[data-photo-gallery]');
    const hero = gallery.locator('button[data-lightbox-open="0"] picture img');
    await expect(hero).toHaveAttribute('alt', alts[1]!);
    await expect(hero).toHaveAttribute('loading', 'eager');
    await expect(hero).toHaveAttribute('fetchpriority', 'high');
    const [cover] = await e2eDb()
      .select()
      .from(listingPhotos)
      .where(eq(listingPhotos.id, Number(third)));
    expect(cover!.isCover).toBe(true);
    await expect(hero).toHaveAttribute('srcset', cover!.variantWidths.map((w) => `/media/${cover!.storageKey}-${w}.jpg ${w}w`).join(', '));
    expect(cover!.variantWidths.length).toBeGreaterThanOrEqual(3);
    await expect(hero).toHaveAttribute('sizes', /.+/);
    await expect(hero).toHaveAttribute('width', String(cover!.width));
    await expect(hero).toHaveAttribute('height', String(cover!.height));
    await expect(gallery.locator('button[data-lightbox-open="0"] source[type="image/avif"]')).toHaveAttribute('srcset', /\.avif 320w/);
    await expect(gallery.locator('button[data-lightbox-open="0"] source[type="image/webp"]')).toHaveAttribute('srcset', /\.webp 320w/);
    await expect(page.locator('#account-area')).not.toHaveAttribute('data-state', 'loading');
    expect(await axeViolations(page)).toEqual([]);
    const thumbs = gallery.getByRole('list', { name: 'Gallery' }).locator('picture img');
    await expect(thumbs).toHaveCount(2);
    await expect(thumbs.first()).toHaveAttribute('loading', 'lazy');
    await expect(thumbs.first()).toHaveAttribute('alt', alts[0]!);
    expect(await hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(await hero.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\/media\/[0-9a-f]{32}-\d+\.avif$/);

    // The lightbox: a dialog, arrows, Escape, focus back where it was.
    await gallery.locator('button[data-lightbox-open="1"]').click();
    const dialog = page.getByRole('dialog', { name: /Photos of/ });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('Photo 2 of 3')).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(dialog.getByText('Photo 3 of 3')).toBeVisible();
    await expect(dialog.locator('[data-lightbox-img]')).toHaveAttribute('alt', alts[2]!);
    await dialog.getByRole('button', { name: 'Report photo' }).click();
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await page.keyboard.press('ArrowRight');
    await expect(dialog.getByText('Photo 1 of 3')).toBeVisible();
    // A swipe to the left shows the next photo, to the right the previous one.
    const swipe = (from: number, to: number) =>
      dialog.evaluate(
        (d, [a, b]) => {
          const touch = (x: number) => new Touch({ identifier: 1, target: d, clientX: x, clientY: 300 });
          d.dispatchEvent(new TouchEvent('touchstart', { touches: [touch(a!)], changedTouches: [touch(a!)], bubbles: true }));
          d.dispatchEvent(new TouchEvent('touchend', { touches: [], changedTouches: [touch(b!)], bubbles: true }));
        },
        [from, to],
      );
    await swipe(300, 120);
    await expect(dialog.getByText('Photo 2 of 3')).toBeVisible();
    await swipe(120, 300);
    await expect(dialog.getByText('Photo 1 of 3')).toBeVisible();
    await swipe(300, 280);
    await expect(dialog.getByText('Photo 1 of 3')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(gallery.locator('button[data-lightbox-open="0"]')).toBeFocused();

    const heroSrc = (await hero.getAttribute('src'))!;

    // The photo tagged Pheras is on the gallery page too, newest first, linked to the vendor.
    await page.goto('/gallery');
    const upload = page.locator('[data-gallery-upload]').first();
    await expect(upload).toContainText('Pheras');
    await expect(upload).toContainText(alts[0]!);
    await expect(upload.getByRole('link')).toHaveAttribute('href', `/vendors/${vendorId}`);
    await expect(upload.locator('picture source[type="image/avif"]')).toHaveAttribute('srcset', /\.avif 320w/);

    // Served variants: the right type, cached for good, never sniffed, and no location.
    const media = await page.request.get(heroSrc);
    expect(media.status()).toBe(200);
    expect(media.headers()['content-type']).toBe('image/jpeg');
    expect(media.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(media.headers()['x-content-type-options']).toBe('nosniff');

    // Delete one in the dashboard.
    await page.goto('/vendor-dashboard/photos');
    page.once('dialog', (d) => void d.accept());
    await items.nth(2).getByRole('button', { name: 'Delete' }).click();
    await expect(items).toHaveCount(2);
    await page.goto(`/vendors/${vendorId}`);
    await expect(page.locator('[data-photo-gallery] picture img[srcset]')).toHaveCount(2);
  });
});

test.describe('the upload endpoint', () => {
  let vendorId: number;
  let owner: APIRequestContext;

  test.beforeAll(async () => {
    const [category] = await ensureVendorCategories();
    const user = await createUser({ role: 'vendor', name: 'Upload Tester' });
    const [vendor] = await e2eDb().insert(vendors).values({ name: 'Upload Tester Studio', categoryId: category!.id, ownerUserId: user.id }).returning();
    vendorId = vendor!.id;
    owner = await actorRequest(user);
  });
  test.afterAll(async () => owner.dispose());
  const url = () => `/api/listings/vendor/${vendorId}/photos`;

  test('a JPEG with GPS in its EXIF is served without any of it, in every variant', async () => {
    const input = await photoLikeJpeg(1700, 1100, { gps: true, seedColour: '#7a3ab4' });
    expect(gpsLatitudeBytes().some((bytes) => input.includes(bytes))).toBe(true);
    const response = await owner.post(url(), { data: input, headers: { 'Content-Type': 'image/jpeg' } });
    expect(response.status(), await response.text()).toBe(201);
    const { photo } = (await response.json()) as { photo: { key: string; widths: number[] } };
    expect(photo.widths).toEqual([320, 640, 768, 1024, 1600]);
    const anonymous = await playwrightRequest.newContext({ baseURL: BASE_URL });
    for (const width of photo.widths) {
      for (const [ext, type] of [
        ['avif', 'image/avif'],
        ['webp', 'image/webp'],
        ['jpg', 'image/jpeg'],
      ] as const) {
        const served = await anonymous.get(`/media/${photo.key}-${width}.${ext}`);
        expect(served.status()).toBe(200);
        expect(served.headers()['content-type']).toBe(type);
        expect(served.headers()['x-content-type-options']).toBe('nosniff');
        const body = await served.body();
        const meta = await sharp(body).metadata();
        expect(meta.width).toBe(width);
        expect([meta.exif, meta.xmp, meta.iptc], `${width}.${ext}`).toEqual([undefined, undefined, undefined]);
        for (const bytes of gpsLatitudeBytes()) expect(body.includes(bytes), `${width}.${ext}`).toBe(false);
        expect(body.includes(Buffer.from(GPS_FIXTURE.camera))).toBe(false);
      }
    }
    // Names are content hashes only: nothing else is looked up.
    expect((await anonymous.get('/media/IMG_0001.jpg')).status()).toBe(404);
    expect((await anonymous.get(`/media/${photo.key}-640.png`)).status()).toBe(404);
    expect((await anonymous.get(`/media/..%2F..%2Fmandap.db`)).status()).toBe(404);
    await anonymous.dispose();
  });

  // Tests of this group may run in different workers: each counts the rows it started with.
  const photoCount = async () => (await e2eDb().select().from(listingPhotos).where(eq(listingPhotos.vendorId, vendorId))).length;

  test('a renamed text file and an image bomb are refused, and the server keeps answering', async () => {
    const before = await photoCount();
    const text = await owner.post(url(), {
      data: Buffer.from('Dear diary, this is a text file called beach.jpg\n'.repeat(40)),
      headers: { 'Content-Type': 'image/jpeg' },
    });
    expect(text.status()).toBe(415);
    expect((await text.json()).error).toBe(photoText.notAnImage);

    const bomb = pngBomb(30_000);
    expect(bomb.length).toBeLessThan(300 * 1024);
    const refused = await owner.post(url(), { data: bomb, headers: { 'Content-Type': 'image/png' } });
    expect(refused.status()).toBe(400);
    expect((await refused.json()).error).toBe(photoText.tooManyPixels(30_000, 30_000));
    expect((await owner.get('/api/session')).status()).toBe(200);

    const huge = await owner.post(url(), { data: Buffer.alloc(16 * 1024 * 1024, 7) });
    expect(huge.status()).toBe(413);
    expect((await huge.json()).error).toBe(photoText.fileTooLarge);
    expect(await photoCount()).toBe(before);
  });

  test('uploads from another site, signed out or by a couple are refused', async () => {
    const before = await photoCount();
    const jpeg = await photoLikeJpeg(800, 600);
    const crossSite = await owner.post(url(), { data: jpeg, headers: { Origin: 'https://evil.example' } });
    expect(crossSite.status()).toBe(403);
    const anonymous = await actorRequest(null);
    expect((await anonymous.post(url(), { data: jpeg })).status()).toBe(401);
    await anonymous.dispose();
    const couple = await actorRequest(await createUser());
    expect((await couple.post(url(), { data: jpeg })).status()).toBe(403);
    await couple.dispose();
    expect(await photoCount()).toBe(before);
  });
});

test('couples report photos; three trusted couples hide one until the admin shows it again, fresh accounts only queue it', async ({ page, context }) => {
  const [category] = await ensureVendorCategories();
  const ownerUser = await createUser({ role: 'vendor', name: 'Reported Studio Owner' });
  const [vendor] = await e2eDb().insert(vendors).values({ name: 'Reported Studio', categoryId: category!.id, ownerUserId: ownerUser.id }).returning();
  const owner = await actorRequest(ownerUser);
  const ids: number[] = [];
  for (const colour of ['#aa3344', '#3344aa']) {
    const response = await owner.post(`/api/listings/vendor/${vendor!.id}/photos`, { data: await photoLikeJpeg(900, 600, { seedColour: colour }) });
    expect(response.status()).toBe(201);
    const { photo } = (await response.json()) as { photo: { id: number } };
    ids.push(photo.id);
    const saved = await owner.post('/_actions/photos.updateDetails', {
      data: { listing: { kind: 'vendor', id: vendor!.id }, photoId: photo.id, alt: `Portfolio photo ${colour}`, galleryCategory: null },
    });
    expect(saved.ok()).toBe(true);
  }
  await owner.dispose();

  // Couples of some standing (a verified address, an account older than a day) count toward hiding.
  const trustedCouple = async (name = 'Test Couple') => {
    const user = await createUser({ name });
    await e2eDb()
      .update(users)
      .set({ createdAt: new Date(Date.now() - 2 * 86_400_000) })
      .where(eq(users.id, user.id));
    return user;
  };
  // The first couple reports through the lightbox.
  const couple = await trustedCouple('Reporting Couple');
  await signIn(context, couple);
  await page.goto(`/vendors/${vendor!.id}`);
  await page.locator('button[data-lightbox-open="0"]').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Report photo' }).click();
  await dialog.getByLabel('Why are you reporting this photo?').selectOption('not-their-work');
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog.getByText(photoText.reported)).toBeVisible();
  await dialog.getByRole('button', { name: 'Report photo' }).click();
  await dialog.getByLabel('Why are you reporting this photo?').selectOption('inappropriate');
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog.getByText(photoText.alreadyReported)).toBeVisible();

  // A brand-new unverified account's report only queues the other photo for the admin.
  const fresh = await actorRequest(await createUser({ emailVerified: false }));
  expect((await fresh.post('/_actions/photos.report', { data: { photoId: ids[1], reason: 'misleading' } })).ok()).toBe(true);
  await fresh.dispose();
  // Two more trusted couples: the third trusted report hides that photo, and only it.
  for (let i = 0; i < 2; i++) {
    const other = await actorRequest(await trustedCouple());
    expect((await other.post('/_actions/photos.report', { data: { photoId: ids[0], reason: 'misleading' } })).ok()).toBe(true);
    await other.dispose();
  }
  const rows = await e2eDb().select().from(listingPhotos).where(inArray(listingPhotos.id, ids));
  expect(ids.map((id) => rows.find((p) => p.id === id)?.hidden)).toEqual([true, false]);
  await page.goto(`/vendors/${vendor!.id}`);
  await expect(page.locator('[data-photo-gallery] picture img[srcset]')).toHaveCount(1);

  // The admin reviews them.
  const [admin] = await e2eDb().select().from(users).where(eq(users.email, 'admin@demo.mandap.in'));
  // Leave the page first, so no request still in flight renews the couple's cookie.
  await page.goto('about:blank');
  await context.clearCookies();
  await signIn(context, admin!);
  await page.goto('/admin/photos');
  const listing = page.locator(`[data-reported-listing="vendor-${vendor!.id}"]`);
  await expect(listing.getByText('Photos hidden until reviewed')).toBeVisible();
  await expect(listing.getByText('Not this business’s own work')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await listing.getByRole('button', { name: 'Reviewed: show photos again' }).click();
  await expect(page.getByText('Photos reviewed')).toBeVisible();
  await expect(page.locator(`[data-reported-listing="vendor-${vendor!.id}"]`)).toHaveCount(0);
  await page.goto(`/vendors/${vendor!.id}`);
  await expect(page.locator('[data-photo-gallery] picture img[srcset]')).toHaveCount(2);

  // A couple cannot open the admin page.
  await page.goto('about:blank');
  await context.clearCookies();
  await signIn(context, couple);
  const refused = await page.goto('/admin/photos');
  expect(refused!.status()).toBe(403);
});

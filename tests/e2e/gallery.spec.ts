import AxeBuilder from '@axe-core/playwright';
import { count, desc, eq } from 'drizzle-orm';
import { test, expect, e2eDb } from './fixtures.ts';
import { galleryPhotos } from '../../src/server/db/schema.ts';

// The demo seed holds the gallery; an empty seed gets rows of its own so the masonry has
// enough photos for two pages.
test.beforeAll(async () => {
  const [row] = await e2eDb().select({ n: count() }).from(galleryPhotos);
  if ((row?.n ?? 0) >= 40) return;
  const now = Date.now();
  await e2eDb()
    .insert(galleryPhotos)
    .values(
      Array.from({ length: 40 }, (_, i) => ({
        title: `Gallery photo ${i + 1}`,
        imageUrl: `/art/gallery/${i}.svg`,
        category: i % 4 === 0 ? null : 'Decor',
        description: i % 3 === 0 ? null : 'Marigold strings over a mandap at dusk.',
        createdAt: new Date(now - i * 60_000),
      })),
    );
});

for (const [width, columns] of [
  [1280, 4],
  [1000, 3],
  [650, 2],
  [450, 1],
] as const) {
  test(`shows ${columns} columns at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/gallery');
    await expect(page.locator('[data-masonry]')).toHaveAttribute('data-columns', String(columns));
    await expect(page.locator('[data-masonry-column]')).toHaveCount(columns);
    const xs = await page.locator('[data-gallery-photo]').evaluateAll((els) => new Set(els.map((el) => Math.round(el.getBoundingClientRect().left))).size);
    expect(xs).toBe(columns);
  });
}

test('photos come newest first with a 4/5 image no taller than 420 px', async ({ page }) => {
  const newest = await e2eDb().select().from(galleryPhotos).orderBy(galleryPhotos.createdAt).limit(1000);
  const expected = newest.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id)[0]!;
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/gallery');
  const first = page.locator('[data-masonry-column]').first().locator('[data-gallery-photo]').first();
  await expect(first).toContainText(expected.title);
  const box = (await first.locator('img').boundingBox())!;
  expect(box.height / box.width).toBeCloseTo(1.25, 1);
  await page.setViewportSize({ width: 450, height: 900 });
  const narrow = (await page.locator('[data-gallery-photo] img').first().boundingBox())!;
  expect(narrow.height).toBeLessThanOrEqual(420.5);
  await expect(page.locator('[data-gallery-photo] img').nth(8)).toHaveAttribute('loading', 'lazy');
});

test('loads the next page, showing Loading gallery... meanwhile', async ({ page }) => {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/gallery?cursor=*', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/gallery');
  await expect(page.locator('[data-gallery-photo]')).toHaveCount(24);
  await page.getByRole('button', { name: 'Load more photos' }).or(page.getByText('Loading gallery...')).first().click();
  await expect(page.getByText('Loading gallery...')).toBeVisible();
  release();
  await expect(page.getByText('Loading gallery...')).toBeHidden();
  expect(await page.locator('[data-gallery-photo]').count()).toBeGreaterThan(24);
});

test('a failed page shows the server message', async ({ page }) => {
  await page.route('**/api/gallery?cursor=*', (route) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ error: 'Database is busy' }) }),
  );
  await page.goto('/gallery');
  // Wait for the fresh first page to replace the built one before scrolling to its end.
  await expect(page.locator('[data-gallery-photo]')).toHaveCount(24);
  await page.locator('[data-gallery-photo]').last().scrollIntoViewIfNeeded();
  await expect(page.getByText('Failed to load gallery photos: Database is busy')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
});

test('a broken connection shows the unexpected-error text', async ({ page }) => {
  await page.route('**/api/gallery**', (route) => route.abort('connectionrefused'));
  await page.goto('/gallery');
  // With photos from the build on screen the refresh fails quietly and the next page fails
  // loudly; without them the first load fails at once.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect(page.getByText('An unexpected error occurred while loading gallery photos.')).toBeVisible();
});

test('an empty gallery says so', async ({ page }) => {
  await page.route('**/api/gallery**', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ photos: [], nextCursor: null }) }),
  );
  await page.goto('/gallery');
  await expect(page.getByText('No photos found in the gallery.')).toBeVisible();
  await expect(page.locator('[data-gallery-photo]')).toHaveCount(0);
});

test('a broken image falls back to the placeholder', async ({ page }) => {
  await page.route('**/art/gallery/**', (route) => route.fulfill({ status: 404, body: '' }));
  await page.goto('/gallery');
  await expect(page.locator('[data-gallery-photo] img').first()).toHaveAttribute('src', '/images/placeholder.svg');
});

test('the gallery passes axe', async ({ page }) => {
  await page.goto('/gallery');
  await expect(page.locator('[data-masonry]')).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the HTML holds the gallery as it is now, a photo added after the build included', async ({ page }) => {
    // Placed among the first page but not first, so the order other tests expect stays.
    const firstPage = await e2eDb().select().from(galleryPhotos).orderBy(desc(galleryPhotos.createdAt), desc(galleryPhotos.id)).limit(5);
    const title = `Added after the build ${Date.now()}`;
    const [row] = await e2eDb()
      .insert(galleryPhotos)
      .values({ title, imageUrl: '/art/gallery/3.svg', category: 'Decor', description: null, createdAt: new Date(firstPage.at(-1)!.createdAt.getTime() - 1) })
      .returning();
    try {
      // A query string of its own, so no copy kept from an earlier visit answers.
      await page.goto(`/gallery?fresh=${Date.now()}`);
      await expect(page.locator('[data-gallery-photo]').filter({ hasText: title })).toHaveCount(1);
    } finally {
      await e2eDb().delete(galleryPhotos).where(eq(galleryPhotos.id, row!.id));
    }
  });
});

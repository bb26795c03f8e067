// The editing interface (/keystatic) and the drafts' preview: only editors (and administrators)
// reach them; an editor writes an idea with a cover and a venue link, keeps it a draft, previews
// it, publishes it, and after a build it is on /ideas and in the site search. The editor works on
// a copy of the project (editor-site.ts), so no tracked file changes.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { test, expect, createUser, signIn } from './fixtures.ts';
import { editorSite, type EditorSite } from './editor-site.ts';

const EDITING_ROUTES = [
  '/keystatic',
  '/keystatic/collection/ideas',
  '/api/keystatic/tree',
  '/preview/ideas/winter-wedding-colour-palettes',
  '/preview/blog/draft-honeymoon-destinations',
];

test.describe('who may edit', () => {
  for (const role of ['customer', 'vendor'] as const) {
    test(`a ${role === 'customer' ? 'couple' : 'business'} gets 404 on every editing route`, async ({ page, context }) => {
      await signIn(context, await createUser({ role }));
      for (const path of EDITING_ROUTES) expect((await page.request.get(path)).status(), path).toBe(404);
    });
  }

  test('a visitor gets 404 on every editing route', async ({ page }) => {
    for (const path of EDITING_ROUTES) expect((await page.request.get(path)).status(), path).toBe(404);
  });

  test('an editor opens them, and a draft’s preview is kept out of search engines', async ({ page, context }) => {
    await signIn(context, await createUser({ role: 'editor' }));
    // The editing API answers a bare request with its own refusal (not 404): the route is reachable.
    for (const path of EDITING_ROUTES) expect((await page.request.get(path)).status(), path).toBe(path.startsWith('/api/') ? 400 : 200);
    const preview = await page.request.get('/preview/ideas/winter-wedding-colour-palettes');
    expect(preview.headers()['x-robots-tag']).toBe('noindex, nofollow');
    expect(preview.headers()['cache-control']).toContain('no-store');
    await page.goto('/preview/ideas/winter-wedding-colour-palettes');
    await expect(page.getByRole('heading', { level: 1, name: 'Winter Wedding Colour Palettes' })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  });
});

test('an administrator grants the editor role at /admin/accounts, and removes it', async ({ browser, page, context }) => {
  const couple = await createUser();
  await signIn(context, await createUser({ role: 'admin' }));
  await page.goto(`/admin/accounts?q=${encodeURIComponent(couple.email)}`);
  const row = page.locator(`[data-account="${couple.email}"]`);
  await row.getByLabel(`Role of ${couple.email}`).selectOption('editor');
  await row.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status')).toHaveText(`Saved the role of ${couple.email}.`);

  const theirs = await browser.newContext();
  await signIn(theirs, couple);
  const editing = await theirs.newPage();
  expect((await editing.request.get('/keystatic')).status()).toBe(200);

  await row.getByLabel(`Role of ${couple.email}`).selectOption('customer');
  await row.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status')).toHaveText(`Saved the role of ${couple.email}.`);
  expect((await editing.request.get('/keystatic')).status()).toBe(404);
  await theirs.close();
});

test('a couple gets the admin area’s refusal at /admin/accounts', async ({ page, context }) => {
  await signIn(context, await createUser());
  const response = await page.goto('/admin/accounts');
  expect(response!.status()).toBe(403);
  await expect(page.getByText('This page is for administrators only.')).toBeVisible();
});

test.describe('an editor writes, previews and publishes an idea', () => {
  test.describe.configure({ mode: 'serial' });
  const TITLE = 'A Marigold Mandap in Jaipur';
  const SLUG = 'a-marigold-mandap-in-jaipur';
  let site: EditorSite;
  const file = () => join(site.dir, 'content/ideas', `${SLUG}.mdx`);

  test.beforeAll(async () => {
    test.setTimeout(300_000);
    site = editorSite(Number(process.env.E2E_PORT ?? 4322) + 100);
    site.build();
    await site.start();
  });
  test.afterAll(() => site?.remove());

  test('creates a draft with a cover image and a venue link in the editing interface', async ({ page, context }) => {
    await signIn(context, await createUser({ role: 'editor' }));
    const cover = join(site.dir, 'cover-upload.png');
    await sharp({ create: { width: 1200, height: 675, channels: 3, background: '#c2410c' } })
      .png()
      .toFile(cover);
    await page.goto(`${site.url}/keystatic/collection/ideas/create`);
    await page.getByLabel('Title').fill(TITLE);
    await page.getByLabel('Summary').fill('How one couple dressed a courtyard mandap in marigolds for under a lakh.');
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Choose file' }).first().click();
    await (await chooser).setFiles(cover);
    await page.getByLabel('Cover image: alt text').fill('A mandap hung with strings of orange marigolds');
    await page.getByRole('textbox', { name: 'Author', exact: true }).fill('Farah Editor');
    await page.getByRole('textbox', { name: 'Publish date' }).fill('2026-11-01');
    await page.getByRole('button', { name: /Category$/ }).click();
    await page.getByRole('option', { name: 'Decor' }).click();
    await expect(page.getByRole('button', { name: /Status$/ })).toHaveText('draft');

    await page.locator('[data-keystatic-editor="content"]').click();
    await page.keyboard.type('The courtyard had room for two hundred guests. Book it at ');
    await page.keyboard.type('/');
    await page.getByRole('option', { name: 'Link to a venue or vendor' }).click();
    await page.locator('[data-component="ListingLink"]').click();
    await page.getByRole('dialog').getByRole('button').first().click();
    const link = page.getByRole('dialog', { name: 'Edit Link to a venue or vendor' });
    await link.getByRole('textbox', { name: /^Id/ }).fill('1');
    await link.getByRole('textbox', { name: 'Link text' }).fill('the first demo venue');
    await link.getByRole('button', { name: 'Done' }).click();
    await page.getByRole('button', { name: 'Create' }).click();
    await expect(page).toHaveURL(new RegExp(`/keystatic/collection/ideas/item/${SLUG}$`), { timeout: 15_000 });

    const written = readFileSync(file(), 'utf8');
    expect(written).toContain(`title: ${TITLE}`);
    expect(written).toContain('status: draft');
    expect(written).toMatch(/cover: \.\/images\/a-marigold-mandap-in-jaipur\/cover\.png/);
    expect(written).toMatch(/<ListingLink kind="venue" id=\{1\} label="the first demo venue" \/>/);
  });

  test('the draft is on no public page after a build, and its preview shows it to editors only', async ({ page, context }) => {
    test.setTimeout(300_000);
    site.build();
    await site.start();
    await page.goto(`${site.url}/ideas`);
    await expect(page.getByRole('heading', { level: 1, name: 'Wedding Ideas' })).toBeVisible();
    await expect(page.getByText(TITLE)).toHaveCount(0);
    expect((await page.request.get(`${site.url}/ideas/${SLUG}`)).status()).toBe(404);
    expect((await page.request.get(`${site.url}/preview/ideas/${SLUG}`)).status()).toBe(404);

    await signIn(context, await createUser({ role: 'editor' }));
    await page.goto(`${site.url}/preview/ideas/${SLUG}`);
    await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
    // The uploaded cover, through Astro's image pipeline (a WebP at the page's width).
    const coverImage = page.getByRole('img', { name: 'A mandap hung with strings of orange marigolds' });
    const src = (await coverImage.getAttribute('src'))!;
    expect(src).toMatch(/f=webp|\.webp$/);
    const served = await page.request.get(new URL(src, site.url).href);
    expect(served.status()).toBe(200);
    expect(served.headers()['content-type']).toBe('image/webp');
    await expect(page.getByRole('link', { name: 'the first demo venue' })).toHaveAttribute('href', '/venues/wedding/1');
  });

  test('published, it is on /ideas and in the site search after the next build', async ({ page, context }) => {
    test.setTimeout(300_000);
    await signIn(context, await createUser({ role: 'editor' }));
    await page.goto(`${site.url}/keystatic/collection/ideas/item/${SLUG}`);
    await page.getByRole('button', { name: /Status$/ }).click();
    await page.getByRole('option', { name: 'published' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => readFileSync(file(), 'utf8')).toContain('status: published');

    site.build();
    await site.start();
    await page.goto(`${site.url}/ideas`);
    await expect(page.getByRole('link', { name: TITLE })).toBeVisible();
    await page.getByRole('link', { name: TITLE }).click();
    await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
    await page.goto(`${site.url}/search?q=marigold%20mandap%20jaipur`);
    await expect(page.getByRole('link', { name: TITLE })).toBeVisible({ timeout: 15_000 });
  });
});

test.describe('cover alt texts in Hindi', () => {
  test('a Hindi version gives its own; without one, the English alt text is marked as English', async ({ page }) => {
    await page.goto('/hi/ideas/haldi-ceremony-decor');
    await expect(page.locator('article img[fetchpriority="high"]')).toHaveAttribute('alt', 'गेंदे की मालाओं के नीचे शादी की सजावट का चित्र');
    await page.goto('/hi/ideas/goa-beach-wedding');
    const cover = page.locator('article img[fetchpriority="high"]');
    await expect(cover).toHaveAttribute('alt', 'An illustration of a wedding motif under marigold garlands');
    await expect(cover).toHaveAttribute('lang', 'en-IN');
  });
});

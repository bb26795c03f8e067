// The editing interface (/keystatic) and the drafts' preview: only editors (and administrators)
// reach them; an editor writes an idea with a cover and a venue link, keeps it a draft, publishes
// it, and after one build it is on /ideas, in the RSS feed, the sitemap and the site search, while
// the draft is on none of them and only editors see its preview; the editor also uploads a photo
// to a gallery category. The editor works on a copy of the project (editor-site.ts), so no
// tracked file changes.
import { copyFileSync, existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { parse as parseYaml } from 'yaml';
import { test, expect as baseExpect, createUser, signIn } from './fixtures.ts';
import { editorSite, type EditorSite } from './editor-site.ts';

// The editing interface is a large single-page app: on a loaded machine it takes more than the
// default seven seconds to draw a collection's form.
const expect = baseExpect.configure({ timeout: 15_000 });

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

test.describe('an editor writes, previews and publishes an idea, and adds a photo to the gallery', () => {
  // One build: the editing interface runs on a copy of the build the other specs use, and the
  // copy is built once, after the editor has published. So that the same build also shows what a
  // draft gets, the draft the editor saved is kept, byte for byte, under a second address before
  // the editor publishes the first.
  test.describe.configure({ mode: 'serial' });
  const TITLE = 'A Marigold Mandap in Jaipur';
  const SLUG = 'a-marigold-mandap-in-jaipur';
  const DRAFT_SLUG = `kept-draft-${SLUG}`;
  const COVER_ALT = 'A mandap hung with strings of orange marigolds';
  const PHOTO = 'Marigold petals over the bride';
  let site: EditorSite;
  const ideaFile = (slug = SLUG) => join(site.dir, 'content/ideas', `${slug}.mdx`);
  const haldiFile = () => join(site.dir, 'content/photos/haldi.yaml');
  type Category = { cover: string; photos: { title: string; image: string; caption: string }[] };
  const haldi = () => parseYaml(readFileSync(haldiFile(), 'utf8')) as Category;
  let haldiBefore: Category;

  test.beforeAll(async () => {
    site = editorSite();
    haldiBefore = haldi();
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
    await page.getByLabel('Cover image: alt text').fill(COVER_ALT);
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

    const written = readFileSync(ideaFile(), 'utf8');
    expect(written).toContain(`title: ${TITLE}`);
    expect(written).toContain('status: draft');
    expect(written).toMatch(/cover: \.\/images\/a-marigold-mandap-in-jaipur\/cover\.png/);
    expect(written).toMatch(/<ListingLink kind="venue" id=\{1\} label="the first demo venue" \/>/);
  });

  test('adds an uploaded photo to a photo category, whose generated art stays', async ({ page, context }) => {
    await signIn(context, await createUser({ role: 'editor' }));
    const upload = join(site.dir, 'photo-upload.jpg');
    await sharp({ create: { width: 1200, height: 1500, channels: 3, background: '#facc15' } })
      .jpeg()
      .toFile(upload);
    await page.goto(`${site.url}/keystatic/collection/photoCategories/item/haldi`);
    // The demo's generated art is shown as the picture it is, not as a missing upload.
    const cover = page.getByRole('group', { name: 'Cover picture' });
    await expect(cover.getByRole('button', { name: 'Remove' })).toBeVisible();
    await expect.poll(() => cover.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    await page.getByRole('group', { name: 'Photos', exact: true }).getByRole('button', { name: 'Add' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add item' });
    await dialog.getByRole('textbox', { name: 'Title (also the alt text)' }).fill(PHOTO);
    const chooser = page.waitForEvent('filechooser');
    await dialog.getByRole('button', { name: 'Choose file' }).click();
    await (await chooser).setFiles(upload);
    await dialog.getByRole('textbox', { name: 'Caption' }).fill('Her cousins empty a basket of petals.');
    await dialog.getByRole('button', { name: 'Add' }).click();
    await expect(page.getByRole('row', { name: PHOTO })).toBeVisible();
    await page.getByRole('button', { name: 'Save' }).click();

    await expect.poll(() => haldi().photos.length).toBe(haldiBefore.photos.length + 1);
    const saved = haldi();
    expect(saved.cover).toBe(haldiBefore.cover);
    expect(saved.photos.slice(0, -1)).toEqual(haldiBefore.photos);
    const added = saved.photos.at(-1)!;
    expect(added).toMatchObject({ title: PHOTO, caption: 'Her cousins empty a basket of petals.' });
    expect(added.image).toMatch(/^\.\/images\/haldi\/.+\.jpg$/);
    expect(existsSync(join(site.dir, 'content/photos', added.image))).toBe(true);
  });

  test('keeps the saved draft, and publishes it in the editing interface', async ({ page, context }) => {
    copyFileSync(ideaFile(), ideaFile(DRAFT_SLUG));
    await signIn(context, await createUser({ role: 'editor' }));
    await page.goto(`${site.url}/keystatic/collection/ideas/item/${SLUG}`);
    await page.getByRole('button', { name: /Status$/ }).click();
    await page.getByRole('option', { name: 'published' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => readFileSync(ideaFile(), 'utf8')).toContain('status: published');
    expect(readFileSync(ideaFile(DRAFT_SLUG), 'utf8')).toContain('status: draft');
  });

  test('after the build, the published idea is on /ideas, in the RSS feed, the sitemap and the site search', async ({ page }) => {
    test.setTimeout(300_000);
    site.build();
    await site.start();
    await page.goto(`${site.url}/ideas`);
    await expect(page.getByRole('link', { name: TITLE })).toBeVisible();
    await page.getByRole('link', { name: TITLE }).click();
    await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
    expect(await (await page.request.get(`${site.url}/ideas/rss.xml`)).text()).toContain(`/ideas/${SLUG}`);
    expect(await (await page.request.get(`${site.url}/sitemap-pages-0.xml`)).text()).toContain(`/ideas/${SLUG}`);
    await page.goto(`${site.url}/search?q=marigold%20mandap%20jaipur`);
    await expect(page.getByRole('link', { name: TITLE })).toBeVisible({ timeout: 15_000 });
  });

  test('the draft is on no public page, feed, sitemap or search, and its preview shows it to editors only', async ({ page, context }) => {
    await page.goto(`${site.url}/ideas`);
    await expect(page.getByRole('heading', { level: 1, name: 'Wedding Ideas' })).toBeVisible();
    await expect(page.locator(`a[href*="/ideas/${DRAFT_SLUG}"]`)).toHaveCount(0);
    expect((await page.request.get(`${site.url}/ideas/${DRAFT_SLUG}`)).status()).toBe(404);
    expect(await (await page.request.get(`${site.url}/ideas/rss.xml`)).text()).not.toContain(DRAFT_SLUG);
    expect(await (await page.request.get(`${site.url}/sitemap-pages-0.xml`)).text()).not.toContain(DRAFT_SLUG);
    await page.goto(`${site.url}/search?q=marigold%20mandap%20jaipur`);
    await expect(page.getByRole('link', { name: TITLE })).toHaveCount(1, { timeout: 15_000 });
    await expect(page.locator(`a[href*="${DRAFT_SLUG}"]`)).toHaveCount(0);
    expect((await page.request.get(`${site.url}/preview/ideas/${DRAFT_SLUG}`)).status()).toBe(404);

    await signIn(context, await createUser({ role: 'editor' }));
    await page.goto(`${site.url}/preview/ideas/${DRAFT_SLUG}`);
    await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
    // The uploaded cover, through Astro's image pipeline (a WebP at the page's width).
    const src = (await page.getByRole('img', { name: COVER_ALT }).getAttribute('src'))!;
    expect(src).toMatch(/f=webp|\.webp$/);
    const served = await page.request.get(new URL(src, site.url).href);
    expect(served.status()).toBe(200);
    expect(served.headers()['content-type']).toBe('image/webp');
    await expect(page.getByRole('link', { name: 'the first demo venue' })).toHaveAttribute('href', '/venues/wedding/1');
  });

  test('the uploaded photo is on its category’s page as a WebP, beside the generated art', async ({ page }) => {
    await page.goto(`${site.url}/photos/category/haldi`);
    await expect(page.locator('main figure')).toHaveCount(haldiBefore.photos.length + 1);
    const photo = page.getByRole('img', { name: PHOTO });
    await expect(photo).toHaveAttribute('src', /\.webp$/);
    await expect(photo).toHaveAttribute('srcset', /\.webp 2x$/);
    const served = await page.request.get(new URL((await photo.getAttribute('src'))!, site.url).href);
    expect(served.status()).toBe(200);
    expect(served.headers()['content-type']).toBe('image/webp');
    await expect(page.getByRole('img', { name: haldiBefore.photos[0]!.title })).toHaveAttribute('src', haldiBefore.photos[0]!.image);
    await page.goto(`${site.url}/photos`);
    await expect(page.getByRole('link', { name: /Haldi/ })).toContainText(`${haldiBefore.photos.length + 1} photos`);
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

// The couple's wedding website, end to end: the couple sets it up, makes two of three functions
// public and uploads a photo with its description; a visitor sees the public functions and no
// guest; a household's link shows that household's invitations inside the site; a site with a
// passphrase asks for it; the Hindi page renders; each answer is cached as its kind must be.
import { eq } from 'drizzle-orm';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test, expect, e2eDb, phone, BASE_URL } from './fixtures.ts';
import { functionInvites, guests, households, weddingFunctions, weddingSites } from '../../src/server/db/schema.ts';
import { givenWeddingProfile, hydrated, toastTitled } from './dashboard.helpers.ts';
import { householdLink } from '../../src/features/planning/households/household-links.server.ts';
import { rsvpLinkKey } from '../../src/features/planning/households/rsvp-link.server.ts';
import { photoLikeJpeg } from '../setup/photo-fixtures.ts';
import { weddingSiteMessages } from '../../src/features/dashboard/website/messages.ts';

let n = 0;
const uniqueSlug = (base: string) => `${base}-${Date.now().toString(36)}${(n++).toString(36)}`;

async function expectAccessible(page: Page, what: string) {
  const results = await new AxeBuilder({ page }).include('main').analyze();
  expect(results.violations, what).toEqual([]);
}

/** A wedding with three functions, a household invited to the private one, and its guests. */
async function givenWedding(userId: string) {
  const profile = await givenWeddingProfile(userId, { userName: 'Asha', partnerName: 'Rohan', weddingDate: '2031-02-14' });
  const db = e2eDb();
  const [mehendi, sangeet, lunch] = await db
    .insert(weddingFunctions)
    .values([
      { weddingProfileId: profile.id, name: 'Mehendi', date: '2031-02-12', position: 0 },
      {
        weddingProfileId: profile.id,
        name: 'Sangeet',
        date: '2031-02-13',
        startTime: '19:30',
        address: 'Rambagh Palace, Jaipur',
        dressCode: 'Yellow',
        position: 1,
      },
      { weddingProfileId: profile.id, name: 'Family lunch', date: '2031-02-15', venueName: 'Nani’s house', position: 2 },
    ])
    .returning();
  const [family] = await db.insert(households).values({ weddingProfileId: profile.id, name: 'Sharma family', allowance: 2 }).returning();
  await db.insert(guests).values([
    { weddingProfileId: profile.id, fullName: 'Sunita Sharma', householdId: family!.id },
    { weddingProfileId: profile.id, fullName: 'Vikram Sharma', householdId: family!.id },
  ]);
  await db.insert(functionInvites).values([
    { functionId: lunch!.id, householdId: family!.id },
    { functionId: sangeet!.id, householdId: family!.id },
  ]);
  const { link } = await householdLink(db, userId, family!.id, { key: await rsvpLinkKey(db), origin: BASE_URL });
  return { profile, mehendi: mehendi!, sangeet: sangeet!, lunch: lunch!, rsvpPath: new URL(link).pathname };
}

async function makePublic(page: Page, name: string) {
  await page.getByRole('button', { name: `Edit ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Edit ${name}` });
  await dialog.getByRole('checkbox', { name: 'Show on the wedding website' }).check();
  await dialog.getByRole('button', { name: 'Save function' }).click();
  await expect(toastTitled(page, 'Function updated')).toBeVisible();
}

test('the couple sets up the site; visitors see the public functions only; a household sees its own invitations', async ({ page, browser, signedInUser }) => {
  test.setTimeout(180_000);
  const { rsvpPath } = await givenWedding(signedInUser.id);
  const slug = uniqueSlug('asha-and-rohan');

  // Two of the three functions are made public in the Functions tab's form.
  await page.goto('/dashboard?tab=functions');
  await hydrated(page);
  await makePublic(page, 'Mehendi');
  await makePublic(page, 'Sangeet');
  await page.getByRole('link', { name: 'Wedding website' }).click();
  await expect(page).toHaveURL(/\/dashboard\/website$/);

  // The editing page: a suggested address, a clear problem for a bad one, what was typed kept.
  await expect(page.getByRole('heading', { level: 1, name: 'Wedding website' })).toBeVisible();
  await expect(page.getByLabel('Web address')).toHaveValue('asha-and-rohan-2031');
  await expect(page.getByTestId('editor-functions')).toContainText('Mehendi');
  await expect(page.getByTestId('editor-functions').getByRole('listitem').filter({ hasText: 'Family lunch' })).toContainText('Not shown');
  await page.getByLabel('Web address').fill('Asha & Rohan');
  await page.getByLabel('Your story').fill('We met at a friend’s Diwali party.\n\nFive years later, here we are.');
  await page.getByRole('button', { name: 'Save the website' }).click();
  await expect(page.getByText('The web address may only have lower-case letters, digits and hyphens')).toBeVisible();
  await expect(page.getByLabel('Your story')).toHaveValue('We met at a friend’s Diwali party.\n\nFive years later, here we are.');
  await page.getByLabel('Web address').fill(slug);
  await page.getByLabel('Travel notes').fill('Jaipur airport is 20 minutes from the venue.');
  await page.getByLabel('Where to stay').fill('Rooms are held at Hotel Pearl until 1 February.');
  await page.getByRole('button', { name: 'Save the website' }).click();
  await expect(page.getByRole('status')).toHaveText('Website saved.');

  // A photo needs its description; then it is added.
  const photo = { name: 'lake.jpg', mimeType: 'image/jpeg', buffer: await photoLikeJpeg(900, 600) };
  await page.getByLabel('Photo', { exact: true }).setInputFiles(photo);
  await expect(page.getByLabel('Description of the photo')).toHaveAttribute('required', '');
  // The browser asks first; the server refuses it too, as an old browser would send it.
  await page.locator('form:has(#site-photo-alt)').evaluate((form: HTMLFormElement) => (form.noValidate = true));
  await page.getByRole('button', { name: 'Upload photo' }).click();
  await expect(page.getByText('Describe the photo: a description is required.')).toBeVisible();
  await page.getByLabel('Photo', { exact: true }).setInputFiles(photo);
  await page.getByLabel('Description of the photo').fill('Asha and Rohan by the lake');
  await page.getByRole('button', { name: 'Upload photo' }).click();
  await expect(page.getByRole('status')).toHaveText('Photo added.');
  await expect(page.getByTestId('photo-count')).toHaveText('1 of 24 photos');
  await expectAccessible(page, 'editing page');

  // A visitor on a phone: the public functions only, no guest, the photo as a sized picture.
  const visitor = await phone(browser);
  const answer = await visitor.page.goto(`/w/${slug}`);
  expect(answer?.status()).toBe(200);
  const headers = answer!.headers();
  expect(headers['cache-control']).toBe('public, max-age=0, must-revalidate');
  expect(headers['x-robots-tag']).toBe('noindex');
  await expect(visitor.page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expect(visitor.page.getByRole('heading', { level: 1 })).toHaveText('Asha & Rohan');
  await expect(visitor.page.getByText('14 February 2031')).toBeVisible();
  const functions = visitor.page.getByTestId('site-functions').getByRole('heading', { level: 3 });
  await expect(functions).toHaveText(['Mehendi', 'Sangeet']);
  await expect(visitor.page.getByRole('link', { name: 'Map of Sangeet (opens Google Maps in a new tab)' })).toHaveAttribute(
    'href',
    'https://www.google.com/maps/search/?api=1&query=Rambagh%20Palace%2C%20Jaipur',
  );
  await expect(visitor.page.getByText('Dress code: Yellow')).toBeVisible();
  await expect(visitor.page.getByText('Five years later, here we are.')).toBeVisible();
  await expect(visitor.page.getByText('Rooms are held at Hotel Pearl until 1 February.')).toBeVisible();
  const picture = visitor.page.getByRole('img', { name: 'Asha and Rohan by the lake' });
  await expect(picture).toHaveAttribute('width', '900');
  await expect(picture).toHaveAttribute('height', '600');
  await expect(picture).toHaveJSProperty('complete', true);
  const text = await visitor.page.locator('body').innerText();
  expect(text).not.toContain('Family lunch');
  expect(text).not.toContain('Sharma');
  // A content page: no island, only the layout's small script.
  expect(await visitor.page.locator('astro-island').count()).toBe(0);
  await expectAccessible(visitor.page, 'public site');

  // The household's link: its own invitations (the private lunch included) inside the site.
  const rsvp = await visitor.page.goto(rsvpPath);
  expect(rsvp?.headers()['cache-control']).toBe('no-store');
  await expect(visitor.page.getByTestId('household-site')).toContainText('Asha & Rohan');
  await expect(visitor.page.getByRole('heading', { level: 1 })).toHaveText('Namaste, Sharma family');
  const invited = visitor.page.locator('section[aria-labelledby="invited"] h3');
  await expect(invited).toHaveText(['Sangeet', 'Family lunch']);
  await expect(visitor.page.getByText('Jaipur airport is 20 minutes from the venue.')).toBeVisible();
  await expect(visitor.page.getByRole('img', { name: 'Asha and Rohan by the lake' })).toBeAttached();
  await expect(visitor.page.getByRole('button', { name: 'Send reply' })).toBeVisible();
  await visitor.context.close();
});

test('a site with a passphrase asks for it; Hindi renders; listed sites are in the sitemap', async ({ page, browser, signedInUser }) => {
  test.setTimeout(120_000);
  const { profile, sangeet } = await givenWedding(signedInUser.id);
  await e2eDb().update(weddingFunctions).set({ isPublic: true }).where(eq(weddingFunctions.id, sangeet.id));
  const slug = uniqueSlug('rohan-and-asha');
  await page.goto('/dashboard/website');
  await page.getByLabel('Web address').fill(slug);
  await page.getByLabel('Listed: let search engines show the website').check();
  await page.getByRole('button', { name: 'Save the website' }).click();
  await expect(page.getByRole('status')).toHaveText('Website saved.');

  // Listed and open: indexable, and in the sitemap in both languages.
  const visitor = await phone(browser);
  let answer = await visitor.page.goto(`/w/${slug}`);
  expect(answer?.headers()['x-robots-tag']).toBeUndefined();
  await expect(visitor.page.locator('meta[name="robots"]')).toHaveCount(0);
  const sitemap = await (await visitor.page.request.get('/sitemaps/weddings.xml')).text();
  expect(sitemap).toContain(`/w/${slug}</loc>`);
  expect(sitemap).toContain(`/hi/w/${slug}</loc>`);
  expect(await (await visitor.page.request.get('/sitemap-index.xml')).text()).toContain('/sitemaps/weddings.xml');

  // Hindi.
  answer = await visitor.page.goto(`/hi/w/${slug}`);
  expect(answer?.status()).toBe(200);
  await expect(visitor.page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  await expect(visitor.page.getByRole('heading', { level: 2, name: 'समारोह' })).toBeVisible();
  await expect(visitor.page.getByTestId('site-functions').getByRole('heading', { level: 3 })).toHaveText(['संगीत']);
  await expect(visitor.page.getByText('14 फ़रवरी 2031')).toBeVisible();
  // None of the site's English texts shows on the Hindi page.
  const hindiText = await visitor.page.locator('main').innerText();
  const english = weddingSiteMessages.data('en').messages;
  const hindi = weddingSiteMessages.data('hi').messages;
  for (const [key, text] of Object.entries(english)) {
    const shown = text.replace(/\{[^}]+\}/g, '').trim();
    if (shown.length > 3 && text !== hindi[key as keyof typeof hindi]) expect(hindiText, key).not.toContain(shown);
  }

  // A passphrase: the page turns private and asks for it.
  await page.getByLabel('New passphrase').fill('marigold');
  await page.getByRole('button', { name: 'Set passphrase' }).click();
  await expect(page.getByRole('status')).toHaveText('Passphrase saved.');
  await expect(page.getByTestId('passphrase-state')).toHaveText('The website asks for a passphrase.');
  answer = await visitor.page.goto(`/w/${slug}`);
  expect(answer?.headers()['cache-control']).toBe('private, no-cache');
  expect(answer?.headers()['x-robots-tag']).toBe('noindex');
  expect(answer?.headers()['netlify-cdn-cache-control']).toBeUndefined();
  await expect(visitor.page.getByRole('heading', { level: 1 })).toHaveText('A private wedding website');
  expect(await visitor.page.locator('body').innerText()).not.toContain('Sangeet');
  await visitor.page.getByLabel('Passphrase').fill('marigolds');
  await visitor.page.getByRole('button', { name: 'Open the website' }).click();
  await expect(visitor.page.getByRole('alert')).toHaveText('That passphrase is not right. Please check it and try again.');
  await expectAccessible(visitor.page, 'passphrase form');
  await visitor.page.getByLabel('Passphrase').fill('marigold');
  await visitor.page.getByRole('button', { name: 'Open the website' }).click();
  await expect(visitor.page).toHaveURL(new RegExp(`/w/${slug}$`));
  await expect(visitor.page.getByTestId('site-functions')).toContainText('Sangeet');
  // Listed or not, a private site is never in the sitemap index's part… nor indexable.
  await expect(visitor.page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');

  // Removing the passphrase opens the site again.
  await page.getByRole('button', { name: 'Remove passphrase' }).click();
  await expect(page.getByRole('status')).toContainText('Passphrase removed');
  const other = await phone(browser);
  await other.page.goto(`/w/${slug}`);
  await expect(other.page.getByTestId('site-functions')).toContainText('Sangeet');
  await other.context.close();
  await visitor.context.close();
  await e2eDb().delete(weddingSites).where(eq(weddingSites.weddingProfileId, profile.id));
});

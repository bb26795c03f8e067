// Languages that belong to people, not addresses: a household answers its RSVP in its own
// language on a phone while the couple reads the answer in English; an account's language,
// chosen in settings, is the language of its signed-in pages.
import { and, eq } from 'drizzle-orm';
import type { Page } from '@playwright/test';
import { test, expect, e2eDb, phone } from './fixtures.ts';
import { guests, households, users, weddingFunctions } from '../../src/server/db/schema.ts';
import { hydrated, postAction, toastTitled } from './dashboard.helpers.ts';

/** The words of the page's visible text written in Latin script, apart from those allowed (names, brand). */
async function latinWords(page: Page, allowed: string[]): Promise<string[]> {
  const text = await page.locator('body').innerText();
  return (text.match(/\b[A-Za-z]{2,}\b/g) ?? []).filter((word) => !['Mandap', ...allowed].includes(word));
}

test('a Hindi household answers its RSVP in Hindi at 412 px; the couple sees the answer in English', async ({ page, browser, signedInUser }) => {
  test.setTimeout(120_000);
  void signedInUser;
  await page.goto('/dashboard');
  await hydrated(page);
  await page.getByLabel('Wedding Date').fill('2027-02-14');
  await page.getByRole('button', { name: 'Create Profile' }).click();
  await expect(toastTitled(page, 'Wedding profile created successfully')).toBeVisible();
  expect((await postAction(page, 'guests.add', { fullName: 'Sunita Verma', mealPreference: 'Vegetarian' })).status()).toBe(200);

  // The couple's account is in English, so the household starts in English; the couple makes it Hindi.
  await page.goto('/dashboard?tab=functions');
  await hydrated(page);
  await page.getByRole('tab', { name: 'Households & RSVP links' }).click();
  const sunita = page.getByTestId('household').filter({ has: page.getByRole('heading', { name: 'Sunita Verma', exact: true }) });
  await sunita.getByRole('button', { name: 'Edit Sunita Verma' }).click();
  const form = page.getByRole('dialog', { name: 'Edit Sunita Verma' });
  await expect(form.getByLabel('Language')).toHaveValue('en');
  await form.getByLabel('Language').selectOption('hi');
  await form.getByRole('button', { name: 'Save household' }).click();
  await expect(toastTitled(page, 'Household saved')).toBeVisible();
  const [home] = await e2eDb().select().from(households).innerJoin(guests, eq(guests.householdId, households.id)).where(eq(guests.fullName, 'Sunita Verma'));
  expect(home!.households.locale).toBe('hi');
  await sunita.getByRole('checkbox', { name: 'Wedding' }).check();
  await expect(toastTitled(page, 'Invitations saved')).toBeVisible();
  await sunita.getByRole('button', { name: 'QR code for Sunita Verma' }).click();
  const path = new URL((await page.getByRole('dialog', { name: 'QR code for Sunita Verma' }).locator('p').textContent())!).pathname;
  await page.keyboard.press('Escape');

  // The family's phone: the page, its form and its answers in Hindi.
  const family = await phone(browser);
  await family.page.goto(path);
  await expect(family.page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  await expect(family.page.getByRole('heading', { name: 'नमस्ते, Sunita Verma' })).toBeVisible();
  await expect(family.page.getByRole('heading', { name: 'कौन-कौन आ रहा है?' })).toBeVisible();
  // As reviewed, at the phone's width and a desktop's (tests/screenshots).
  await family.page.evaluate(() => document.fonts.ready.then(() => undefined));
  await expect(family.page).toHaveScreenshot('rsvp-hi-412.png', { fullPage: true, animations: 'disabled', maxDiffPixelRatio: 0.02 });
  await family.page.setViewportSize({ width: 1280, height: 800 });
  await expect(family.page).toHaveScreenshot('rsvp-hi-1280.png', { fullPage: true, animations: 'disabled', maxDiffPixelRatio: 0.02 });
  await family.page.setViewportSize({ width: 412, height: 915 });
  // Names the couple and the family wrote stay as written; the usual function "Wedding" is शादी.
  expect(await latinWords(family.page, ['Sunita', 'Verma', 'Test', 'Couple'])).toEqual([]);
  const wedding = family.page.getByRole('group', { name: 'Sunita Verma', exact: true }).getByRole('group', { name: 'शादी' });
  await wedding.getByRole('radio', { name: 'आ रहे हैं', exact: true }).check();
  await expect(wedding.getByLabel('खाना')).toHaveValue('Vegetarian');
  await expect(wedding.getByLabel('खाना').locator('option:checked')).toHaveText('शाकाहारी');

  // A problem is told in Hindi beside its field.
  await family.page.getByLabel('आने की तारीख़').fill('2027-02-14');
  await family.page.getByLabel('जाने की तारीख़').fill('2027-02-12');
  await family.page.getByRole('button', { name: 'जवाब भेजें' }).click();
  await expect(family.page.getByLabel('जाने की तारीख़')).toHaveAccessibleDescription('जाने की तारीख़ आने की तारीख़ से पहले नहीं हो सकती।');
  await family.page.getByLabel('जाने की तारीख़').fill('2027-02-15');
  await family.page.getByRole('button', { name: 'जवाब भेजें' }).click();
  await expect(family.page.getByRole('status')).toHaveText('धन्यवाद! आपका जवाब सहेज लिया गया है।');
  await expect(family.page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  // Nothing is wider than the phone.
  expect(await family.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(412);
  await family.context.close();

  // The couple reads the answer in English.
  await page.goto('/dashboard?tab=functions');
  await hydrated(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
  await page.getByRole('tab', { name: 'Households & RSVP links' }).click();
  // Its heading now also says "New reply".
  const replied = page.getByTestId('household').filter({ has: page.getByRole('heading', { name: /^Sunita Verma/ }) });
  await expect(replied.getByRole('heading')).toHaveText('Sunita VermaNew reply');
  await expect(replied.getByRole('list', { name: 'People of Sunita Verma' })).toContainText('Sunita VermaConfirmed');
  await expect(replied).toContainText('Replied');
  const [stored] = await e2eDb().select().from(guests).where(eq(guests.fullName, 'Sunita Verma'));
  expect(stored).toMatchObject({ isAttending: true, mealPreference: 'Vegetarian' });

  // The caterer sheet prints in the account's language, or in the other one on request.
  const [weddingFunction] = await e2eDb()
    .select({ id: weddingFunctions.id })
    .from(weddingFunctions)
    .where(and(eq(weddingFunctions.weddingProfileId, home!.households.weddingProfileId), eq(weddingFunctions.name, 'Wedding')));
  const sheet = `/dashboard/functions/${weddingFunction!.id}/caterer`;
  await page.goto(sheet);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
  await expect(page.getByTestId('caterer-table').locator('caption')).toHaveText('People attending, by meal');
  await page.getByRole('link', { name: 'Print in Hindi' }).click();
  await expect(page).toHaveURL(`${sheet}?lang=hi`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  await expect(page.getByTestId('caterer-table').locator('caption')).toHaveText('आने वाले लोग, खाने के हिसाब से');
  await expect(page.getByRole('row', { name: 'शाकाहारी 1' })).toBeVisible();
  await expect(page.getByTestId('caterer-total')).toHaveText('1');
  // The couple's names are set in capitals above the heading.
  expect(await latinWords(page, ['Wedding', 'TEST', 'COUPLE'])).toEqual([]);
  await page.getByRole('link', { name: 'अंग्रेज़ी में प्रिंट करें' }).click();
  await expect(page.getByTestId('caterer-table').locator('caption')).toHaveText('People attending, by meal');
});

test('settings save the account language; the signed-in pages follow it, whatever the address', async ({ page, signedInUser }) => {
  await page.goto('/myprofile/settings');
  const language = page.getByRole('main').getByLabel('Language');
  await expect(language).toHaveValue('en');
  await expect(language).toBeEnabled();
  await language.selectOption('hi');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  await expect(page.getByRole('heading', { name: 'सेटिंग्स', level: 1 })).toBeVisible();
  // Confirmed in the language the choice was made in.
  await expect(toastTitled(page, 'Language saved')).toBeVisible();
  await expect(page.getByRole('main').getByLabel('भाषा')).toHaveValue('hi');
  expect((await e2eDb().select({ locale: users.locale }).from(users).where(eq(users.id, signedInUser.id)))[0]!.locale).toBe('hi');

  // The dashboard is in Hindi at its own address, its shell too, with no language switch.
  await page.goto('/dashboard');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  await expect(page.getByRole('main').getByText('मेरा खाता', { exact: true })).toBeVisible();
  await expect(page.locator('[data-language-switch]')).toHaveCount(0);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/dashboard$/);
  await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(0);

  // Back to English: an English address and a Hindi one both render in English.
  await page.goto('/hi/myprofile/settings');
  await page.getByRole('main').getByLabel('भाषा').selectOption('en');
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  for (const address of ['/dashboard', '/hi/dashboard']) {
    await page.goto(address);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
    await expect(page.getByRole('main').getByText('My Account', { exact: true })).toBeVisible();
  }
});

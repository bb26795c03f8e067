// Functions, households and RSVP links, end to end: a couple plans its functions, groups its
// guests into households, invites them and sends their links; a family answers on a phone;
// the couple sees the headcounts, the caterer sheet and the accommodation list change.
import { and, eq } from 'drizzle-orm';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test, expect, e2eDb, phone } from './fixtures.ts';
import { guests, weddingFunctions, weddingProfiles } from '../../src/server/db/schema.ts';
import { hydrated, postAction, toastTitled } from './dashboard.helpers.ts';

const DEADLINE = 'The RSVP deadline has passed. Please contact the couple.';

/** Adds guests the way the guest list does, each alone (so each gets a household of its own). */
async function addGuests(page: Page, list: { fullName: string; phone?: string; mealPreference?: string }[]) {
  for (const guest of list) expect((await postAction(page, 'guests.add', guest)).status()).toBe(200);
}

function household(page: Page, name: string) {
  return page.getByTestId('household').filter({ has: page.getByRole('heading', { name, exact: true }) });
}

function functionCard(page: Page, name: string) {
  return page.getByTestId('function-card').filter({ has: page.getByRole('heading', { name, exact: true }) });
}

async function openFunctionsTab(page: Page, section?: 'Households & RSVP links' | 'Accommodation') {
  await page.goto('/dashboard?tab=functions');
  await hydrated(page);
  await expect(page.getByTestId('new-replies')).toBeVisible();
  if (section) await page.getByRole('tab', { name: section }).click();
}

async function moveGuest(page: Page, from: string, guest: string, to: string) {
  await household(page, from)
    .getByRole('button', { name: `Move ${guest} to another household` })
    .click();
  const dialog = page.getByRole('dialog', { name: `Move ${guest}` });
  await dialog.getByLabel('Move to').selectOption({ label: to });
  await dialog.getByRole('button', { name: 'Move', exact: true }).click();
  await expect(toastTitled(page, 'Guest moved')).toBeVisible();
  await expect(household(page, from)).toHaveCount(0);
}

/** The household's link, copied with its Copy link button. */
async function copiedLink(page: Page, name: string): Promise<string> {
  await household(page, name)
    .getByRole('button', { name: `Copy link for ${name}` })
    .click();
  await expect(toastTitled(page, 'Link copied')).toBeVisible();
  return page.evaluate(() => navigator.clipboard.readText());
}

async function expectAccessible(page: Page, what: string) {
  const results = await new AxeBuilder({ page }).include('main').analyze();
  expect(results.violations, what).toEqual([]);
}

/** A fresh browser context, as a family member's phone, 412 px wide. */

test('a couple plans functions, invites households and gets a family’s reply through its link', async ({ page, context, browser, signedInUser }) => {
  test.setTimeout(180_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);

  // The profile offers the usual functions; Haldi is dropped.
  await page.goto('/dashboard');
  await hydrated(page);
  await page.getByLabel("Partner's Name").fill('Rohan');
  await page.getByLabel('Your Name').fill('Asha');
  await page.getByLabel('Wedding Date').fill('2027-02-14');
  await page.getByLabel('RSVP deadline').fill('2027-01-31');
  await expect(page.getByRole('checkbox', { name: 'Haldi' })).toBeChecked();
  await page.getByRole('checkbox', { name: 'Haldi' }).uncheck();
  await page.getByRole('button', { name: 'Create Profile' }).click();
  await expect(toastTitled(page, 'Wedding profile created successfully')).toBeVisible();
  await expect(page.getByText('31 January 2027')).toBeVisible();

  // Functions in date order; add one, edit one, reorder two on the same day, delete one.
  await page.getByRole('tab', { name: /^Functions/ }).click();
  await expect(page).toHaveURL(/\?tab=functions$/);
  const cards = page.getByTestId('function-card');
  await expect(cards.getByRole('heading')).toHaveText(['Mehendi', 'Sangeet', 'Wedding', 'Reception']);
  await expect(functionCard(page, 'Mehendi')).toContainText('Sat, 13 Feb 2027');
  await page.getByRole('button', { name: 'Add function' }).click();
  let dialog = page.getByRole('dialog', { name: 'Add a function' });
  await dialog.getByLabel('Name').fill('Cocktail night');
  await dialog.getByLabel('Date').fill('2027-02-12');
  await dialog.getByRole('button', { name: 'Add function' }).click();
  await expect(toastTitled(page, 'Function added')).toBeVisible();
  await expect(cards.getByRole('heading')).toHaveText(['Cocktail night', 'Mehendi', 'Sangeet', 'Wedding', 'Reception']);
  await page.getByRole('button', { name: 'Edit Wedding' }).click();
  dialog = page.getByRole('dialog', { name: 'Edit Wedding' });
  await dialog.getByLabel('Start time').fill('19:30');
  await dialog.getByLabel('Venue', { exact: true }).fill('Lake Palace Lawns');
  await dialog.getByLabel('Address').fill('Lake Pichola, Udaipur');
  await dialog.getByLabel('Dress code (optional)').fill('Indian formal');
  await dialog.getByRole('button', { name: 'Save function' }).click();
  await expect(toastTitled(page, 'Function updated')).toBeVisible();
  const weddingCard = functionCard(page, 'Wedding');
  await expect(weddingCard).toContainText('Sun, 14 Feb 2027, 7:30 pm');
  await expect(weddingCard).toContainText('Dress code: Indian formal');
  await expect(weddingCard.getByRole('link', { name: 'Map of Wedding (opens in a new tab)' })).toHaveAttribute(
    'href',
    'https://www.openstreetmap.org/search?query=Lake%20Pichola%2C%20Udaipur',
  );
  await page.getByRole('button', { name: 'Move down Mehendi' }).click();
  await expect(toastTitled(page, 'Order saved')).toBeVisible();
  await expect(cards.getByRole('heading')).toHaveText(['Cocktail night', 'Sangeet', 'Mehendi', 'Wedding', 'Reception']);
  await expect(page.getByRole('button', { name: 'Move up Wedding' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Delete Cocktail night' }).click();
  await page.getByRole('dialog', { name: 'Delete Cocktail night?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(toastTitled(page, 'Function deleted')).toBeVisible();
  await expect(cards).toHaveCount(4);
  await expectAccessible(page, 'Schedule & headcounts');

  // Guests added alone each get a household; group them into families.
  await addGuests(page, [
    { fullName: 'Meera Sharma', mealPreference: 'Jain' },
    { fullName: 'Vikram Sharma' },
    { fullName: 'Anil Rao' },
    { fullName: 'Sunita Rao' },
  ]);
  await page.getByRole('tab', { name: 'Households & RSVP links' }).click();
  await expect(page.getByTestId('household')).toHaveCount(4);
  await page.getByRole('button', { name: 'New household' }).click();
  dialog = page.getByRole('dialog', { name: 'New household' });
  await dialog.getByLabel('Household name').fill('Sharma family');
  await dialog.getByLabel('Contact phone').fill('98200 11111');
  await dialog.getByLabel('People invited').fill('3');
  await dialog.getByRole('button', { name: 'Create household' }).click();
  await expect(toastTitled(page, 'Household created')).toBeVisible();
  await moveGuest(page, 'Meera Sharma', 'Meera Sharma', 'Sharma family');
  await moveGuest(page, 'Vikram Sharma', 'Vikram Sharma', 'Sharma family');
  await expect(household(page, 'Sharma family')).toContainText('2 of up to 3 people');

  await page.getByRole('checkbox', { name: 'Select Anil Rao' }).check();
  await page.getByRole('checkbox', { name: 'Select Sunita Rao' }).check();
  await page.getByRole('button', { name: 'Merge selected' }).click();
  dialog = page.getByRole('dialog', { name: 'Merge households' });
  await dialog.getByRole('radio', { name: 'Anil Rao' }).check();
  await dialog.getByRole('button', { name: 'Merge 2 households' }).click();
  await expect(toastTitled(page, 'Households merged')).toBeVisible();
  await household(page, 'Anil Rao').getByRole('button', { name: 'Edit Anil Rao' }).click();
  dialog = page.getByRole('dialog', { name: 'Edit Anil Rao' });
  await dialog.getByLabel('Household name').fill('Rao family');
  await dialog.getByRole('button', { name: 'Save household' }).click();
  await expect(toastTitled(page, 'Household saved')).toBeVisible();
  await expect(page.getByTestId('household').getByRole('heading')).toHaveText(['Rao family', 'Sharma family']);
  await expect(household(page, 'Rao family')).toContainText('2 of up to 2 people');

  // The guest list shows each guest's household, and can be grouped by it.
  await page.goto('/dashboard?tab=guests');
  await hydrated(page);
  const rows = page.getByTestId('guest-row');
  await expect(rows.getByTestId('guest-name')).toHaveText(['Anil Rao', 'Meera Sharma', 'Sunita Rao', 'Vikram Sharma']);
  await expect(rows.filter({ hasText: 'Meera Sharma' })).toContainText('Household: Sharma family');
  await expect(page.getByTestId('household-group')).toHaveCount(0);
  await page.getByRole('checkbox', { name: 'Group by household' }).check();
  await expect(page.getByTestId('household-group')).toHaveText(['Rao family · 2 guests', 'Sharma family · 2 guests']);
  await expect(rows.getByTestId('guest-name')).toHaveText(['Anil Rao', 'Sunita Rao', 'Meera Sharma', 'Vikram Sharma']);
  await openFunctionsTab(page, 'Households & RSVP links');

  // Invitations: checkboxes per household, and in bulk.
  const sharma = household(page, 'Sharma family');
  await sharma.getByRole('checkbox', { name: 'Sangeet' }).check();
  await expect(toastTitled(page, 'Invitations saved')).toBeVisible();
  await expect(sharma.getByRole('checkbox', { name: 'Sangeet' })).toBeChecked();
  await page.getByRole('checkbox', { name: 'Select Rao family' }).check();
  await page.getByRole('checkbox', { name: 'Select Sharma family' }).check();
  await page.getByLabel(/^Function for selected/).selectOption({ label: 'Wedding' });
  await page.getByRole('button', { name: 'Invite selected', exact: true }).click();
  await expect(sharma.getByRole('checkbox', { name: 'Wedding' })).toBeChecked();
  await expect(household(page, 'Rao family').getByRole('checkbox', { name: 'Wedding' })).toBeChecked();
  await expect(household(page, 'Rao family').getByRole('checkbox', { name: 'Sangeet' })).not.toBeChecked();

  // Sending: the exact WhatsApp link, with the phone where known.
  const link = await copiedLink(page, 'Sharma family');
  expect(link).toMatch(/\/rsvp\/[a-z2-7]{32}$/);
  const message = `Namaste Sharma family!\n\nAsha & Rohan would love to have you at their wedding:\n- Sangeet: Sat, 13 Feb 2027\n- Wedding: Sun, 14 Feb 2027, 7:30 pm\n\nPlease tell us who is coming: ${link}`;
  await expect(sharma.getByRole('link', { name: /^Share on WhatsApp/ })).toHaveAttribute(
    'href',
    `https://wa.me/919820011111?text=${encodeURIComponent(message)}`,
  );
  const raoLink = await copiedLink(page, 'Rao family');
  const raoMessage = `Namaste Rao family!\n\nAsha & Rohan would love to have you at their wedding:\n- Wedding: Sun, 14 Feb 2027, 7:30 pm\n\nPlease tell us who is coming: ${raoLink}`;
  await expect(household(page, 'Rao family').getByRole('link', { name: /^Share on WhatsApp/ })).toHaveAttribute(
    'href',
    `https://wa.me/?text=${encodeURIComponent(raoMessage)}`,
  );
  await sharma.getByRole('button', { name: 'QR code for Sharma family' }).click();
  dialog = page.getByRole('dialog', { name: 'QR code for Sharma family' });
  await expect(dialog.getByRole('img', { name: 'QR code of the RSVP link for Sharma family' })).toBeVisible();
  await expect(dialog).toContainText(link);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expectAccessible(page, 'Households & RSVP links');

  // The caterer sheet before any reply; its ETag must move with the reply below.
  const [weddingFunction] = await e2eDb()
    .select({ id: weddingFunctions.id })
    .from(weddingFunctions)
    .innerJoin(weddingProfiles, eq(weddingProfiles.id, weddingFunctions.weddingProfileId))
    .where(and(eq(weddingProfiles.userId, signedInUser.id), eq(weddingFunctions.name, 'Wedding')));
  const sheetPath = `/dashboard/functions/${weddingFunction!.id}/caterer`;
  const before = await page.request.get(sheetPath);
  expect(await before.text()).toMatch(/data-testid="caterer-total"[^>]*>0</);
  const sheetTag = before.headers().etag!;
  // Asked again unchanged (reopened, printed): the browser's copy is confirmed without a body.
  expect((await page.request.get(sheetPath, { headers: { 'If-None-Match': sheetTag } })).status()).toBe(304);

  // The family answers on a phone, with no account: two people and an extra guest.
  const family = await phone(browser);
  const path = new URL(link).pathname;
  await family.page.goto(path);
  await expect(family.page.getByRole('heading', { name: 'Namaste, Sharma family' })).toBeVisible();
  await expect(family.page.getByText('Asha & Rohan would love to celebrate with you.')).toBeVisible();
  await expect(family.page.getByRole('heading', { level: 3 })).toHaveText(['Sangeet', 'Wedding']);
  await expect(family.page.locator('body')).not.toContainText('Rao');
  await expect(family.page.locator('body')).not.toContainText('Reception');
  await expect(family.page.getByRole('link', { name: 'Map of Wedding (opens in a new tab)' })).toHaveAttribute(
    'href',
    'https://www.openstreetmap.org/search?query=Lake%20Pichola%2C%20Udaipur',
  );
  expect(await family.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(412);
  await expectAccessible(family.page, 'RSVP page');
  const meera = family.page.getByRole('group', { name: 'Meera Sharma', exact: true });
  await meera.getByRole('group', { name: 'Sangeet' }).getByRole('radio', { name: 'Attending', exact: true }).check();
  await expect(meera.getByRole('group', { name: 'Sangeet' }).getByLabel('Meal')).toHaveValue('Jain');
  await meera.getByRole('group', { name: 'Wedding' }).getByRole('radio', { name: 'Attending', exact: true }).check();
  await meera.getByRole('group', { name: 'Wedding' }).getByLabel('Meal').selectOption('Vegetarian');
  const vikram = family.page.getByRole('group', { name: 'Vikram Sharma', exact: true });
  await vikram.getByRole('group', { name: 'Sangeet' }).getByRole('radio', { name: 'Not attending' }).check();
  await vikram.getByRole('group', { name: 'Wedding' }).getByRole('radio', { name: 'Not attending' }).check();
  const extra = family.page.getByRole('group', { name: 'Extra guest 1 (optional)' });
  await extra.getByLabel('Full name').fill('Kabir Sharma');
  await extra.getByRole('checkbox', { name: 'Child (under 12)' }).check();
  await extra.getByRole('group', { name: 'Wedding' }).getByRole('radio', { name: 'Attending', exact: true }).check();
  await extra.getByRole('group', { name: 'Wedding' }).getByLabel('Meal').selectOption('Vegan');
  await family.page.getByRole('radio', { name: 'Yes, please' }).check();
  await family.page.getByLabel('Arrival date').fill('2027-02-12');
  await family.page.getByLabel('Departure date').fill('2027-02-15');
  await family.page.getByRole('button', { name: 'Send reply' }).click();
  await expect(family.page.getByRole('status')).toHaveText('Thank you! Your reply has been saved.');
  // Kabir, named by the family, is one of the household's people now, shown by name.
  await expect(family.page.getByRole('group', { name: 'Kabir Sharma', exact: true })).toBeVisible();
  await expect(family.page.getByRole('group', { name: /^Extra guest/ })).toHaveCount(0);

  // The reply sets each guest's RSVP.
  const stored = await e2eDb().select().from(guests).where(eq(guests.fullName, 'Meera Sharma'));
  const profileGuests = await e2eDb().select().from(guests).where(eq(guests.weddingProfileId, stored[0]!.weddingProfileId));
  expect(Object.fromEntries(profileGuests.map((g) => [g.fullName, g.isAttending]))).toEqual({
    'Meera Sharma': true,
    'Vikram Sharma': false,
    'Kabir Sharma': true,
    'Anil Rao': null,
    'Sunita Rao': null,
  });

  // The couple sees the new reply, the headcounts, the caterer sheet and the stays change.
  await openFunctionsTab(page);
  await expect(page.getByTestId('new-replies')).toHaveText('New replies: 1');
  await expect(page.getByRole('tab', { name: /^Functions/ })).toContainText('1 new');
  const wedding = functionCard(page, 'Wedding');
  await expect(wedding.getByTestId('headcount')).toHaveText('Invited5Attending2Declined1Awaiting2');
  await expect(wedding.getByTestId('meal-split')).toHaveText('Meals: Vegetarian 1 · Non-vegetarian 0 · Vegan 1 · Jain 0 · Not specified 0 · Children 1');
  await expect(functionCard(page, 'Sangeet').getByTestId('headcount')).toHaveText('Invited3Attending1Declined1Awaiting1');
  await expect(functionCard(page, 'Sangeet').getByTestId('meal-split')).toContainText('Jain 1');
  // The copy held from before the reply is not confirmed: the sheet comes again with the new total.
  const after = await page.request.get(sheetPath, { headers: { 'If-None-Match': sheetTag } });
  expect(after.status()).toBe(200);
  expect(await after.text()).toMatch(/data-testid="caterer-total"[^>]*>2</);
  await wedding.getByRole('link', { name: 'Caterer sheet for Wedding', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Wedding' })).toBeVisible();
  const sheetRows = await page.getByTestId('caterer-table').locator('tbody tr, tfoot tr').allInnerTexts();
  expect(sheetRows.map((r) => r.replace(/\s+/g, ' ').trim())).toEqual([
    'Vegetarian 1',
    'Non-vegetarian 0',
    'Vegan 1',
    'Jain 0',
    'Not specified 0',
    'Children (included above) 1',
    'Total attending 2',
  ]);
  await expect(page.getByTestId('caterer-total')).toHaveText('2');
  await expectAccessible(page, 'caterer sheet');
  const csv = await page.request.get((await page.getByRole('link', { name: 'Download CSV' }).getAttribute('href')) as string);
  expect(csv.headers()['content-type']).toContain('text/csv');
  expect((await csv.text()).split('\r\n')).toContain('Wedding,2027-02-14,19:30,Lake Palace Lawns,"Lake Pichola, Udaipur",Total attending,2');
  await openFunctionsTab(page, 'Accommodation');
  await expect(page.getByTestId('accommodation-row')).toHaveText(['Sharma family98200 11111212 February 202715 February 2027']);
  await expectAccessible(page, 'Accommodation');
  const stays = await page.request.get('/api/households/accommodation.csv');
  expect(await stays.text()).toBe('Household,Phone,People,Arrival,Departure\r\nSharma family,98200 11111,2,2027-02-12,2027-02-15\r\n');
  await page.getByRole('button', { name: 'Mark as read' }).click();
  await expect(page.getByTestId('new-replies')).toHaveText('New replies: 0');

  // After the deadline, the answers are read-only.
  await e2eDb().update(weddingProfiles).set({ rsvpDeadline: '2020-01-01' }).where(eq(weddingProfiles.userId, signedInUser.id));
  await family.page.goto(path);
  await expect(family.page.getByRole('alert')).toHaveText(DEADLINE);
  await expect(family.page.getByRole('button', { name: 'Send reply' })).toHaveCount(0);
  await expect(family.page.getByText('Attending, Vegetarian')).toBeVisible();
  await expect(family.page.getByText('Needed, arriving 12 February 2027, leaving 15 February 2027')).toBeVisible();
  await expectAccessible(family.page, 'RSVP page after the deadline');
  const late = await family.page.request.post(path, { form: { 'o.acc': 'x' }, headers: { Origin: new URL(family.page.url()).origin } });
  expect(late.status()).toBe(403);
  expect(await late.text()).toContain(DEADLINE);

  // A new link revokes the old one: the old one is a plain "Page not found".
  await openFunctionsTab(page, 'Households & RSVP links');
  await household(page, 'Sharma family').getByRole('button', { name: 'New link for Sharma family' }).click();
  await page.getByRole('dialog', { name: 'Make a new link?' }).getByRole('button', { name: 'Make a new link' }).click();
  await expect(toastTitled(page, 'New link made. The old link no longer works.')).toBeVisible();
  const fresh = await copiedLink(page, 'Sharma family');
  expect(fresh).not.toBe(link);
  const revoked = await family.page.goto(path);
  expect(revoked?.status()).toBe(404);
  await expect(family.page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(family.page.locator('body')).not.toContainText('Sharma');
  await family.page.goto(new URL(fresh).pathname);
  await expect(family.page.getByRole('heading', { name: 'Namaste, Sharma family' })).toBeVisible();
  await family.context.close();
});

test('the RSVP page checks every answer, and a wrong link reveals nothing', async ({ page, browser, signedInUser }) => {
  await page.goto('/dashboard');
  await hydrated(page);
  await page.getByLabel('Wedding Date').fill('2027-02-14');
  await page.getByRole('button', { name: 'Create Profile' }).click();
  await expect(toastTitled(page, 'Wedding profile created successfully')).toBeVisible();
  await addGuests(page, [{ fullName: 'Solo Guest', phone: '+44 7700 900123' }, { fullName: 'Other Family Guest' }]);
  await openFunctionsTab(page, 'Households & RSVP links');
  const solo = household(page, 'Solo Guest');
  await solo.getByRole('checkbox', { name: 'Wedding' }).check();
  await expect(toastTitled(page, 'Invitations saved')).toBeVisible();
  await expect(solo.getByRole('link', { name: /^Share on WhatsApp/ })).toHaveAttribute('href', /^https:\/\/wa\.me\/447700900123\?text=Namaste%20Solo%20Guest!/);
  await solo.getByRole('button', { name: 'QR code for Solo Guest' }).click();
  const link = (await page.getByRole('dialog', { name: 'QR code for Solo Guest' }).locator('p').textContent())!;
  const path = new URL(link).pathname;

  const guest = await phone(browser);
  await guest.page.goto(path);
  await expect(guest.page.getByRole('heading', { level: 3 })).toHaveText(['Wedding']);
  // An invitation for one person offers no extra guest; the couple's e-mail and other guests stay hidden.
  await expect(guest.page.getByRole('group', { name: /^Extra guest/ })).toHaveCount(0);
  const body = guest.page.locator('body');
  await expect(body).not.toContainText('Other Family Guest');
  await expect(body).not.toContainText(signedInUser.email);
  const origin = new URL(guest.page.url()).origin;
  const form = await guest.page.locator('form[method="post"]').evaluate((f) => [...new FormData(f as HTMLFormElement)].map(([k, v]) => [k, String(v)]));
  const fields = Object.fromEntries(form);
  const weddingField = Object.keys(fields).find((k) => k.startsWith('m.g-'))!;
  const functionId = weddingField.split('.')[2]!;
  const uninvited = await guest.page.request.post(path, {
    form: { ...fields, [`a.${weddingField.split('.')[1]}.${'f'.repeat(32)}`]: 'y' },
    headers: { Origin: origin },
  });
  // A reply with problems is redirected to the page, which shows it again with its problems.
  expect(uninvited.status()).toBe(200);
  expect(uninvited.url()).toContain('?check=1');
  expect(await uninvited.text()).toContain('You can only answer for the functions you are invited to.');
  const extra = await guest.page.request.post(path, { form: { ...fields, 'n.n-0': 'Plus One', [`a.n-0.${functionId}`]: 'y' }, headers: { Origin: origin } });
  expect(extra.status()).toBe(200);
  expect(await extra.text()).toContain('Your invitation is for the people named on it; no extra guests can be added.');
  const crossSite = await guest.page.request.post(path, { form: fields, headers: { Origin: 'https://evil.example' } });
  expect(crossSite.status()).toBe(403);

  for (const wrong of ['/rsvp/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa', '/rsvp/not-a-token', `${path}x`]) {
    const response = await guest.page.goto(wrong);
    expect(response?.status()).toBe(404);
    await expect(guest.page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  }
  await guest.context.close();
});

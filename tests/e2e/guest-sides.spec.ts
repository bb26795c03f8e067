// Each guest belongs to a side, end to end: the couple adds guests of the bride's family, the
// groom's and both, filters the Guest List by side (its summary follows), sees confirmed and
// awaiting per side on the Overview, the Functions tab and the caterer sheet (one side's sheet
// and CSV say which side they show), and exports the list and imports it into another wedding
// with every guest on the same side.
import { readFile } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import type { Page } from '@playwright/test';
import { test, expect, e2eDb, createUser, signIn } from './fixtures.ts';
import { functionInvites, guests, rsvpAnswers, weddingFunctions } from '../../src/server/db/schema.ts';
import { givenWeddingProfile, hydrated, toastTitled } from './dashboard.helpers.ts';

const rowNames = (page: Page) => page.getByTestId('guest-row').getByTestId('guest-name');

async function addGuest(page: Page, fullName: string, side: string, rsvp: string) {
  const form = page.getByRole('form', { name: 'Add Guest' });
  await form.getByLabel('Full Name').fill(fullName);
  await form.getByLabel('RSVP', { exact: true }).selectOption({ label: rsvp });
  await form.getByLabel('Side', { exact: true }).selectOption({ label: side });
  await form.getByRole('button', { name: 'Add Guest' }).click();
  await expect(toastTitled(page, 'Guest added successfully')).toBeVisible();
  await expect(rowNames(page).filter({ hasText: fullName })).toHaveCount(1);
}

async function exportCsv(page: Page): Promise<{ name: string; text: string }> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Export CSV' }).click()]);
  return { name: download.suggestedFilename(), text: await readFile(await download.path(), 'utf8') };
}

test('guests on both sides: filter, counts per side on the Overview, the Functions tab and the caterer sheet, and a CSV round trip', async ({
  page,
  browser,
  signedInUser,
}) => {
  test.setTimeout(120_000);
  const profile = await givenWeddingProfile(signedInUser.id);
  const [sangeet] = await e2eDb().insert(weddingFunctions).values({ weddingProfileId: profile.id, name: 'Sangeet', position: 0 }).returning();

  await page.goto('/dashboard?tab=guests');
  await hydrated(page);
  await addGuest(page, 'Meera Iyer', "Bride's side", 'Confirmed');
  await addGuest(page, 'Lakshmi Iyer', "Bride's side", 'Awaiting');
  await addGuest(page, 'Sunil Rao', "Groom's side", 'Confirmed');
  await addGuest(page, 'Priya Shah', 'Both sides', 'Awaiting');
  // The add form starts again on both sides.
  await expect(page.getByRole('form', { name: 'Add Guest' }).getByLabel('Side', { exact: true })).toHaveValue('both');

  // One family's guests carry a badge; the couple's friends on both sides need none.
  const row = (name: string) => page.getByTestId('guest-row').filter({ hasText: name });
  await expect(row('Meera Iyer').getByTestId('side-badge')).toHaveText("Bride's side");
  await expect(row('Sunil Rao').getByTestId('side-badge')).toHaveText("Groom's side");
  await expect(row('Priya Shah').getByTestId('side-badge')).toHaveCount(0);
  const summary = page.getByTestId('guest-summary');
  await expect(summary).toHaveText('Total4Invited0Confirmed2Declined0Awaiting2');

  // The side filter: the list and its summary show that side only.
  await page.getByLabel('Filter by side').selectOption({ label: "Bride's side" });
  await expect(rowNames(page)).toHaveText(['Lakshmi Iyer', 'Meera Iyer']);
  await expect(summary).toHaveText('Total2Invited0Confirmed1Declined0Awaiting1');
  await expect(page.getByTestId('guest-summary-side')).toHaveText("Counts of Bride's side only");
  // With the RSVP filter too.
  await page.getByLabel('Filter by RSVP').selectOption('confirmed');
  await expect(rowNames(page)).toHaveText(['Meera Iyer']);
  await page.getByLabel('Filter by RSVP').selectOption('all');
  // The export follows the filter: that side's guests, saying their side.
  const brides = await exportCsv(page);
  expect(brides.name).toBe('guests-bride.csv');
  const brideLines = brides.text.replace(/^\uFEFF/, '').split('\r\n');
  expect(brideLines[0]).toBe('Full Name,Email,Phone,Address,RSVP,Meal,Table,Notes,Invited,Side');
  expect(brideLines.slice(1, -1).sort()).toEqual(["Lakshmi Iyer,,,,Awaiting,,,,No,Bride's side", "Meera Iyer,,,,Confirmed,,,,No,Bride's side"]);

  await page.getByLabel('Filter by side').selectOption({ label: 'All sides' });
  await expect(rowNames(page)).toHaveCount(4);
  await expect(page.getByTestId('guest-summary-side')).toHaveCount(0);
  const all = await exportCsv(page);
  expect(all.name).toBe('guests.csv');
  const lines = all.text.replace(/^\uFEFF/, '').split('\r\n');
  expect(lines[0]).toBe('Full Name,Email,Phone,Address,RSVP,Meal,Table,Notes,Invited,Side');
  expect(lines).toContain("Sunil Rao,,,,Confirmed,,,,No,Groom's side");
  expect(lines).toContain('Priya Shah,,,,Awaiting,,,,No,Both sides');

  // The list's API takes the side as a plain parameter.
  const api = (await (await page.request.get('/api/guests?side=groom')).json()) as { guests: { fullName: string; side: string }[] };
  expect(api.guests.map((g) => [g.fullName, g.side])).toEqual([['Sunil Rao', 'groom']]);

  // The Overview: confirmed and awaiting per side.
  await page.goto('/dashboard');
  await expect(page.getByTestId('rsvp-summary')).toHaveText('2 confirmed of 4 guests');
  const bySide = page.getByTestId('rsvp-by-side');
  await expect(bySide.locator('[data-side="bride"]')).toHaveText("Bride's side1 confirmed · 1 awaiting");
  await expect(bySide.locator('[data-side="groom"]')).toHaveText("Groom's side1 confirmed · 0 awaiting");
  await expect(bySide.locator('[data-side="both"]')).toHaveText('Both sides0 confirmed · 1 awaiting');

  // Every guest's household is invited to the Sangeet; Meera and Sunil answered yes.
  const stored = await e2eDb().select().from(guests).where(eq(guests.weddingProfileId, profile.id));
  await e2eDb()
    .insert(functionInvites)
    .values(stored.map((g) => ({ functionId: sangeet!.id, householdId: g.householdId! })));
  const idOf = (name: string) => stored.find((g) => g.fullName === name)!.id;
  await e2eDb()
    .insert(rsvpAnswers)
    .values([
      { functionId: sangeet!.id, guestId: idOf('Meera Iyer'), attending: true, meal: 'Vegetarian' },
      { functionId: sangeet!.id, guestId: idOf('Sunil Rao'), attending: true, meal: 'Jain' },
    ]);
  await page.goto('/dashboard?tab=functions');
  await hydrated(page);
  const card = page.getByTestId('function-card').filter({ has: page.getByRole('heading', { name: 'Sangeet', exact: true }) });
  await expect(card.getByTestId('headcount')).toHaveText('Invited4Attending2Declined0Awaiting2');
  await expect(card.getByRole('list', { name: 'By side' }).getByRole('listitem')).toHaveText([
    "Bride's side: 1 attending · 1 awaiting",
    "Groom's side: 1 attending · 0 awaiting",
    'Both sides: 0 attending · 1 awaiting',
  ]);

  // The caterer sheet: every side, then the groom's side only, and its CSV says so.
  await card.getByRole('link', { name: /^Caterer sheet/ }).click();
  await expect(page.getByTestId('caterer-side')).toHaveText('Showing: All sides');
  await expect(page.getByTestId('caterer-total')).toHaveText('2');
  await page.getByLabel('Side', { exact: true }).selectOption({ label: "Groom's side" });
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page).toHaveURL(/[?&]side=groom/);
  await expect(page.getByTestId('caterer-side')).toHaveText("Showing: Groom's side");
  await expect(page.getByTestId('caterer-total')).toHaveText('1');
  await expect(page.getByLabel('Side', { exact: true })).toHaveValue('groom');
  const csvHref = (await page.getByRole('link', { name: 'Download CSV' }).getAttribute('href'))!;
  expect(csvHref).toContain('side=groom');
  const caterer = await page.request.get(csvHref);
  expect(caterer.headers()['content-disposition']).toContain('caterer-sangeet-groom.csv');
  const catererLines = (await caterer.text()).split('\r\n');
  expect(catererLines[0]).toBe('Function,Date,Start time,Venue,Address,Meal,People,Side');
  expect(catererLines).toContain("Sangeet,,,,,Jain,1,Groom's side");
  expect(catererLines).toContain("Sangeet,,,,,Total attending,1,Groom's side");
  // In Hindi for the caterer, still the groom's side only.
  await page.getByRole('link', { name: 'Print in Hindi' }).click();
  await expect(page).toHaveURL(/lang=hi&side=groom/);
  await expect(page.getByTestId('caterer-side')).toHaveText('इसमें: दूल्हे की तरफ़');
  await expect(page.getByTestId('caterer-total')).toHaveText('1');
  // Choosing another side keeps the language.
  await page.getByLabel('किसकी तरफ़').selectOption({ label: 'सभी मेहमान' });
  await page.getByRole('button', { name: 'दिखाएँ' }).click();
  await expect(page).toHaveURL(/lang=hi/);
  await expect(page.getByTestId('caterer-side')).toHaveText('इसमें: सभी मेहमान');
  await expect(page.getByTestId('caterer-total')).toHaveText('2');

  // The exported list imported into another wedding: the same guests on the same sides.
  const other = await createUser({ name: 'Second Couple' });
  await givenWeddingProfile(other.id);
  const context = await browser.newContext();
  await signIn(context, other);
  const second = await context.newPage();
  await second.goto('/dashboard?tab=guests');
  await hydrated(second);
  await second.getByLabel('Import CSV').setInputFiles({ name: 'guests.csv', mimeType: 'text/csv', buffer: Buffer.from(all.text, 'utf8') });
  const dialog = second.getByRole('dialog', { name: 'Import guests' });
  await expect(dialog).toContainText('guests.csv: 4 rows.');
  await dialog.getByRole('button', { name: 'Import 4 guests' }).click();
  await expect(toastTitled(second, '4 guests imported')).toBeVisible();
  await second.getByLabel('Filter by side').selectOption({ label: "Groom's side" });
  await expect(rowNames(second)).toHaveText(['Sunil Rao']);
  await second.getByLabel('Filter by side').selectOption({ label: "Bride's side" });
  await expect(rowNames(second)).toHaveText(['Lakshmi Iyer', 'Meera Iyer']);
  await second.getByLabel('Filter by side').selectOption({ label: 'All sides' });
  const reexported = await exportCsv(second);
  expect(reexported.text).toBe(all.text);

  // On a phone the side filter and the badges fit the screen.
  await second.setViewportSize({ width: 412, height: 915 });
  const filter = await second.getByLabel('Filter by side').boundingBox();
  expect(filter!.x + filter!.width).toBeLessThanOrEqual(412);
  expect(await second.evaluate(() => document.documentElement.scrollWidth)).toBe(412);
  await context.close();
});

test('a household on the groom’s side: its card says so, and the people named into it are the groom’s side’s guests', async ({ page, signedInUser }) => {
  await givenWeddingProfile(signedInUser.id);
  await page.goto('/dashboard?tab=functions');
  await hydrated(page);
  await page.getByRole('tab', { name: 'Households & RSVP links' }).click();
  await page.getByRole('button', { name: 'New household' }).click();
  const dialog = page.getByRole('dialog', { name: 'New household' });
  await dialog.getByLabel('Household name').fill('Kapoor family');
  await dialog.getByLabel('People invited').fill('2');
  await expect(dialog.getByLabel('Side', { exact: true })).toHaveValue('both');
  await dialog.getByLabel('Side', { exact: true }).selectOption({ label: "Groom's side" });
  await dialog.getByLabel('People in this household').fill('Sonal Kapoor\nArjun Kapoor');
  await dialog.getByRole('button', { name: 'Create household' }).click();
  await expect(toastTitled(page, 'Household created')).toBeVisible();
  const card = page.getByTestId('household').filter({ hasText: 'Kapoor family' });
  await expect(card.getByTestId('side-badge')).toHaveText("Groom's side");

  await page.getByRole('tab', { name: 'Guest List' }).click();
  await expect(rowNames(page)).toHaveText(['Arjun Kapoor', 'Sonal Kapoor']);
  await page.getByLabel('Filter by side').selectOption({ label: "Groom's side" });
  await expect(rowNames(page)).toHaveText(['Arjun Kapoor', 'Sonal Kapoor']);
  await page.getByLabel('Filter by side').selectOption({ label: "Bride's side" });
  await expect(page.getByText('No guests on this side match your filters.')).toBeVisible();
  await expect(page.getByTestId('guest-summary')).toHaveText('Total0Invited0Confirmed0Declined0Awaiting0');
  // A guest edited onto both sides loses the badge and leaves the groom's side.
  await page.getByLabel('Filter by side').selectOption({ label: 'All sides' });
  await page.getByTestId('guest-row').filter({ hasText: 'Sonal Kapoor' }).getByRole('button', { name: 'Edit Sonal Kapoor' }).click();
  const editGuest = page.getByRole('dialog', { name: 'Edit guest' });
  await expect(editGuest.getByLabel('Side', { exact: true })).toHaveValue('groom');
  await editGuest.getByLabel('Side', { exact: true }).selectOption({ label: 'Both sides' });
  await editGuest.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toastTitled(page, 'Guest updated successfully')).toBeVisible();
  await expect(page.getByTestId('guest-row').filter({ hasText: 'Sonal Kapoor' }).getByTestId('side-badge')).toHaveCount(0);
  await page.getByLabel('Filter by side').selectOption({ label: "Groom's side" });
  await expect(rowNames(page)).toHaveText(['Arjun Kapoor']);

  // Edited into the bride's side: the card follows.
  await page.getByRole('tab', { name: /^Functions/ }).click();
  await page.getByRole('tab', { name: 'Households & RSVP links' }).click();
  await card.getByRole('button', { name: 'Edit Kapoor family' }).click();
  const edit = page.getByRole('dialog', { name: /Kapoor family/ });
  await expect(edit.getByLabel('Side', { exact: true })).toHaveValue('groom');
  await edit.getByLabel('Side', { exact: true }).selectOption('bride');
  await edit.getByRole('button', { name: 'Save household' }).click();
  await expect(toastTitled(page, 'Household saved')).toBeVisible();
  await expect(card.getByTestId('side-badge')).toHaveText("Bride's side");
});

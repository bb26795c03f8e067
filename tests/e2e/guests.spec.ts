import { readFile } from 'node:fs/promises';
import { count, eq } from 'drizzle-orm';
import type { Page } from '@playwright/test';
import { test, expect, e2eDb, createUser, signIn } from './fixtures.ts';
import { guests } from '../../src/server/db/schema.ts';
import { givenGuests, givenWeddingProfile, postAction, toastTitled, hydrated } from './dashboard.helpers.ts';

const HEADER = 'Full Name,Email,Phone,Address,RSVP,Meal,Table,Notes,Invited';

async function guestCount(profileId: string) {
  const [row] = await e2eDb().select({ n: count() }).from(guests).where(eq(guests.weddingProfileId, profileId));
  return row!.n;
}
const rowNames = (page: Page) => page.getByTestId('guest-row').getByTestId('guest-name');
async function exportCsv(page: Page): Promise<{ name: string; text: string }> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Export CSV' }).click()]);
  const path = await download.path();
  return { name: download.suggestedFilename(), text: await readFile(path, 'utf8') };
}
async function importFile(page: Page, fileName: string, text: string) {
  await page.getByLabel('Import CSV').setInputFiles({ name: fileName, mimeType: 'text/csv', buffer: Buffer.from(text, 'utf8') });
}

test('add a guest: Add Guest waits for a name, reads Adding... while saving', async ({ page, signedInUser }) => {
  const profile = await givenWeddingProfile(signedInUser.id);
  await page.goto('/dashboard?tab=guests');
  await hydrated(page);
  await expect(page.getByText('No guests found. Start by adding your first guest!')).toBeVisible();
  const add = page.getByRole('button', { name: 'Add Guest' });
  await expect(add).toBeDisabled();
  await page.getByLabel('Full Name').fill('   ');
  await expect(add).toBeDisabled();
  await page.getByLabel('Full Name').fill('Meera Iyer');
  await page.getByLabel('Email').fill('meera@example.com');
  await page.getByLabel('Phone').fill('+91 98200 11111');
  await page.getByLabel('Address').fill('12 Marine Drive, Mumbai');
  await page.getByLabel('Invited').check();
  await page.getByLabel('RSVP', { exact: true }).selectOption('confirmed');
  await page.getByLabel('Meal Preference').selectOption('Vegan');
  await page.getByLabel('Table Number').fill('7');
  await page.getByLabel('Notes').fill('Bride’s school friend');
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/_actions\/guests\.add/, async (route) => {
    await held;
    await route.continue();
  });
  await add.click();
  await expect(page.getByRole('button', { name: 'Adding...' })).toBeDisabled();
  release();
  await expect(toastTitled(page, 'Guest added successfully')).toBeVisible();
  await expect(page.getByLabel('Full Name')).toHaveValue('');
  const row = page.getByTestId('guest-row').filter({ hasText: 'Meera Iyer' });
  await expect(row).toContainText('meera@example.com');
  await expect(row).toContainText('Vegan');
  await expect(row.getByLabel('RSVP for Meera Iyer')).toHaveValue('confirmed');
  await expect(row.getByLabel('Invited: Meera Iyer')).toBeChecked();
  const [stored] = await e2eDb().select().from(guests).where(eq(guests.weddingProfileId, profile.id));
  expect(stored).toMatchObject({
    fullName: 'Meera Iyer',
    tableNumber: 7,
    isAttending: true,
    isInvited: true,
    mealPreference: 'Vegan',
    notes: 'Bride’s school friend',
  });
});

test('bad input gets field errors and stores nothing', async ({ page, signedInUser }) => {
  const profile = await givenWeddingProfile(signedInUser.id);
  await page.goto('/dashboard?tab=guests');
  await hydrated(page);
  await page.getByLabel('Full Name').fill('x'.repeat(10_000));
  await page.getByLabel('Table Number').fill('abc');
  await page.getByRole('button', { name: 'Add Guest' }).click();
  await expect(page.getByText('Full Name must be at most 200 characters', { exact: true })).toBeVisible();
  await expect(page.getByText('Table number must be a whole number', { exact: true })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Failed to add guest: ' }).first()).toBeVisible();
  await expect(toastTitled(page, 'Failed to add guest: ')).toBeVisible();
  expect(await guestCount(profile.id)).toBe(0);

  const unknownMeal = await postAction(page, 'guests.add', { fullName: 'Kabir', mealPreference: 'Fish' });
  expect(unknownMeal.status()).toBe(400);
  expect(JSON.stringify(await unknownMeal.json())).toContain('Meal must be Vegetarian, Non-vegetarian, Vegan or Jain');
  const wrongTypes = await postAction(page, 'guests.add', { fullName: ['a'], isInvited: 'yes', tableNumber: { n: 1 } });
  expect(wrongTypes.status()).toBe(400);
  expect(await guestCount(profile.id)).toBe(0);
});

test('a guest named with HTML is shown as text', async ({ page, signedInUser }) => {
  await givenWeddingProfile(signedInUser.id);
  let dialogs = 0;
  page.on('dialog', (d) => {
    dialogs++;
    void d.dismiss();
  });
  await page.goto('/dashboard?tab=guests');
  await hydrated(page);
  const name = '<img src=x onerror=alert(1)>';
  await page.getByLabel('Full Name').fill(name);
  await page.getByRole('button', { name: 'Add Guest' }).click();
  await expect(toastTitled(page, 'Guest added successfully')).toBeVisible();
  await expect(rowNames(page)).toHaveText([name]);
  await page.reload();
  await hydrated(page);
  await expect(rowNames(page)).toHaveText([name]);
  await expect(page.locator('main img[src="x"]')).toHaveCount(0);
  await page.getByRole('button', { name: 'Grid' }).click();
  await expect(page.getByTestId('guest-card').getByRole('heading')).toHaveText(name);
  expect(dialogs).toBe(0);
});

test('the table pages at 10 with Prev and Next', async ({ page, signedInUser }) => {
  const profile = await givenWeddingProfile(signedInUser.id);
  await givenGuests(
    profile.id,
    Array.from({ length: 10 }, (_, k) => ({ fullName: `Guest ${String(k + 1).padStart(2, '0')}` })),
  );
  await page.goto('/dashboard?tab=guests');
  await hydrated(page);
  await expect(page.getByTestId('guest-row')).toHaveCount(10);
  await expect(page.getByText('Page 1 of 1')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Prev' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();

  await page.getByLabel('Full Name').fill('Guest 11');
  await page.getByRole('button', { name: 'Add Guest' }).click();
  await expect(toastTitled(page, 'Guest added successfully')).toBeVisible();
  await expect(page.getByText('Page 1 of 2')).toBeVisible();
  await expect(page.getByTestId('guest-row')).toHaveCount(10);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Page 2 of 2')).toBeVisible();
  await expect(rowNames(page)).toHaveText(['Guest 11']);
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
  await page.getByRole('button', { name: 'Prev' }).click();
  await expect(page.getByText('Page 1 of 2')).toBeVisible();
  await expect(page.getByTestId('guest-row')).toHaveCount(10);
  // Grid view pages the same way.
  await page.getByRole('button', { name: 'Grid' }).click();
  await expect(page.getByTestId('guest-card')).toHaveCount(10);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByTestId('guest-card')).toHaveCount(1);
});

test('sort by name or table number, both directions', async ({ page, signedInUser }) => {
  const profile = await givenWeddingProfile(signedInUser.id);
  await givenGuests(profile.id, [
    { fullName: 'Chitra', tableNumber: 2 },
    { fullName: 'arjun', tableNumber: 10 },
    { fullName: 'Bela', tableNumber: null },
    { fullName: 'Dev', tableNumber: 1 },
  ]);
  await page.goto('/dashboard?tab=guests');
  await hydrated(page);
  await expect(rowNames(page)).toHaveText(['arjun', 'Bela', 'Chitra', 'Dev']);
  await page.getByRole('button', { name: /^Name/ }).click();
  await expect(page.getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'descending');
  await expect(rowNames(page)).toHaveText(['Dev', 'Chitra', 'Bela', 'arjun']);
  await page.getByLabel('Sort by').selectOption('table');
  await expect(page.getByRole('columnheader', { name: /Table/ })).toHaveAttribute('aria-sort', 'ascending');
  await expect(rowNames(page)).toHaveText(['Dev', 'Chitra', 'arjun', 'Bela']);
  await page.getByRole('button', { name: /^Table/ }).click();
  await expect(rowNames(page)).toHaveText(['arjun', 'Chitra', 'Dev', 'Bela']);
});

test('filter by RSVP, change RSVP and invited inline, and see the summary', async ({ page, signedInUser }) => {
  const profile = await givenWeddingProfile(signedInUser.id);
  await givenGuests(profile.id, [
    { fullName: 'Asha', isAttending: true, isInvited: true, mealPreference: 'Vegetarian' },
    { fullName: 'Bharat', isAttending: false, isInvited: true, mealPreference: 'Non-vegetarian' },
    { fullName: 'Chirag', isAttending: null, mealPreference: 'Vegan' },
    { fullName: 'Divya', isAttending: true, mealPreference: 'Vegetarian' },
  ]);
  await page.goto('/dashboard?tab=guests');
  await hydrated(page);
  const summary = page.getByTestId('guest-summary');
  await expect(summary).toContainText('Total4');
  await expect(summary).toContainText('Invited2');
  await expect(summary).toContainText('Confirmed2');
  await expect(summary).toContainText('Declined1');
  await expect(summary).toContainText('Awaiting1');
  await expect(page.getByTestId('meal-summary')).toHaveText('Meals: Vegetarian 2 · Non-vegetarian 1 · Vegan 1 · Jain 0 · Not specified 0');

  const filter = page.getByLabel('Filter by RSVP');
  await filter.selectOption('confirmed');
  await expect(rowNames(page)).toHaveText(['Asha', 'Divya']);
  await filter.selectOption('declined');
  await expect(rowNames(page)).toHaveText(['Bharat']);
  await filter.selectOption('awaiting');
  await expect(rowNames(page)).toHaveText(['Chirag']);
  await filter.selectOption('all');
  await expect(rowNames(page)).toHaveText(['Asha', 'Bharat', 'Chirag', 'Divya']);

  await page.getByLabel('RSVP for Chirag').selectOption('declined');
  await expect(toastTitled(page, 'Guest updated successfully')).toBeVisible();
  await expect(summary).toContainText('Declined2');
  await expect(summary).toContainText('Awaiting0');
  await page.getByLabel('RSVP for Chirag').selectOption('awaiting');
  await expect(summary).toContainText('Awaiting1');
  await page.getByLabel('Invited: Chirag').check();
  await expect(summary).toContainText('Invited3');
  await page.reload();
  await hydrated(page);
  await expect(page.getByLabel('Invited: Chirag')).toBeChecked();
  await expect(page.getByLabel('RSVP for Chirag')).toHaveValue('awaiting');
});

test('edit a guest', async ({ page, signedInUser }) => {
  const profile = await givenWeddingProfile(signedInUser.id);
  await givenGuests(profile.id, [{ fullName: 'Farah Khan', notes: 'Cousin', tableNumber: 3 }]);
  await page.goto('/dashboard?tab=guests');
  await hydrated(page);
  await page.getByRole('button', { name: 'Edit Farah Khan' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit guest' });
  await expect(dialog.getByLabel('Notes')).toHaveValue('Cousin');
  await dialog.getByLabel('Table Number').fill('');
  await dialog.getByLabel('Meal Preference').selectOption('Non-vegetarian');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toastTitled(page, 'Guest updated successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
  const [stored] = await e2eDb().select().from(guests).where(eq(guests.weddingProfileId, profile.id));
  expect(stored).toMatchObject({ fullName: 'Farah Khan', notes: 'Cousin', tableNumber: null, mealPreference: 'Non-vegetarian' });

  await page.getByRole('button', { name: 'Edit Farah Khan' }).click();
  await dialog.getByLabel('Table Number').fill('abc');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog.getByText('Table number must be a whole number', { exact: true })).toBeVisible();
  await expect(toastTitled(page, 'Failed to update guest')).toBeVisible();
});

test('delete one guest, and delete selected guests after confirming', async ({ page, signedInUser }) => {
  const profile = await givenWeddingProfile(signedInUser.id);
  await givenGuests(
    profile.id,
    ['Anil', 'Bina', 'Chetan', 'Deepa'].map((fullName) => ({ fullName })),
  );
  await page.goto('/dashboard?tab=guests');
  await hydrated(page);
  await page.getByRole('button', { name: 'Delete Anil' }).click();
  await page.getByRole('dialog', { name: 'Delete Anil?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(toastTitled(page, 'Guest deleted successfully')).toBeVisible();
  await expect(rowNames(page)).toHaveText(['Bina', 'Chetan', 'Deepa']);

  const bulk = page.getByRole('button', { name: /Delete selected/ });
  await expect(bulk).toBeDisabled();
  await page.getByLabel('Select Bina').check();
  await page.getByLabel('Select Deepa').check();
  await expect(bulk).toHaveText('Delete selected (2)');
  await bulk.click();
  const confirm = page.getByRole('dialog', { name: 'Delete selected guests?' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  expect(await guestCount(profile.id)).toBe(3);
  await bulk.click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(toastTitled(page, 'Guest deleted successfully')).toBeVisible();
  await expect(rowNames(page)).toHaveText(['Chetan']);
  expect(await guestCount(profile.id)).toBe(1);

  await page.getByLabel('Select all guests on this page').check();
  await bulk.click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('No guests found. Start by adding your first guest!')).toBeVisible();
});

test('export writes guests.csv with the exact header and neutralised formula cells', async ({ page, signedInUser }) => {
  const profile = await givenWeddingProfile(signedInUser.id);
  await givenGuests(profile.id, [
    {
      fullName: '=HYPERLINK("http://evil.example","click")',
      phone: '+91 98200 00000',
      isAttending: true,
      isInvited: true,
      mealPreference: 'Vegan',
      tableNumber: 4,
      notes: 'Says "hi", often',
    },
    { fullName: 'Ravi, Jr.', address: 'Line 1\nLine 2', isAttending: false },
  ]);
  await page.goto('/dashboard?tab=guests');
  await hydrated(page);
  const { name, text } = await exportCsv(page);
  expect(name).toBe('guests.csv');
  // A UTF-8 byte-order mark first, so Excel reads Hindi names correctly.
  expect(text.charCodeAt(0)).toBe(0xfeff);
  const lines = text.slice(1).split('\r\n');
  expect(lines[0]).toBe(HEADER);
  expect(lines[1]).toBe(`"'=HYPERLINK(""http://evil.example"",""click"")",,'+91 98200 00000,,Confirmed,Vegan,4,"Says ""hi"", often",Yes`);
  expect(lines[2]).toBe('"Ravi, Jr.",,,"Line 1\nLine 2",Declined,,,,No');
});

test('import round trip: export, import into a new profile, same guests', async ({ page, browser, signedInUser }) => {
  const profile = await givenWeddingProfile(signedInUser.id);
  await givenGuests(profile.id, [
    {
      fullName: '-Minus Sign',
      email: 'minus@example.com',
      phone: '+91 98200 00001',
      address: 'A, B\n"C"',
      isAttending: true,
      isInvited: true,
      mealPreference: 'Vegetarian',
      tableNumber: 12,
      notes: "'=already",
    },
    { fullName: 'Nisha', isAttending: false, mealPreference: 'Non-vegetarian' },
    { fullName: 'Omkar' },
  ]);
  await page.goto('/dashboard?tab=guests');
  await hydrated(page);
  const exported = await exportCsv(page);

  const other = await createUser({ name: 'Second Couple' });
  await givenWeddingProfile(other.id);
  const context = await browser.newContext();
  await signIn(context, other);
  const second = await context.newPage();
  await second.goto('/dashboard?tab=guests');
  await hydrated(second);
  await importFile(second, 'guests.csv', exported.text);
  const dialog = second.getByRole('dialog', { name: 'Import guests' });
  await expect(dialog).toContainText('guests.csv: 3 rows.');
  await expect(dialog.getByRole('row')).toHaveCount(4);
  await dialog.getByRole('button', { name: 'Import 3 guests' }).click();
  await expect(toastTitled(second, '3 guests imported')).toBeVisible();
  await expect(rowNames(second)).toHaveText(['-Minus Sign', 'Nisha', 'Omkar']);
  const reexported = await exportCsv(second);
  expect(reexported.text).toBe(exported.text);
  await context.close();
});

test('an import with bad rows shows each row’s errors and imports nothing', async ({ page, signedInUser }) => {
  const profile = await givenWeddingProfile(signedInUser.id);
  await page.goto('/dashboard?tab=guests');
  await hydrated(page);
  const csv = `\uFEFF${HEADER}\r\nGood Guest,,,,Confirmed,Vegan,1,,Yes\r\n,,,,Maybe,Fish,abc,,Sometimes\r\n"Also, Good",,,,,,,,No\r\n`;
  await importFile(page, 'list.csv', csv);
  const dialog = page.getByRole('dialog', { name: 'Import guests' });
  await expect(dialog).toContainText('list.csv: 3 rows, 1 with errors.');
  const bad = dialog.getByRole('row').nth(2);
  await expect(bad).toContainText('RSVP must be Confirmed, Declined or Awaiting');
  await expect(bad).toContainText('Invited must be Yes or No');
  await expect(bad).toContainText('Full Name is required');
  await expect(bad).toContainText('Meal must be Vegetarian, Non-vegetarian, Vegan or Jain');
  await expect(bad).toContainText('Table number must be a whole number');
  await expect(dialog.getByRole('button', { name: 'Import 3 guests' })).toBeDisabled();
  await expect(dialog.getByTestId('invalid-rows').getByRole('listitem')).toHaveText([/^Row 2: .*Full Name is required/]);
  // Even sent straight to the server, one bad row stores nothing.
  const direct = await postAction(page, 'guests.import', { rows: [{ fullName: 'Fine' }, { fullName: '', mealPreference: 'Fish' }] });
  expect(direct.status()).toBe(200);
  expect(await guestCount(profile.id)).toBe(0);
  // The couple may import the valid rows only.
  await dialog.getByRole('button', { name: 'Import the 2 valid rows' }).click();
  await expect(toastTitled(page, '2 guests imported')).toBeVisible();
  await expect(dialog).toBeHidden();
  expect(await guestCount(profile.id)).toBe(2);

  await importFile(page, 'wrong.csv', 'Name,Email\nA,b\n');
  await expect(dialog.getByRole('alert')).toHaveText('Missing columns: Full Name, Phone, Address, RSVP, Meal, Table, Notes, Invited');
});

test('an import names the guests it would list twice and leaves them out unless the couple keeps them', async ({ page, signedInUser }) => {
  const profile = await givenWeddingProfile(signedInUser.id);
  await givenGuests(profile.id, [{ fullName: 'Meera Iyer', email: 'meera@example.in', phone: '+91 98200 11111' }]);
  await page.goto('/dashboard?tab=guests');
  await hydrated(page);
  const csv = [HEADER, 'meera  iyer,MEERA@example.in,+919820011111,,,,,,Yes', 'Ravi Nair,,,,,,,,Yes', 'Ravi Nair,,,,,,,,Yes', 'Asha Rao,,,,,,,,Yes'].join(
    '\r\n',
  );
  await importFile(page, 'family.csv', csv);
  const dialog = page.getByRole('dialog', { name: 'Import guests' });
  await expect(dialog.getByTestId('duplicate-rows').getByRole('listitem')).toHaveText([
    'Row 1: meera  iyer, already on your guest list',
    'Row 3: Ravi Nair, same as row 2',
  ]);
  const leaveOut = dialog.getByRole('checkbox', { name: 'Leave out these 2 rows' });
  await expect(leaveOut).toBeChecked();
  await expect(dialog.getByRole('row').nth(1)).toContainText('Already on your list');
  await leaveOut.uncheck();
  await expect(dialog.getByRole('button', { name: 'Import 4 guests' })).toBeEnabled();
  await leaveOut.check();
  await dialog.getByRole('button', { name: 'Import 2 guests' }).click();
  await expect(toastTitled(page, '2 guests imported')).toBeVisible();
  expect(await guestCount(profile.id)).toBe(3);
});

test('200 guests: import, filter, sort, page and export stay quick', async ({ page, signedInUser }) => {
  const profile = await givenWeddingProfile(signedInUser.id);
  const rsvps = ['Confirmed', 'Declined', 'Awaiting'];
  const meals = ['Vegetarian', 'Non-vegetarian', 'Vegan', ''];
  const lines = Array.from({ length: 200 }, (_, k) => {
    const n = String(k + 1).padStart(3, '0');
    return `Guest ${n},guest${n}@example.com,+91 90000 00${n},"Flat ${n}, Mumbai",${rsvps[k % 3]},${meals[k % 4]},${(k % 20) + 1},,${k % 2 ? 'Yes' : 'No'}`;
  });
  await page.goto('/dashboard?tab=guests');
  await hydrated(page);
  await importFile(page, 'big.csv', [HEADER, ...lines].join('\r\n'));
  const dialog = page.getByRole('dialog', { name: 'Import guests' });
  await dialog.getByRole('button', { name: 'Import 200 guests' }).click();
  await expect(toastTitled(page, '200 guests imported')).toBeVisible();
  expect(await guestCount(profile.id)).toBe(200);
  await expect(page.getByText('Page 1 of 20')).toBeVisible();
  await page.getByLabel('Filter by RSVP').selectOption('confirmed');
  await expect(page.getByText('Page 1 of 7 · 67 guests')).toBeVisible();
  await page.getByLabel('Sort by').selectOption('table');
  await expect(rowNames(page).first()).toHaveText('Guest 001');
  await page.getByLabel('Filter by RSVP').selectOption('all');
  await expect(page.getByTestId('guest-summary')).toContainText('Total200');
  await page.reload();
  await hydrated(page);
  await expect(page.getByText('Page 1 of 20')).toBeVisible();
  const { text } = await exportCsv(page);
  expect(text.trimEnd().split('\r\n')).toHaveLength(201);
});

test('two tabs adding guests at the same time lose nothing', async ({ page, context, signedInUser }) => {
  const profile = await givenWeddingProfile(signedInUser.id);
  const other = await context.newPage();
  await Promise.all([page.goto('/dashboard?tab=guests'), other.goto('/dashboard?tab=guests')]);
  await Promise.all([hydrated(page), hydrated(other)]);
  const addFrom = async (p: Page, names: string[]) => {
    for (const name of names) {
      await p.getByLabel('Full Name').fill(name);
      await p.getByRole('button', { name: 'Add Guest' }).click();
      await expect(p.getByLabel('Full Name')).toHaveValue('');
    }
  };
  await Promise.all([addFrom(page, ['Tab A 1', 'Tab A 2', 'Tab A 3']), addFrom(other, ['Tab B 1', 'Tab B 2', 'Tab B 3'])]);
  // Both tabs fire requests at once as well.
  const burst = await Promise.all(Array.from({ length: 10 }, (_, k) => postAction(k % 2 ? page : other, 'guests.add', { fullName: `Burst ${k}` })));
  expect(burst.map((r) => r.status())).toEqual(Array(10).fill(200));
  expect(await guestCount(profile.id)).toBe(16);
  // Coming back to a tab shows what the other tab added.
  await other.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await expect(other.getByText('Page 1 of 2 · 16 guests')).toBeVisible();
  await page.reload();
  await hydrated(page);
  await expect(page.getByText('Page 1 of 2 · 16 guests')).toBeVisible();
});

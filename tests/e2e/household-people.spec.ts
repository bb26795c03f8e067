// Every person a household brings is a guest, end to end: the couple names a household's people
// on its form, the family answers through its link on a phone and names one more, and the
// Guest List, the Overview, the headcounts and the CSV show the same people. On a phone the
// guest list fits its box.
import type { Page } from '@playwright/test';
import { test, expect, phone } from './fixtures.ts';
import { hydrated, postAction, toastTitled } from './dashboard.helpers.ts';

function household(page: Page, name: string) {
  return page.getByTestId('household').filter({ has: page.getByRole('heading', { name, exact: true }) });
}

test('a household named on its form answers through its link, and its people are in the Guest List, Overview, headcounts and CSV', async ({
  page,
  context,
  browser,
  signedInUser,
}) => {
  expect(signedInUser.id).toBeTruthy();
  test.setTimeout(120_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/dashboard');
  await hydrated(page);
  await page.getByLabel("Partner's Name").fill('Rohan');
  await page.getByLabel('Your Name').fill('Asha');
  await page.getByLabel('Wedding Date').fill('2027-02-14');
  await page.getByRole('button', { name: 'Create Profile' }).click();
  await expect(toastTitled(page, 'Wedding profile created successfully')).toBeVisible();
  expect((await postAction(page, 'guests.add', { fullName: 'Leela Iyer', phone: '+91 98200 12345' })).status()).toBe(200);

  // The household form names its people (the Guest List was open before, in the same page).
  await page.goto('/dashboard?tab=guests');
  await hydrated(page);
  await expect(page.getByTestId('guest-row').getByTestId('guest-name')).toHaveText(['Leela Iyer']);
  await page.getByRole('tab', { name: /^Functions/ }).click();
  await page.getByRole('tab', { name: 'Households & RSVP links' }).click();
  await page.getByRole('button', { name: 'New household' }).click();
  const dialog = page.getByRole('dialog', { name: 'New household' });
  await dialog.getByLabel('Household name').fill('Rao family');
  await dialog.getByLabel('Contact phone').fill('98111 22222');
  await dialog.getByLabel('People invited').fill('4');
  await dialog.getByLabel('People in this household').fill('Anil Rao\nSunita Rao');
  await dialog.getByRole('button', { name: 'Create household' }).click();
  await expect(toastTitled(page, 'Household created')).toBeVisible();
  const rao = household(page, 'Rao family');
  await expect(rao).toContainText('2 of up to 4 people');
  await expect(rao.getByRole('list', { name: 'People of Rao family' })).toContainText('Anil Rao');
  await rao.getByRole('checkbox', { name: 'Wedding' }).check();
  await expect(toastTitled(page, 'Invitations saved')).toBeVisible();
  await rao.getByRole('button', { name: 'Copy link for Rao family' }).click();
  await expect(toastTitled(page, 'Link copied')).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  // Straight to the Guest List tab: the people just named are on it.
  await page.getByRole('tab', { name: 'Guest List' }).click();
  await expect(page.getByTestId('guest-row').getByTestId('guest-name')).toHaveText(['Anil Rao', 'Leela Iyer', 'Sunita Rao']);

  // The family answers on a phone: its own people by name, and names one more.
  const family = await phone(browser);
  await family.page.goto(new URL(link).pathname);
  const anil = family.page.getByRole('group', { name: 'Anil Rao', exact: true });
  const sunita = family.page.getByRole('group', { name: 'Sunita Rao', exact: true });
  await expect(anil).toBeVisible();
  await expect(sunita).toBeVisible();
  await anil.getByRole('group', { name: 'Wedding' }).getByRole('radio', { name: 'Attending', exact: true }).check();
  await anil.getByRole('group', { name: 'Wedding' }).getByLabel('Meal').selectOption('Jain');
  await sunita.getByRole('group', { name: 'Wedding' }).getByRole('radio', { name: 'Not attending' }).check();
  const extra = family.page.getByRole('group', { name: 'Extra guest 1 (optional)' });
  await extra.getByLabel('Full name').fill('Kabir Rao');
  await extra.getByRole('group', { name: 'Wedding' }).getByRole('radio', { name: 'Attending', exact: true }).check();
  await extra.getByRole('group', { name: 'Wedding' }).getByLabel('Meal').selectOption('Vegetarian');
  await family.page.getByRole('button', { name: 'Send reply' }).click();
  await expect(family.page.getByRole('status')).toHaveText('Thank you! Your reply has been saved.');
  await expect(family.page.getByRole('group', { name: 'Kabir Rao', exact: true })).toBeVisible();
  await family.context.close();

  // One guest list: the household's people, with a Household column.
  await page.goto('/dashboard?tab=guests');
  await hydrated(page);
  const rows = page.getByTestId('guest-row');
  await expect(rows.getByTestId('guest-name')).toHaveText(['Anil Rao', 'Kabir Rao', 'Leela Iyer', 'Sunita Rao']);
  await expect(page.getByRole('columnheader', { name: 'Household' })).toBeVisible();
  await expect(rows.filter({ hasText: 'Kabir Rao' }).getByTestId('guest-household')).toHaveText('Rao family', { useInnerText: true });
  await expect(rows.filter({ hasText: 'Kabir Rao' }).getByRole('combobox', { name: 'RSVP for Kabir Rao' })).toHaveValue('confirmed');
  await expect(rows.filter({ hasText: 'Sunita Rao' }).getByRole('combobox', { name: 'RSVP for Sunita Rao' })).toHaveValue('declined');

  // Search by name, household or phone, and filter by household.
  const search = page.getByLabel('Search guests');
  await search.fill('kabir');
  await expect(rows.getByTestId('guest-name')).toHaveText(['Kabir Rao']);
  await search.fill('rao family');
  await expect(rows.getByTestId('guest-name')).toHaveText(['Anil Rao', 'Kabir Rao', 'Sunita Rao']);
  await search.fill('98200-12345');
  await expect(rows.getByTestId('guest-name')).toHaveText(['Leela Iyer']);
  // The household's contact phone finds its people.
  await search.fill('9811122222');
  await expect(rows.getByTestId('guest-name')).toHaveText(['Anil Rao', 'Kabir Rao', 'Sunita Rao']);
  await search.fill('');
  await page.getByLabel('Household', { exact: true }).selectOption({ label: 'Rao family (3)' });
  await expect(rows.getByTestId('guest-name')).toHaveText(['Anil Rao', 'Kabir Rao', 'Sunita Rao']);
  await expect(page.getByText('Page 1 of 1 · 3 guests')).toBeVisible();

  // The Overview, the headcount and the CSV count the same rows.
  await page.goto('/dashboard');
  await expect(page.getByTestId('rsvp-summary')).toHaveText('2 confirmed of 4 guests');
  const csv = await (await page.request.get('/api/guests/export')).text();
  const lines = csv.replace(/^\uFEFF/, '').split('\r\n');
  expect(lines[0]).toBe('Full Name,Email,Phone,Address,RSVP,Meal,Table,Notes,Invited');
  expect(lines).toContain('Kabir Rao,,,,Confirmed,Vegetarian,,,Yes');
  expect(lines).toContain('Sunita Rao,,,,Declined,,,,No');
  await page.goto('/dashboard?tab=functions');
  await hydrated(page);
  const wedding = page.getByTestId('function-card').filter({ has: page.getByRole('heading', { name: 'Wedding', exact: true }) });
  await expect(wedding.getByTestId('headcount')).toHaveText('Invited3Attending2Declined1Awaiting0');

  // On a phone the guests are cards: nothing of the list is off-screen.
  await page.setViewportSize({ width: 412, height: 915 });
  await page.goto('/dashboard?tab=guests');
  await hydrated(page);
  const table = page.getByTestId('guest-table');
  await expect(table.getByTestId('guest-row')).toHaveCount(4);
  const overflow = await page.evaluate(() => {
    const box = document.querySelector('[data-testid="guest-table"]')!;
    const section = document.querySelector('[aria-labelledby="guest-list-title"]')!;
    return { table: box.scrollWidth - box.clientWidth, section: section.scrollWidth - section.clientWidth, page: document.documentElement.scrollWidth };
  });
  expect(overflow).toEqual({ table: 0, section: 0, page: 412 });
  for (const control of [
    rows.first().getByRole('combobox', { name: /^RSVP for/ }),
    rows.first().getByRole('button', { name: /^Edit/ }),
    rows.first().getByRole('button', { name: /^Delete/ }),
  ]) {
    const box = (await control.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(412);
  }
  await expect(table).toHaveScreenshot('guests-412.png', { animations: 'disabled', maxDiffPixelRatio: 0.02, mask: [page.locator('#toasts')] });
});

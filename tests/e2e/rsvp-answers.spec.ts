// RSVP answers from several phones and the form's own behaviour: the later save of a person
// wins and the page says what it replaced; Back after a post never resends it; problems show
// beside their fields; one meal for everyone at a function.
import { eq } from 'drizzle-orm';
import { test, expect, e2eDb, phone } from './fixtures.ts';
import { guests } from '../../src/server/db/schema.ts';
import { hydrated, postAction, toastTitled } from './dashboard.helpers.ts';

test('two phones answer the same RSVP: the later save wins and the overwriting page is told', async ({ page, browser, signedInUser }) => {
  void signedInUser;
  await page.goto('/dashboard');
  await hydrated(page);
  await page.getByLabel('Wedding Date').fill('2027-02-14');
  await page.getByRole('button', { name: 'Create Profile' }).click();
  await expect(toastTitled(page, 'Wedding profile created successfully')).toBeVisible();
  expect((await postAction(page, 'guests.add', { fullName: 'Nita Iyer', mealPreference: 'Vegan' })).status()).toBe(200);
  await page.goto('/dashboard?tab=functions');
  await hydrated(page);
  await page.getByRole('tab', { name: 'Households & RSVP links' }).click();
  const nita = page.getByTestId('household').filter({ has: page.getByRole('heading', { name: 'Nita Iyer', exact: true }) });
  await nita.getByRole('checkbox', { name: 'Wedding' }).check();
  await expect(toastTitled(page, 'Invitations saved')).toBeVisible();
  await nita.getByRole('button', { name: 'QR code for Nita Iyer' }).click();
  const path = new URL((await page.getByRole('dialog', { name: 'QR code for Nita Iyer' }).locator('p').textContent())!).pathname;

  const a = await phone(browser);
  const b = await phone(browser);
  await a.page.goto(path);
  await b.page.goto(path);
  const wedding = (p: typeof a.page) => p.getByRole('group', { name: 'Nita Iyer', exact: true }).getByRole('group', { name: 'Wedding' });

  await wedding(b.page).getByRole('radio', { name: 'Attending', exact: true }).check();
  await b.page.getByRole('button', { name: 'Send reply' }).click();
  await expect(b.page.getByRole('status')).toHaveText('Thank you! Your reply has been saved.');

  // Phone A still shows the page from before B's save.
  await wedding(a.page).getByRole('radio', { name: 'Not attending' }).check();
  await a.page.getByRole('button', { name: 'Send reply' }).click();
  await expect(a.page.getByText(/^Nita Iyer: this answer was changed on another device at \d\d:\d\d; your answer replaced it\.$/)).toBeVisible();
  await expect(wedding(a.page).getByRole('radio', { name: 'Not attending' })).toBeChecked();
  const [stored] = await e2eDb().select().from(guests).where(eq(guests.fullName, 'Nita Iyer'));
  expect(stored!.isAttending).toBe(false);
  await b.page.reload();
  await expect(wedding(b.page).getByRole('radio', { name: 'Not attending' })).toBeChecked();

  // Back after a save shows the page, not the browser's offer to send the form again.
  await a.page.goBack();
  await expect(a.page.getByRole('heading', { name: 'Namaste, Nita Iyer' })).toBeVisible();
  expect(a.page.url()).toContain(path);

  // Sent unchanged, the preselected meal is what is stored; "Same meal for everyone" sets it for all.
  await a.page.goto(path);
  await wedding(a.page).getByRole('radio', { name: 'Attending', exact: true }).check();
  await expect(wedding(a.page).getByLabel('Meal')).toHaveValue('Vegan');
  await a.page.getByLabel('Wedding: same meal for everyone').selectOption('Jain');
  await a.page.getByRole('button', { name: 'Send reply' }).click();
  await expect(a.page.getByRole('status')).toHaveText('Thank you! Your reply has been saved.');
  await expect(wedding(a.page).getByLabel('Meal')).toHaveValue('Jain');

  // A problem shows beside its field, which gets the focus; the values entered stay, and Back
  // does not resend the form.
  await a.page.getByLabel('Arrival date').fill('2027-02-14');
  await a.page.getByLabel('Departure date').fill('2027-02-12');
  await a.page.getByRole('button', { name: 'Send reply' }).click();
  const departure = a.page.getByLabel('Departure date');
  await expect(departure).toHaveAccessibleDescription('The departure date cannot be before the arrival date.');
  await expect(departure).toBeFocused();
  await expect(a.page.getByLabel('Arrival date')).toHaveValue('2027-02-14');
  await expect(a.page.getByRole('alert')).toContainText('Please check your reply: the problems are marked below.');
  await a.page.goBack();
  await expect(a.page.getByRole('heading', { name: 'Namaste, Nita Iyer' })).toBeVisible();
  await a.context.close();
  await b.context.close();
});

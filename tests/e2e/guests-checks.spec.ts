import { count, eq } from 'drizzle-orm';
import { test, expect, e2eDb } from './fixtures.ts';
import { guests } from '../../src/server/db/schema.ts';
import { givenGuests, givenWeddingProfile, postAction, toastTitled, hydrated } from './dashboard.helpers.ts';

async function guestCount(profileId: string) {
  const [row] = await e2eDb().select({ n: count() }).from(guests).where(eq(guests.weddingProfileId, profileId));
  return row!.n;
}

test('a phone number of letters is refused beside the field', async ({ page, signedInUser }) => {
  const profile = await givenWeddingProfile(signedInUser.id);
  await page.goto('/dashboard?tab=guests');
  await hydrated(page);
  await page.getByLabel('Full Name').fill('Meera Iyer');
  await page.getByLabel('Phone').fill('abcdef');
  await page.getByRole('button', { name: 'Add Guest' }).click();
  await expect(page.getByLabel('Phone')).toHaveAccessibleDescription(/Enter a valid phone number/);
  expect(await guestCount(profile.id)).toBe(0);
  const direct = await postAction(page, 'guests.add', { fullName: 'Kabir', phone: 'call me' });
  expect(direct.status()).toBe(400);
  expect(await guestCount(profile.id)).toBe(0);
});

test('an exact duplicate asks first: Cancel adds nothing, Add anyway adds the guest again', async ({ page, signedInUser }) => {
  const profile = await givenWeddingProfile(signedInUser.id);
  await givenGuests(profile.id, [{ fullName: 'Meera Iyer', email: 'meera@example.com', phone: '+91 98200 11111' }]);
  await page.goto('/dashboard?tab=guests');
  await hydrated(page);
  const fill = async () => {
    await page.getByLabel('Full Name').fill('meera  iyer');
    await page.getByLabel('Email').fill('MEERA@example.com');
    await page.getByLabel('Phone').fill('+91-98200-11111');
    await page.getByRole('button', { name: 'Add Guest' }).click();
  };
  await fill();
  const dialog = page.getByRole('dialog', { name: 'Already on your guest list' });
  await expect(dialog).toContainText('Meera Iyer is already on your list with the same e-mail and phone.');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  expect(await guestCount(profile.id)).toBe(1);
  // The form keeps what was typed.
  await expect(page.getByLabel('Full Name')).toHaveValue('meera  iyer');

  await page.getByRole('button', { name: 'Add Guest' }).click();
  await dialog.getByRole('button', { name: 'Add anyway' }).click();
  await expect(toastTitled(page, 'Guest added successfully')).toBeVisible();
  expect(await guestCount(profile.id)).toBe(2);

  // A namesake with another phone is added without asking.
  await page.getByLabel('Full Name').fill('Meera Iyer');
  await page.getByLabel('Phone').fill('+91 98200 22222');
  await page.getByRole('button', { name: 'Add Guest' }).click();
  await expect(page.getByLabel('Full Name')).toHaveValue('');
  await expect(dialog).toBeHidden();
  expect(await guestCount(profile.id)).toBe(3);
});

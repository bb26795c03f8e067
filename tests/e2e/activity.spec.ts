// Recent changes on the Overview: a guest and an expense added, changed and removed through the
// dashboard show there, newest first, with the name of the person who made them.
import { eq } from 'drizzle-orm';
import { test, expect, e2eDb, createUser, signIn } from './fixtures.ts';
import { users, weddingActivity } from '../../src/server/db/schema.ts';
import { givenWeddingProfile, hydrated, toastTitled } from './dashboard.helpers.ts';

// Eleven steps through three tabs, each a server write: more than 30 s on a loaded machine.
test.describe.configure({ timeout: 60_000 });

test('a guest and an expense added, changed and removed are listed on the Overview with who did it', async ({ page, context }) => {
  const user = await createUser({ name: 'Asha Verma' });
  await signIn(context, user);
  await givenWeddingProfile(user.id);

  await page.goto('/dashboard');
  await hydrated(page);
  const recent = page.getByRole('region', { name: 'Recent changes' });
  await expect(recent.getByText('No changes in the last 30 days')).toBeVisible();

  await page.getByRole('tab', { name: 'Guest List' }).click();
  await page.getByLabel('Full Name').fill('Meera Iyer');
  await page.getByRole('button', { name: 'Add Guest' }).click();
  await expect(toastTitled(page, 'Guest added successfully')).toBeVisible();
  await page.getByRole('button', { name: 'Edit Meera Iyer' }).click();
  const guestDialog = page.getByRole('dialog', { name: 'Edit guest' });
  await guestDialog.getByLabel('Notes').fill('School friend');
  await guestDialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toastTitled(page, 'Guest updated successfully')).toBeVisible();
  await page.getByRole('button', { name: 'Delete Meera Iyer' }).click();
  await page.getByRole('dialog', { name: 'Delete Meera Iyer?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByTestId('guest-row')).toHaveCount(0);

  await page.getByRole('tab', { name: 'Budget' }).click();
  await page.getByRole('button', { name: 'Add expense', exact: true }).click();
  const addDialog = page.getByRole('dialog', { name: 'Add expense' });
  await addDialog.getByLabel('What').fill('Photographer');
  await addDialog.getByLabel('Quoted (₹)').fill('80,000');
  await addDialog.getByRole('button', { name: 'Add expense' }).click();
  await expect(toastTitled(page, 'Expense added')).toBeVisible();
  await page.getByRole('button', { name: 'Edit: Photographer' }).click();
  const editDialog = page.getByRole('dialog', { name: 'Edit expense' });
  await editDialog.getByLabel('Paid (₹)').fill('20,000');
  await editDialog.getByRole('button', { name: 'Save expense' }).click();
  await expect(toastTitled(page, 'Expense updated')).toBeVisible();
  await page.getByRole('button', { name: 'Delete: Photographer' }).click();
  await page.getByRole('dialog', { name: 'Delete this expense?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(toastTitled(page, 'Expense removed')).toBeVisible();

  await page.goto('/dashboard');
  await hydrated(page);
  const items = recent.getByRole('listitem');
  await expect(items).toHaveCount(6);
  const said = (await items.allInnerTexts()).map((text) => text.replace(/\s*·.*$/s, ''));
  expect(said).toEqual([
    'Asha Verma removed expense Photographer',
    'Asha Verma recorded ₹20,000 paid for Photographer',
    'Asha Verma added expense Photographer',
    'Asha Verma removed guest Meera Iyer',
    'Asha Verma changed guest Meera Iyer',
    'Asha Verma added guest Meera Iyer',
  ]);
  await expect(items.first()).toContainText(/· (now|\d+ minutes? ago)$/);
  await expect(recent.getByRole('button', { name: 'Show all' })).toHaveCount(0);
});

test('the Overview shows eight changes and Show all the rest, in the account’s language', async ({ page, context }) => {
  const user = await createUser({ name: 'Asha' });
  await signIn(context, user);
  const profile = await givenWeddingProfile(user.id);
  const day = 24 * 60 * 60 * 1000;
  await e2eDb()
    .insert(weddingActivity)
    .values([
      ...Array.from({ length: 11 }, (_, k) => ({
        weddingProfileId: profile.id,
        actorUserId: user.id,
        actorName: 'Sunita',
        action: 'added' as const,
        subject: 'household' as const,
        subjectName: `Family ${k}`,
        createdAt: new Date(Date.now() - (k + 3) * day),
      })),
      // Older than 30 days: not shown.
      {
        weddingProfileId: profile.id,
        actorUserId: user.id,
        actorName: 'Sunita',
        action: 'removed',
        subject: 'guest',
        subjectName: 'Long ago',
        createdAt: new Date(Date.now() - 40 * day),
      },
    ]);
  await page.goto('/dashboard');
  await hydrated(page);
  const recent = page.getByRole('region', { name: 'Recent changes' });
  const items = recent.getByRole('listitem');
  await expect(items).toHaveCount(8);
  await expect(items.first()).toHaveText('Sunita added household Family 0 · 3 days ago');
  const all = recent.getByRole('button', { name: 'Show all' });
  await expect(all).toHaveAttribute('aria-expanded', 'false');
  await all.press('Enter');
  await expect(items).toHaveCount(11);
  await expect(recent).not.toContainText('Long ago');
  await expect(recent.getByRole('button', { name: 'Show fewer' })).toHaveAttribute('aria-expanded', 'true');

  await e2eDb().update(users).set({ locale: 'hi' }).where(eq(users.id, user.id));
  await page.goto('/dashboard');
  await hydrated(page);
  const hindi = page.getByRole('region', { name: 'हाल के बदलाव' });
  await expect(hindi.getByRole('listitem').first()).toHaveText('Sunita ने परिवार Family 0 को जोड़ा · 3 दिन पहले');
  await expect(hindi.getByRole('button', { name: 'सब देखें' })).toBeVisible();
});

// Two families plan one wedding: the couple invites the bride's mother (family, bride's side)
// and the groom's brother (co-planner); both accept through the mailed link; the mother adds a
// guest on her side and cannot see or change the groom's side; the couple removes the brother
// and his next request is refused.
import { eq } from 'drizzle-orm';
import type { Browser } from '@playwright/test';
import { test, expect, e2eDb, createUser } from './fixtures.ts';
import { guests, households, weddingCollaborators, weddingFunctions } from '../../src/server/db/schema.ts';
import { givenGuests, givenWeddingProfile, hydrated, postAction, toastTitled } from './dashboard.helpers.ts';
import { invitationLink, invite, signedInPage } from './collaborators.helpers.ts';

test('the couple invites both families, each sees its side, and a removed co-planner is refused', async ({ browser, page, signedInUser: couple }) => {
  test.slow();
  const profile = await givenWeddingProfile(couple.id, { userName: 'Asha', partnerName: 'Rohan' });
  const [groomGuest] = await givenGuests(profile.id, [{ fullName: 'Groom Side Cousin', side: 'groom' }]);
  const mother = await createUser({ name: 'Bride Mother' });
  const brother = await createUser({ name: 'Groom Brother' });

  await invite(page, mother.email, 'Family', "Bride's side");
  await invite(page, brother.email, 'Co-planner', "Groom's side");
  const list = page.getByTestId('people-list');
  await expect(list.locator(`[data-email="${mother.email}"]`)).toContainText("Family, Bride's side: Invited, not yet accepted");

  // Another account opening the mother's link is refused, and the link still works for her.
  const motherLink = await invitationLink(mother.email);
  const otherContext = await browser.newContext();
  const other = await signedInPage(otherContext, await createUser());
  await other.goto(motherLink);
  await expect(other.getByTestId('invitation-refusal')).toContainText('sent to another e-mail address');
  await otherContext.close();

  const motherContext = await browser.newContext();
  const mom = await signedInPage(motherContext, mother);
  await mom.goto(motherLink);
  await expect(mom).toHaveURL(/\/dashboard\/people\?done=accepted/);
  await expect(mom.getByRole('status')).toContainText('You have joined Asha & Rohan’s wedding.');
  // Single use: opening it again is refused.
  await mom.goto(motherLink);
  await expect(mom.getByTestId('invitation-refusal')).toContainText('not valid or has already been used');

  const brotherContext = await browser.newContext();
  const bro = await signedInPage(brotherContext, brother);
  await bro.goto(await invitationLink(brother.email));
  await expect(bro).toHaveURL(/\/dashboard\/people\?done=accepted/);

  // The mother adds a guest from the guest list: it is on the bride's side.
  await mom.goto('/dashboard?tab=guests');
  await hydrated(mom);
  await expect(mom.getByTestId('wedding-strip')).toContainText('You are planning Asha & Rohan’s wedding (Family).');
  await mom.getByLabel('Full Name').fill('Bride Side Aunt');
  await mom.getByRole('button', { name: 'Add Guest' }).click();
  await expect(toastTitled(mom, 'Guest added successfully')).toBeVisible();
  await expect(mom.getByTestId('guest-row').filter({ hasText: 'Bride Side Aunt' })).toBeVisible();
  await expect(mom.getByText('Groom Side Cousin')).toHaveCount(0);
  const [added] = await e2eDb().select().from(guests).where(eq(guests.fullName, 'Bride Side Aunt'));
  expect(added).toMatchObject({ weddingProfileId: profile.id, side: 'bride' });
  // The groom's side's guest is neither in her reads nor within her reach.
  expect(JSON.stringify(await (await mom.request.get('/api/guests')).json())).not.toContain('Groom Side Cousin');
  const edit = await postAction(mom, 'guests.update', { id: groomGuest!.id, fullName: 'Changed by the mother' });
  expect(edit.status()).toBe(404);
  const [untouched] = await e2eDb().select().from(guests).where(eq(guests.id, groomGuest!.id));
  expect(untouched!.fullName).toBe('Groom Side Cousin');
  // The co-planner sees both sides.
  expect(JSON.stringify(await (await bro.request.get('/api/guests')).json())).toContain('Groom Side Cousin');

  // The couple removes the brother: his next request finds no wedding.
  await page.goto('/dashboard/people');
  await page.getByRole('button', { name: `Remove access: ${brother.email}` }).click();
  await expect(page.getByRole('status')).toHaveText('Access removed.');
  const refused = await postAction(bro, 'guests.add', { fullName: 'Added after removal' });
  expect(refused.status()).toBe(404);
  expect((await (await bro.request.get('/api/guests')).json()).guests).toEqual([]);
  await bro.goto('/dashboard/people');
  await expect(bro.getByTestId('open-wedding')).toHaveCount(0);
  await motherContext.close();
  await brotherContext.close();
});

/** A new account that has accepted the role of viewer on the wedding, signed in in a browser of its own. */
async function viewerOf(browser: Browser, weddingProfileId: string) {
  const viewer = await createUser();
  await e2eDb().insert(weddingCollaborators).values({
    weddingProfileId,
    email: viewer.email,
    userId: viewer.id,
    role: 'viewer',
    side: 'both',
    expiresAt: new Date(),
    acceptedAt: new Date(),
  });
  const context = await browser.newContext();
  return { context, page: await signedInPage(context, viewer) };
}

test('a viewer reads the wedding but every write is refused with a clear message', async ({ browser, signedInUser: couple }) => {
  const profile = await givenWeddingProfile(couple.id);
  const { context, page } = await viewerOf(browser, profile.id);
  const write = await postAction(page, 'functions.add', { name: 'Sneaky Sangeet' });
  expect(write.status()).toBe(403);
  expect(await write.text()).toContain('You can view this wedding but not change it.');
  expect((await page.request.get('/api/functions')).status()).toBe(200);
  // The Budget tab shows the figures without the buttons that would change them.
  await page.goto('/dashboard?tab=budget');
  await hydrated(page);
  await expect(page.getByText('You can view this budget but not change it.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add expense' })).toHaveCount(0);
  await expect(page.getByTestId('role-hint')).toContainText('Sees the plan, changes nothing.');
  // The guest list reads without its add form.
  await page.goto('/dashboard?tab=guests');
  await hydrated(page);
  await expect(page.getByText('You can view this guest list but not change it.')).toBeVisible();
  await expect(page.getByRole('form', { name: 'Add Guest' })).toHaveCount(0);
  await context.close();
});

test('a viewer sees the checklist, the functions, the households and the profile without a control that would change them', async ({
  browser,
  signedInUser: couple,
}) => {
  const profile = await givenWeddingProfile(couple.id);
  await e2eDb().insert(weddingFunctions).values({ weddingProfileId: profile.id, name: 'Sangeet', date: '2027-02-25', position: 0 });
  await e2eDb().insert(households).values({ weddingProfileId: profile.id, name: 'Verma family', allowance: 2 });
  const { context, page } = await viewerOf(browser, profile.id);

  await page.goto('/dashboard?tab=checklist');
  await hydrated(page);
  const tasks = page.getByTestId('task');
  await expect(tasks.first()).toBeVisible();
  // The ticks still say which tasks are done, but cannot be pressed.
  await expect(tasks.first().getByRole('button', { name: /^Mark .* as done$/ })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Add Task' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Edit / })).toHaveCount(0);

  await page.goto('/dashboard?tab=functions');
  await hydrated(page);
  const sangeet = page.getByTestId('function-card').filter({ hasText: 'Sangeet' });
  await expect(sangeet.getByRole('link', { name: /Caterer sheet/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add function' })).toHaveCount(0);
  await expect(sangeet.getByRole('button')).toHaveCount(0);
  await page.getByRole('tab', { name: /Households/ }).click();
  const household = page.getByTestId('household').filter({ hasText: 'Verma family' });
  await expect(household.getByRole('button', { name: /Copy link/ })).toBeVisible();
  await expect(household.getByRole('checkbox', { name: 'Sangeet' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'New household' })).toHaveCount(0);
  await expect(household.getByRole('button', { name: /^(Edit|New link)/ })).toHaveCount(0);

  await page.goto('/dashboard?tab=profile');
  await hydrated(page);
  await expect(page.getByRole('heading', { name: 'Your wedding' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit Profile' })).toHaveCount(0);
  await page.goto('/dashboard?tab=overview');
  await hydrated(page);
  await expect(page.getByTestId('countdown')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit Profile' })).toHaveCount(0);
  await context.close();
});

// Two families plan one wedding, end to end: the couple invites the bride's mother (family,
// bride's side) and the groom's brother (co-planner); the mother adds ten guests on her side and
// cannot change the groom's side; the Overview and the caterer sheet count per side; a booking
// shared half each shows the mother her side's share alone; the couple removes the brother and
// his next request is refused. (The website and a household's own invitations through its link:
// wedding-website.spec.ts.)
import { eq } from 'drizzle-orm';
import { test, expect, e2eDb, createUser } from './fixtures.ts';
import { functionInvites, guests, households, rsvpAnswers, weddingFunctions } from '../../src/server/db/schema.ts';
import { givenGuests, givenWeddingProfile, hydrated, postAction, toastTitled } from './dashboard.helpers.ts';
import { givenBusiness, givenConversation, givenQuote } from './enquiries.helpers.ts';
import { invitationLink, invite, signedInPage } from './collaborators.helpers.ts';

test('the bride’s mother plans her side, the couple sees it per side, and a removed co-planner is refused', async ({ browser, page, signedInUser: couple }) => {
  test.setTimeout(240_000);
  const profile = await givenWeddingProfile(couple.id, { userName: 'Asha', partnerName: 'Rohan', budget: 20_00_000 });
  const [sangeet] = await e2eDb().insert(weddingFunctions).values({ weddingProfileId: profile.id, name: 'Sangeet', position: 0 }).returning();
  const [cousins] = await e2eDb().insert(households).values({ weddingProfileId: profile.id, name: 'Groom Side Cousin', side: 'groom' }).returning();
  const [groomGuest] = await givenGuests(profile.id, [{ fullName: 'Groom Side Cousin', side: 'groom', householdId: cousins!.id }]);
  const mother = await createUser({ name: 'Bride Mother' });
  const brother = await createUser({ name: 'Groom Brother' });

  await invite(page, mother.email, 'Family', "Bride's side");
  await invite(page, brother.email, 'Co-planner', "Groom's side");
  const motherContext = await browser.newContext();
  const mom = await signedInPage(motherContext, mother);
  await mom.goto(await invitationLink(mother.email));
  await expect(mom).toHaveURL(/\/dashboard\/people\?done=accepted/);
  const brotherContext = await browser.newContext();
  const bro = await signedInPage(brotherContext, brother);
  await bro.goto(await invitationLink(brother.email));
  await expect(bro).toHaveURL(/\/dashboard\/people\?done=accepted/);

  // The mother adds ten guests from the guest list; each is on the bride's side.
  await mom.goto('/dashboard?tab=guests');
  await hydrated(mom);
  await expect(mom.getByTestId('role-hint')).toContainText("Your role: Family, Bride's side.");
  const form = mom.getByRole('form', { name: 'Add Guest' });
  // Her add form offers her own side only.
  await expect(form.getByLabel('Side', { exact: true })).toHaveValue('bride');
  await expect(form.getByLabel('Side', { exact: true }).locator('option')).toHaveText(["Bride's side"]);
  for (let n = 1; n <= 10; n++) {
    await form.getByLabel('Full Name').fill(`Bride Guest ${n}`);
    await form.getByRole('button', { name: 'Add Guest' }).click();
    await expect(mom.getByTestId('guest-row').filter({ hasText: `Bride Guest ${n}` })).toHaveCount(1);
  }
  await expect(toastTitled(mom, 'Guest added successfully').first()).toBeVisible();
  const stored = await e2eDb().select().from(guests).where(eq(guests.weddingProfileId, profile.id));
  expect(stored.filter((g) => g.fullName.startsWith('Bride Guest')).map((g) => g.side)).toEqual(Array(10).fill('bride'));
  // The groom's side is out of her sight and reach.
  await expect(mom.getByText('Groom Side Cousin')).toHaveCount(0);
  expect((await postAction(mom, 'guests.update', { id: groomGuest!.id, fullName: 'Changed by the mother' })).status()).toBe(404);
  expect((await postAction(mom, 'guests.removeMany', { ids: [groomGuest!.id] })).status()).toBe(404);

  // Two of her guests and the groom's cousin say yes to the Sangeet.
  await e2eDb()
    .insert(functionInvites)
    .values(stored.map((g) => ({ functionId: sangeet!.id, householdId: g.householdId! })));
  const idOf = (name: string) => stored.find((g) => g.fullName === name)!.id;
  await e2eDb()
    .insert(rsvpAnswers)
    .values([
      { functionId: sangeet!.id, guestId: idOf('Bride Guest 1'), attending: true, meal: 'Vegetarian' },
      { functionId: sangeet!.id, guestId: idOf('Bride Guest 2'), attending: true, meal: 'Vegetarian' },
      { functionId: sangeet!.id, guestId: idOf('Groom Side Cousin'), attending: true, meal: 'Jain' },
    ]);
  await e2eDb()
    .update(guests)
    .set({ isAttending: true })
    .where(eq(guests.id, idOf('Bride Guest 1')));

  // The couple's Overview counts per side; the caterer sheet shows one side at a time.
  await page.goto('/dashboard');
  await hydrated(page);
  const bySide = page.getByTestId('rsvp-by-side');
  await expect(bySide.locator('[data-side="bride"]')).toHaveText("Bride's side1 confirmed · 9 awaiting");
  await expect(bySide.locator('[data-side="groom"]')).toHaveText("Groom's side0 confirmed · 1 awaiting");
  await page.goto(`/dashboard/functions/${sangeet!.id}/caterer?side=bride`);
  await expect(page.getByTestId('caterer-side')).toHaveText("Showing: Bride's side");
  await expect(page.getByTestId('caterer-total')).toHaveText('2');
  await page.goto(`/dashboard/functions/${sangeet!.id}/caterer?side=groom`);
  await expect(page.getByTestId('caterer-total')).toHaveText('1');

  // The couple books a venue; its line is shared half each. The mother sees her side's share only.
  const { venue } = await givenBusiness('Lakeside Lawns');
  const quote = await givenQuote((await givenConversation(couple, venue)).id, { amount: 2_00_000 });
  expect((await postAction(page, 'enquiries.acceptQuote', { quoteId: quote.id })).status()).toBe(200);
  await page.goto('/dashboard?tab=budget');
  await hydrated(page);
  await expect(page.getByTestId('side-bride-quoted')).toHaveText('₹1,00,000');
  await expect(page.getByTestId('side-groom-quoted')).toHaveText('₹1,00,000');
  await mom.goto('/dashboard?tab=budget');
  await hydrated(mom);
  await expect(mom.getByText("You see your side's totals. The couple and co-planners see every expense.")).toBeVisible();
  await expect(mom.getByTestId('side-bride-quoted')).toHaveText('₹1,00,000');
  await expect(mom.getByTestId('side-groom')).toHaveCount(0);
  await expect(mom.getByRole('button', { name: 'Add expense' })).toHaveCount(0);
  expect((await mom.request.get('/api/budget')).status()).toBe(403);
  expect((await mom.request.get('/api/budget/sides?side=groom')).status()).toBe(403);
  // Her Overview has no whole-wedding budget total, and she cannot edit the website.
  await mom.goto('/dashboard');
  await hydrated(mom);
  await expect(mom.getByRole('heading', { name: 'Checklist', exact: true })).toBeVisible();
  await expect(mom.getByRole('heading', { name: 'Budget', exact: true })).toHaveCount(0);
  await mom.goto('/dashboard/website');
  await expect(mom.getByRole('alert')).toContainText('Your role on this wedding cannot change this.');

  // The co-planner sees every side; once removed, his next request finds no wedding.
  expect(JSON.stringify(await (await bro.request.get('/api/guests')).json())).toContain('Groom Side Cousin');
  await page.goto('/dashboard/people');
  await page.getByRole('button', { name: `Remove access: ${brother.email}` }).click();
  await expect(page.getByRole('status')).toHaveText('Access removed.');
  expect((await postAction(bro, 'guests.add', { fullName: 'Added after removal' })).status()).toBe(404);
  expect((await (await bro.request.get('/api/guests')).json()).guests).toEqual([]);
  await motherContext.close();
  await brotherContext.close();
});

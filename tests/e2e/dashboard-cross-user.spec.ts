// A second couple replays every dashboard action and private read against the first
// couple's data: each must answer 403 or 404 (or touch only the caller's own rows) and
// leave the first couple's data exactly as it was.
import { eq } from 'drizzle-orm';
import type { APIResponse, Page } from '@playwright/test';
import { test, expect, e2eDb, createUser, signIn, BASE_URL } from './fixtures.ts';
import { guests, planningTasks, shortlists, weddingProfiles } from '../../src/server/db/schema.ts';
import { givenCatalogue, givenGuests, givenShortlist, givenWeddingProfile, postAction } from './dashboard.helpers.ts';

async function snapshot(userId: string) {
  const db = e2eDb();
  const [profile] = await db.select().from(weddingProfiles).where(eq(weddingProfiles.userId, userId));
  const ownGuests = await db.select().from(guests).where(eq(guests.weddingProfileId, profile!.id)).orderBy(guests.id);
  const tasks = await db.select().from(planningTasks).where(eq(planningTasks.weddingProfileId, profile!.id)).orderBy(planningTasks.id);
  const saved = await db.select().from(shortlists).where(eq(shortlists.userId, userId)).orderBy(shortlists.id);
  return { profile, ownGuests, tasks, saved };
}

const refused = (response: APIResponse) => expect([403, 404]).toContain(response.status());

test('another couple cannot read or change this couple’s wedding, guests, tasks or shortlist', async ({ browser }) => {
  const owner = await createUser({ name: 'Owner Couple' });
  const profile = await givenWeddingProfile(owner.id, { weddingDate: '2027-01-20', weddingCity: 'Pune' });
  const [first, second] = await givenGuests(profile.id, [{ fullName: 'Owner Guest One', notes: 'private note' }, { fullName: 'Owner Guest Two' }]);
  const [task] = await e2eDb().select().from(planningTasks).where(eq(planningTasks.weddingProfileId, profile.id)).limit(1);
  const { venue } = await givenCatalogue();
  const saved = await givenShortlist(owner.id, 'venue', venue.id);
  const before = await snapshot(owner.id);

  const intruder = await createUser({ name: 'Intruder Couple' });
  await givenWeddingProfile(intruder.id, { weddingCity: 'Delhi' });
  const context = await browser.newContext();
  await signIn(context, intruder);
  const page: Page = await context.newPage();

  const byId = [
    ['guests.update', { id: first!.id, fullName: 'Hijacked' }],
    ['guests.update', { id: first!.id, rsvp: 'declined', isInvited: true }],
    ['guests.remove', { id: first!.id }],
    ['guests.removeMany', { ids: [first!.id, second!.id] }],
    ['wedding.toggleTask', { id: task!.id, isCompleted: true }],
    ['wedding.updateTask', { id: task!.id, taskName: 'Hijacked', description: null, dueDate: '2020-01-01' }],
    ['shortlists.remove', { id: saved.id }],
  ] as const;
  for (const [name, input] of byId) {
    const response = await postAction(page, name, input);
    refused(response);
    expect(await snapshot(owner.id), name).toEqual(before);
  }

  // Actions without an id act on the caller's own profile only.
  const own = [
    ['guests.add', { fullName: 'Added by intruder' }],
    ['guests.import', { rows: [{ fullName: 'Imported by intruder' }] }],
    ['wedding.updateProfile', { userName: 'Hijacked', weddingCity: 'Nowhere', weddingDate: '2030-01-01' }],
    ['wedding.createProfile', { userName: 'Second profile' }],
  ] as const;
  for (const [name, input] of own) {
    const response = await postAction(page, name, input);
    expect(response.status(), name).toBe(200);
    expect(await snapshot(owner.id), name).toEqual(before);
  }
  const [intruderProfile] = await e2eDb().select().from(weddingProfiles).where(eq(weddingProfiles.userId, intruder.id));
  expect(intruderProfile).toMatchObject({ weddingCity: 'Nowhere' });

  // Private reads show only the caller's own rows.
  const list = await (await page.request.get('/api/guests')).json();
  expect(list.guests.map((g: { fullName: string }) => g.fullName).sort()).toEqual(['Added by intruder', 'Imported by intruder']);
  const csv = await (await page.request.get('/api/guests/export')).text();
  expect(csv).not.toContain('Owner Guest');
  const tasks = await (await page.request.get('/api/dashboard/tasks')).json();
  expect(tasks.tasks.map((t: { id: string }) => t.id)).not.toContain(task!.id);
  const shortlist = await (await page.request.get('/api/dashboard/shortlists')).json();
  expect(shortlist.shortlists).toEqual([]);
  await page.goto('/dashboard?tab=guests');
  await expect(page.getByTestId('guest-table').getByText('Added by intruder')).toBeVisible();
  await expect(page.getByText('Owner Guest One')).toHaveCount(0);
  await context.close();
});

test('signed out, every dashboard action and read is refused and nothing changes', async ({ request }) => {
  const owner = await createUser();
  const profile = await givenWeddingProfile(owner.id);
  const [guest] = await givenGuests(profile.id, [{ fullName: 'Kept' }]);
  const before = await snapshot(owner.id);
  const calls = [
    ['guests.add', { fullName: 'Anonymous' }],
    ['guests.update', { id: guest!.id, fullName: 'Anonymous' }],
    ['guests.remove', { id: guest!.id }],
    ['guests.removeMany', { ids: [guest!.id] }],
    ['guests.import', { rows: [{ fullName: 'Anonymous' }] }],
    ['wedding.createProfile', {}],
    ['wedding.updateProfile', {}],
    ['wedding.toggleTask', { id: 'x', isCompleted: true }],
    ['wedding.updateTask', { id: 'x', taskName: 'x' }],
    ['wedding.addTask', { taskName: 'x', phaseId: 'one-week' }],
    ['wedding.deleteTask', { id: 'x' }],
    ['shortlists.remove', { id: 1 }],
  ] as const;
  for (const [name, input] of calls) {
    const response = await request.post(`/_actions/${name}`, { data: input, headers: { Origin: BASE_URL } });
    expect([401, 403], name).toContain(response.status());
  }
  const created = await request.post('/_actions/wedding.createProfile', { data: {}, headers: { Origin: BASE_URL } });
  expect((await created.json()).message).toBe('You must be logged in to create a wedding profile');
  for (const url of ['/api/guests', '/api/guests/export', '/api/dashboard/tasks', '/api/dashboard/shortlists', '/api/dashboard/overview']) {
    expect((await request.get(url)).status(), url).toBe(401);
  }
  expect(await snapshot(owner.id)).toEqual(before);
});

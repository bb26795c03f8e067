// Cross-user cases for the couple dashboard: every guest, wedding-profile, planning-task and
// shortlist action, and every private read behind the dashboard and the profile pages.
import { eq } from 'drizzle-orm';
import { expect, type APIResponse } from '@playwright/test';
import { e2eDb } from '../fixtures.ts';
import { guests, planningTasks, shortlists, weddingProfiles } from '../../../src/server/db/schema.ts';
import { givenCatalogue, givenGuests, givenShortlist, givenWeddingProfile } from '../dashboard.helpers.ts';
import type { Actor, CrossUserCase, Replay } from './harness.ts';

const SECRET_GUEST = 'Secret Owner Guest';
const SECRET_CITY = 'Secret Owner City';

/** The owner's wedding, guests, tasks and shortlist, with one of each to aim at. */
async function ownerWedding(owner: Actor) {
  const profile = await givenWeddingProfile(owner.user.id, { weddingCity: SECRET_CITY, weddingDate: '2027-03-01' });
  const [guest, other] = await givenGuests(profile.id, [{ fullName: SECRET_GUEST, notes: 'private' }, { fullName: `${SECRET_GUEST} Two` }]);
  const [task] = await e2eDb().select().from(planningTasks).where(eq(planningTasks.weddingProfileId, profile.id)).limit(1);
  const [custom] = await e2eDb()
    .insert(planningTasks)
    .values({ weddingProfileId: profile.id, taskName: 'Owner custom task', phaseId: 'one-week', isCustom: true, position: 100 })
    .returning();
  const { venue } = await givenCatalogue();
  const saved = await givenShortlist(owner.user.id, 'venue', venue.id);
  const snapshot = async () => ({
    profile: await e2eDb().select().from(weddingProfiles).where(eq(weddingProfiles.userId, owner.user.id)),
    guests: await e2eDb().select().from(guests).where(eq(guests.weddingProfileId, profile.id)).orderBy(guests.id),
    tasks: await e2eDb().select().from(planningTasks).where(eq(planningTasks.weddingProfileId, profile.id)).orderBy(planningTasks.id),
    shortlist: await e2eDb().select().from(shortlists).where(eq(shortlists.userId, owner.user.id)).orderBy(shortlists.id),
  });
  const before = await snapshot();
  const verifyUnchanged = async () => expect(await snapshot()).toEqual(before);
  return { profile, guest: guest!, other: other!, task: task!, custom: custom!, venue, saved, verifyUnchanged };
}

const action = (name: string, data: unknown, extra: Partial<Replay> = {}) => ({ method: 'POST' as const, url: `/_actions/${name}`, data, ...extra });

/** Fails when an answer shows the owner's wedding: its names, its tasks' ids or the venue it shortlisted. */
const showsNothingOf = (marks: string[]) => async (response: APIResponse) => {
  if (response.status() >= 300) return;
  const body = await response.text();
  for (const mark of [SECRET_GUEST, SECRET_CITY, ...marks]) expect(body).not.toContain(mark);
};

const read =
  (url: string, anonymousGets: number[]) =>
  async (owner: Actor): Promise<Replay> => {
    const { profile, venue, verifyUnchanged } = await ownerWedding(owner);
    const tasks = await e2eDb().select({ id: planningTasks.id }).from(planningTasks).where(eq(planningTasks.weddingProfileId, profile.id));
    const checkResponse = showsNothingOf([...tasks.map((t) => t.id), venue.name]);
    return { method: 'GET', url, intruderGets: 'own-data-only', anonymousGets, checkResponse, verifyUnchanged };
  };

export const dashboardCases: CrossUserCase[] = [
  {
    name: 'guests.add adds only to the caller’s own wedding',
    setup: async (owner) => {
      const { verifyUnchanged } = await ownerWedding(owner);
      return { ...action('guests.add', { fullName: 'Intruder Guest' }), intruderGets: 'own-data-only', verifyUnchanged };
    },
  },
  {
    name: 'guests.update of another couple’s guest',
    setup: async (owner) => {
      const { guest, verifyUnchanged } = await ownerWedding(owner);
      return { ...action('guests.update', { id: guest.id, fullName: 'Hijacked', rsvp: 'declined', isInvited: true }), verifyUnchanged };
    },
  },
  {
    name: 'guests.remove of another couple’s guest',
    setup: async (owner) => {
      const { guest, verifyUnchanged } = await ownerWedding(owner);
      return { ...action('guests.remove', { id: guest.id }), verifyUnchanged };
    },
  },
  {
    name: 'guests.removeMany of another couple’s guests',
    setup: async (owner) => {
      const { guest, other, verifyUnchanged } = await ownerWedding(owner);
      return { ...action('guests.removeMany', { ids: [guest.id, other.id] }), verifyUnchanged };
    },
  },
  {
    name: 'guests.import imports only into the caller’s own wedding',
    setup: async (owner) => {
      const { verifyUnchanged } = await ownerWedding(owner);
      return { ...action('guests.import', { rows: [{ fullName: 'Imported Intruder' }] }), intruderGets: 'own-data-only', verifyUnchanged };
    },
  },
  {
    name: 'wedding.createProfile never touches another couple’s profile',
    setup: async (owner) => {
      const { verifyUnchanged } = await ownerWedding(owner);
      return { ...action('wedding.createProfile', { userName: 'Intruder', weddingCity: 'Elsewhere' }), intruderGets: 'own-data-only', verifyUnchanged };
    },
  },
  {
    name: 'wedding.updateProfile changes only the caller’s own profile',
    setup: async (owner) => {
      const { verifyUnchanged } = await ownerWedding(owner);
      return { ...action('wedding.updateProfile', { userName: 'Hijacked', weddingDate: '2030-01-01' }), intruderGets: 'own-data-only', verifyUnchanged };
    },
  },
  {
    name: 'wedding.toggleTask of another couple’s task',
    setup: async (owner) => {
      const { task, verifyUnchanged } = await ownerWedding(owner);
      return { ...action('wedding.toggleTask', { id: task.id, isCompleted: true }), verifyUnchanged };
    },
  },
  {
    name: 'wedding.updateTask of another couple’s task',
    setup: async (owner) => {
      const { task, verifyUnchanged } = await ownerWedding(owner);
      return { ...action('wedding.updateTask', { id: task.id, taskName: 'Hijacked', description: null, dueDate: '2020-01-01' }), verifyUnchanged };
    },
  },
  {
    name: 'wedding.deleteTask of another couple’s custom task',
    setup: async (owner) => {
      const { custom, verifyUnchanged } = await ownerWedding(owner);
      return { ...action('wedding.deleteTask', { id: custom.id }), verifyUnchanged };
    },
  },
  {
    name: 'wedding.addTask adds only to the caller’s own wedding',
    setup: async (owner) => {
      const { verifyUnchanged } = await ownerWedding(owner);
      return { ...action('wedding.addTask', { taskName: 'Intruder task', phaseId: 'one-week' }), intruderGets: 'own-data-only', verifyUnchanged };
    },
  },
  {
    name: 'checklist.editItem on another couple’s planning task',
    setup: async (owner) => {
      const { custom, verifyUnchanged } = await ownerWedding(owner);
      return { ...action('checklist.editItem', { id: custom.id, title: 'Hijacked', description: '' }), verifyUnchanged };
    },
  },
  {
    name: 'checklist.removeItem on another couple’s planning task',
    setup: async (owner) => {
      const { custom, verifyUnchanged } = await ownerWedding(owner);
      return { ...action('checklist.removeItem', { id: custom.id }), verifyUnchanged };
    },
  },
  {
    name: 'shortlists.remove of another couple’s shortlist entry',
    setup: async (owner) => {
      const { saved, verifyUnchanged } = await ownerWedding(owner);
      return { ...action('shortlists.remove', { id: saved.id }), verifyUnchanged };
    },
  },
  { name: 'GET /api/guests shows only the caller’s guests', setup: read('/api/guests', [401]) },
  { name: 'GET /api/guests/export exports only the caller’s guests', setup: read('/api/guests/export', [401]) },
  { name: 'GET /api/dashboard/tasks shows only the caller’s tasks', setup: read('/api/dashboard/tasks', [401]) },
  { name: 'GET /api/dashboard/shortlists shows only the caller’s shortlist', setup: read('/api/dashboard/shortlists', [401]) },
  { name: 'GET /api/dashboard/overview shows only the caller’s figures', setup: read('/api/dashboard/overview', [401]) },
  { name: 'the dashboard overview shows only the caller’s wedding', setup: read('/dashboard', [302]) },
  { name: 'the dashboard guest tab shows only the caller’s guests', setup: read('/dashboard?tab=guests', [302]) },
  { name: 'the profile overview shows only the caller’s activity', setup: read('/myprofile', [200]) },
];

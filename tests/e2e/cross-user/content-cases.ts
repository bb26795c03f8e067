// Cross-user cases for the checklist page and idea likes: a second user replays the
// owner's requests; the owner's ticks, custom items and likes must stay as they were.
import { and, eq } from 'drizzle-orm';
import { expect, type APIResponse } from '@playwright/test';
import { e2eDb } from '../fixtures.ts';
import { checklistCustomItems, checklistProgress, ideaLikes } from '../../../src/server/db/schema.ts';
import { callAction, type Actor, type CrossUserCase, type Replay } from './harness.ts';

const SECRET_ITEM = 'Owner secret checklist item';
const LIKED_IDEA = 'udaipur-destination-wedding';

/** The owner's custom item, ticked, plus a snapshot of everything the owner saved. */
async function ownerChecklist(owner: Actor) {
  await callAction(owner, 'checklist.addItem', { phaseId: 'one-week', title: SECRET_ITEM, description: 'private' });
  const [item] = await e2eDb().select().from(checklistCustomItems).where(eq(checklistCustomItems.userId, owner.user.id));
  await callAction(owner, 'checklist.setItem', { itemId: item!.id, completed: true });
  await callAction(owner, 'checklist.setItem', { itemId: 'wedding-day-breakfast', completed: true });
  const snapshot = async () => ({
    items: await e2eDb().select().from(checklistCustomItems).where(eq(checklistCustomItems.userId, owner.user.id)),
    ticks: (await e2eDb().select().from(checklistProgress).where(eq(checklistProgress.userId, owner.user.id))).map((t) => [t.itemId, t.completed]),
  });
  const before = await snapshot();
  return { item: item!, verifyUnchanged: async () => expect(await snapshot()).toEqual(before) };
}

async function showsNothingOfTheOwner(response: APIResponse) {
  if (response.status() >= 300) return;
  expect(await response.text()).not.toContain(SECRET_ITEM);
}

const action = (name: string, data: unknown, extra: Partial<Replay> = {}) => ({ method: 'POST' as const, url: `/_actions/${name}`, data, ...extra });

async function ownerLike(owner: Actor) {
  await callAction(owner, 'ideas.toggleLike', { slug: LIKED_IDEA, liked: true });
  const mine = and(eq(ideaLikes.userId, owner.user.id), eq(ideaLikes.ideaSlug, LIKED_IDEA));
  return { verifyUnchanged: async () => expect(await e2eDb().select().from(ideaLikes).where(mine)).toHaveLength(1) };
}

export const contentCases: CrossUserCase[] = [
  {
    name: "checklist.removeItem on the owner's custom item",
    setup: async (owner) => {
      const { item, verifyUnchanged } = await ownerChecklist(owner);
      return { ...action('checklist.removeItem', { id: item.id }), verifyUnchanged };
    },
  },
  {
    name: "checklist.editItem on the owner's custom item",
    setup: async (owner) => {
      const { item, verifyUnchanged } = await ownerChecklist(owner);
      return { ...action('checklist.editItem', { id: item.id, title: 'Hijacked', description: '' }), verifyUnchanged };
    },
  },
  {
    name: "checklist.setItem on the owner's custom item",
    setup: async (owner) => {
      const { item, verifyUnchanged } = await ownerChecklist(owner);
      return { ...action('checklist.setItem', { itemId: item.id, completed: false }), verifyUnchanged };
    },
  },
  {
    name: 'checklist.setItem on a shared item changes only the caller',
    setup: async (owner) => {
      const { verifyUnchanged } = await ownerChecklist(owner);
      return { ...action('checklist.setItem', { itemId: 'wedding-day-breakfast', completed: false }, { intruderGets: 'own-data-only' }), verifyUnchanged };
    },
  },
  {
    name: 'checklist.addItem adds only to the caller',
    setup: async (owner) => {
      const { verifyUnchanged } = await ownerChecklist(owner);
      return { ...action('checklist.addItem', { phaseId: 'one-week', title: 'Intruder item' }, { intruderGets: 'own-data-only' }), verifyUnchanged };
    },
  },
  {
    name: "GET /api/checklist shows only the caller's checklist",
    setup: async (owner) => {
      const { verifyUnchanged } = await ownerChecklist(owner);
      return {
        method: 'GET',
        url: '/api/checklist',
        intruderGets: [200],
        // Signed out it answers 200 with `{ signedIn: false }` and nothing else.
        anonymousGets: [200],
        checkResponse: showsNothingOfTheOwner,
        verifyUnchanged,
      };
    },
  },
  {
    name: "ideas.toggleLike unliking touches only the caller's like",
    setup: async (owner) => {
      const { verifyUnchanged } = await ownerLike(owner);
      return { ...action('ideas.toggleLike', { slug: LIKED_IDEA, liked: false }, { intruderGets: 'own-data-only' }), verifyUnchanged };
    },
  },
  {
    name: "GET /api/ideas/{slug}/likes reports the caller's own like",
    setup: async (owner) => {
      const { verifyUnchanged } = await ownerLike(owner);
      return {
        method: 'GET',
        url: `/api/ideas/${LIKED_IDEA}/likes`,
        intruderGets: [200],
        anonymousGets: [200],
        checkResponse: async (response) => expect(((await response.json()) as { liked: boolean }).liked).toBe(false),
        verifyUnchanged,
      };
    },
  },
];

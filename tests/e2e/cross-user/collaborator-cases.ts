// Cross-user cases for collaborators: the second signed-in user is made a collaborator of the
// owner's wedding (or of another wedding, or removed) with a role and a side, and replays a
// read or a change it must not make. The signed-out run replays the same request with no session.
import { eq } from 'drizzle-orm';
import { expect, type APIResponse } from '@playwright/test';
import { createUser, e2eDb } from '../fixtures.ts';
import { guests, weddingCollaborators, weddingFunctions, type CollaboratorRole, type WeddingSide } from '../../../src/server/db/schema.ts';
import { givenGuests, givenWeddingProfile } from '../dashboard.helpers.ts';
import type { Actor, CrossUserCase, Replay } from './harness.ts';

const GROOM_GUEST = 'Secret Groom Side Guest';

/** The owner's wedding with a guest of the groom's side, and a snapshot to compare with. */
async function ownerWedding(owner: Actor) {
  const profile = await givenWeddingProfile(owner.user.id);
  const [guest] = await givenGuests(profile.id, [{ fullName: GROOM_GUEST, side: 'groom' }]);
  const snapshot = async () => ({
    guests: await e2eDb().select().from(guests).where(eq(guests.weddingProfileId, profile.id)).orderBy(guests.id),
    functions: await e2eDb().select().from(weddingFunctions).where(eq(weddingFunctions.weddingProfileId, profile.id)),
    people: await e2eDb().select().from(weddingCollaborators).where(eq(weddingCollaborators.weddingProfileId, profile.id)).orderBy(weddingCollaborators.id),
  });
  return { profileId: profile.id, guestId: guest!.id, snapshot };
}

/** `who` given access to the wedding as if it had accepted an invitation. */
async function collaborate(weddingProfileId: string, who: Actor, role: CollaboratorRole, side: WeddingSide) {
  const [row] = await e2eDb()
    .insert(weddingCollaborators)
    .values({ weddingProfileId, email: who.user.email, userId: who.user.id, role, side, expiresAt: new Date(), acceptedAt: new Date() })
    .returning();
  return row!;
}

async function showsNoGroomGuest(response: APIResponse) {
  if (response.status() >= 300) return;
  expect(await response.text()).not.toContain(GROOM_GUEST);
}

/** A case: the intruder (when there is one) joins as `join` says, then replays `replay`. */
function collaboratorCase(
  name: string,
  join: (w: Awaited<ReturnType<typeof ownerWedding>>, intruder: Actor) => Promise<void>,
  replay: (w: Awaited<ReturnType<typeof ownerWedding>>) => Omit<Replay, 'verifyUnchanged'>,
): CrossUserCase {
  return {
    name,
    setup: async (owner, intruder) => {
      const w = await ownerWedding(owner);
      if (intruder) await join(w, intruder);
      const before = await w.snapshot();
      return { ...replay(w), verifyUnchanged: async () => expect(await w.snapshot()).toEqual(before) };
    },
  };
}

const updateGroomGuest = (w: { guestId: string }): Omit<Replay, 'verifyUnchanged'> => ({
  method: 'POST',
  url: '/_actions/guests.update',
  data: { id: w.guestId, fullName: 'Changed by a collaborator' },
  intruderGets: [404],
});
const readGuests: Omit<Replay, 'verifyUnchanged'> = { method: 'GET', url: '/api/guests', intruderGets: 'own-data-only', checkResponse: showsNoGroomGuest };

export const collaboratorCases: CrossUserCase[] = [
  collaboratorCase(
    "a bride's-side family collaborator cannot change a groom's-side guest",
    async (w, intruder) => void (await collaborate(w.profileId, intruder, 'family', 'bride')),
    updateGroomGuest,
  ),
  collaboratorCase(
    "a bride's-side family collaborator cannot read the groom's side's guests",
    async (w, intruder) => void (await collaborate(w.profileId, intruder, 'family', 'bride')),
    () => readGuests,
  ),
  collaboratorCase(
    "a bride's-side family collaborator cannot delete a groom's-side guest",
    async (w, intruder) => void (await collaborate(w.profileId, intruder, 'family', 'bride')),
    (w) => ({ method: 'POST', url: '/_actions/guests.removeMany', data: { ids: [w.guestId] }, intruderGets: [404] }),
  ),
  collaboratorCase(
    'a viewer cannot write',
    async (w, intruder) => void (await collaborate(w.profileId, intruder, 'viewer', 'both')),
    () => ({ method: 'POST', url: '/_actions/functions.add', data: { name: 'Viewer Sangeet' }, intruderGets: [403] }),
  ),
  {
    name: "a family collaborator cannot remove the couple's people",
    setup: async (owner, intruder) => {
      const w = await ownerWedding(owner);
      // The co-planner the intruder tries to remove (there is one in the signed-out run too).
      const coPlanner = await createUser();
      const target = await collaborate(w.profileId, { user: coPlanner, request: owner.request }, 'co-planner', 'groom');
      if (intruder) await collaborate(w.profileId, intruder, 'family', 'bride');
      const before = await w.snapshot();
      return {
        method: 'POST',
        url: '/dashboard/people',
        form: { intent: 'remove', id: target.id },
        intruderGets: [400],
        anonymousGets: [302],
        verifyUnchanged: async () => expect(await w.snapshot()).toEqual(before),
      };
    },
  },
  collaboratorCase(
    'a removed collaborator gets nothing',
    async (w, intruder) => {
      const row = await collaborate(w.profileId, intruder, 'co-planner', 'both');
      await e2eDb().delete(weddingCollaborators).where(eq(weddingCollaborators.id, row.id));
    },
    updateGroomGuest,
  ),
  collaboratorCase(
    'a removed collaborator reads nothing',
    async (w, intruder) => {
      const row = await collaborate(w.profileId, intruder, 'co-planner', 'both');
      await e2eDb().delete(weddingCollaborators).where(eq(weddingCollaborators.id, row.id));
    },
    () => readGuests,
  ),
  collaboratorCase(
    "another wedding's collaborator gets nothing",
    async (_w, intruder) => {
      const otherCouple = await createUser();
      const other = await givenWeddingProfile(otherCouple.id);
      await collaborate(other.id, intruder, 'co-planner', 'both');
    },
    updateGroomGuest,
  ),
];

import { defineAction } from 'astro:actions';
import { db } from '../../../server/db/index.ts';
import { requireUser } from '../../../server/auth/guards.ts';
import { asAction } from '../../../server/action-errors.ts';
import { linkDeps } from './link-deps.server.ts';
import {
  householdIdInput,
  householdInput,
  householdUpdateInput,
  mergeHouseholdsInput,
  moveGuestsInput,
  setChildInput,
  setInvitesInput,
} from './households.schema.ts';
import { createHousehold, deleteHousehold, updateHousehold } from './households.server.ts';
import { mergeHouseholds, moveGuests, setGuestChild, setInvites } from './household-members.server.ts';
import { markRepliesSeen, regenerateLink } from './household-links.server.ts';
import { actorOf } from '../activity/activity.server.ts';

export const households = {
  create: defineAction({
    input: householdInput,
    handler: async (input, { locals }) => {
      const user = requireUser(locals);
      return asAction(() => createHousehold(db, user.id, input, actorOf(user)));
    },
  }),
  update: defineAction({
    input: householdUpdateInput,
    handler: async ({ id, ...values }, { locals }) => {
      const user = requireUser(locals);
      await asAction(() => updateHousehold(db, user.id, id, values, actorOf(user)));
      return { id };
    },
  }),
  remove: defineAction({
    input: householdIdInput,
    handler: async ({ id }, { locals }) => {
      const user = requireUser(locals);
      await asAction(() => deleteHousehold(db, user.id, id, actorOf(user)));
      return { id };
    },
  }),
  moveGuests: defineAction({
    input: moveGuestsInput,
    handler: async ({ guestIds, householdId }, { locals }) => {
      const user = requireUser(locals);
      await asAction(() => moveGuests(db, user.id, guestIds, householdId, actorOf(user)));
      return { moved: guestIds.length };
    },
  }),
  merge: defineAction({
    input: mergeHouseholdsInput,
    handler: async ({ targetId, sourceIds }, { locals }) => {
      const user = requireUser(locals);
      await asAction(() => mergeHouseholds(db, user.id, targetId, sourceIds, actorOf(user)));
      return { id: targetId };
    },
  }),
  setInvites: defineAction({
    input: setInvitesInput,
    handler: async ({ functionId, householdIds, invited }, { locals }) => {
      const user = requireUser(locals);
      await asAction(() => setInvites(db, user.id, functionId, householdIds, invited));
      return { count: householdIds.length };
    },
  }),
  setChild: defineAction({
    input: setChildInput,
    handler: async ({ guestId, isChild }, { locals }) => {
      const user = requireUser(locals);
      await asAction(() => setGuestChild(db, user.id, guestId, isChild));
      return { guestId, isChild };
    },
  }),
  regenerateLink: defineAction({
    input: householdIdInput,
    handler: async ({ id }, { locals }) => {
      const user = requireUser(locals);
      const deps = await linkDeps();
      return asAction(() => regenerateLink(db, user.id, id, deps));
    },
  }),
  markRepliesSeen: defineAction({
    handler: async (_input, { locals }) => {
      const user = requireUser(locals);
      await asAction(() => markRepliesSeen(db, user.id));
      return { ok: true };
    },
  }),
};

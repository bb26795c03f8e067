import { ActionError, defineAction } from 'astro:actions';
import { db } from '../../../server/db/index.ts';
import { requireUser } from '../../../server/auth/guards.ts';
import { asAction } from '../../../server/action-errors.ts';
import { consumeRateLimit } from '../../../server/rate-limit.ts';
import { findImportDuplicates, GUEST_IMPORT_CALLS_PER_HOUR, guestMessages } from './guests.ts';
import { guestIdInput, guestIdsInput, guestImportInput, guestInput, guestUpdateInput, validateGuestRows } from './guests.schema.ts';
import { addGuest, deleteGuests, guestIdentities, importGuests, updateGuest } from './guests.server.ts';
import { actorOf } from '../activity/activity.server.ts';

export const guests = {
  add: defineAction({
    input: guestInput,
    handler: async (input, { locals }) => {
      const user = requireUser(locals);
      return asAction(() => addGuest(db, user.id, input, actorOf(user)));
    },
  }),
  update: defineAction({
    input: guestUpdateInput,
    handler: async ({ id, ...changes }, { locals }) => {
      const user = requireUser(locals);
      return asAction(() => updateGuest(db, user.id, id, changes, actorOf(user)));
    },
  }),
  remove: defineAction({
    input: guestIdInput,
    handler: async ({ id }, { locals }) => {
      const user = requireUser(locals);
      return { deleted: await asAction(() => deleteGuests(db, user.id, [id], actorOf(user))) };
    },
  }),
  removeMany: defineAction({
    input: guestIdsInput,
    handler: async ({ ids }, { locals }) => {
      const user = requireUser(locals);
      return { deleted: await asAction(() => deleteGuests(db, user.id, ids, actorOf(user))) };
    },
  }),
  import: defineAction({
    input: guestImportInput,
    handler: async ({ rows, dryRun }, { locals }) => {
      const user = requireUser(locals);
      const limit = await consumeRateLimit(db, `guests:import:${user.id}`, GUEST_IMPORT_CALLS_PER_HOUR, 60 * 60 * 1000);
      if (!limit.allowed) throw new ActionError({ code: 'TOO_MANY_REQUESTS', message: guestMessages.tooManyImports });
      // All or nothing: one bad row and nothing is stored; every row's problems come back.
      const { guests: list, errors, parsed } = validateGuestRows(rows);
      // The check before importing also names the rows that would list someone twice.
      if (dryRun) return { errors, imported: [], duplicates: findImportDuplicates(await guestIdentities(db, user.id), parsed) };
      if (errors.length) return { errors, imported: [], duplicates: [] };
      return { errors, imported: await asAction(() => importGuests(db, user.id, list, actorOf(user))), duplicates: [] };
    },
  }),
};

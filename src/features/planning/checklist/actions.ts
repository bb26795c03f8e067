import { defineAction } from 'astro:actions';
import { db } from '../../../server/db/index.ts';
import { requireUser } from '../../../server/auth/guards.ts';
import { asAction } from '../../../server/action-errors.ts';
import { addCustomItem, editCustomItem, removeCustomItem, setChecklistItem } from './checklist.server.ts';
import { addItemInput, editItemInput, removeItemInput, setItemInput } from './checklist.schema.ts';

export const checklist = {
  setItem: defineAction({
    input: setItemInput,
    handler: async ({ itemId, completed }, { locals }) => {
      const user = requireUser(locals);
      return asAction(() => setChecklistItem(db, user.id, itemId, completed));
    },
  }),
  addItem: defineAction({
    input: addItemInput,
    handler: async (input, { locals }) => {
      const user = requireUser(locals);
      return asAction(() => addCustomItem(db, user.id, input));
    },
  }),
  editItem: defineAction({
    input: editItemInput,
    handler: async (input, { locals }) => {
      const user = requireUser(locals);
      return asAction(() => editCustomItem(db, user.id, input));
    },
  }),
  removeItem: defineAction({
    input: removeItemInput,
    handler: async ({ id }, { locals }) => {
      const user = requireUser(locals);
      await asAction(() => removeCustomItem(db, user.id, id));
      return { removed: true };
    },
  }),
};

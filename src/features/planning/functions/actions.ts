import { defineAction } from 'astro:actions';
import { db } from '../../../server/db/index.ts';
import { requireUser } from '../../../server/auth/guards.ts';
import { asAction } from '../../../server/action-errors.ts';
import { defaultFunctionsInput, functionIdInput, functionInput, functionOrderInput, functionUpdateInput } from './functions.schema.ts';
import { addDefaultFunctions, createFunction, deleteFunction, reorderFunctions, updateFunction } from './functions.server.ts';

export const functions = {
  add: defineAction({
    input: functionInput,
    handler: async (input, { locals }) => {
      const user = requireUser(locals);
      return asAction(() => createFunction(db, user.id, input));
    },
  }),
  update: defineAction({
    input: functionUpdateInput,
    handler: async ({ id, ...values }, { locals }) => {
      const user = requireUser(locals);
      return asAction(() => updateFunction(db, user.id, id, values));
    },
  }),
  remove: defineAction({
    input: functionIdInput,
    handler: async ({ id }, { locals }) => {
      const user = requireUser(locals);
      await asAction(() => deleteFunction(db, user.id, id));
      return { deleted: id };
    },
  }),
  reorder: defineAction({
    input: functionOrderInput,
    handler: async ({ ids }, { locals }) => {
      const user = requireUser(locals);
      await asAction(() => reorderFunctions(db, user.id, ids));
      return { ids };
    },
  }),
  addDefaults: defineAction({
    input: defaultFunctionsInput,
    handler: async ({ names }, { locals }) => {
      const user = requireUser(locals);
      await asAction(() => addDefaultFunctions(db, user.id, names));
      return { added: names.length };
    },
  }),
};

import { ActionError, defineAction } from 'astro:actions';
import { db } from '../../../server/db/index.ts';
import { requireUser } from '../../../server/auth/guards.ts';
import { asAction } from '../../../server/action-errors.ts';
import { weddingMessages } from './wedding.ts';
import { taskAddInput, taskDeleteInput, taskToggleInput, taskUpdateInput, weddingProfileCreateInput, weddingProfileInput } from './wedding.schema.ts';
import { addPlanningTask, createWeddingProfile, deletePlanningTask, updatePlanningTask, updateWeddingProfile } from './wedding.server.ts';

export const wedding = {
  createProfile: defineAction({
    input: weddingProfileCreateInput,
    handler: async (input, { locals }) => {
      if (!locals.user) throw new ActionError({ code: 'UNAUTHORIZED', message: weddingMessages.signInToCreate });
      const user = locals.user;
      return asAction(() => createWeddingProfile(db, user.id, { ...input, userName: input.userName ?? user.name }));
    },
  }),
  updateProfile: defineAction({
    input: weddingProfileInput,
    handler: async (input, { locals }) => {
      const user = requireUser(locals);
      return asAction(() => updateWeddingProfile(db, user.id, input));
    },
  }),
  toggleTask: defineAction({
    input: taskToggleInput,
    handler: async ({ id, isCompleted }, { locals }) => {
      const user = requireUser(locals);
      return asAction(() => updatePlanningTask(db, user.id, id, { isCompleted }));
    },
  }),
  updateTask: defineAction({
    input: taskUpdateInput,
    handler: async ({ id, ...changes }, { locals }) => {
      const user = requireUser(locals);
      return asAction(() => updatePlanningTask(db, user.id, id, changes));
    },
  }),
  addTask: defineAction({
    input: taskAddInput,
    handler: async (input, { locals }) => {
      const user = requireUser(locals);
      return asAction(() => addPlanningTask(db, user.id, input));
    },
  }),
  deleteTask: defineAction({
    input: taskDeleteInput,
    handler: async ({ id }, { locals }) => {
      const user = requireUser(locals);
      await asAction(() => deletePlanningTask(db, user.id, id));
      return { deleted: true };
    },
  }),
};

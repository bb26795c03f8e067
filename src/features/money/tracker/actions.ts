import { ActionError, defineAction } from 'astro:actions';
import { db } from '../../../server/db/index.ts';
import { requireUser } from '../../../server/auth/guards.ts';
import { asAction } from '../../../server/action-errors.ts';
import type { Season } from '../calculator/budget.ts';
import { budgetMessages } from './budget-tracker.ts';
import { calculatorPlanInput, itemIdInput, itemInput, itemUpdateInput, planInput } from './budget-tracker.schema.ts';
import { addItem, markItemPaid, removeItem, savePlan, savePlanFromCalculator, updateItem } from './budget-tracker.server.ts';
import { actorOf } from '../../planning/index.server.ts';

export const budget = {
  savePlan: defineAction({
    input: planInput,
    handler: async (plan, { locals }) => {
      const user = requireUser(locals);
      return asAction(() => savePlan(db, user.id, plan));
    },
  }),
  usePlan: defineAction({
    input: calculatorPlanInput,
    handler: async ({ total, season }, { locals }) => {
      const user = requireUser(locals);
      if (user.role !== 'customer')
        throw new ActionError({
          code: 'FORBIDDEN',
          message: budgetMessages.couplesOnly,
        });
      return asAction(() => savePlanFromCalculator(db, user, total, season as Season));
    },
  }),
  addItem: defineAction({
    input: itemInput,
    handler: async (input, { locals }) => {
      const user = requireUser(locals);
      return asAction(() => addItem(db, user.id, input, actorOf(user)));
    },
  }),
  updateItem: defineAction({
    input: itemUpdateInput,
    handler: async ({ id, ...values }, { locals }) => {
      const user = requireUser(locals);
      return asAction(() => updateItem(db, user.id, id, values, actorOf(user)));
    },
  }),
  removeItem: defineAction({
    input: itemIdInput,
    handler: async ({ id }, { locals }) => {
      const user = requireUser(locals);
      await asAction(() => removeItem(db, user.id, id, actorOf(user)));
      return { deleted: id };
    },
  }),
  markPaid: defineAction({
    input: itemIdInput,
    handler: async ({ id }, { locals }) => {
      const user = requireUser(locals);
      return asAction(() => markItemPaid(db, user.id, id, actorOf(user)));
    },
  }),
};

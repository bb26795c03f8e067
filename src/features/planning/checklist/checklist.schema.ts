import { z } from 'astro/zod';
import { checklistPhases } from '../wedding/phases.ts';
import { CUSTOM_DESCRIPTION_MAX, CUSTOM_TITLE_MAX, checklistMessages } from './checklist.ts';
import { optionalDate } from '../wedding/wedding.schema.ts';

const phaseIds = checklistPhases.map((phase) => phase.id) as [string, ...string[]];

export const setItemInput = z.object({
  itemId: z.string().min(1).max(100),
  completed: z.boolean(),
});

const title = z
  .string({ message: checklistMessages.titleRequired })
  .trim()
  .min(1, checklistMessages.titleRequired)
  .max(CUSTOM_TITLE_MAX, checklistMessages.titleTooLong);
const description = z.string().trim().max(CUSTOM_DESCRIPTION_MAX, checklistMessages.descriptionTooLong).default('');
/**
 * Kept with a wedding profile's tasks (left out: a new item is dated with its phase, an edited
 * one keeps its date; null: no date); without a profile there is nowhere to keep it.
 */
const dueDate = optionalDate('Due date').optional();

export const addItemInput = z.object({
  phaseId: z.enum(phaseIds, { message: 'Choose a phase' }),
  title,
  description,
  dueDate,
});

export const editItemInput = z.object({
  id: z.string().min(1).max(100),
  title,
  description,
  dueDate,
});

export const removeItemInput = z.object({
  id: z.string().min(1).max(100),
});

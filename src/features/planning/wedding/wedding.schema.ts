// Input schemas for the wedding profile and planning tasks, used by the actions.
import { z } from 'astro/zod';
import { EVENT_TYPES, WEDDING_LIMITS, weddingMessages } from './wedding.ts';
import { isIsoDate } from '../../../lib/dates.ts';
import { todayInIndia } from '../../../lib/dates.ts';
import { DEFAULT_FUNCTION_NAMES } from './functions.ts';
import { checklistPhases } from './phases.ts';

const checklistPhaseIds = checklistPhases.map((phase) => phase.id) as [string, ...string[]];

export const optionalDate = (label: string) =>
  z
    .string({ message: `${label} must be a date` })
    .trim()
    .nullish()
    .transform((v, ctx) => {
      if (!v) return null;
      if (!isIsoDate(v)) {
        ctx.addIssue({ code: 'custom', message: `${label} must be a valid date` });
        return z.NEVER;
      }
      return v;
    });

const name = (label: string) =>
  z
    .string({ message: `${label} must be text` })
    .trim()
    .max(WEDDING_LIMITS.name, `${label} must be at most ${WEDDING_LIMITS.name} characters`)
    .default('');

/** Budget as typed in the form ('' → none, '12,50,000.50' → 1250000.5) or a number. */
const budget = z
  .union([z.string(), z.number(), z.null()], { message: weddingMessages.budgetNotNumber })
  .optional()
  .transform((v, ctx) => {
    if (v === undefined || v === null) return null;
    const text = String(v).replaceAll(',', '').trim();
    if (text === '') return null;
    if (!/^\d+(\.\d+)?$/.test(text)) {
      ctx.addIssue({ code: 'custom', message: weddingMessages.budgetNotNumber });
      return z.NEVER;
    }
    const n = Number(text);
    if (n > WEDDING_LIMITS.budget) {
      ctx.addIssue({ code: 'custom', message: weddingMessages.budgetTooLarge });
      return z.NEVER;
    }
    return n;
  });

/** A wedding date from today on (in India). */
const weddingDate = optionalDate('Wedding date').refine((v) => v === null || v >= todayInIndia(), {
  message: weddingMessages.dateInPast,
});

export const weddingProfileInput = z.object({
  // Left out, a new profile takes the account's name and an update keeps the stored one; sent
  // blank, it is refused. Optional so that a signed-out caller hears that first (the handler).
  userName: z
    .string({ message: 'Your name must be text' })
    .trim()
    .max(WEDDING_LIMITS.name, `Your name must be at most ${WEDDING_LIMITS.name} characters`)
    .optional()
    .refine((v) => v === undefined || v.length > 0, { message: weddingMessages.nameRequired }),
  partnerName: name('Partner name'),
  weddingCity: z
    .string({ message: 'Wedding city must be text' })
    .trim()
    .max(WEDDING_LIMITS.city, `Wedding city must be at most ${WEDDING_LIMITS.city} characters`)
    .default(''),
  weddingDate,
  eventType: z.enum(EVENT_TYPES, { message: 'Choose wedding, engagement, reception or other' }).default('wedding'),
  budget,
  rsvpDeadline: optionalDate('RSVP deadline'),
});
export type WeddingProfileInput = z.input<typeof weddingProfileInput>;
export type WeddingProfileValues = z.output<typeof weddingProfileInput>;

/** A new profile also names which of the usual functions to plan (all of them when not said). */
export const weddingProfileCreateInput = weddingProfileInput.extend({
  functions: z
    .array(z.enum(DEFAULT_FUNCTION_NAMES, { message: 'Choose from the usual functions' }))
    .max(DEFAULT_FUNCTION_NAMES.length)
    .optional()
    .transform((v) => v ?? [...DEFAULT_FUNCTION_NAMES]),
});
export type WeddingProfileCreateValues = z.output<typeof weddingProfileCreateInput>;

export const taskToggleInput = z.object({ id: z.string().min(1).max(64), isCompleted: z.boolean() });
const taskFields = {
  taskName: z
    .string({ message: weddingMessages.taskNameRequired })
    .trim()
    .min(1, weddingMessages.taskNameRequired)
    .max(WEDDING_LIMITS.taskName, `Task name must be at most ${WEDDING_LIMITS.taskName} characters`),
  description: z
    .string()
    .trim()
    .max(WEDDING_LIMITS.taskDescription, `Description must be at most ${WEDDING_LIMITS.taskDescription} characters`)
    .nullish()
    .transform((v) => (v ? v : null)),
  dueDate: optionalDate('Due date'),
};
export const taskUpdateInput = z.object({ id: z.string().min(1).max(64), ...taskFields });
export const taskAddInput = z.object({
  ...taskFields,
  phaseId: z
    .enum(checklistPhaseIds, { message: 'Choose a phase' })
    .nullish()
    .or(z.literal('').transform(() => null))
    .transform((v) => v ?? null),
});
export const taskDeleteInput = z.object({ id: z.string().min(1).max(64) });
export type TaskUpdateInput = z.input<typeof taskUpdateInput>;

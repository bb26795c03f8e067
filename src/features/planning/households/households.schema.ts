// Input schemas for households, used by the actions (the server validates every write).
import { z } from 'astro/zod';
import { HOUSEHOLD_LIMITS } from './households.ts';
import { LOCALES } from '../../../i18n/locales.ts';
import { SIDES } from '../wedding/sides.ts';

const id = z.string().min(1).max(64);
const ids = (max: number = HOUSEHOLD_LIMITS.bulk) => z.array(id).min(1).max(max);

const allowance = z.union([z.string(), z.number()], { message: 'People must be a whole number' }).transform((v, ctx) => {
  const text = String(v).trim();
  if (!/^\d+$/.test(text) || Number(text) < 1 || Number(text) > HOUSEHOLD_LIMITS.allowance) {
    ctx.addIssue({ code: 'custom', message: `People must be a whole number from 1 to ${HOUSEHOLD_LIMITS.allowance}` });
    return z.NEVER;
  }
  return Number(text);
});

const householdFields = {
  name: z
    .string({ message: 'Household name is required' })
    .trim()
    .min(1, 'Household name is required')
    .max(HOUSEHOLD_LIMITS.name, `Household name must be at most ${HOUSEHOLD_LIMITS.name} characters`),
  phone: z
    .string({ message: 'Phone must be text' })
    .trim()
    .max(HOUSEHOLD_LIMITS.phone, `Phone must be at most ${HOUSEHOLD_LIMITS.phone} characters`)
    .refine((v) => v === '' || /^[+\d][\d\s()-]*$/.test(v), 'Enter a phone number such as +91 98200 12345')
    .nullish()
    .transform((v) => (v ? v : null)),
  allowance,
  /** The language of the household's RSVP page and invitation; left out: the couple's language (on create) or as it was. */
  locale: z.enum(LOCALES).optional(),
  /** Whose family it is; left out: both sides (on create) or as it was. The people the form names get it too. */
  side: z.enum(SIDES, { message: "Side must be Bride's side, Groom's side or Both sides" }).optional(),
  /**
   * The people of the household, one name per line: each becomes a guest of it (on the guest
   * list, the RSVP page and the counts). On an edit, names added to those it already has.
   */
  memberNames: z
    .string({ message: 'Names must be text' })
    .max(HOUSEHOLD_LIMITS.allowance * (HOUSEHOLD_LIMITS.name + 2), 'Too many names')
    .optional()
    .transform((v, ctx) => {
      const names = (v ?? '')
        .split(/\r?\n/)
        .map((n) => n.trim().replace(/\s+/g, ' '))
        .filter(Boolean);
      if (names.length > HOUSEHOLD_LIMITS.allowance) {
        ctx.addIssue({ code: 'custom', message: `Name at most ${HOUSEHOLD_LIMITS.allowance} people` });
        return z.NEVER;
      }
      if (names.some((n) => n.length > HOUSEHOLD_LIMITS.name)) {
        ctx.addIssue({ code: 'custom', message: `A name can be at most ${HOUSEHOLD_LIMITS.name} characters` });
        return z.NEVER;
      }
      return names;
    }),
};

export const householdInput = z.object(householdFields);
export type HouseholdInput = z.input<typeof householdInput>;
export type HouseholdValues = z.output<typeof householdInput>;

export const householdUpdateInput = z.object({ id, ...householdFields });
export const householdIdInput = z.object({ id });
/** Moves guests into a household (all of them or none); null: each into a household of its own. */
export const moveGuestsInput = z.object({ guestIds: ids(), householdId: id.nullable() });
/** Merges the `sourceIds` households into `targetId`: their guests, invitations and replies. */
export const mergeHouseholdsInput = z.object({ targetId: id, sourceIds: ids() });
/** Invites (or uninvites) households to one function. */
export const setInvitesInput = z.object({ functionId: id, householdIds: ids(), invited: z.boolean() });
export const setChildInput = z.object({ guestId: id, isChild: z.boolean() });

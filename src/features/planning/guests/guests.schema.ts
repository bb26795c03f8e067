// Input schemas for guests, used by the actions (the server validates every write).
import { z } from 'astro/zod';
import { isPhoneNumber, ruleMessages } from '../../../lib/rules.ts';
import { isEmailAddress, optionalTextField } from '../../../lib/rules.schema.ts';
import { GUEST_IMPORT_MAX, GUEST_LIMITS, RSVP_VALUES } from './guests.ts';
import { MEAL_OPTIONS } from '../wedding/functions.ts';
import { SIDES } from '../wedding/sides.ts';

/** Table number from a form ('' → none, '12' → 12) or a number. */
const tableNumberField = z.union([z.string(), z.number(), z.null()], { message: 'Table number must be a whole number' }).transform((v, ctx) => {
  if (v === null) return null;
  const text = String(v).trim();
  if (text === '') return null;
  if (!/^\d+$/.test(text)) {
    ctx.addIssue({ code: 'custom', message: 'Table number must be a whole number' });
    return z.NEVER;
  }
  const n = Number(text);
  if (n < 1 || n > GUEST_LIMITS.table) {
    ctx.addIssue({ code: 'custom', message: `Table number must be between 1 and ${GUEST_LIMITS.table}` });
    return z.NEVER;
  }
  return n;
});

const guestFieldShape = {
  fullName: z
    .string({ message: 'Full Name is required' })
    .trim()
    .min(1, 'Full Name is required')
    .max(GUEST_LIMITS.fullName, `Full Name must be at most ${GUEST_LIMITS.fullName} characters`),
  email: optionalTextField(GUEST_LIMITS.email, 'Email').refine((v) => v === null || isEmailAddress(v), ruleMessages.email),
  phone: optionalTextField(GUEST_LIMITS.phone, 'Phone').refine((v) => v === null || isPhoneNumber(v), ruleMessages.phone),
  address: optionalTextField(GUEST_LIMITS.address, 'Address'),
  isInvited: z.boolean({ message: 'Invited must be yes or no' }).default(false),
  rsvp: z.enum(RSVP_VALUES, { message: 'RSVP must be Awaiting, Confirmed or Declined' }).default('awaiting'),
  mealPreference: z
    .enum(MEAL_OPTIONS, { message: 'Meal must be Vegetarian, Non-vegetarian, Vegan or Jain' })
    .nullish()
    .transform((v) => v ?? null),
  tableNumber: tableNumberField.optional().transform((v) => v ?? null),
  notes: optionalTextField(GUEST_LIMITS.notes, 'Notes'),
  side: z.enum(SIDES, { message: "Side must be Bride's side, Groom's side or Both sides" }).default('both'),
};

/** A whole guest, as the add form and the import send it. */
export const guestInput = z.object(guestFieldShape);
export type GuestInput = z.input<typeof guestInput>;
export type GuestValues = z.output<typeof guestInput>;

/** An edit: the guest's id and only the fields that changed. */
export const guestUpdateInput = z
  .object({
    id: z.string().min(1).max(64),
    fullName: guestFieldShape.fullName.optional(),
    email: guestFieldShape.email.optional(),
    phone: guestFieldShape.phone.optional(),
    address: guestFieldShape.address.optional(),
    isInvited: z.boolean({ message: 'Invited must be yes or no' }).optional(),
    rsvp: z.enum(RSVP_VALUES, { message: 'RSVP must be Awaiting, Confirmed or Declined' }).optional(),
    mealPreference: guestFieldShape.mealPreference.optional(),
    tableNumber: tableNumberField.optional(),
    notes: guestFieldShape.notes.optional(),
    side: z.enum(SIDES, { message: "Side must be Bride's side, Groom's side or Both sides" }).optional(),
  })
  .strict();

export const guestIdsInput = z.object({ ids: z.array(z.string().min(1).max(64)).min(1).max(GUEST_IMPORT_MAX) });
export const guestIdInput = z.object({ id: z.string().min(1).max(64) });
/** Rows of an import, checked one by one so each row's problems can be shown. */
export const guestImportInput = z.object({
  rows: z.array(z.unknown()).min(1).max(GUEST_IMPORT_MAX, `A file can hold at most ${GUEST_IMPORT_MAX} guests.`),
  dryRun: z.boolean().default(false),
});

export type RowErrors = { index: number; messages: string[] }[];

/**
 * Validates every row; the guests come back only when all rows are valid, and `parsed` holds
 * each row's values (null for an invalid row).
 */
export function validateGuestRows(rows: readonly unknown[]): { guests: GuestValues[]; errors: RowErrors; parsed: (GuestValues | null)[] } {
  const errors: RowErrors = [];
  const parsed = rows.map((row, index) => {
    const result = guestInput.safeParse(row);
    if (result.success) return result.data;
    errors.push({ index, messages: result.error.issues.map((issue) => issue.message) });
    return null;
  });
  return { guests: errors.length ? [] : (parsed as GuestValues[]), errors, parsed };
}

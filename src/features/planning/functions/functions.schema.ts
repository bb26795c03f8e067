// Input schemas for functions, used by the actions (the server validates every write).
import { z } from 'astro/zod';
import { optionalTextField } from '../../../lib/rules.schema.ts';
import { isIsoDate } from '../../../lib/dates.ts';
import { DEFAULT_FUNCTION_NAMES, FUNCTION_LIMITS, functionMessages } from '../wedding/functions.ts';

const id = z.string().min(1).max(64);

const optionalDate = z
  .string({ message: 'Date must be a date' })
  .trim()
  .nullish()
  .transform((v, ctx) => {
    if (!v) return null;
    if (!isIsoDate(v)) {
      ctx.addIssue({ code: 'custom', message: 'Date must be a valid date' });
      return z.NEVER;
    }
    return v;
  });

const optionalTime = z
  .string({ message: 'Start time must be a time' })
  .trim()
  .nullish()
  .transform((v, ctx) => {
    if (!v) return null;
    const match = /^([01]\d|2[0-3]):([0-5]\d)(:00)?$/.exec(v);
    if (!match) {
      ctx.addIssue({ code: 'custom', message: 'Start time must be a time such as 19:30' });
      return z.NEVER;
    }
    return `${match[1]}:${match[2]}`;
  });

const functionFields = {
  name: z
    .string({ message: functionMessages.nameRequired })
    .trim()
    .min(1, functionMessages.nameRequired)
    .max(FUNCTION_LIMITS.name, `Name must be at most ${FUNCTION_LIMITS.name} characters`),
  date: optionalDate,
  startTime: optionalTime,
  /** A venue of the couple's shortlist; the server checks it and takes its name. */
  venueId: z.coerce
    .number({ message: 'Choose a venue from your shortlist' })
    .int()
    .positive()
    .nullish()
    .transform((v) => v ?? null),
  venueName: optionalTextField(FUNCTION_LIMITS.venueName, 'Venue'),
  address: optionalTextField(FUNCTION_LIMITS.address, 'Address'),
  dressCode: optionalTextField(FUNCTION_LIMITS.dressCode, 'Dress code'),
  /** "Show on the wedding website"; left out, a new function is private and an edit keeps what it was. */
  isPublic: z.boolean({ message: 'Choose whether the function shows on the wedding website' }).optional(),
};

export const functionInput = z.object(functionFields);
export type FunctionInput = z.input<typeof functionInput>;
export type FunctionValues = z.output<typeof functionInput>;

export const functionUpdateInput = z.object({ id, ...functionFields });
export const functionIdInput = z.object({ id });
/** Every function of the wedding, in the order the couple wants among those on the same day. */
export const functionOrderInput = z.object({ ids: z.array(id).min(1).max(FUNCTION_LIMITS.perWedding) });
export const defaultFunctionsInput = z.object({
  names: z.array(z.enum(DEFAULT_FUNCTION_NAMES, { message: 'Choose from the usual functions' })).max(DEFAULT_FUNCTION_NAMES.length),
});

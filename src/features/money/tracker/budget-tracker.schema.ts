// Input schemas of the budget tracker's actions: every amount is a whole number of rupees
// from 0 to ₹1,000 crore, typed with or without Indian grouping ("1,50,000").
import { z } from 'astro/zod';
import { SEASONS, TOTAL_BUDGET } from '../calculator/budget.ts';
import { optionalTextField } from '../../../lib/rules.schema.ts';
import { optionalDate } from '../../planning/index.server.ts';
import { parseListingRef } from '../../../lib/listing-ref.ts';
import { BUDGET_LIMITS, budgetMessages, CATEGORY_KEYS, type CategoryKey } from './budget-tracker.ts';
import { COST_PAYER_KEYS, EVEN_SHARE, SIDE_PAYER_KEYS } from './sides.ts';

/** An amount in rupees; `empty` is what a blank field means (null: it must be filled). */
export const amount = (label: string, empty: number | null) =>
  z
    .union([z.string(), z.number(), z.null()], {
      message: `${label} must be a whole number of rupees`,
    })
    .optional()
    .transform((v, ctx) => {
      const text = v === undefined || v === null ? '' : String(v).replace(/[₹,\s]/g, '');
      if (text === '') {
        if (empty !== null) return empty;
        ctx.addIssue({
          code: 'custom',
          message: `Enter ${label.toLowerCase()}`,
        });
        return z.NEVER;
      }
      if (/^-\d+(\.\d+)?$/.test(text)) {
        ctx.addIssue({
          code: 'custom',
          message: `${label} cannot be negative`,
        });
        return z.NEVER;
      }
      if (!/^\d+$/.test(text)) {
        ctx.addIssue({
          code: 'custom',
          message: `${label} must be a whole number of rupees`,
        });
        return z.NEVER;
      }
      const n = Number(text);
      if (n > BUDGET_LIMITS.amount) {
        ctx.addIssue({
          code: 'custom',
          message: `${label} can be at most ₹1,000 crore`,
        });
        return z.NEVER;
      }
      return n;
    });

const id = z.string().min(1).max(64);

/** The plan: one amount per category, each a field of its own so errors sit beside it. */
export const planInput = z.object(
  Object.fromEntries(CATEGORY_KEYS.map((key) => [key, amount('Amount', null)])) as Record<CategoryKey, ReturnType<typeof amount>>,
);
export type PlanInput = z.input<typeof planInput>;

/** "Save to my budget" from the home page calculator: the server works the plan out the calculator's way. */
export const calculatorPlanInput = z.object({
  total: z.number({ message: 'Total budget must be a number' }).int().min(TOTAL_BUDGET.min).max(TOTAL_BUDGET.max),
  season: z.enum(SEASONS.map((s) => s.id) as [string, ...string[]], {
    message: 'Choose a season',
  }),
});

/** A listing on Mandap, as `venue-12` or `vendor-5`. */
const business = z
  .string()
  .nullish()
  .transform((v, ctx) => {
    if (!v) return null;
    const listing = parseListingRef(v);
    if (!listing) {
      ctx.addIssue({
        code: 'custom',
        message: budgetMessages.businessNotFound,
      });
      return z.NEVER;
    }
    return listing;
  });

/** The bride's side's share of a shared line in percent, typed or sent as a number; blank is half each. */
const brideShare = z
  .union([z.string(), z.number(), z.null()], { message: budgetMessages.shareRange })
  .optional()
  .transform((v, ctx) => {
    const text = v === undefined || v === null ? '' : String(v).replace(/[%\s]/g, '');
    if (text === '') return EVEN_SHARE;
    const n = Number(text);
    if (!/^\d+$/.test(text) || n > 100) {
      ctx.addIssue({ code: 'custom', message: budgetMessages.shareRange });
      return z.NEVER;
    }
    return n;
  });

const itemFields = {
  category: z.enum(CATEGORY_KEYS as [CategoryKey, ...CategoryKey[]], {
    message: 'Choose a category',
  }),
  what: z
    .string({ message: 'What is required' })
    .trim()
    .min(1, 'What is required')
    .max(BUDGET_LIMITS.what, `What must be at most ${BUDGET_LIMITS.what} characters`),
  functionId: id
    .nullish()
    .or(z.literal(''))
    .transform((v) => v || null),
  business,
  businessName: optionalTextField(BUDGET_LIMITS.businessName, 'Business'),
  quoted: amount('Quoted', 0),
  paid: amount('Paid', 0),
  dueDate: optionalDate('Due date'),
  note: optionalTextField(BUDGET_LIMITS.note, 'Note'),
  paidBy: z.enum(COST_PAYER_KEYS, { message: 'Choose who pays' }).optional().default('shared'),
  brideShare,
  // Blank: each side paid its own share of the line.
  sharedPaidBy: z
    .union([z.enum(SIDE_PAYER_KEYS), z.literal(''), z.null()], { message: 'Choose who made the payments' })
    .optional()
    .transform((v) => v || null),
};

export const itemInput = z.object(itemFields);
export type ItemInput = z.input<typeof itemInput>;
export type ItemValues = z.output<typeof itemInput>;
export const itemUpdateInput = z.object({ id, ...itemFields });
export const itemIdInput = z.object({ id });

// The Budget tab's texts, bound, and the figures they word (its catalogue: messages.ts).
import { formatRupees } from '../../../lib/money.ts';
import type { Bound, CatalogueOf } from '../../../i18n/catalogue.ts';
import { budgetMessages, CATEGORY_TEXT_KEYS, type CategoryKey, type Totals } from './budget-tracker.ts';
import type { budgetTabMessages } from './messages.ts';
import { EVEN_SHARE, type CostPayer } from './sides.ts';
import type { BudgetItem } from './budget-tracker.ts';

export type BudgetTexts = Bound<CatalogueOf<typeof budgetTabMessages>>;

/** The figure beside "Remaining" in the tab's language: an amount, or how far over the plan the wedding is. */
export const remainingIn = (t: BudgetTexts, totals: Totals) =>
  totals.over > 0 ? t.overBudgetBy({ amount: formatRupees(totals.over) }) : formatRupees(totals.remaining);

/** A category's name in the catalogue's language (the Budget tab's, or Payments due's). */
export const categoryName = (t: Record<(typeof CATEGORY_TEXT_KEYS)[CategoryKey], string>, category: CategoryKey) => t[CATEGORY_TEXT_KEYS[category]];

/**
 * An amount field's rule message (budget-tracker.schema.ts words it in English with the
 * field's name) in the tab's language; other messages as they came.
 */
export function amountError(t: BudgetTexts, error: string | undefined): string | undefined {
  if (error === undefined || t.$locale === 'en') return error;
  if (error.endsWith('must be a whole number of rupees')) return t.amountWhole;
  if (error.endsWith('cannot be negative')) return t.amountNegative;
  if (error.endsWith('can be at most ₹1,000 crore')) return t.amountTooLarge;
  if (error.startsWith('Enter ')) return t.amountMissing;
  return error;
}

const PAYER_TEXT_KEYS = { bride: 'payerBride', groom: 'payerGroom', shared: 'payerShared' } as const satisfies Record<CostPayer, string>;

/** Who pays, as the tab says it: "Bride's side", "Groom's side", "Shared". */
export const payerName = (t: BudgetTexts, payer: CostPayer) => t[PAYER_TEXT_KEYS[payer]];

/** The share field's rule message (the schema's, in English) in the tab's language. */
export const shareError = (t: BudgetTexts, error: string | undefined) => (error === budgetMessages.shareRange ? t.shareRange : error);

/** Who pays a line, for its row: the side, or "Shared" with the split when it is not half each, and who made its payments. */
export function payerLine(t: BudgetTexts, item: Pick<BudgetItem, 'paidBy' | 'brideShare' | 'sharedPaidBy'>): string {
  if (item.paidBy !== 'shared') return t.rowPaidBy({ payer: payerName(t, item.paidBy) });
  const split = item.brideShare === EVEN_SHARE ? t.rowShared : t.rowSharedSplit({ bride: item.brideShare, groom: 100 - item.brideShare });
  return item.sharedPaidBy ? `${split}, ${t.rowPaymentsBy({ side: payerName(t, item.sharedPaidBy) })}` : split;
}

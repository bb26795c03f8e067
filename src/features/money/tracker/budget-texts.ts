// The Budget tab's texts, bound, and the figures they word (its catalogue: messages.ts).
import { formatRupees } from '../../../lib/money.ts';
import type { Bound, CatalogueOf } from '../../../i18n/catalogue.ts';
import { CATEGORY_TEXT_KEYS, type CategoryKey, type Totals } from './budget-tracker.ts';
import type { budgetTabMessages } from './messages.ts';

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

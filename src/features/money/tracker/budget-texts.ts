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

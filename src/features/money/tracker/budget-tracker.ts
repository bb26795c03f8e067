// The budget tracker's rules (browser-safe, no zod): the plan per category, the totals of each
// category and of the wedding, and the payments due. The eight categories and their shares
// are the calculator's (`src/features/money/calculator/budget.ts`).
import { allocateBudget, BUDGET_CATEGORIES, type Season } from '../calculator/budget.ts';
import { formatRupees } from '../../../lib/money.ts';
import { compareCodes } from '../../../lib/intl.ts';
import type { CostPayer, CostsBySide, SidePayer } from './sides.ts';

export type CategoryKey = (typeof BUDGET_CATEGORIES)[number]['category'];
export const CATEGORY_KEYS = BUDGET_CATEGORIES.map((c) => c.category) as readonly CategoryKey[];

export const categoryNames = Object.fromEntries(BUDGET_CATEGORIES.map((c) => [c.category, c.name])) as Record<CategoryKey, string>;

/** Each category's name in the tracker's catalogues (messages.ts). */
export const CATEGORY_TEXT_KEYS = {
  venue: 'categoryVenue',
  photography: 'categoryPhotography',
  decoration: 'categoryDecoration',
  makeup: 'categoryMakeup',
  music: 'categoryMusic',
  invitations: 'categoryInvitations',
  transportation: 'categoryTransportation',
  miscellaneous: 'categoryMiscellaneous',
} as const satisfies Record<CategoryKey, string>;

export function isCategoryKey(value: string): value is CategoryKey {
  return (CATEGORY_KEYS as readonly string[]).includes(value);
}

export const BUDGET_LIMITS = {
  /** ₹1,000 crore: the largest amount any field takes. */
  amount: 10_000_000_000,
  what: 120,
  businessName: 120,
  note: 500,
  itemsPerWedding: 500,
  /** Payments due within this many days (and any already overdue) are listed. */
  dueWithinDays: 30,
} as const;

export type BudgetItem = {
  id: string;
  category: CategoryKey;
  what: string;
  functionId: string | null;
  functionName: string | null;
  listingKind: 'venue' | 'vendor' | null;
  listingId: number | null;
  businessName: string | null;
  quoted: number;
  paid: number;
  dueDate: string | null;
  note: string | null;
  bookingId: string | null;
  /** Who pays the line, and for a shared one the bride's side's percent and who has made its payments (sides.ts). */
  paidBy: CostPayer;
  brideShare: number;
  sharedPaidBy: SidePayer | null;
};

/** What the couple has committed to an item: its quote, or what was paid when that is more. */
export const committedOf = (item: Pick<BudgetItem, 'quoted' | 'paid'>) => Math.max(item.quoted, item.paid);

/** The part of the quote not yet paid. */
export const balanceOf = (item: Pick<BudgetItem, 'quoted' | 'paid'>) => Math.max(0, item.quoted - item.paid);

export type Totals = {
  planned: number;
  committed: number;
  paid: number;
  remaining: number;
  over: number;
};

function totalsOf(planned: number, items: readonly Pick<BudgetItem, 'quoted' | 'paid'>[]): Totals {
  const committed = items.reduce((sum, i) => sum + committedOf(i), 0);
  const paid = items.reduce((sum, i) => sum + i.paid, 0);
  return {
    planned,
    committed,
    paid,
    remaining: Math.max(0, planned - committed),
    over: Math.max(0, committed - planned),
  };
}

/** The ledger's overall totals as the Overview shows them, with how many lines are bookings. */
export type LedgerTotals = Totals & { bookings: number; planSaved: boolean };

export type CategorySummary = Totals & {
  category: CategoryKey;
  name: string;
  items: BudgetItem[];
};
export type BudgetSummary = { categories: CategorySummary[]; overall: Totals };

/** Totals per category (in the calculator's order) and for the whole wedding. */
export function summariseBudget(plan: Record<CategoryKey, number>, items: readonly BudgetItem[]): BudgetSummary {
  const categories = CATEGORY_KEYS.map((category) => {
    const mine = items.filter((i) => i.category === category);
    return {
      category,
      name: categoryNames[category],
      items: mine,
      ...totalsOf(plan[category], mine),
    };
  });
  const planned = categories.reduce((sum, c) => sum + c.planned, 0);
  return { categories, overall: totalsOf(planned, items) };
}

/** The plan when the couple has not set one: the calculator's shares of the profile's total budget. */
export function defaultPlan(totalBudget: number | null): Record<CategoryKey, number> {
  return planFromCalculator(totalBudget ?? 0, 'regular');
}

/** The calculator's result for a total and season, in whole rupees. */
export function planFromCalculator(total: number, season: Season): Record<CategoryKey, number> {
  const { allocations } = allocateBudget(total, season);
  return Object.fromEntries(CATEGORY_KEYS.map((key, i) => [key, Math.round(allocations[i]!.amount)])) as Record<CategoryKey, number>;
}

/** The figure beside "Remaining": an amount, or how far over the plan the wedding is. */
export function remainingText(t: Totals): string {
  return t.over > 0 ? `Over budget by ${formatRupees(t.over)}` : formatRupees(t.remaining);
}

/** The day `days` after an ISO date (YYYY-MM-DD). */
export function addDays(isoDate: string, days: number): string {
  const d = new Date(`${isoDate}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

export type PaymentDue = {
  id: string;
  what: string;
  category: CategoryKey;
  businessName: string | null;
  dueDate: string;
  balance: number;
  overdue: boolean;
};

/**
 * Items with an unpaid balance due within the next 30 days (overdue ones too: they are still
 * owed), soonest first.
 */
export function paymentsDue(items: readonly Omit<BudgetItem, 'functionName'>[], today: string): PaymentDue[] {
  const last = addDays(today, BUDGET_LIMITS.dueWithinDays);
  return items
    .filter((i): i is typeof i & { dueDate: string } => i.dueDate !== null && i.dueDate <= last && balanceOf(i) > 0)
    .sort((a, b) => compareCodes(a.dueDate, b.dueDate) || a.what.localeCompare(b.what))
    .map((i) => ({
      id: i.id,
      what: i.what,
      category: i.category,
      businessName: i.businessName,
      dueDate: i.dueDate,
      balance: balanceOf(i),
      overdue: i.dueDate < today,
    }));
}

/** A listing the couple can link an item to: one of their shortlist, or one they booked. */
export type BusinessChoice = {
  kind: 'venue' | 'vendor';
  id: number;
  name: string;
};

export type BudgetOverview = {
  totalBudget: number | null;
  plan: Record<CategoryKey, number>;
  /** Whether the plan was set (saved) rather than taken from the profile's total. */
  planSaved: boolean;
  items: BudgetItem[];
  functions: { id: string; name: string }[];
  businesses: BusinessChoice[];
  /** Each side's totals and who owes whom. */
  sides: CostsBySide;
};

export const BUDGET_URLS = {
  overview: '/api/budget',
  paymentsDue: '/api/budget/payments-due',
  sides: '/api/budget/sides',
  csv: '/api/budget/export.csv',
} as const;

export const budgetMessages = {
  loadFailed: (reason: string) => `Failed to load your budget: ${reason}`,
  saveFailed: 'Could not save',
  planSaved: 'Plan saved',
  itemAdded: 'Expense added',
  itemUpdated: 'Expense updated',
  itemRemoved: 'Expense removed',
  markedPaid: 'Marked as paid',
  savedFromCalculator: 'Saved to your budget',
  tooMany: `A wedding can have at most ${BUDGET_LIMITS.itemsPerWedding} expenses.`,
  itemNotFound: 'Expense not found',
  bookedLineStays: 'This expense is a booking: it stays in your budget while the booking stands.',
  functionNotFound: 'Choose one of your functions',
  businessNotFound: 'Choose a business from your shortlist',
  shareRange: "The bride's side's share must be a whole number from 0 to 100",
  couplesOnly: 'The budget tracker is for couples. Sign in with a couple’s account to save this plan.',
} as const;

// The couple's ledger: the plan and every budget line (typed by the couple or written by the
// database for each booking, see drizzle/0020), with the totals. The Budget tab, the Overview
// and Payments due all read it through `ledgerQueries`/`toLedger`, so they show one set of figures.
import { eq } from 'drizzle-orm';
import type { Db } from '../../../server/db/client.ts';
import { budgetItems, budgetLines, weddingFunctions, weddingProfiles } from '../../../server/db/schema.ts';
import {
  BUDGET_LIMITS,
  defaultPlan,
  isCategoryKey,
  summariseBudget,
  type BudgetItem,
  type BudgetSummary,
  type CategoryKey,
  type LedgerTotals,
} from './budget-tracker.ts';

const itemColumns = {
  id: budgetItems.id,
  category: budgetItems.category,
  what: budgetItems.what,
  functionId: budgetItems.functionId,
  functionName: weddingFunctions.name,
  listingKind: budgetItems.listingKind,
  listingId: budgetItems.listingId,
  businessName: budgetItems.businessName,
  quoted: budgetItems.quoted,
  paid: budgetItems.paid,
  dueDate: budgetItems.dueDate,
  note: budgetItems.note,
  bookingId: budgetItems.bookingId,
  paidBy: budgetItems.paidBy,
  brideShare: budgetItems.brideShare,
  sharedPaidBy: budgetItems.sharedPaidBy,
};

/** The reads behind the ledger (the profile's budget, the saved plan, every line), to run in a batch. */
export function ledgerQueries(db: Db, weddingProfileId: string) {
  return [
    db.select({ budget: weddingProfiles.budget }).from(weddingProfiles).where(eq(weddingProfiles.id, weddingProfileId)),
    db.select({ category: budgetLines.category, planned: budgetLines.planned }).from(budgetLines).where(eq(budgetLines.weddingProfileId, weddingProfileId)),
    db
      .select(itemColumns)
      .from(budgetItems)
      .leftJoin(weddingFunctions, eq(weddingFunctions.id, budgetItems.functionId))
      .where(eq(budgetItems.weddingProfileId, weddingProfileId))
      .orderBy(budgetItems.category, budgetItems.createdAt)
      // Booking lines may pass the 500 typed ones; the read keeps a bound all the same.
      .limit(BUDGET_LIMITS.itemsPerWedding * 4),
  ] as const;
}

type LedgerRows = readonly [{ budget: number | null }[], { category: string; planned: number }[], (Omit<BudgetItem, 'category'> & { category: string })[]];

export type Ledger = {
  totalBudget: number | null;
  plan: Record<CategoryKey, number>;
  /** Whether the plan was set (saved) rather than taken from the profile's total. */
  planSaved: boolean;
  items: BudgetItem[];
  summary: BudgetSummary;
};

/** The ledger from the answers of `ledgerQueries`. */
export function toLedger([[profile], lines, items]: LedgerRows): Ledger {
  const totalBudget = profile?.budget ?? null;
  const plan = defaultPlan(totalBudget);
  for (const line of lines) if (isCategoryKey(line.category)) plan[line.category] = line.planned;
  const typed = items.map((row) => ({ ...row, category: isCategoryKey(row.category) ? row.category : ('miscellaneous' as CategoryKey) }));
  return { totalBudget, plan, planSaved: lines.length > 0, items: typed, summary: summariseBudget(plan, typed) };
}

export async function readLedger(db: Db, weddingProfileId: string): Promise<Ledger> {
  return toLedger(await db.batch(ledgerQueries(db, weddingProfileId)));
}

/** What the Overview shows of the ledger. */
export function ledgerTotals(ledger: Ledger): LedgerTotals {
  return { ...ledger.summary.overall, bookings: ledger.items.filter((i) => i.bookingId !== null).length, planSaved: ledger.planSaved };
}

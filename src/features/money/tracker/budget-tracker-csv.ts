// The tracker as CSV (RFC 4180, cells neutralised by the guests CSV helper), with a UTF-8
// byte order mark so spreadsheets read ₹ and non-Latin names correctly: the expenses, a
// blank line, then the totals per category and overall.
import { toCsvRow } from '../../../lib/csv.ts';
import { balanceOf, summariseBudget, type BudgetOverview } from './budget-tracker.ts';

export const BUDGET_CSV_ITEMS_HEADER = [
  'Category',
  'What',
  'Function',
  'Business',
  'Quoted (INR)',
  'Paid (INR)',
  'Balance (INR)',
  'Due Date',
  'Note',
  'From Booking',
] as const;
export const BUDGET_CSV_TOTALS_HEADER = ['Category', 'Planned (INR)', 'Committed (INR)', 'Paid (INR)', 'Remaining (INR)', 'Over Plan By (INR)'] as const;

export function budgetToCsv(overview: Pick<BudgetOverview, 'plan' | 'items'>): string {
  const { categories, overall } = summariseBudget(overview.plan, overview.items);
  const lines: string[] = [toCsvRow(BUDGET_CSV_ITEMS_HEADER)];
  for (const c of categories) {
    for (const i of c.items) {
      lines.push(
        toCsvRow([
          c.name,
          i.what,
          i.functionName ?? '',
          i.businessName ?? '',
          String(i.quoted),
          String(i.paid),
          String(balanceOf(i)),
          i.dueDate ?? '',
          i.note ?? '',
          i.bookingId ? 'Yes' : 'No',
        ]),
      );
    }
  }
  lines.push('', toCsvRow(BUDGET_CSV_TOTALS_HEADER));
  for (const t of [...categories, { name: 'Total', ...overall }]) {
    lines.push(toCsvRow([t.name, String(t.planned), String(t.committed), String(t.paid), String(t.remaining), String(t.over)]));
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

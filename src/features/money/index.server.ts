export { recommendationQuery } from './calculator/recommendations.ts';
export { budget } from './tracker/actions.ts';
export { ledgerQueries, ledgerTotals, readLedger, toLedger } from './tracker/ledger.server.ts';
export { budgetOverview, listPaymentsDue } from './tracker/budget-tracker.server.ts';
export { budgetSides, costsBySideOf, sideTotals } from './tracker/sides.server.ts';
export type { CostsBySide, SideFigures, SideTotals, Settlement } from './tracker/sides.ts';
export { budgetToCsv } from './tracker/budget-tracker-csv.ts';
export { calculatorMessages } from './calculator/messages.ts';
export { budgetTabMessages, paymentsDueMessages } from './tracker/messages.ts';

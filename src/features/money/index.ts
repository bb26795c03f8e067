// What browser code of other modules may use: the ledger's totals as the Overview shows them.
// Its server entry is index.server.ts.
export { remainingText } from './tracker/budget-tracker.ts';
export type { LedgerTotals } from './tracker/budget-tracker.ts';

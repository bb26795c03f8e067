export { recommendationQuery } from './calculator/recommendations.ts';
export { budget } from './tracker/actions.ts';
export { addBookedItem } from './tracker/booked-costs.server.ts';
export { budgetOverview, listPaymentsDue } from './tracker/budget-tracker.server.ts';
export { budgetToCsv } from './tracker/budget-tracker-csv.ts';

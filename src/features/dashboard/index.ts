export { dashboardMessages } from './messages.ts';
export type { DashboardData, DashboardTab } from './dashboard.ts';

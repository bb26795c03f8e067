export { dashboardMessages } from './dashboard.ts';
export type { DashboardData, DashboardTab } from './dashboard.ts';

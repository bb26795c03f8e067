export { ProfileLoadError, loadDashboard, loadOverview } from './dashboard.server.ts';
export { dashboardPageMessages } from './messages.ts';

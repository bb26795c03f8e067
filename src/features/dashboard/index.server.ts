export { ProfileLoadError, loadDashboard, loadOverview } from './dashboard.server.ts';
export { dashboardPageMessages, dashboardTabsMessages, overviewMessages, recentIdeasMessages } from './messages.ts';
export { dashboardIslandMessages } from './island-messages.ts';

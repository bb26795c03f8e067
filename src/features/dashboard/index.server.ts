export { ProfileLoadError, loadDashboard, loadOverview } from './dashboard.server.ts';
export { dashboardIslandMessages, dashboardPageMessages, dashboardTabsMessages, overviewMessages, recentIdeasMessages } from './messages.ts';

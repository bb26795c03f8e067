export { ProfileLoadError, loadDashboard, loadOverview } from './dashboard.server.ts';

export { ProfileLoadError, loadDashboard, loadOverview } from './dashboard.server.ts';
export { dashboardPageMessages, dashboardTabsMessages, overviewMessages, recentIdeasMessages } from './messages.ts';
export { dashboardIslandMessages, dashboardTabMessages, dashboardTabMessagesUrl } from './island-messages.ts';
export { businessCalendar, coupleCalendar, coupleNames, feedAddress, feedOwner, functionEvent, renewFeed } from './calendar/feed.server.ts';
export { calendarFeedMessages, calendarPageMessages } from './calendar/messages.ts';
export { feedDeps } from './calendar/feed-deps.server.ts';

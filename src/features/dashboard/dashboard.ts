// The couple dashboard's tabs and the data each one needs, shared by page and island.
import type { ShortlistEntry } from '../shortlists/shortlists.ts';
import { shortlistMessages } from '../shortlists/shortlists.ts';
import { GUESTS_URL, type Guest } from '../guests/guests.ts';
import type { PlanningTask, WeddingProfile } from '../wedding/wedding.ts';
import type { CoupleEnquiries } from '../enquiries/enquiry-rules.ts';

export const DASHBOARD_TABS = ['profile', 'shortlists', 'guests', 'checklist', 'functions', 'enquiries', 'budget'] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number];
export const tabLabels: Record<DashboardTab, string> = {
  profile: 'Wedding Profile',
  shortlists: 'Shortlists',
  guests: 'Guest List',
  checklist: 'Checklist',
  functions: 'Functions',
  enquiries: 'Enquiries',
  budget: 'Budget',
};

export function parseTab(value: string | null | undefined): DashboardTab {
  return DASHBOARD_TABS.find((t) => t === value) ?? 'profile';
}

/** What the page hands the island: always the profile, plus the open tab's data. */
export type DashboardData = {
  profile: WeddingProfile | null;
  shortlists?: ShortlistEntry[];
  guests?: Guest[];
  tasks?: PlanningTask[];
  /** Households whose RSVP reply the couple has not seen yet. */
  newReplies?: number;
  enquiries?: CoupleEnquiries;
};

export const dashboardMessages = {
  loadFailed: 'Failed to load dashboard data',
  profileLoadFailed: 'Failed to load profile',
  // From the zod-free messages module, so the island does not bundle the shortlist schemas.
  shortlistsLoadFailed: shortlistMessages.loadFailed,
  shortlistRemoved: shortlistMessages.removed,
} as const;

/** GET endpoints the island reads a tab's data from when it was not sent with the page. */
export const sectionUrls = {
  shortlists: '/api/dashboard/shortlists',
  guests: GUESTS_URL,
  tasks: '/api/dashboard/tasks',
} as const;

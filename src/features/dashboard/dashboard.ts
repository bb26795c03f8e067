// The couple dashboard's tabs and the data each one needs, shared by page and island.
import type { ShortlistEntry } from '../catalogue/index.ts';
import { GUESTS_URL, type Guest } from '../planning/index.ts';
import type { PlanningTask, SideCounts, WeddingProfile } from '../planning/index.ts';
import type { CoupleEnquiries } from '../marketplace/index.ts';
import type { LedgerTotals } from '../money/index.ts';
import type { ActivityEntry, WeddingView } from '../planning/index.ts';

export const DASHBOARD_TABS = ['overview', 'profile', 'shortlists', 'guests', 'checklist', 'functions', 'enquiries', 'budget'] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number];

/** The tab a URL names; without one, `fallback` (see `defaultTab`). */
export function parseTab(value: string | null | undefined, fallback: DashboardTab = 'profile'): DashboardTab {
  return DASHBOARD_TABS.find((t) => t === value) ?? fallback;
}

/** A couple with a wedding profile arrives on the overview; one without, on the profile's create form. */
export function defaultTab(hasProfile: boolean): DashboardTab {
  return hasProfile ? 'overview' : 'profile';
}

/** The overview's figures: the plan, the guests' replies and what is booked so far. */
export type DashboardOverview = {
  tasks: { total: number; done: number; overdue: number; next: PlanningTask[] };
  /** The replies of every guest, and per side those confirmed and yet to answer. */
  guests: { total: number; confirmed: number; declined: number; awaiting: number; sides: SideCounts };
  /**
   * The budget's totals, from the ledger the Budget tab reads (bookings are lines of it); absent
   * for a family member, who sees its side's totals on the Budget tab instead.
   */
  budget?: LedgerTotals;
  /**
   * Who changed what in the last 30 days, newest first (at most 20), read at `at` (ISO); absent
   * for a family member (it names the other side's guests and the budget's lines).
   */
  activity?: { at: string; entries: ActivityEntry[] };
};

/** What the page hands the island: always the profile, plus the open tab's data. */
export type DashboardData = {
  profile: WeddingProfile | null;
  shortlists?: ShortlistEntry[];
  guests?: Guest[];
  tasks?: PlanningTask[];
  /** Households whose RSVP reply the couple has not seen yet. */
  newReplies?: number;
  enquiries?: CoupleEnquiries;
  overview?: DashboardOverview;
  /** The account's role and side on the open wedding (absent without one). */
  view?: WeddingView;
};

/** GET endpoints the island reads a tab's data from when it was not sent with the page. */
export const sectionUrls = {
  shortlists: '/api/dashboard/shortlists',
  guests: GUESTS_URL,
  tasks: '/api/dashboard/tasks',
  overview: '/api/dashboard/overview',
} as const;

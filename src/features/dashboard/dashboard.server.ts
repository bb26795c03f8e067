import type { Db } from '../../server/db/client.ts';
import { listGuestsPage } from '../planning/index.server.ts';
import { countNewReplies, newRepliesQuery } from '../planning/index.server.ts';
import { listShortlists } from '../catalogue/index.server.ts';
import { getWeddingProfile, listPlanningTasks, planningTaskTexts, planningTasksQuery, shownTask, toPlanningTasks } from '../planning/index.server.ts';
import { emptySideCounts, type WeddingProfile, type WeddingSide } from '../planning/index.ts';
import { count, eq, sql } from 'drizzle-orm';
import { guests } from '../../server/db/schema.ts';
import { ledgerQueries, ledgerTotals, toLedger } from '../money/index.server.ts';
import { todayInIndia } from '../../lib/dates.ts';
import { isOverdue, roleAllows, type WeddingRole } from '../planning/index.ts';
import type { Locale } from '../../i18n/locales.ts';
import { defaultTab, parseTab, type DashboardData, type DashboardOverview, type DashboardTab } from './dashboard.ts';
import { loadCoupleEnquiries } from '../marketplace/index.server.ts';
import { activitySince, recentActivityQuery, toActivityEntries, weddingAccess } from '../planning/index.server.ts';

/** The wedding profile could not be read (as opposed to the open tab's data). */
export class ProfileLoadError extends Error {
  override name = 'ProfileLoadError';
}

/**
 * Guests sent with the page when the whole list is this short; a longer list is read by the
 * island a page at a time, so the page itself stays small.
 */
export const EMBEDDED_GUESTS_MAX = 100;

async function embeddedGuests(db: Db, userId: string) {
  const first = await listGuestsPage(db, userId, { limit: EMBEDDED_GUESTS_MAX });
  return first.nextCursor === null ? first.guests : undefined;
}

/** The reads behind the overview's figures, to run in a batch (`now` dates the recent changes). */
function overviewQueries(db: Db, profileId: string, now: Date) {
  return [
    recentActivityQuery(db, profileId, activitySince(now)),
    planningTasksQuery(db, profileId),
    // One row per side: the totals are their sums.
    db
      .select({
        side: guests.side,
        total: count(),
        confirmed: sql<number>`coalesce(sum(${guests.isAttending} = 1), 0)`,
        declined: sql<number>`coalesce(sum(${guests.isAttending} = 0), 0)`,
      })
      .from(guests)
      .where(eq(guests.weddingProfileId, profileId))
      .groupBy(guests.side),
    // The budget figures come from the ledger the Budget tab reads, through the same function.
    ...ledgerQueries(db, profileId),
  ] as const;
}

/** The overview's figures for a couple with a wedding profile: one round trip. */
export async function loadOverview(db: Db, userId: string, profileId: string, locale: Locale = 'en', now: Date = new Date()): Promise<DashboardOverview> {
  const overview = toOverview(await db.batch(overviewQueries(db, profileId, now)), now, locale);
  return shownTo(overview, await weddingAccess(db, userId));
}

/**
 * The overview as the account may see it: a family member sees neither the whole wedding's
 * budget total nor the recent changes (they name the other side's guests and the budget's lines).
 */
function shownTo(overview: DashboardOverview, access: { role: WeddingRole } | null): DashboardOverview {
  if (!access || roleAllows(access.role, 'budget-lines')) return overview;
  const { budget: _budget, activity: _activity, ...rest } = overview;
  return rest;
}

type OverviewRows = readonly [
  Parameters<typeof toActivityEntries>[0],
  Parameters<typeof toPlanningTasks>[0],
  { side: WeddingSide; total: number; confirmed: number; declined: number }[],
  ...Parameters<typeof toLedger>[0],
];

function toOverview([activityRows, taskRows, bySide, ...ledger]: OverviewRows, now: Date, locale: Locale): DashboardOverview {
  const tasks = toPlanningTasks(taskRows);
  // The next tasks' names as the Checklist tab shows them (the account's words for a task not
  // renamed), sent ready so the Overview's first screen needs no task texts of its own.
  const texts = planningTaskTexts(locale).messages;
  const today = todayInIndia();
  let [total, confirmed, declined] = [0, 0, 0];
  const sides = emptySideCounts();
  for (const row of bySide) {
    const [n, yes, no] = [Number(row.total), Number(row.confirmed), Number(row.declined)];
    total += n;
    confirmed += yes;
    declined += no;
    const side = sides[row.side] ?? sides.both;
    side.confirmed += yes;
    side.awaiting += n - yes - no;
  }
  return {
    tasks: {
      total: tasks.length,
      done: tasks.filter((t) => t.isCompleted).length,
      overdue: tasks.filter((t) => isOverdue(t, today)).length,
      next: tasks
        .filter((t) => !t.isCompleted)
        .slice(0, 3)
        .map((t) => ({ ...t, taskName: shownTask(t, texts).taskName })),
    },
    guests: { total, confirmed, declined, awaiting: total - confirmed - declined, sides },
    budget: ledgerTotals(toLedger(ledger)),
    activity: { at: now.toISOString(), entries: toActivityEntries(activityRows) },
  };
}

/**
 * The signed-in user's profile and the data of the tab they opened (`requested`, from the
 * URL; without one, the overview for a couple with a profile, else the profile's form).
 */
export async function loadDashboard(
  db: Db,
  userId: string,
  requested: string | null,
  locale: Locale = 'en',
): Promise<{ tab: DashboardTab; data: DashboardData }> {
  const profile = await getWeddingProfile(db, userId).catch((cause: unknown) => {
    throw new ProfileLoadError('wedding profile read failed', { cause });
  });
  const tab = parseTab(requested, defaultTab(profile !== null));
  // Read with the profile above, once per request: no round trip of its own.
  const access = profile ? await weddingAccess(db, userId) : null;
  const data = await tabData(db, userId, profile, tab, locale);
  return { tab, data: access ? { ...data, view: { role: access.role, side: access.side } } : data };
}

async function tabData(db: Db, userId: string, profile: WeddingProfile | null, tab: DashboardTab, locale: Locale): Promise<DashboardData> {
  if (tab === 'overview' && profile) {
    // The badge's count and the overview's figures in one round trip.
    const now = new Date();
    const [[replies], ...overview] = await db.batch([newRepliesQuery(db, profile.id), ...overviewQueries(db, profile.id, now)]);
    return { profile, newReplies: replies?.n ?? 0, overview: shownTo(toOverview(overview, now, locale), await weddingAccess(db, userId)) };
  }
  const newReplies = profile ? await countNewReplies(db, profile.id) : 0;
  if (tab === 'overview') return { profile, newReplies };
  if (tab === 'shortlists') return { profile, newReplies, shortlists: await listShortlists(db, userId) };
  if (tab === 'guests') return { profile, newReplies, guests: profile ? await embeddedGuests(db, userId) : [] };
  if (tab === 'checklist') return { profile, newReplies, tasks: profile ? await listPlanningTasks(db, userId) : [] };
  if (tab === 'enquiries') return { profile, newReplies, enquiries: await loadCoupleEnquiries(db, userId, locale) };
  return { profile, newReplies };
}

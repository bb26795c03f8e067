import type { Db } from '../../server/db/client.ts';
import { listGuestsPage } from '../guests/guests.server.ts';
import { countNewReplies } from '../households/households.server.ts';
import { listShortlists } from '../shortlists/shortlists.server.ts';
import { getWeddingProfile, listPlanningTasks } from '../wedding/wedding.server.ts';
import type { DashboardData, DashboardTab } from './dashboard.ts';
import { loadCoupleEnquiries } from '../enquiries/threads.server.ts';

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

/** The signed-in user's profile and the data of the tab they opened. */
export async function loadDashboard(db: Db, userId: string, tab: DashboardTab): Promise<DashboardData> {
  const profile = await getWeddingProfile(db, userId).catch((cause: unknown) => {
    throw new ProfileLoadError('wedding profile read failed', { cause });
  });
  const newReplies = profile ? await countNewReplies(db, profile.id) : 0;
  if (tab === 'shortlists') return { profile, newReplies, shortlists: await listShortlists(db, userId) };
  if (tab === 'guests') return { profile, newReplies, guests: profile ? await embeddedGuests(db, userId) : [] };
  if (tab === 'checklist') return { profile, newReplies, tasks: profile ? await listPlanningTasks(db, userId) : [] };
  if (tab === 'enquiries') return { profile, newReplies, enquiries: await loadCoupleEnquiries(db, userId) };
  return { profile, newReplies };
}

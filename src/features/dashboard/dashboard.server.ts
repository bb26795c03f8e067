import type { Db } from '../../server/db/client.ts';
import { listGuests } from '../guests/guests.server.ts';
import { listShortlists } from '../shortlists/shortlists.server.ts';
import { getWeddingProfile, listPlanningTasks } from '../wedding/wedding.server.ts';
import type { DashboardData, DashboardTab } from './dashboard.ts';

/** The wedding profile could not be read (as opposed to the open tab's data). */
export class ProfileLoadError extends Error {
  override name = 'ProfileLoadError';
}

/** The signed-in user's profile and the data of the tab they opened. */
export async function loadDashboard(db: Db, userId: string, tab: DashboardTab): Promise<DashboardData> {
  const profile = await getWeddingProfile(db, userId).catch((cause: unknown) => {
    throw new ProfileLoadError('wedding profile read failed', { cause });
  });
  if (tab === 'shortlists') return { profile, shortlists: await listShortlists(db, userId) };
  if (tab === 'guests') return { profile, guests: profile ? await listGuests(db, userId) : [] };
  if (tab === 'checklist') return { profile, tasks: profile ? await listPlanningTasks(db, userId) : [] };
  return { profile };
}

/** JSON for a private read: never cached, 401 when signed out. */
export function privateJson(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' },
  });
}

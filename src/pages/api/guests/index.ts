import { db } from '../../../server/db/index.ts';
import { decodeGuestCursor, listGuestsPage, sideParam } from '../../../features/planning/index.server.ts';
import { privateJson, requireUser } from '../../../server/http.ts';

export const prerender = false;

/**
 * GET /api/guests?cursor=&side= — the signed-in couple's guests in the order they were added, a
 * page at a time (GUEST_API_PAGE_SIZE); `nextCursor` continues after the last one, null at the
 * end. `side=bride|groom|both`: that side's guests only.
 */
export const GET = requireUser(async ({ url }, user) => {
  const raw = url.searchParams.get('cursor');
  const cursor = raw === null ? null : decodeGuestCursor(raw);
  if (raw !== null && !cursor) return privateJson({ error: 'Invalid cursor' }, 400);
  return privateJson(await listGuestsPage(db, user.id, { cursor, side: sideParam(url.searchParams.get('side')) }));
});

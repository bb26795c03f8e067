import { db } from '../../../server/db/index.ts';
import { listGuests } from '../../../features/planning/index.server.ts';
import { guestsToCsv, sideParam } from '../../../features/planning/index.server.ts';
import { requireUser } from '../../../server/http.ts';
import { privateCsv } from '../../../server/private-response.ts';
import { accountLocale } from '../../../features/accounts/index.server.ts';

export const prerender = false;

/**
 * The signed-in couple's guest list as guests.csv, its headings in the account's language;
 * `?side=bride|groom|both`: that side's guests only (guests-bride.csv), with the Side column.
 */
export const GET = requireUser(async ({ url }, user) => {
  const side = sideParam(url.searchParams.get('side'));
  const csv = guestsToCsv(await listGuests(db, user.id, { side }), accountLocale(user), side !== null);
  return privateCsv(csv, side ? `guests-${side}.csv` : 'guests.csv');
});

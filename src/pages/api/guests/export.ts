import { db } from '../../../server/db/index.ts';
import { listGuests } from '../../../features/planning/index.server.ts';
import { guestsToCsv } from '../../../features/planning/index.server.ts';
import { requireUser } from '../../../server/http.ts';
import { privateCsv } from '../../../server/private-response.ts';
import { accountLocale } from '../../../features/accounts/index.server.ts';

export const prerender = false;

/** The signed-in couple's guest list as guests.csv, its headings in the account's language. */
export const GET = requireUser(async (_context, user) => privateCsv(guestsToCsv(await listGuests(db, user.id), accountLocale(user)), 'guests.csv'));

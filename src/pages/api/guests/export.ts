import { db } from '../../../server/db/index.ts';
import { listGuests } from '../../../features/planning/index.server.ts';
import { guestsToCsv } from '../../../features/planning/index.server.ts';
import { requireUser } from '../../../server/http.ts';
import { privateCsv } from '../../../server/private-response.ts';

export const prerender = false;

/** The signed-in couple's guest list as guests.csv. */
export const GET = requireUser(async (_context, user) => privateCsv(guestsToCsv(await listGuests(db, user.id)), 'guests.csv'));

import { db } from '../../../server/db/index.ts';
import { listGuests } from '../../../features/guests/guests.server.ts';
import { guestsToCsv } from '../../../features/guests/guests-csv.ts';
import { requireUser } from '../../../server/http.ts';

export const prerender = false;

/** The signed-in couple's guest list as guests.csv. */
export const GET = requireUser(async (_context, user) => {
  const csv = guestsToCsv(await listGuests(db, user.id));
  return new Response(csv, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': 'attachment; filename="guests.csv"',
      'Cache-Control': 'no-store',
    },
  });
});

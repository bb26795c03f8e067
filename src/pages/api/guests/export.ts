import type { APIRoute } from 'astro';
import { db } from '../../../server/db/index.ts';
import { listGuests } from '../../../features/guests/guests.server.ts';
import { guestsToCsv } from '../../../features/guests/guests-csv.ts';
import { privateJson } from '../../../features/dashboard/dashboard.server.ts';

export const prerender = false;

/** The signed-in couple's guest list as guests.csv. */
export const GET: APIRoute = async ({ locals }) => {
  if (!locals.user) return privateJson({ error: 'Please sign in first.' }, 401);
  const csv = guestsToCsv(await listGuests(db, locals.user.id));
  return new Response(csv, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': 'attachment; filename="guests.csv"',
      'Cache-Control': 'no-store',
    },
  });
};

import type { APIRoute } from 'astro';
import { db } from '../../../../../server/db/index.ts';
import { privateJson } from '../../../../../server/http.ts';
import { parseListingRef } from '../../../../../lib/listing-ref.ts';
import { checkListingDates } from '../../../../../features/marketplace/index.server.ts';
import { parseDate } from '../../../../../features/marketplace/index.ts';

export const prerender = false;

/**
 * GET /api/listings/{venue|vendor}/{id}/availability?date=YYYY-MM-DD[&guests=N]: whether the
 * listing is free that day, by day and by evening: 'free', 'booked' or 'unconfirmed' only,
 * never who booked or why. Public; not stored by the CDN (a block or a booking changes it).
 */
export const GET: APIRoute = async ({ params, url }) => {
  const ref = parseListingRef(`${params.kind}-${params.id}`);
  if (!ref) return privateJson({ error: 'There is no such listing.' }, 404);
  const date = parseDate(url.searchParams.get('date'));
  if (!date) return privateJson({ error: 'Give a date as YYYY-MM-DD.' }, 400);
  const guests = Number(url.searchParams.get('guests'));
  const checks = await checkListingDates(
    db,
    ref,
    [
      { date, part: null },
      { date, part: 'day' },
      { date, part: 'evening' },
    ],
    Number.isInteger(guests) && guests > 0 ? guests : null,
  );
  if (!checks) return privateJson({ error: 'There is no such listing.' }, 404);
  const [whole, day, evening] = checks.map((c) => c.status);
  return privateJson({ date, whole, day, evening });
};

import { db } from '../../../server/db/index.ts';
import { bookingsToCsv, listBusinessBookings } from '../../../features/enquiries/bookings.server.ts';
import { requireVendor } from '../../../server/http.ts';

export const prerender = false;

/** The signed-in business's bookings as bookings.csv. */
export const GET = requireVendor(async (_context, user) => {
  const csv = bookingsToCsv(await listBusinessBookings(db, user.id));
  return new Response(csv, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': 'attachment; filename="bookings.csv"',
      'Cache-Control': 'no-store',
    },
  });
});

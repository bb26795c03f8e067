import { db } from '../../../server/db/index.ts';
import { bookingsToCsv, listBusinessBookings } from '../../../features/marketplace/index.server.ts';
import { requireVendor } from '../../../server/http.ts';
import { privateCsv } from '../../../server/private-response.ts';

export const prerender = false;

/** The signed-in business's bookings as bookings.csv. */
export const GET = requireVendor(async (_context, user) => privateCsv(bookingsToCsv(await listBusinessBookings(db, user.id)), 'bookings.csv'));

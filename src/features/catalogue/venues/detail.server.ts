import type { Db } from '../../../server/db/client.ts';
import { reviewsForQuery, toPublicReviews } from '../reviews/reviews.server.ts';
import { venueQuery } from './venues.server.ts';
import { listPublicPhotosQuery, toPublicPhoto } from '../photos/listing-photos.server.ts';
import { priceHistoryQuery, toPriceHistory } from '../prices/prices.server.ts';
import { publicCalendarQueries, toPublicCalendar } from '../../marketplace/index.server.ts';
import { todayInIndia } from '../../../lib/dates.ts';

/** Everything the venue page shows, or null when there is no such venue. */
export async function loadVenueDetail(db: Db, id: number, today: string = todayInIndia()) {
  // One batch, one round trip to Turso: the other reads of a missing venue just come back empty.
  const [spaces, entries] = publicCalendarQueries(db, { kind: 'venue', id }, today);
  const [[row], reviews, photos, priceHistory, spaceRows, entryRows] = await db.batch([
    venueQuery(db, id),
    reviewsForQuery(db, { type: 'venue', id }),
    listPublicPhotosQuery(db, { kind: 'venue', id }),
    priceHistoryQuery(db, { kind: 'venue', id }),
    spaces,
    entries,
  ]);
  if (!row) return null;
  return {
    ...row,
    reviews: toPublicReviews(reviews),
    photos: photos.map(toPublicPhoto),
    priceHistory: toPriceHistory('venue', priceHistory),
    calendar: toPublicCalendar(today, spaceRows, entryRows, row.venue.calendarUpdatedAt),
  };
}

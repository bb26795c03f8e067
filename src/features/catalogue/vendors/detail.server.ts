import type { Db } from '../../../server/db/client.ts';
import { reviewsForQuery, toPublicReviews } from '../reviews/reviews.server.ts';
import { vendorQuery } from './vendors.server.ts';
import { listPublicPhotosQuery, toPublicPhoto } from '../photos/listing-photos.server.ts';
import { priceHistoryQuery, toPriceHistory } from '../prices/prices.server.ts';
import { publicCalendarQueries, toPublicCalendar } from '../../marketplace/index.server.ts';
import { todayInIndia } from '../../../lib/dates.ts';

/** Everything the vendor page shows, or null when there is no such (active) vendor. */
export async function loadVendorDetail(db: Db, id: number, today: string = todayInIndia()) {
  // One batch, one round trip to Turso: the other reads of a missing vendor just come back empty.
  const [spaces, entries] = publicCalendarQueries(db, { kind: 'vendor', id }, today);
  const [[row], reviews, photos, priceHistory, spaceRows, entryRows] = await db.batch([
    vendorQuery(db, id),
    reviewsForQuery(db, { type: 'vendor', id }),
    listPublicPhotosQuery(db, { kind: 'vendor', id }),
    priceHistoryQuery(db, { kind: 'vendor', id }),
    spaces,
    entries,
  ]);
  if (!row) return null;
  return {
    ...row,
    reviews: toPublicReviews(reviews),
    photos: photos.map(toPublicPhoto),
    priceHistory: toPriceHistory('vendor', priceHistory),
    calendar: toPublicCalendar(today, spaceRows, entryRows, row.vendor.calendarUpdatedAt),
  };
}

import type { Db } from '../../server/db/client.ts';
import { readDb } from '../../server/db/fast-read.server.ts';
import { listReviewsFor } from '../reviews/reviews.server.ts';
import { findVenue } from './venues.server.ts';
import { listPublicPhotos } from '../listing-photos/listing-photos.server.ts';
import { listPriceHistory } from '../costs/prices.server.ts';

/** Everything the venue page shows, or null when there is no such venue. */
export async function loadVenueDetail(app: Db, id: number) {
  // A public page rendered for every listing nobody has asked for lately: its reads go
  // through kept statements on the read connection.
  const db = readDb(app);
  const row = await findVenue(db, id);
  if (!row) return null;
  const [reviews, photos, priceHistory] = await Promise.all([
    listReviewsFor(db, { type: 'venue', id }),
    listPublicPhotos(db, { kind: 'venue', id }),
    listPriceHistory(db, { kind: 'venue', id }),
  ]);
  return { ...row, reviews, photos, priceHistory };
}

import type { Db } from '../../server/db/client.ts';
import { readDb } from '../../server/db/fast-read.server.ts';
import { listReviewsFor } from '../reviews/reviews.server.ts';
import { findVendor } from './vendors.server.ts';
import { listPublicPhotos } from '../listing-photos/listing-photos.server.ts';
import { listPriceHistory } from '../costs/prices.server.ts';

/** Everything the vendor page shows, or null when there is no such (active) vendor. */
export async function loadVendorDetail(app: Db, id: number) {
  // A public page rendered for every listing nobody has asked for lately: its reads go
  // through kept statements on the read connection.
  const db = readDb(app);
  const row = await findVendor(db, id);
  if (!row) return null;
  const [reviews, photos, priceHistory] = await Promise.all([
    listReviewsFor(db, { type: 'vendor', id }),
    listPublicPhotos(db, { kind: 'vendor', id }),
    listPriceHistory(db, { kind: 'vendor', id }),
  ]);
  return { ...row, reviews, photos, priceHistory };
}

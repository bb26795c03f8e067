import type { Db } from '../../server/db/client.ts';
import { listReviewsFor } from '../reviews/reviews.server.ts';
import { findVendor } from './vendors.server.ts';
import { listPublicPhotos } from '../listing-photos/listing-photos.server.ts';
import { listPriceHistory } from '../costs/prices.server.ts';

/** Everything the vendor page shows, or null when there is no such (active) vendor. */
export async function loadVendorDetail(db: Db, id: number) {
  const row = await findVendor(db, id);
  if (!row) return null;
  const [reviews, photos, priceHistory] = await Promise.all([
    listReviewsFor(db, { type: 'vendor', id }),
    listPublicPhotos(db, { kind: 'vendor', id }),
    listPriceHistory(db, { kind: 'vendor', id }),
  ]);
  return { ...row, reviews, photos, priceHistory };
}

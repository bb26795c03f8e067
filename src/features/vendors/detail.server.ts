import type { Db } from '../../server/db/client.ts';
import { listReviewsFor } from '../reviews/reviews.server.ts';
import { findVendor } from './vendors.server.ts';

/** Everything the vendor page shows, or null when there is no such (active) vendor. */
export async function loadVendorDetail(db: Db, id: number) {
  const row = await findVendor(db, id);
  if (!row) return null;
  const reviews = await listReviewsFor(db, { type: 'vendor', id });
  return { ...row, reviews };
}

import type { Db } from '../../server/db/client.ts';
import { formatRupees } from '../../lib/money.ts';
import { listRecentCoupleBookings } from '../enquiries/bookings.server.ts';
import { listReviewsByUser } from '../reviews/reviews.server.ts';
import { listShortlists } from '../shortlists/shortlists.server.ts';
import { ACTIVITY_PER_KIND, mergeActivity, type ActivityItem } from './profile.ts';

/** Recent activity for the overview: the latest shortlisted items, reviews and bookings. */
export async function recentActivity(db: Db, userId: string): Promise<ActivityItem[]> {
  const [shortlisted, reviewed, booked] = await Promise.all([
    listShortlists(db, userId, ACTIVITY_PER_KIND),
    listReviewsByUser(db, userId, ACTIVITY_PER_KIND),
    listRecentCoupleBookings(db, userId, ACTIVITY_PER_KIND),
  ]);
  return mergeActivity([
    shortlisted.map((s) => ({ kind: 'shortlist' as const, text: `Shortlisted ${s.name}`, href: s.href, at: s.createdAt })),
    reviewed.map((r) => ({ kind: 'review' as const, text: `Reviewed ${r.itemName} (${r.rating}/5)`, href: r.itemHref, at: r.createdAt })),
    booked.map((b) => ({
      kind: 'booking' as const,
      text: `Booked ${b.listingName} (${formatRupees(b.amount)})`,
      href: `/dashboard?tab=enquiries&c=${b.conversationId}`,
      at: b.createdAt,
    })),
  ]);
}

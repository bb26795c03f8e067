import type { Db } from '../../../server/db/client.ts';
import { formatRupees } from '../../../lib/money.ts';
import { recentCoupleBookingsQuery, toBookingRows } from '../../marketplace/index.server.ts';
import { reviewsByUserQueries, toUserReviews } from '../../catalogue/index.server.ts';
import { shortlistQueries, toShortlistEntries } from '../../catalogue/index.server.ts';
import { ACTIVITY_PER_KIND, mergeActivity, type ActivityItem } from './profile.ts';
import { activityMessages } from './messages.ts';

/** Recent activity for the overview: the latest shortlisted items, reviews and bookings, in the account's language (`t`). */
export async function recentActivity(db: Db, userId: string, t = activityMessages.for('en')): Promise<ActivityItem[]> {
  // One batch, one round trip: each list's reads depend on none of the others' answers.
  const shortlistReads = shortlistQueries(db, userId, ACTIVITY_PER_KIND);
  const reviewReads = reviewsByUserQueries(db, userId, ACTIVITY_PER_KIND);
  const answers = await db.batch([...shortlistReads, ...reviewReads, recentCoupleBookingsQuery(db, userId, ACTIVITY_PER_KIND)]);
  const shortlisted = toShortlistEntries([answers[0], answers[1], answers[2], answers[3], answers[4], answers[5]]);
  const reviewed = toUserReviews([answers[6], answers[7], answers[8], answers[9]]);
  const booked = toBookingRows(answers[10]);
  return mergeActivity([
    shortlisted.map((s) => ({ kind: 'shortlist' as const, text: t.shortlisted({ name: s.name }), href: s.href, at: s.createdAt })),
    reviewed.map((r) => ({ kind: 'review' as const, text: t.reviewed({ name: r.itemName, rating: String(r.rating) }), href: r.itemHref, at: r.createdAt })),
    booked.map((b) => ({
      kind: 'booking' as const,
      text: t.booked({ name: b.listingName, amount: formatRupees(b.amount) }),
      href: `/dashboard?tab=enquiries&c=${b.conversationId}`,
      at: b.createdAt,
    })),
  ]);
}

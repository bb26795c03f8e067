import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../server/db/client.ts';
import { guests, weddingProfiles } from '../../server/db/schema.ts';
import { listReviewsByUser } from '../reviews/reviews.server.ts';
import { listShortlists } from '../shortlists/shortlists.server.ts';
import { ACTIVITY_PER_KIND, mergeActivity, type ActivityItem } from './profile.ts';

/**
 * Recent activity for the overview: the latest shortlisted items, reviews and guests added
 * (the product has no bookings; guests added are the couple's other planning activity).
 */
export async function recentActivity(db: Db, userId: string): Promise<ActivityItem[]> {
  const [shortlisted, reviewed, added] = await Promise.all([
    listShortlists(db, userId, ACTIVITY_PER_KIND),
    listReviewsByUser(db, userId, ACTIVITY_PER_KIND),
    db
      .select({ id: guests.id, fullName: guests.fullName, createdAt: guests.createdAt })
      .from(guests)
      .innerJoin(weddingProfiles, eq(weddingProfiles.id, guests.weddingProfileId))
      .where(eq(weddingProfiles.userId, userId))
      .orderBy(desc(guests.createdAt))
      .limit(ACTIVITY_PER_KIND),
  ]);
  return mergeActivity([
    shortlisted.map((s) => ({ kind: 'shortlist' as const, text: `Shortlisted ${s.name}`, href: s.href, at: s.createdAt })),
    reviewed.map((r) => ({ kind: 'review' as const, text: `Reviewed ${r.itemName} (${r.rating}/5)`, href: r.itemHref, at: r.createdAt })),
    added.map((g) => ({ kind: 'guest' as const, text: `Added ${g.fullName} to the guest list`, href: '/dashboard?tab=guests', at: g.createdAt.toISOString() })),
  ]);
}

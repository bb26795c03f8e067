// Reads and writes of the signed-in user's own settings; every query is keyed by that id.
import { and, eq, isNotNull, or } from 'drizzle-orm';
import type { Db } from '../../../server/db/client.ts';
import { reviews, users, type NotificationSettings } from '../../../server/db/schema.ts';
import { purgeAfterWrite } from '../../../server/purge.ts';
import type { ProfileSettings } from './settings.schema.ts';
import type { Locale } from '../../../i18n/locales.ts';

export async function updateProfileSettings(db: Db, userId: string, input: ProfileSettings): Promise<void> {
  await db.update(users).set({ name: input.name, phone: input.phone }).where(eq(users.id, userId));
  // Venue and vendor pages show the reviewer's name under each review.
  const rows = await db
    .select({ venueId: reviews.venueId, vendorId: reviews.vendorId })
    .from(reviews)
    .where(and(eq(reviews.userId, userId), or(isNotNull(reviews.venueId), isNotNull(reviews.vendorId))));
  const reviewed = rows.map((row) => (row.venueId !== null ? { kind: 'venue' as const, id: row.venueId } : { kind: 'vendor' as const, id: row.vendorId! }));
  if (reviewed.length > 0) await purgeAfterWrite({ kind: 'reviewer-name', reviewed });
}

export async function updateNotificationSettings(db: Db, userId: string, input: NotificationSettings): Promise<void> {
  await db.update(users).set({ notificationSettings: input }).where(eq(users.id, userId));
}

/** The account's language: its signed-in pages and mail follow it from the next request. */
export async function updateLanguage(db: Db, userId: string, locale: Locale): Promise<void> {
  await db.update(users).set({ locale }).where(eq(users.id, userId));
}

// Reads and writes of the signed-in user's own settings; every query is keyed by that id.
import { eq } from 'drizzle-orm';
import type { Db } from '../../server/db/client.ts';
import { users, type NotificationSettings } from '../../server/db/schema.ts';
import type { ProfileSettings } from './settings.schema.ts';

export async function updateProfileSettings(db: Db, userId: string, input: ProfileSettings): Promise<void> {
  await db.update(users).set({ name: input.name, phone: input.phone }).where(eq(users.id, userId));
}

export async function updateNotificationSettings(db: Db, userId: string, input: NotificationSettings): Promise<void> {
  await db.update(users).set({ notificationSettings: input }).where(eq(users.id, userId));
}

import { sql } from 'drizzle-orm';
import type { Db } from '../../server/db/client.ts';
import { contactMessages, rateLimits } from '../../server/db/schema.ts';
import { CONTACT_LIMIT, type ContactInput } from './contact.ts';

export class RateLimitedError extends Error {
  constructor() {
    super('Too many contact messages from this address');
    this.name = 'RateLimitedError';
  }
}

/**
 * Counts one hit against `key` in a fixed window and returns the count so far. One atomic
 * upsert, so concurrent requests on any server instance cannot both slip under the limit.
 */
async function countHit(db: Db, key: string, windowMs: number, now: number): Promise<number> {
  const windowStart = now - windowMs;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, count: 1, windowStartsAt: new Date(now) })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`CASE WHEN "window_starts_at" <= ${windowStart} THEN 1 ELSE "count" + 1 END`,
        windowStartsAt: sql`CASE WHEN "window_starts_at" <= ${windowStart} THEN ${now} ELSE "window_starts_at" END`,
      },
    })
    .returning({ count: rateLimits.count });
  return row?.count ?? 1;
}

/** Stores a contact message, at most CONTACT_LIMIT.perWindow per IP address per hour. */
export async function sendContactMessage(db: Db, input: ContactInput, ip: string, now = Date.now()): Promise<void> {
  const count = await countHit(db, `contact:${ip}`, CONTACT_LIMIT.windowMs, now);
  if (count > CONTACT_LIMIT.perWindow) throw new RateLimitedError();
  await db.insert(contactMessages).values({ ...input, ip });
}

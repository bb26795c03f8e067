// Fixed-window counters kept in the database, so every server instance (and every
// serverless function) shares them. Keys are namespaced by the caller, e.g.
// `signin:account:<email>` or `signin:ip:<address>`.
import { eq, sql } from 'drizzle-orm';
import type { Db } from './db/client.ts';
import { rateLimits } from './db/schema.ts';

export type RateLimitResult = {
  /** False once the window holds more than `limit` hits. */
  allowed: boolean;
  /** Hits counted in the current window, this one included. */
  count: number;
  /** Milliseconds until the window resets. */
  retryAfterMs: number;
};

/**
 * Counts one hit against `key` and says whether it is still within `limit` hits per
 * `windowMs`. One upsert statement, so concurrent requests never lose a hit.
 */
export async function consumeRateLimit(
  db: Db,
  key: string,
  limit: number,
  windowMs: number,
  now: number = Date.now(),
): Promise<RateLimitResult> {
  const windowStart = now - windowMs;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, count: 1, windowStartsAt: new Date(now) })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`CASE WHEN ${rateLimits.windowStartsAt} <= ${windowStart} THEN 1 ELSE ${rateLimits.count} + 1 END`,
        windowStartsAt: sql`CASE WHEN ${rateLimits.windowStartsAt} <= ${windowStart} THEN ${now} ELSE ${rateLimits.windowStartsAt} END`,
      },
    })
    .returning({ count: rateLimits.count, windowStartsAt: rateLimits.windowStartsAt });
  const count = row?.count ?? 1;
  const startsAt = row?.windowStartsAt.getTime() ?? now;
  return { allowed: count <= limit, count, retryAfterMs: Math.max(0, startsAt + windowMs - now) };
}

/** Whether `key` has already used up `limit` hits in the current window (counts nothing). */
export async function isRateLimited(
  db: Db,
  key: string,
  limit: number,
  windowMs: number,
  now: number = Date.now(),
): Promise<boolean> {
  const [row] = await db.select().from(rateLimits).where(eq(rateLimits.key, key)).limit(1);
  if (!row || row.windowStartsAt.getTime() <= now - windowMs) return false;
  return row.count >= limit;
}

/** Forgets the hits of `key` (e.g. an account's failures after a successful sign-in). */
export async function resetRateLimit(db: Db, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}

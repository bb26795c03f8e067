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

/** One counter to count a hit against: at most `limit` hits per `windowMs`. */
export type RateLimitRule = { key: string; limit: number; windowMs: number };

function upsertHit(db: Db, { key, windowMs }: RateLimitRule, now: number) {
  const windowStart = now - windowMs;
  return db
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
}

function resultOf(row: { count: number; windowStartsAt: Date } | undefined, { limit, windowMs }: RateLimitRule, now: number): RateLimitResult {
  const count = row?.count ?? 1;
  const startsAt = row?.windowStartsAt.getTime() ?? now;
  return { allowed: count <= limit, count, retryAfterMs: Math.max(0, startsAt + windowMs - now) };
}

/**
 * Counts one hit against `key` and says whether it is still within `limit` hits per
 * `windowMs`. One upsert statement, so concurrent requests never lose a hit.
 */
export async function consumeRateLimit(db: Db, key: string, limit: number, windowMs: number, now: number = Date.now()): Promise<RateLimitResult> {
  const rule = { key, limit, windowMs };
  const [row] = await upsertHit(db, rule, now);
  return resultOf(row, rule, now);
}

/** Counts one hit against each rule in one transaction (one commit for all of them). */
export async function consumeRateLimits(db: Db, rules: [RateLimitRule, ...RateLimitRule[]], now: number = Date.now()): Promise<RateLimitResult[]> {
  const [first, ...rest] = rules.map((rule) => upsertHit(db, rule, now));
  const rows = await db.batch([first!, ...rest]);
  return rows.map(([row], i) => resultOf(row, rules[i]!, now));
}

/** Forgets the hits of `key` (e.g. an account's failures after a successful sign-in). */
export async function resetRateLimit(db: Db, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}

// A growing wait instead of a flat lock-out: the first `free` attempts on a key pass at once;
// after that each attempt must wait `baseMs`, then twice as long, and so on up to `maxMs`,
// counted from the key's latest attempt. One attempt is forgotten every `leakMs`, so a busy
// shared address that stays under `free` per `free × leakMs` never waits; a success can give
// its attempt back (`refundAttempt`) or clear the key.
//
// Kept in `rate_limits` (count = attempts, window_starts_at = the latest attempt), so every
// instance shares it. An attempt is taken in one conditional upsert before any password is
// hashed, so parallel attempts cannot all pass the check before any of them is counted.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rateLimits } from '../db/schema.ts';

export type BackoffRule = { key: string; free: number; baseMs: number; maxMs: number; leakMs: number };

export type BackoffResult = { allowed: true; count: number } | { allowed: false; count: number; retryAfterMs: number };

/** How long the attempt after `count` earlier ones must wait after the latest of them. */
export function backoffWaitMs(rule: Omit<BackoffRule, 'key'>, count: number): number {
  if (count < rule.free) return 0;
  return Math.min(rule.maxMs, rule.baseMs * 2 ** Math.min(40, count - rule.free));
}

/** Takes one attempt on `rule.key` if its wait is over; otherwise says how long is left. */
export async function takeAttempt(db: Db, rule: BackoffRule, now: number = Date.now()): Promise<BackoffResult> {
  const { key, free, baseMs, maxMs, leakMs } = rule;
  // Attempts still remembered: integer division, so a part-leaked attempt still counts.
  const held = sql`MAX(0, ${rateLimits.count} - CAST((${now} - ${rateLimits.windowStartsAt}) / ${leakMs} AS INTEGER))`;
  // SQLite integers: `<<` doubles; the shift is capped so it cannot overflow.
  const wait = sql`CASE WHEN ${held} < ${free} THEN 0 ELSE MIN(${maxMs}, ${baseMs} << MIN(40, ${held} - ${free})) END`;
  const rows = await db
    .insert(rateLimits)
    .values({ key, count: 1, windowStartsAt: new Date(now) })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: { count: sql`${held} + 1`, windowStartsAt: sql`${now}` },
      setWhere: sql`${rateLimits.windowStartsAt} + ${wait} <= ${now}`,
    })
    .returning({ count: rateLimits.count });
  if (rows[0]) return { allowed: true, count: rows[0].count };
  const [row] = await db.select().from(rateLimits).where(eq(rateLimits.key, key)).limit(1);
  const latest = row?.windowStartsAt.getTime() ?? now;
  const count = Math.max(0, (row?.count ?? 0) - Math.floor((now - latest) / leakMs));
  return { allowed: false, count, retryAfterMs: Math.max(1000, latest + backoffWaitMs(rule, count) - now) };
}

/** Gives one attempt back (a successful sign-in does not count against a shared address). */
export async function refundAttempt(db: Db, key: string): Promise<void> {
  await db
    .update(rateLimits)
    .set({ count: sql`MAX(0, ${rateLimits.count} - 1)` })
    .where(eq(rateLimits.key, key));
}

/** Says how long a wait reads in a message: "30 seconds", "1 minute", "15 minutes". */
export function describeWait(ms: number): string {
  const seconds = Math.ceil(ms / 1000);
  if (seconds < 60) return `${seconds} ${seconds === 1 ? 'second' : 'seconds'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
}

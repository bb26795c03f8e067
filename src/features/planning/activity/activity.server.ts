// The wedding's activity list: who added, changed or removed guests, households, bookings,
// budget lines and payments. Each write that reports itself adds `recordActivity(…)` to the
// batch it already runs, so recording costs no round trip of its own, and the row exists
// exactly when the write it reports does.
import { and, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { SQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { Db } from '../../../server/db/client.ts';
import { rowSelection } from '../../../server/db/insert-select.ts';
import { weddingActivity, weddingProfiles } from '../../../server/db/schema.ts';
import { ACTIVITY_LIMITS, type ActivityAction, type ActivityEntry, type ActivitySubject } from './activity.ts';

const DAY = 24 * 60 * 60 * 1000;

/** Who did it: an account and the name shown for it (text, or SQL read inside the write). */
export type Actor = { id: string; name: string | SQL };

/** The signed-in user: its name, or its e-mail when it has none. */
export function actorOf(user: { id: string; name: string; email: string }): Actor {
  return { id: user.id, name: user.name.trim() || user.email };
}

/**
 * An account named by id only (server code called without a signed-in user at hand): its name
 * or e-mail is read inside the insert.
 */
export function accountActor(userId: string): Actor {
  return { id: userId, name: sql`(SELECT coalesce(nullif(trim(u.name), ''), u.email) FROM users u WHERE u.id = ${userId})` };
}

type Value = string | SQL | SQLiteColumn;

export type ActivityValues = {
  weddingProfileId: Value;
  actor: Actor;
  action: ActivityAction;
  subject: ActivitySubject;
  /** As it was then: a name, `manySubjects(n)` or `paymentSubject(…)` (activity.ts). */
  subjectName: Value;
};

/**
 * Where the row is selected from: by default the wedding profile itself. A guard over the
 * changed table ties the row to the write it reports, so a refused or lost write records
 * nothing (the row may then also take its names from that table's columns).
 */
export type ActivitySource = { from: SQLiteTable; where: SQL };

/** The activity row, as an INSERT … SELECT to join the caller's batch. */
export function activityStatement(db: Db, values: ActivityValues, source?: ActivitySource) {
  const { from, where } = source ?? { from: weddingProfiles, where: eq(weddingProfiles.id, sql`${values.weddingProfileId}`) };
  return db.insert(weddingActivity).select((qb) =>
    qb
      .select(
        rowSelection(weddingActivity, {
          weddingProfileId: values.weddingProfileId,
          actorUserId: values.actor.id,
          actorName: values.actor.name,
          action: values.action,
          subject: values.subject,
          subjectName: values.subjectName,
        }),
      )
      .from(from)
      .where(where)
      .limit(1),
  );
}

/**
 * Deletes the wedding's rows older than 90 days, a bounded few at a time: run with each
 * insert, the table never grows without end and no write pays for a long clean-up.
 */
export function pruneActivityStatement(db: Db, weddingProfileId: Value, now: Date = new Date()) {
  const old = db
    .select({ id: weddingActivity.id })
    .from(weddingActivity)
    .where(
      and(
        eq(weddingActivity.weddingProfileId, sql`${weddingProfileId}`),
        lt(weddingActivity.createdAt, new Date(now.getTime() - ACTIVITY_LIMITS.keepDays * DAY)),
      ),
    )
    .orderBy(weddingActivity.createdAt)
    .limit(20);
  return db.delete(weddingActivity).where(inArray(weddingActivity.id, old));
}

/** The row and the clean-up of old rows, to spread into the caller's batch. */
export function recordActivity(db: Db, values: ActivityValues, source?: ActivitySource) {
  return [activityStatement(db, values, source), pruneActivityStatement(db, values.weddingProfileId)] as const;
}

/** The start of the window the Overview shows. */
export function activitySince(now: Date = new Date()): Date {
  return new Date(now.getTime() - ACTIVITY_LIMITS.windowDays * DAY);
}

/** The wedding's latest changes since `since`, newest first (along wedding_activity_profile_idx): the read, to run alone or in a batch. */
export function recentActivityQuery(db: Db, weddingProfileId: string, since: Date) {
  return db
    .select({
      id: weddingActivity.id,
      actorName: weddingActivity.actorName,
      action: weddingActivity.action,
      subject: weddingActivity.subject,
      subjectName: weddingActivity.subjectName,
      createdAt: weddingActivity.createdAt,
    })
    .from(weddingActivity)
    .where(and(eq(weddingActivity.weddingProfileId, weddingProfileId), gte(weddingActivity.createdAt, since)))
    .orderBy(desc(weddingActivity.createdAt), desc(weddingActivity.id))
    .limit(ACTIVITY_LIMITS.maxRows);
}

type ActivityRow = Omit<ActivityEntry, 'createdAt'> & { createdAt: Date };

export function toActivityEntries(rows: readonly ActivityRow[]): ActivityEntry[] {
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

/** The wedding's changes since `since` (the last 30 days: `activitySince()`), newest first, at most 20. */
export async function recentActivity(db: Db, weddingProfileId: string, since: Date): Promise<ActivityEntry[]> {
  return toActivityEntries(await recentActivityQuery(db, weddingProfileId, since));
}

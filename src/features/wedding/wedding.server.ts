// Wedding profile and planning tasks. One profile per user (a unique index on user_id);
// its tasks come from the checklist phases when it is created.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../server/db/client.ts';
import { planningTasks, weddingProfiles } from '../../server/db/schema.ts';
import { NotFoundError } from '../../server/errors.ts';
import { checklistPhases } from '../checklist/phases.ts';
import {
  compareTasks,
  daysBefore,
  taskTemplates,
  type PlanningTask,
  type WeddingProfile,
} from './wedding.ts';
import type { WeddingProfileCreateValues, WeddingProfileValues } from './wedding.schema.ts';
import { defaultFunctionsFor } from '../functions/functions.ts';

type ProfileRow = typeof weddingProfiles.$inferSelect;

function toProfile(row: ProfileRow): WeddingProfile {
  return {
    id: row.id,
    userName: row.userName,
    partnerName: row.partnerName,
    weddingCity: row.weddingCity,
    weddingDate: row.weddingDate,
    eventType: row.eventType,
    budget: row.budget,
    rsvpDeadline: row.rsvpDeadline,
  };
}

export async function getWeddingProfile(db: Db, userId: string): Promise<WeddingProfile | null> {
  const [row] = await db.select().from(weddingProfiles).where(eq(weddingProfiles.userId, userId)).limit(1);
  return row ? toProfile(row) : null;
}

const newId = () => crypto.randomUUID().replaceAll('-', '');

/**
 * Creates the user's profile and its planning tasks atomically. When the user already has
 * one (a second tab, a double click), nothing is written and the existing profile comes
 * back with `created: false`.
 *
 * Writes go through `db.batch` (one transaction run without yielding) rather than an
 * interactive transaction: libSQL's local driver is synchronous, so a transaction that
 * awaits between statements would hold the write lock while other requests block on it.
 */
export async function createWeddingProfile(
  db: Db,
  userId: string,
  { functions = [], ...values }: WeddingProfileValues & Partial<Pick<WeddingProfileCreateValues, 'functions'>>,
): Promise<{ profile: WeddingProfile; created: boolean }> {
  const profileId = newId();
  const tasks = taskTemplates(checklistPhases).map((t) =>
    sql`(${newId()}, ${profileId}, ${t.taskName}, ${t.description}, ${values.weddingDate ? daysBefore(values.weddingDate, t.dueDaysBefore) : null}, ${t.position})`,
  );
  const insertProfile = db
    .insert(weddingProfiles)
    .values({ id: profileId, userId, ...values })
    .onConflictDoNothing({ target: weddingProfiles.userId })
    .returning();
  // The tasks follow only a profile this call really inserted.
  const insertTasks = db.run(sql`
    INSERT INTO planning_tasks (id, wedding_profile_id, task_name, description, due_date, position)
    SELECT * FROM (VALUES ${sql.join(tasks, sql`, `)})
    WHERE EXISTS (SELECT 1 FROM wedding_profiles WHERE id = ${profileId})`);
  // The usual functions the couple kept, dated around the wedding day.
  const chosen = defaultFunctionsFor(values.weddingDate, functions).map(
    (f, position) => sql`(${newId()}, ${profileId}, ${f.name}, ${f.date}, ${position})`,
  );
  const insertFunctions = chosen.length
    ? [
        db.run(sql`
    INSERT INTO wedding_functions (id, wedding_profile_id, name, date, position)
    SELECT * FROM (VALUES ${sql.join(chosen, sql`, `)})
    WHERE EXISTS (SELECT 1 FROM wedding_profiles WHERE id = ${profileId})`),
      ]
    : [];
  const [inserted] = await db.batch([insertProfile, ...(tasks.length ? [insertTasks] : []), ...insertFunctions]);
  const row = inserted[0];
  if (row) return { profile: toProfile(row), created: true };
  const existing = await getWeddingProfile(db, userId);
  if (!existing) throw new Error('Wedding profile vanished after a conflicting insert');
  return { profile: existing, created: false };
}

/**
 * Saves the profile. When the wedding date moves, open tasks move with it by the same
 * number of days (completed ones keep their dates); when a first date is set, undated
 * open checklist tasks get their due dates from it. Removing the date keeps the tasks'
 * dates as they are. The shift is computed from the date stored at the moment of the
 * write, so two saves racing each other cannot shift twice.
 */
export async function updateWeddingProfile(db: Db, userId: string, values: WeddingProfileValues): Promise<WeddingProfile> {
  const [current] = await db
    .select({ id: weddingProfiles.id })
    .from(weddingProfiles)
    .where(eq(weddingProfiles.userId, userId))
    .limit(1);
  if (!current) throw new NotFoundError('Wedding profile not found');
  const storedDate = sql`(SELECT wedding_date FROM wedding_profiles WHERE id = ${current.id})`;
  const open = sql`wedding_profile_id = ${current.id} AND is_completed = 0`;
  const to = values.weddingDate;
  const byPosition = taskTemplates(checklistPhases).map((t) => sql`WHEN ${t.position} THEN ${t.dueDaysBefore}`);
  const updateProfile = db
    .update(weddingProfiles)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(weddingProfiles.id, current.id))
    .returning();
  if (!to) {
    const [rows] = await db.batch([updateProfile]);
    return toProfile(rows[0]!);
  }
  const shiftDated = db.run(sql`
    UPDATE planning_tasks
    SET due_date = date(due_date, CAST(round(julianday(${to}) - julianday(${storedDate})) AS INTEGER) || ' days')
    WHERE ${open} AND due_date IS NOT NULL AND ${storedDate} IS NOT NULL`);
  const dateUndated = byPosition.length
    ? db.run(sql`
    UPDATE planning_tasks
    SET due_date = date(${to}, '-' || (CASE position ${sql.join(byPosition, sql` `)} END) || ' days')
    WHERE ${open} AND due_date IS NULL AND ${storedDate} IS NULL
      AND position BETWEEN 0 AND ${byPosition.length - 1}`)
    : shiftDated;
  const [, , rows] = await db.batch([shiftDated, dateUndated, updateProfile]);
  return toProfile(rows[0]!);
}

type TaskRow = typeof planningTasks.$inferSelect;
function toTask(row: TaskRow): PlanningTask {
  return {
    id: row.id,
    taskName: row.taskName,
    description: row.description,
    dueDate: row.dueDate,
    isCompleted: row.isCompleted,
    position: row.position,
  };
}

/** The user's planning tasks, soonest due first, undated last. */
export async function listPlanningTasks(db: Db, userId: string): Promise<PlanningTask[]> {
  const rows = await db
    .select({ task: planningTasks })
    .from(planningTasks)
    .innerJoin(weddingProfiles, eq(weddingProfiles.id, planningTasks.weddingProfileId))
    .where(eq(weddingProfiles.userId, userId));
  return rows.map((r) => toTask(r.task)).sort(compareTasks);
}

/** Changes one of the user's own tasks; another user's task is "not found". */
export async function updatePlanningTask(
  db: Db,
  userId: string,
  id: string,
  changes: Partial<Pick<PlanningTask, 'taskName' | 'description' | 'dueDate' | 'isCompleted'>>,
): Promise<PlanningTask> {
  const ownProfile = db.select({ id: weddingProfiles.id }).from(weddingProfiles).where(eq(weddingProfiles.userId, userId));
  const [row] = await db
    .update(planningTasks)
    .set(changes)
    .where(and(eq(planningTasks.id, id), inArray(planningTasks.weddingProfileId, ownProfile)))
    .returning();
  if (!row) throw new NotFoundError('Task not found');
  return toTask(row);
}

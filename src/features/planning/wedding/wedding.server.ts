// Long because: the profile, the functions made with it and its planning tasks are written together in one transaction.
// Wedding profile and planning tasks. One profile per user (a unique index on user_id);
// its tasks come from the checklist phases when it is created. Reads and changes reach the
// wedding the user acts on (access.server.ts): their own, or one they collaborate on.
import { and, eq, exists, inArray, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/sqlite-core';
import type { Db } from '../../../server/db/client.ts';
import { purgeWeddingSite } from '../../../server/purge.ts';
import { rowSelection } from '../../../server/db/insert-select.ts';
import { checklistCustomItems, checklistProgress, planningTasks, weddingFunctions, weddingProfiles } from '../../../server/db/schema.ts';
import { ConflictError, NotFoundError } from '../../../server/errors.ts';
import { checklistPhases } from './phases.ts';
import { compareTasks, planLeadDays, plannedDueDate, taskTemplates, type PlanningTask, type WeddingProfile } from './wedding.ts';
import { todayInIndia } from '../../../lib/dates.ts';
import type { WeddingProfileCreateValues, WeddingProfileValues } from './wedding.schema.ts';
import { defaultFunctionsFor } from './functions.ts';
import { forgetWeddings, weddingAccess } from './access.server.ts';
import { newId } from '../../../lib/ids.ts';

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

/** The profile of the wedding the user acts on (their own, or one they collaborate on), or null. */
export async function getWeddingProfile(db: Db, userId: string): Promise<WeddingProfile | null> {
  // Read with the account's access to it: no round trip of its own.
  const access = await weddingAccess(db, userId);
  return access ? toProfile(access.profile) : null;
}

/** The user's own profile (as its couple), whatever wedding they have open. */
async function ownWeddingProfile(db: Db, userId: string): Promise<WeddingProfile | null> {
  const [row] = await db.select().from(weddingProfiles).where(eq(weddingProfiles.userId, userId)).limit(1);
  return row ? toProfile(row) : null;
}

/** The id of the wedding the user acts on, or NotFoundError when there is none. */
async function openWeddingId(db: Db, userId: string): Promise<string> {
  const access = await weddingAccess(db, userId);
  if (!access) throw new NotFoundError('Wedding profile not found');
  return access.id;
}

const planLead = planLeadDays(taskTemplates(checklistPhases));

/** Due dates for a plan made today towards this wedding date (none without a date). */
function dueDateOf(weddingDate: string | null, today = todayInIndia()) {
  return (dueDaysBefore: number) => (weddingDate ? plannedDueDate(weddingDate, dueDaysBefore, today, planLead) : null);
}

/**
 * Ticks and custom items the couple saved on the checklist page before it had a wedding
 * profile move into the new profile's tasks, so there is one checklist from then on.
 */
function adoptChecklistProgress(db: Db, userId: string, profileId: string) {
  const ours = exists(
    db
      .select({ one: sql`1` })
      .from(weddingProfiles)
      .where(and(eq(weddingProfiles.id, profileId), eq(weddingProfiles.userId, userId))),
  );
  const item = checklistCustomItems;
  return [
    db
      .update(planningTasks)
      .set({ isCompleted: true })
      .where(
        and(
          eq(planningTasks.weddingProfileId, profileId),
          inArray(
            planningTasks.checklistItemId,
            db
              .select({ itemId: checklistProgress.itemId })
              .from(checklistProgress)
              .where(and(eq(checklistProgress.userId, userId), eq(checklistProgress.completed, true))),
          ),
        ),
      ),
    db.insert(planningTasks).select((qb) =>
      qb
        .select(
          rowSelection(planningTasks, {
            id: item.id,
            weddingProfileId: profileId,
            taskName: item.title,
            description: sql`nullif(${item.description}, '')`,
            dueDate: null,
            isCompleted: sql`coalesce((SELECT completed FROM ${checklistProgress} WHERE user_id = ${userId} AND item_id = ${item.id}), 0)`,
            position: sql`100 + row_number() OVER (ORDER BY ${item.createdAt}, ${item.id})`,
            phaseId: item.phaseId,
            isCustom: true,
          }),
        )
        .from(item)
        .where(and(eq(item.userId, userId), ours)),
    ),
    db.delete(checklistCustomItems).where(and(eq(checklistCustomItems.userId, userId), ours)),
    db.delete(checklistProgress).where(and(eq(checklistProgress.userId, userId), ours)),
  ];
}

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
  const dueDate = dueDateOf(values.weddingDate);
  const tasks = taskTemplates(checklistPhases).map((t) => ({
    id: newId(),
    weddingProfileId: profileId,
    taskName: t.taskName,
    description: t.description,
    dueDate: dueDate(t.dueDaysBefore),
    position: t.position,
    phaseId: t.phaseId,
    checklistItemId: t.checklistItemId,
  }));
  const insertProfile = db
    .insert(weddingProfiles)
    .values({ id: profileId, userId, ...values })
    .onConflictDoNothing({ target: weddingProfiles.userId })
    .returning();
  // The tasks follow only a profile this call really inserted.
  // One statement for all the rows: a UNION ALL of selects that each yield the row only once the profile exists.
  const ofNewProfile = eq(weddingProfiles.id, profileId);
  const taskRows = tasks.map((row) => db.select(rowSelection(planningTasks, row)).from(weddingProfiles).where(ofNewProfile));
  const insertTasks = db.insert(planningTasks).select(taskRows.length > 1 ? unionAll(taskRows[0]!, taskRows[1]!, ...taskRows.slice(2)) : taskRows[0]!);
  // The usual functions the couple kept, dated around the wedding day.
  const chosen = defaultFunctionsFor(values.weddingDate, functions).map((f, position) => ({
    id: newId(),
    weddingProfileId: profileId,
    name: f.name,
    date: f.date,
    position,
  }));
  const functionRows = chosen.map((row) => db.select(rowSelection(weddingFunctions, row)).from(weddingProfiles).where(ofNewProfile));
  const insertFunctions = functionRows.length
    ? [db.insert(weddingFunctions).select(functionRows.length > 1 ? unionAll(functionRows[0]!, functionRows[1]!, ...functionRows.slice(2)) : functionRows[0]!)]
    : [];
  const [inserted] = await db.batch([
    insertProfile,
    ...(tasks.length ? [insertTasks] : []),
    ...adoptChecklistProgress(db, userId, profileId),
    ...insertFunctions,
  ]);
  // The account has a wedding of its own now: this request's reads see it.
  forgetWeddings(userId);
  const row = inserted[0];
  if (row) return { profile: toProfile(row), created: true };
  const existing = await ownWeddingProfile(db, userId);
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
  const current = { id: await openWeddingId(db, userId) };
  const storedDate = sql`(SELECT wedding_date FROM wedding_profiles WHERE id = ${current.id})`;
  const open = sql`wedding_profile_id = ${current.id} AND is_completed = 0`;
  const to = values.weddingDate;
  const dueDate = dueDateOf(values.weddingDate);
  const byPosition = taskTemplates(checklistPhases).map((t) => sql`WHEN ${t.position} THEN ${dueDate(t.dueDaysBefore)}`);
  const updateProfile = db
    .update(weddingProfiles)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(weddingProfiles.id, current.id))
    .returning();
  if (!to) {
    const [rows] = await db.batch([updateProfile]);
    // The wedding website shows the couple's names and date.
    await purgeWeddingSite(current.id);
    return toProfile(rows[0]!);
  }
  const shiftDated = db.run(sql`
    UPDATE planning_tasks
    SET due_date = date(due_date, CAST(round(julianday(${to}) - julianday(${storedDate})) AS INTEGER) || ' days')
    WHERE ${open} AND due_date IS NOT NULL AND ${storedDate} IS NOT NULL`);
  const dateUndated = byPosition.length
    ? db.run(sql`
    UPDATE planning_tasks
    SET due_date = CASE position ${sql.join(byPosition, sql` `)} END
    WHERE ${open} AND due_date IS NULL AND ${storedDate} IS NULL
      AND position BETWEEN 0 AND ${byPosition.length - 1}`)
    : shiftDated;
  const [, , rows] = await db.batch([shiftDated, dateUndated, updateProfile]);
  await purgeWeddingSite(current.id);
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
    phaseId: row.phaseId,
    checklistItemId: row.checklistItemId,
    custom: row.isCustom,
  };
}

/** The user's planning tasks, soonest due first, undated last. */
export async function listPlanningTasks(db: Db, userId: string): Promise<PlanningTask[]> {
  const access = await weddingAccess(db, userId);
  return access ? toPlanningTasks(await planningTasksQuery(db, access.id)) : [];
}

/** The read behind `listPlanningTasks` for the wedding profile `weddingProfileId`, to run alone or in a batch… */
export function planningTasksQuery(db: Db, weddingProfileId: string) {
  return db.select({ task: planningTasks }).from(planningTasks).where(eq(planningTasks.weddingProfileId, weddingProfileId));
}

/** …and its rows as tasks, in `listPlanningTasks`' order. */
export function toPlanningTasks(rows: { task: typeof planningTasks.$inferSelect }[]): PlanningTask[] {
  return rows.map((r) => toTask(r.task)).sort(compareTasks);
}

/** Changes one of the open wedding's tasks; another wedding's task is "not found". */
export async function updatePlanningTask(
  db: Db,
  userId: string,
  id: string,
  changes: Partial<Pick<PlanningTask, 'taskName' | 'description' | 'dueDate' | 'isCompleted'>>,
  { customOnly = false } = {},
): Promise<PlanningTask> {
  const profileId = await openWeddingId(db, userId);
  const [row] = await db
    .update(planningTasks)
    .set(changes)
    .where(and(eq(planningTasks.id, id), eq(planningTasks.weddingProfileId, profileId), customOnly ? eq(planningTasks.isCustom, true) : undefined))
    .returning();
  if (!row) throw new NotFoundError('Task not found');
  return toTask(row);
}

/** A bound per couple, so one account cannot fill the table. */
export const CUSTOM_TASKS_MAX = 300;

async function ownProfileId(db: Db, userId: string): Promise<{ id: string; weddingDate: string | null }> {
  const access = await weddingAccess(db, userId);
  if (!access) throw new NotFoundError('Wedding profile not found');
  return { id: access.id, weddingDate: access.weddingDate };
}

/**
 * Adds a task of the couple's own. Without a due date, one in a phase falls due with that
 * phase's items (when the wedding date is known).
 */
export async function addPlanningTask(
  db: Db,
  userId: string,
  input: { taskName: string; description: string | null; dueDate: string | null; phaseId: string | null },
): Promise<PlanningTask> {
  const profile = await ownProfileId(db, userId);
  const phase = checklistPhases.find((p) => p.id === input.phaseId);
  const dueDate = input.dueDate ?? (phase ? dueDateOf(profile.weddingDate)(phase.dueDaysBefore) : null);
  const mine = sql`FROM ${planningTasks} WHERE ${planningTasks.weddingProfileId} = ${profile.id}`;
  // The count and the next position are read inside the insert, so parallel adds cannot pass the limit.
  const id = newId();
  const inserted = await db.insert(planningTasks).select((qb) =>
    qb
      .select(
        rowSelection(planningTasks, {
          id,
          weddingProfileId: profile.id,
          taskName: input.taskName,
          description: input.description,
          dueDate,
          phaseId: phase?.id ?? null,
          isCustom: true,
          position: sql`max(100, coalesce((SELECT max(${planningTasks.position}) ${mine}), 0) + 1)`,
        }),
      )
      .from(weddingProfiles)
      .where(and(eq(weddingProfiles.id, profile.id), sql`(SELECT count(*) ${mine} AND ${planningTasks.isCustom} = 1) < ${CUSTOM_TASKS_MAX}`)),
  );
  if (inserted.rowsAffected === 0) throw new ConflictError(`You can add at most ${CUSTOM_TASKS_MAX} tasks of your own`);
  const [row] = await db.select().from(planningTasks).where(eq(planningTasks.id, id));
  return toTask(row!);
}

/** Deletes one of the couple's own custom tasks; a planned task or another couple's is "not found". */
export async function deletePlanningTask(db: Db, userId: string, id: string): Promise<void> {
  const profileId = await openWeddingId(db, userId);
  const removed = await db
    .delete(planningTasks)
    .where(and(eq(planningTasks.id, id), eq(planningTasks.isCustom, true), eq(planningTasks.weddingProfileId, profileId)))
    .returning({ id: planningTasks.id });
  if (removed.length === 0) throw new NotFoundError('Task not found');
}

import { and, asc, eq, exists, or, sql } from 'drizzle-orm';
import type { Db } from '../../../server/db/client.ts';
import { checklistCustomItems, checklistProgress, planningTasks, users } from '../../../server/db/schema.ts';
import { rowSelection } from '../../../server/db/insert-select.ts';
import { newId } from '../../../lib/ids.ts';
import { ConflictError, NotFoundError } from '../../../server/errors.ts';
import { checklistFromTasks, CUSTOM_ITEMS_PER_PHASE_MAX, isFixedItemId, type ChecklistData, type CustomItem } from './checklist.ts';
import { weddingAccess } from '../wedding/access.server.ts';
import { addPlanningTask, deletePlanningTask, listPlanningTasks, updatePlanningTask } from '../wedding/wedding.server.ts';

// One checklist: a couple with a wedding profile keeps its ticks and custom items in the
// profile's planning tasks (the dashboard's Checklist tab); without a profile, in
// checklist_progress and checklist_custom_items. A new profile adopts the latter.

async function profileIdOf(db: Db, userId: string): Promise<string | null> {
  return (await weddingAccess(db, userId))?.id ?? null;
}

/** The couple's ticks and custom items, oldest custom item first. */
export async function loadChecklist(db: Db, userId: string): Promise<ChecklistData> {
  if (await profileIdOf(db, userId)) return checklistFromTasks(await listPlanningTasks(db, userId));
  const [ticks, custom] = await Promise.all([
    db
      .select({ itemId: checklistProgress.itemId })
      .from(checklistProgress)
      .where(and(eq(checklistProgress.userId, userId), eq(checklistProgress.completed, true))),
    db
      .select({
        id: checklistCustomItems.id,
        phaseId: checklistCustomItems.phaseId,
        title: checklistCustomItems.title,
        description: checklistCustomItems.description,
      })
      .from(checklistCustomItems)
      .where(eq(checklistCustomItems.userId, userId))
      .orderBy(asc(checklistCustomItems.createdAt), asc(checklistCustomItems.id)),
  ]);
  return { completed: ticks.map((t) => t.itemId), customItems: custom };
}

async function ownsCustomItem(db: Db, userId: string, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: checklistCustomItems.id })
    .from(checklistCustomItems)
    .where(and(eq(checklistCustomItems.id, id), eq(checklistCustomItems.userId, userId)))
    .limit(1);
  return Boolean(row);
}

/** Ticks or unticks a fixed item or one of the couple's own custom items. */
export async function setChecklistItem(db: Db, userId: string, itemId: string, completed: boolean): Promise<{ itemId: string; completed: boolean }> {
  const profileId = await profileIdOf(db, userId);
  if (profileId) {
    const ticked = await db
      .update(planningTasks)
      .set({ isCompleted: completed })
      .where(and(eq(planningTasks.weddingProfileId, profileId), or(eq(planningTasks.checklistItemId, itemId), eq(planningTasks.id, itemId))))
      .returning({ id: planningTasks.id });
    if (ticked.length === 0) throw new NotFoundError('Checklist item not found');
    return { itemId, completed };
  }
  if (!isFixedItemId(itemId) && !(await ownsCustomItem(db, userId, itemId))) {
    throw new NotFoundError('Checklist item not found');
  }
  await db
    .insert(checklistProgress)
    .values({ userId, itemId, completed })
    .onConflictDoUpdate({
      target: [checklistProgress.userId, checklistProgress.itemId],
      set: { completed, updatedAt: new Date() },
    });
  return { itemId, completed };
}

export async function addCustomItem(
  db: Db,
  userId: string,
  input: { phaseId: string; title: string; description: string; dueDate?: string | null | undefined },
): Promise<CustomItem> {
  if (await profileIdOf(db, userId)) {
    // Without a date of its own, the task is dated with its phase.
    const task = await addPlanningTask(db, userId, {
      taskName: input.title,
      description: input.description || null,
      dueDate: input.dueDate ?? null,
      phaseId: input.phaseId,
    });
    return { id: task.id, phaseId: task.phaseId, title: task.taskName, description: task.description ?? '', dueDate: task.dueDate };
  }
  // The count is taken inside the insert, so parallel adds cannot pass the limit.
  const id = newId();
  const inserted = await db.insert(checklistCustomItems).select((qb) =>
    qb
      .select(rowSelection(checklistCustomItems, { id, userId, phaseId: input.phaseId, title: input.title, description: input.description }))
      .from(users)
      .where(
        and(
          eq(users.id, userId),
          sql`(SELECT count(*) FROM ${checklistCustomItems} WHERE ${checklistCustomItems.userId} = ${userId} AND ${checklistCustomItems.phaseId} = ${input.phaseId}) < ${CUSTOM_ITEMS_PER_PHASE_MAX}`,
        ),
      ),
  );
  if (inserted.rowsAffected === 0) throw new ConflictError(`A phase can hold at most ${CUSTOM_ITEMS_PER_PHASE_MAX} custom items`);
  return { id, phaseId: input.phaseId, title: input.title, description: input.description };
}

/** Removes one of the couple's own custom items and its tick; another couple's item is "not found". */
export async function removeCustomItem(db: Db, userId: string, id: string): Promise<void> {
  if (await profileIdOf(db, userId)) return deletePlanningTask(db, userId, id);
  // One batch (one transaction, one round trip): the tick goes only with the couple's own item.
  const own = and(eq(checklistCustomItems.id, id), eq(checklistCustomItems.userId, userId));
  const [, removed] = await db.batch([
    db.delete(checklistProgress).where(
      and(
        eq(checklistProgress.userId, userId),
        eq(checklistProgress.itemId, id),
        exists(
          db
            .select({ one: sql`1` })
            .from(checklistCustomItems)
            .where(own),
        ),
      ),
    ),
    db.delete(checklistCustomItems).where(own).returning({ id: checklistCustomItems.id }),
  ]);
  if (removed.length === 0) throw new NotFoundError('Checklist item not found');
}

/** Renames or redescribes one of the couple's own custom items. */
export async function editCustomItem(
  db: Db,
  userId: string,
  input: { id: string; title: string; description: string; dueDate?: string | null | undefined },
): Promise<CustomItem> {
  if (await profileIdOf(db, userId)) {
    const changes = { taskName: input.title, description: input.description || null, ...(input.dueDate === undefined ? {} : { dueDate: input.dueDate }) };
    const task = await updatePlanningTask(db, userId, input.id, changes, { customOnly: true });
    return { id: task.id, phaseId: task.phaseId, title: task.taskName, description: task.description ?? '', dueDate: task.dueDate };
  }
  const [row] = await db
    .update(checklistCustomItems)
    .set({ title: input.title, description: input.description })
    .where(and(eq(checklistCustomItems.id, input.id), eq(checklistCustomItems.userId, userId)))
    .returning({
      id: checklistCustomItems.id,
      phaseId: checklistCustomItems.phaseId,
      title: checklistCustomItems.title,
      description: checklistCustomItems.description,
    });
  if (!row) throw new NotFoundError('Checklist item not found');
  return row;
}

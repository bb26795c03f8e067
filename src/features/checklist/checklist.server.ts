import { and, asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../server/db/client.ts';
import { checklistCustomItems, checklistProgress } from '../../server/db/schema.ts';
import { ConflictError, NotFoundError } from '../../server/errors.ts';
import { CUSTOM_ITEMS_PER_PHASE_MAX, isFixedItemId, type ChecklistData, type CustomItem } from './checklist.ts';

/** The couple's ticks and custom items, oldest custom item first. */
export async function loadChecklist(db: Db, userId: string): Promise<ChecklistData> {
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
  input: { phaseId: string; title: string; description: string },
): Promise<CustomItem> {
  const [existing] = await db
    .select({ n: count() })
    .from(checklistCustomItems)
    .where(and(eq(checklistCustomItems.userId, userId), eq(checklistCustomItems.phaseId, input.phaseId)));
  if ((existing?.n ?? 0) >= CUSTOM_ITEMS_PER_PHASE_MAX) {
    throw new ConflictError(`A phase can hold at most ${CUSTOM_ITEMS_PER_PHASE_MAX} custom items`);
  }
  const [row] = await db
    .insert(checklistCustomItems)
    .values({ userId, phaseId: input.phaseId, title: input.title, description: input.description })
    .returning({
      id: checklistCustomItems.id,
      phaseId: checklistCustomItems.phaseId,
      title: checklistCustomItems.title,
      description: checklistCustomItems.description,
    });
  return row!;
}

/** Removes one of the couple's own custom items and its tick; another couple's item is "not found". */
export async function removeCustomItem(db: Db, userId: string, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const removed = await tx
      .delete(checklistCustomItems)
      .where(and(eq(checklistCustomItems.id, id), eq(checklistCustomItems.userId, userId)))
      .returning({ id: checklistCustomItems.id });
    if (removed.length === 0) throw new NotFoundError('Checklist item not found');
    await tx.delete(checklistProgress).where(and(eq(checklistProgress.userId, userId), eq(checklistProgress.itemId, id)));
  });
}

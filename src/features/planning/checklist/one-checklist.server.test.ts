import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestDb, type TestDb } from '../../../../tests/setup/db.ts';
import { checklistCustomItems, checklistProgress, users } from '../../../server/db/schema.ts';
import { NotFoundError } from '../../../server/errors.ts';
import { createWeddingProfile, listPlanningTasks } from '../wedding/wedding.server.ts';
import { weddingProfileInput } from '../wedding/wedding.schema.ts';
import { daysBefore } from '../wedding/wedding.ts';
import { todayInIndia } from '../../../lib/dates.ts';
import { buildChecklist } from './checklist.ts';
import { addCustomItem, editCustomItem, loadChecklist, removeCustomItem, setChecklistItem } from './checklist.server.ts';
import { checklistPhases } from '../wedding/phases.ts';

let t: TestDb;
const phase = checklistPhases[2]!;
const fixedId = phase.items[1]!.id;
const inDays = (days: number) => daysBefore(todayInIndia(), -days);

async function newCouple(email: string, weddingDate: string | null): Promise<string> {
  const [user] = await t.db.insert(users).values({ email, name: 'Test', passwordHash: 'x' }).returning();
  if (weddingDate !== null) await createWeddingProfile(t.db, user!.id, weddingProfileInput.parse({ userName: 'Asha', weddingDate }));
  return user!.id;
}

beforeAll(async () => {
  t = await createTestDb();
});
afterAll(() => t.cleanup());

describe('one checklist for a couple with a wedding profile', () => {
  it('ticks on the checklist page are the planning tasks’ ticks, with their due dates', async () => {
    const couple = await newCouple('one@example.test', inDays(400));
    await setChecklistItem(t.db, couple, fixedId, true);
    const task = (await listPlanningTasks(t.db, couple)).find((x) => x.taskName === phase.items[1]!.title)!;
    expect(task.isCompleted).toBe(true);
    const data = await loadChecklist(t.db, couple);
    expect(data.completed).toEqual([fixedId]);
    const view = buildChecklist(data).find((p) => p.id === phase.id)!;
    expect(view.items).toHaveLength(phase.items.length);
    expect(view.items[1]).toMatchObject({ id: fixedId, completed: true, dueDate: daysBefore(inDays(400), phase.dueDaysBefore) });
    // The RSVP tasks follow the six phases, which keep their item counts.
    const views = buildChecklist(data);
    expect(views.map((p) => p.items.length)).toEqual([...checklistPhases.map((p) => p.items.length), 2]);
  });

  it('custom items added, edited and removed on either side are planning tasks', async () => {
    const couple = await newCouple('two@example.test', inDays(300));
    const other = await newCouple('three@example.test', inDays(300));
    const added = await addCustomItem(t.db, couple, { phaseId: phase.id, title: 'Book the ghodi', description: '' });
    expect(added.dueDate).toBe(daysBefore(inDays(300), phase.dueDaysBefore));
    const task = (await listPlanningTasks(t.db, couple)).find((x) => x.id === added.id)!;
    expect(task).toMatchObject({ taskName: 'Book the ghodi', custom: true, phaseId: phase.id });
    await setChecklistItem(t.db, couple, added.id, true);
    expect((await editCustomItem(t.db, couple, { id: added.id, title: 'Book the white ghodi', description: 'With a handler' })).title).toBe(
      'Book the white ghodi',
    );
    expect((await loadChecklist(t.db, couple)).customItems.find((c) => c.id === added.id)).toMatchObject({
      title: 'Book the white ghodi',
      description: 'With a handler',
    });
    expect((await loadChecklist(t.db, couple)).completed).toContain(added.id);

    await expect(setChecklistItem(t.db, other, added.id, false)).rejects.toBeInstanceOf(NotFoundError);
    await expect(editCustomItem(t.db, other, { id: added.id, title: 'x', description: '' })).rejects.toBeInstanceOf(NotFoundError);
    await expect(removeCustomItem(t.db, other, added.id)).rejects.toBeInstanceOf(NotFoundError);
    // A planned task is not the couple's to delete.
    const planned = (await listPlanningTasks(t.db, couple)).find((x) => !x.custom)!;
    await expect(removeCustomItem(t.db, couple, planned.id)).rejects.toBeInstanceOf(NotFoundError);

    await removeCustomItem(t.db, couple, added.id);
    expect((await listPlanningTasks(t.db, couple)).some((x) => x.id === added.id)).toBe(false);
  });

  it('a new wedding profile adopts the ticks and custom items saved before it', async () => {
    const couple = await newCouple('four@example.test', null);
    await setChecklistItem(t.db, couple, fixedId, true);
    const custom = await addCustomItem(t.db, couple, { phaseId: phase.id, title: 'Call the mehendi aunty', description: '' });
    await setChecklistItem(t.db, couple, custom.id, true);
    await createWeddingProfile(t.db, couple, weddingProfileInput.parse({ userName: 'Asha', weddingDate: inDays(200) }));

    const data = await loadChecklist(t.db, couple);
    expect(data.completed.sort()).toEqual([custom.id, fixedId].sort());
    expect(data.customItems.find((c) => c.id === custom.id)).toMatchObject({ title: 'Call the mehendi aunty', phaseId: phase.id });
    expect(await t.db.select().from(checklistProgress).where(eq(checklistProgress.userId, couple))).toEqual([]);
    expect(await t.db.select().from(checklistCustomItems).where(eq(checklistCustomItems.userId, couple))).toEqual([]);
  });

  it('a wedding 90 days away spreads the plan from today: nothing overdue, wedding-day tasks on the day', async () => {
    const wedding = inDays(90);
    const couple = await newCouple('five@example.test', wedding);
    const tasks = await listPlanningTasks(t.db, couple);
    const today = todayInIndia();
    expect(tasks.every((task) => task.dueDate! >= today && task.dueDate! <= wedding)).toBe(true);
    expect(tasks[0]!.dueDate).toBe(today);
    const last = checklistPhases.at(-1)!;
    expect(tasks.filter((task) => task.dueDate === wedding).map((task) => task.taskName)).toEqual(last.items.map((item) => item.title));
  });
});

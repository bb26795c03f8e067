import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestDb, type TestDb } from '../setup/db.ts';
import { planningTasks, users, weddingFunctions, weddingProfiles } from '../../src/server/db/schema.ts';
import {
  createWeddingProfile,
  getWeddingProfile,
  listPlanningTasks,
  updatePlanningTask,
  updateWeddingProfile,
} from '../../src/features/planning/wedding/wedding.server.ts';
import { weddingProfileInput } from '../../src/features/planning/wedding/wedding.schema.ts';
import { checklistPhases } from '../../src/features/planning/wedding/phases.ts';
import { taskTemplates } from '../../src/features/planning/wedding/wedding.ts';
import { DEFAULT_FUNCTION_NAMES } from '../../src/features/planning/wedding/functions.ts';
import { NotFoundError } from '../../src/server/errors.ts';
import { todayInIndia } from '../../src/lib/dates.ts';
import { countRoundTrips } from '../../src/server/db/round-trips.ts';

let t: TestDb;
// The checklist's items plus the two RSVP tasks.
const itemCount = taskTemplates(checklistPhases).length;
const profile = (over: Record<string, unknown> = {}) =>
  weddingProfileInput.parse({ userName: 'Asha', partnerName: 'Rohan', weddingCity: 'Jaipur', weddingDate: '2030-02-14', budget: '1500000.50', ...over });

beforeAll(async () => {
  t = await createTestDb();
  await t.db.insert(users).values(['u1', 'u2', 'u3', 'u4'].map((id) => ({ id, email: `${id}@example.test`, passwordHash: 'x' })));
});
afterAll(() => t.cleanup());

describe('wedding profile', () => {
  it('creates the profile with its tasks, due dates counted back from the wedding date', async () => {
    const { profile: created, created: isNew } = await createWeddingProfile(t.db, 'u1', profile());
    expect(isNew).toBe(true);
    expect(created).toMatchObject({ eventType: 'wedding', budget: 1500000.5, weddingDate: '2030-02-14' });
    const tasks = await listPlanningTasks(t.db, 'u1');
    expect(tasks).toHaveLength(itemCount);
    const first = checklistPhases[0]!;
    const firstTask = tasks.find((task) => task.taskName === first.items[0]!.title)!;
    const expected = new Date(Date.UTC(2030, 1, 14 - first.dueDaysBefore)).toISOString().slice(0, 10);
    expect(firstTask.dueDate).toBe(expected);
    const dates = tasks.map((task) => task.dueDate!);
    expect(dates).toEqual([...dates].sort());
  });

  it("reads the profile with the account's access to it, in one round trip", async () => {
    const { value, roundTrips } = await countRoundTrips(() => getWeddingProfile(t.db, 'u1'));
    expect(value).toMatchObject({ userName: 'Asha', partnerName: 'Rohan', weddingCity: 'Jaipur', budget: 1500000.5 });
    expect(roundTrips).toBe(1);
  });

  it('returns the existing profile when a second create races the first, with one set of tasks', async () => {
    const usual = { functions: [...DEFAULT_FUNCTION_NAMES] };
    const results = await Promise.all([
      createWeddingProfile(t.db, 'u2', { ...profile(), ...usual }),
      createWeddingProfile(t.db, 'u2', { ...profile({ partnerName: 'Other' }), ...usual }),
    ]);
    expect(results.map((r) => r.created).sort()).toEqual([false, true]);
    expect(results[0]!.profile.id).toBe(results[1]!.profile.id);
    const rows = await t.db.select().from(weddingProfiles).where(eq(weddingProfiles.userId, 'u2'));
    expect(rows).toHaveLength(1);
    expect(await listPlanningTasks(t.db, 'u2')).toHaveLength(itemCount);
    // One set of the usual functions too.
    expect(await t.db.select().from(weddingFunctions).where(eq(weddingFunctions.weddingProfileId, results[0]!.profile.id))).toHaveLength(5);
  });

  it('leaves due dates empty without a wedding date, and fills them when a date is set', async () => {
    await createWeddingProfile(t.db, 'u3', profile({ weddingDate: '' }));
    expect((await listPlanningTasks(t.db, 'u3')).every((task) => task.dueDate === null)).toBe(true);
    await updateWeddingProfile(t.db, 'u3', profile({ weddingDate: '2030-06-01' }));
    expect((await listPlanningTasks(t.db, 'u3')).every((task) => task.dueDate !== null)).toBe(true);
  });

  it('moves open tasks with the wedding date and keeps completed ones', async () => {
    const before = await listPlanningTasks(t.db, 'u1');
    const done = before[0]!;
    await updatePlanningTask(t.db, 'u1', done.id, { isCompleted: true });
    await updateWeddingProfile(t.db, 'u1', profile({ weddingDate: '2030-02-24' }));
    const after = await listPlanningTasks(t.db, 'u1');
    expect(after.find((task) => task.id === done.id)!.dueDate).toBe(done.dueDate);
    const open = before[1]!;
    const moved = after.find((task) => task.id === open.id)!;
    expect(Date.parse(moved.dueDate!) - Date.parse(open.dueDate!)).toBe(10 * 86_400_000);
    expect((await getWeddingProfile(t.db, 'u1'))!.weddingDate).toBe('2030-02-24');
  });

  it('refuses another user’s task and a profile update without a profile', async () => {
    const [task] = await listPlanningTasks(t.db, 'u1');
    await expect(updatePlanningTask(t.db, 'u2', task!.id, { isCompleted: true })).rejects.toBeInstanceOf(NotFoundError);
    await expect(updatePlanningTask(t.db, 'u2', task!.id, { taskName: 'Hijacked' })).rejects.toBeInstanceOf(NotFoundError);
    const [row] = await t.db.select().from(planningTasks).where(eq(planningTasks.id, task!.id));
    expect(row!.taskName).toBe(task!.taskName);
    await expect(updateWeddingProfile(t.db, 'u4', profile())).rejects.toBeInstanceOf(NotFoundError);
  });

  it('validates the input', () => {
    const bad = weddingProfileInput.safeParse({ weddingDate: '2027-02-30', eventType: 'party', budget: 'lots', userName: 'x'.repeat(101) });
    expect(bad.success).toBe(false);
    expect(bad.error!.issues.map((i) => i.message).sort()).toEqual(
      [
        'Budget must be a number',
        'Choose wedding, engagement, reception or other',
        'Wedding date must be a valid date',
        'Your name must be at most 100 characters',
      ].sort(),
    );
    expect(weddingProfileInput.parse({ userName: 'Asha' }).eventType).toBe('wedding');
  });

  it('refuses a blank name and a wedding date in the past, with field messages', () => {
    const bad = weddingProfileInput.safeParse({ userName: '   ', weddingDate: '2020-01-01' });
    expect(bad.success).toBe(false);
    expect(Object.fromEntries(bad.error!.issues.map((i) => [i.path.join('.'), i.message]))).toEqual({
      userName: 'Your name is required',
      weddingDate: 'Wedding date cannot be in the past',
    });
    expect(weddingProfileInput.safeParse({ userName: 'Asha', weddingDate: todayInIndia() }).success).toBe(true);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../../../../tests/setup/db.ts';
import { users } from '../../../server/db/schema.ts';
import { NotFoundError } from '../../../server/errors.ts';
import { addCustomItem, loadChecklist, removeCustomItem, setChecklistItem } from './checklist.server.ts';
import { checklistPhases } from '../wedding/phases.ts';

let t: TestDb;
const phase = checklistPhases[1]!;
const fixedId = phase.items[0]!.id;

async function newUser(email: string): Promise<string> {
  const [user] = await t.db.insert(users).values({ email, name: 'Test', passwordHash: 'x' }).returning();
  return user!.id;
}

beforeAll(async () => {
  t = await createTestDb();
});
afterAll(() => t.cleanup());

describe('saved checklist', () => {
  it('saves ticks and custom items for one couple only', async () => {
    const a = await newUser('a@example.test');
    const b = await newUser('b@example.test');

    await setChecklistItem(t.db, a, fixedId, true);
    const item = await addCustomItem(t.db, a, { phaseId: phase.id, title: 'Book the shehnai', description: 'For the pheras' });
    await setChecklistItem(t.db, a, item.id, true);

    expect(await loadChecklist(t.db, a)).toEqual({ completed: expect.arrayContaining([fixedId, item.id]), customItems: [item] });
    expect(await loadChecklist(t.db, b)).toEqual({ completed: [], customItems: [] });

    // Another couple can neither tick nor remove it.
    await expect(setChecklistItem(t.db, b, item.id, false)).rejects.toBeInstanceOf(NotFoundError);
    await expect(removeCustomItem(t.db, b, item.id)).rejects.toBeInstanceOf(NotFoundError);
    expect((await loadChecklist(t.db, a)).customItems).toHaveLength(1);

    await setChecklistItem(t.db, a, fixedId, false);
    await removeCustomItem(t.db, a, item.id);
    expect(await loadChecklist(t.db, a)).toEqual({ completed: [], customItems: [] });
  });

  it('refuses item ids that do not exist', async () => {
    const a = await newUser('c@example.test');
    await expect(setChecklistItem(t.db, a, 'made-up-item', true)).rejects.toBeInstanceOf(NotFoundError);
  });
});

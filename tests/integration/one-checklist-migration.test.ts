// The one-checklist migration on a database that already holds a couple's planning tasks
// and checklist-page progress: tasks learn their checklist item and phase, and the page's
// ticks and custom items join the tasks of a couple with a wedding profile.
import { afterAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDb } from '../../src/server/db/client.ts';
import { migrateDb } from '../../src/server/db/migrate.ts';
import { taskTemplates } from '../../src/features/planning/wedding/wedding.ts';
import { checklistPhases } from '../../src/features/planning/wedding/phases.ts';
import { migrationsBefore } from '../setup/migrations.ts';

const dir = mkdtempSync(join(tmpdir(), 'mandap-migration-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const MIGRATION = '0011_one-checklist';
const templates = taskTemplates(checklistPhases);

describe(MIGRATION, () => {
  it('links tasks to their checklist items and moves a profile couple’s page progress into its tasks', async () => {
    const db = openDb(`file:${join(dir, 'db.sqlite')}`);
    try {
      await migrateDb(db, migrationsBefore(dir, MIGRATION));
      const task = (k: number) => `('t${k}', 'p1', '${templates[k]!.taskName}', ${templates[k]!.position})`;
      await db.$client.executeMultiple(`
        INSERT INTO users (id, email, password_hash, notification_settings) VALUES ('u1', 'u1@example.test', 'x', '{}'), ('u2', 'u2@example.test', 'x', '{}');
        INSERT INTO wedding_profiles (id, user_id, wedding_date) VALUES ('p1', 'u1', '2027-02-14');
        INSERT INTO planning_tasks (id, wedding_profile_id, task_name, position) VALUES ${[0, 3, 32].map(task).join(', ')};
        INSERT INTO checklist_progress (user_id, item_id, completed) VALUES ('u1', '${templates[3]!.checklistItemId}', 1), ('u1', 'c1', 1), ('u2', '${templates[0]!.checklistItemId}', 1);
        INSERT INTO checklist_custom_items (id, user_id, phase_id, title, description) VALUES ('c1', 'u1', 'one-week', 'Collect the sherwani', ''), ('c2', 'u2', 'one-week', 'Book the band', 'Dhol too');`);
      await migrateDb(db);
      const { rows } = await db.$client.execute(
        'SELECT id, checklist_item_id, phase_id, is_completed, is_custom, description FROM planning_tasks ORDER BY position',
      );
      expect(rows.map((r) => ({ ...r }))).toEqual([
        { id: 't0', checklist_item_id: templates[0]!.checklistItemId, phase_id: templates[0]!.phaseId, is_completed: 0, is_custom: 0, description: null },
        { id: 't3', checklist_item_id: templates[3]!.checklistItemId, phase_id: templates[3]!.phaseId, is_completed: 1, is_custom: 0, description: null },
        { id: 't32', checklist_item_id: null, phase_id: null, is_completed: 0, is_custom: 0, description: null },
        { id: 'c1', checklist_item_id: null, phase_id: 'one-week', is_completed: 1, is_custom: 1, description: null },
      ]);
      // The couple without a profile keeps its page progress where it was.
      const left = await db.$client.execute('SELECT user_id FROM checklist_progress UNION ALL SELECT user_id FROM checklist_custom_items');
      expect(left.rows.map((r) => r.user_id)).toEqual(['u2', 'u2']);
    } finally {
      db.$client.close();
    }
  });
});

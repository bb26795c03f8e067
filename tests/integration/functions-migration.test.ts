// The functions migration on a database that already holds a couple's guests: each guest
// gets a household of its own, and existing profiles get the two RSVP planning tasks.
import { afterAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDb } from '../../src/server/db/client.ts';
import { migrateDb } from '../../src/server/db/migrate.ts';
import { migrationsBefore } from '../setup/migrations.ts';
import { taskTemplates } from '../../src/features/planning/wedding/wedding.ts';
import { checklistPhases } from '../../src/features/planning/wedding/phases.ts';

const dir = mkdtempSync(join(tmpdir(), 'mandap-migration-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const MIGRATION = '0005_functions-rsvp';

describe(MIGRATION, () => {
  it('gives every existing guest a household of its own and adds the RSVP tasks', async () => {
    const db = openDb(`file:${join(dir, 'db.sqlite')}`);
    try {
      await migrateDb(db, migrationsBefore(dir, MIGRATION));
      await db.$client.executeMultiple(`
        INSERT INTO users (id, email, password_hash, notification_settings) VALUES ('u1', 'u1@example.test', 'x', '{}'), ('u2', 'u2@example.test', 'x', '{}');
        INSERT INTO wedding_profiles (id, user_id, wedding_date) VALUES ('p1', 'u1', '2027-02-14'), ('p2', 'u2', NULL);
        INSERT INTO guests (id, wedding_profile_id, full_name, phone) VALUES ('g1', 'p1', 'Asha Rao', '98200 12345'), ('g2', 'p1', 'Dev Rao', NULL), ('g3', 'p2', 'Kabir', NULL);`);
      await migrateDb(db);
      const { rows } = await db.$client.execute(
        'SELECT g.id, g.household_id, h.name, h.phone, h.allowance, h.wedding_profile_id FROM guests g JOIN households h ON h.id = g.household_id ORDER BY g.id',
      );
      expect(rows.map((r) => ({ ...r }))).toEqual([
        { id: 'g1', household_id: 'g1', name: 'Asha Rao', phone: '98200 12345', allowance: 1, wedding_profile_id: 'p1' },
        { id: 'g2', household_id: 'g2', name: 'Dev Rao', phone: null, allowance: 1, wedding_profile_id: 'p1' },
        { id: 'g3', household_id: 'g3', name: 'Kabir', phone: null, allowance: 1, wedding_profile_id: 'p2' },
      ]);
      const tasks = await db.$client.execute(
        'SELECT wedding_profile_id, task_name, due_date, position FROM planning_tasks ORDER BY wedding_profile_id, position',
      );
      const templates = taskTemplates(checklistPhases).slice(-2);
      expect(tasks.rows.map((r) => ({ ...r }))).toEqual([
        { wedding_profile_id: 'p1', task_name: templates[0]!.taskName, due_date: '2026-12-31', position: templates[0]!.position },
        { wedding_profile_id: 'p1', task_name: templates[1]!.taskName, due_date: '2027-02-04', position: templates[1]!.position },
        { wedding_profile_id: 'p2', task_name: templates[0]!.taskName, due_date: null, position: templates[0]!.position },
        { wedding_profile_id: 'p2', task_name: templates[1]!.taskName, due_date: null, position: templates[1]!.position },
      ]);
    } finally {
      db.$client.close();
    }
  });
});

// The household-people migration on a database whose households named extra guests through
// their RSVP links: each extra becomes a guest of its household, with its answers, and the
// guest list, Overview and the headcounts count the same people.
import { afterAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDb } from '../../src/server/db/client.ts';
import { migrateDb } from '../../src/server/db/migrate.ts';
import { listGuests } from '../../src/features/planning/guests/guests.server.ts';
import { functionsOverview } from '../../src/features/planning/functions/functions.server.ts';
import { migrationsBefore } from '../setup/migrations.ts';

const dir = mkdtempSync(join(tmpdir(), 'mandap-migration-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const MIGRATION = '0022_household-people';

describe(MIGRATION, () => {
  it('makes every named extra a guest of its household, answers and all', async () => {
    const db = openDb(`file:${join(dir, 'db.sqlite')}`);
    try {
      await migrateDb(db, migrationsBefore(dir, MIGRATION));
      await db.$client.executeMultiple(`
        INSERT INTO users (id, email, password_hash, notification_settings) VALUES ('u1', 'u1@example.test', 'x', '{}');
        INSERT INTO wedding_profiles (id, user_id, wedding_date) VALUES ('p1', 'u1', '2027-02-14');
        INSERT INTO wedding_functions (id, wedding_profile_id, name, date, position) VALUES ('f1', 'p1', 'Sangeet', '2027-02-13', 0), ('f2', 'p1', 'Wedding', '2027-02-14', 1);
        INSERT INTO households (id, wedding_profile_id, name, allowance) VALUES ('h1', 'p1', 'Sharma family', 4);
        INSERT INTO function_invites (function_id, household_id) VALUES ('f1', 'h1'), ('f2', 'h1');
        INSERT INTO guests (id, wedding_profile_id, full_name, household_id, is_attending) VALUES ('g1', 'p1', 'Meera Sharma', 'h1', 1);
        INSERT INTO rsvp_extras (id, household_id, full_name, is_child) VALUES ('x1', 'h1', 'Kabir Sharma', 1), ('x2', 'h1', 'Dadi', 0), ('x3', 'h1', 'Late cousin', 0);
        INSERT INTO rsvp_answers (id, function_id, guest_id, attending, meal) VALUES ('a0', 'f2', 'g1', 1, 'Jain');
        INSERT INTO rsvp_answers (id, function_id, extra_id, attending, meal) VALUES
          ('a1', 'f1', 'x1', 0, NULL), ('a2', 'f2', 'x1', 1, 'Vegan'), ('a3', 'f1', 'x2', 0, NULL), ('a4', 'f2', 'x2', 0, NULL);`);
      await migrateDb(db);

      const { rows } = await db.$client.execute(
        'SELECT id, full_name, household_id, is_child, is_invited, is_attending, meal_preference FROM guests ORDER BY created_at, id',
      );
      expect(rows.map((r) => ({ ...r }))).toEqual([
        { id: 'g1', full_name: 'Meera Sharma', household_id: 'h1', is_child: 0, is_invited: 0, is_attending: 1, meal_preference: null },
        { id: 'x1', full_name: 'Kabir Sharma', household_id: 'h1', is_child: 1, is_invited: 1, is_attending: 1, meal_preference: 'Vegan' },
        { id: 'x2', full_name: 'Dadi', household_id: 'h1', is_child: 0, is_invited: 1, is_attending: 0, meal_preference: null },
        { id: 'x3', full_name: 'Late cousin', household_id: 'h1', is_child: 0, is_invited: 1, is_attending: null, meal_preference: null },
      ]);
      expect((await db.$client.execute('SELECT count(*) AS n FROM rsvp_extras')).rows[0]!.n).toBe(0);
      const answers = await db.$client.execute('SELECT id, guest_id, extra_id FROM rsvp_answers ORDER BY id');
      expect(answers.rows.map((r) => [r.id, r.guest_id, r.extra_id])).toEqual([
        ['a0', 'g1', null],
        ['a1', 'x1', null],
        ['a2', 'x1', null],
        ['a3', 'x2', null],
        ['a4', 'x2', null],
      ]);

      // The guest list and the headcounts count the same four people.
      expect((await listGuests(db, 'u1')).map((g) => [g.fullName, g.household?.name, g.rsvp])).toEqual([
        ['Meera Sharma', 'Sharma family', 'confirmed'],
        ['Kabir Sharma', 'Sharma family', 'confirmed'],
        ['Dadi', 'Sharma family', 'declined'],
        ['Late cousin', 'Sharma family', 'awaiting'],
      ]);
      const wedding = (await functionsOverview(db, 'u1')).functions.find((f) => f.name === 'Wedding')!;
      expect(wedding.headcount).toMatchObject({ invited: 4, attending: 2, declined: 1, awaiting: 1, children: 1 });
    } finally {
      db.$client.close();
    }
  });
});

// A fresh, migrated libSQL file for an integration test. Seeding is opt-in because the
// demo catalogue takes a few seconds.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDb, type Db } from '../../src/server/db/client.ts';
import { migrateDb } from '../../src/server/db/migrate.ts';

export type TestDb = { db: Db; url: string; cleanup: () => void };

export async function createTestDb(): Promise<TestDb> {
  const dir = mkdtempSync(join(tmpdir(), 'mandap-test-'));
  const url = `file:${join(dir, 'test.db')}`;
  const db = openDb(url);
  await migrateDb(db);
  return {
    db,
    url,
    cleanup: () => {
      db.$client.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

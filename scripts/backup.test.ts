import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { openDb } from '../src/server/db/client.ts';
import { createTestDb } from '../tests/setup/db.ts';
import { backupDatabase, backupPath } from './backup.ts';

const folder = mkdtempSync(join(tmpdir(), 'mandap-backup-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

it('names backups by time', () => {
  expect(backupPath(new Date(Date.UTC(2026, 10, 21, 5, 30, 0, 12)))).toBe('data/backups/mandap-2026-11-21T05-30-00-012Z.db');
});

it('writes a complete copy while a write is still uncommitted elsewhere', async () => {
  const source = await createTestDb();
  try {
    await source.db.$client.execute("INSERT INTO cities (name, slug, state) VALUES ('Mumbai', 'mumbai', 'Maharashtra')");
    const writer = await source.db.$client.transaction('write');
    await writer.execute("INSERT INTO cities (name, slug, state) VALUES ('Pune', 'pune', 'Maharashtra')");
    const target = join(folder, 'copy.db');
    await backupDatabase(source.db, target);
    await writer.commit();
    expect(existsSync(target)).toBe(true);
    const copy = openDb(`file:${target}`);
    const rows = await copy.$client.execute('SELECT slug FROM cities ORDER BY id');
    expect(rows.rows.map((r) => r.slug)).toEqual(['mumbai']);
    expect((await copy.$client.execute('PRAGMA integrity_check')).rows[0]![0]).toBe('ok');
    copy.$client.close();
  } finally {
    source.cleanup();
  }
});

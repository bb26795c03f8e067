// A consistent copy of a local database: VACUUM INTO writes a snapshot of one read
// transaction, so the copy is whole even while the server keeps writing.
import { mkdirSync, statSync } from 'node:fs';
import { dirname } from 'node:path';
import { pathToFileURL } from 'node:url';
import { DEFAULT_DATABASE_URL, openDb, type Db } from '../src/server/db/client.ts';

export function backupPath(now: Date, folder = 'data/backups'): string {
  return `${folder}/mandap-${now.toISOString().replace(/[:.]/g, '-')}.db`;
}

/** Writes a consistent, compacted copy of the database to `target` (which must not exist). */
export async function backupDatabase(db: Db, target: string): Promise<void> {
  mkdirSync(dirname(target), { recursive: true });
  await db.$client.execute({ sql: 'VACUUM INTO ?', args: [target] });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const url = process.env.DATABASE_URL || DEFAULT_DATABASE_URL;
  if (!url.startsWith('file:')) {
    console.error('db:backup copies a local database file. Turso keeps point-in-time backups of its own (turso db create --from-db … --timestamp …).');
    process.exit(1);
  }
  const db = openDb(url);
  const target = process.argv[2] ?? backupPath(new Date());
  await backupDatabase(db, target);
  db.$client.close();
  console.log(`Backed up ${url.slice('file:'.length)} to ${target} (${(statSync(target).size / 1024 / 1024).toFixed(1)} MB).`);
}

// The migrations folder as it stood before one migration, to test that migration on a
// database that already holds rows.
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const source = fileURLToPath(new URL('../../drizzle', import.meta.url));

/** A copy of `drizzle/` under `dir` whose journal stops just before `tag`. */
export function migrationsBefore(dir: string, tag: string): string {
  const folder = join(dir, `before-${tag}`);
  cpSync(source, folder, { recursive: true });
  const journalPath = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { idx: number; tag: string }[] };
  const own = journal.entries.find((e) => e.tag === tag)!;
  journal.entries = journal.entries.filter((e) => e.idx < own.idx);
  writeFileSync(journalPath, JSON.stringify(journal));
  return folder;
}

import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { schemaDrift } from './check-schema-drift.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SCHEMA = join(ROOT, 'src/server/db/schema.ts');

let dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  dirs = [];
});

/** A copy of schema.ts changed by `edit`, beside a link to node_modules so its imports resolve. */
function editedSchema(edit: (source: string) => string): string {
  const dir = mkdtempSync(join(tmpdir(), 'mandap-schema-'));
  dirs.push(dir);
  symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'), 'dir');
  // Where schema.ts lives, so its imports of src/lib and src/i18n resolve as they do in the repository.
  mkdirSync(join(dir, 'src/server/db'), { recursive: true });
  for (const folder of ['lib', 'i18n']) symlinkSync(join(ROOT, 'src', folder), join(dir, 'src', folder), 'dir');
  const source = readFileSync(SCHEMA, 'utf8');
  const changed = edit(source);
  expect(changed).not.toBe(source);
  writeFileSync(join(dir, 'src/server/db/schema.ts'), changed);
  return join(dir, 'src/server/db/schema.ts');
}

describe('schema drift check', () => {
  it('fails when drizzle-kit cannot load the schema, rather than finding nothing', () => {
    const schema = editedSchema((s) => s.replace("from '../../lib/ids.ts'", "from '../../lib/no-such-module.ts'"));
    expect(() => schemaDrift({ schema })).toThrow(/drizzle-kit generate failed/);
  });

  it('finds nothing to generate for the schema as committed', () => {
    expect(schemaDrift()).toEqual([]);
  });

  it('names the statement a column added to schema.ts without a migration needs', () => {
    const schema = editedSchema((s) => s.replace("export const venues = sqliteTable(\n  'venues',\n  {\n", "$&    driftProbe: text('drift_probe'),\n"));
    expect(schemaDrift({ schema })).toEqual(['ALTER TABLE `venues` ADD `drift_probe` text;']);
  });

  it('names an index dropped from schema.ts', () => {
    const schema = editedSchema((s) => s.replace(/\n\s*index\('quotes_conversation_idx'\)[^\n]*\n/, '\n'));
    expect(schemaDrift({ schema })).toEqual(['DROP INDEX `quotes_conversation_idx`;']);
  });

  it('leaves no file behind in the migrations folder it checks', () => {
    const before = readFileSync(join(ROOT, 'drizzle/meta/_journal.json'), 'utf8');
    const schema = editedSchema((s) => s.replace("export const venues = sqliteTable(\n  'venues',\n  {\n", "$&    driftProbe: text('drift_probe'),\n"));
    schemaDrift({ schema });
    expect(readFileSync(join(ROOT, 'drizzle/meta/_journal.json'), 'utf8')).toBe(before);
  });
});

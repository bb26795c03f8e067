// Fails when src/server/db/schema.ts and the migrations in drizzle/ have drifted apart: it runs
// `drizzle-kit generate` on a throwaway copy of drizzle/ and reports every statement that would
// land in a new migration. A schema change must come with its migration (`npm run db:generate`).
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

export type DriftOptions = { schema?: string; migrations?: string };

/** The SQL statements `drizzle-kit generate` would write for `schema` on top of `migrations` (none: no drift). */
export function schemaDrift({ schema = join(ROOT, 'src/server/db/schema.ts'), migrations = join(ROOT, 'drizzle') }: DriftOptions = {}): string[] {
  const work = mkdtempSync(join(tmpdir(), 'mandap-drift-'));
  try {
    cpSync(migrations, join(work, 'drizzle'), { recursive: true });
    const before = new Set(readdirSync(join(work, 'drizzle')));
    // drizzle-kit reads its snapshots by a path relative to the working directory, so it runs
    // inside the copy; without a config file there it takes everything from the flags.
    const args = ['generate', '--dialect', 'turso', '--schema', resolve(schema), '--out', './drizzle', '--name', 'drift'];
    const run = spawnSync(process.execPath, [join(ROOT, 'node_modules/drizzle-kit/bin.cjs'), ...args], {
      cwd: work,
      encoding: 'utf8',
      // A rename would make drizzle-kit ask which column became which; with no one to answer,
      // the question itself is drift.
      stdio: ['ignore', 'pipe', 'pipe'],
      timeout: 60_000,
    });
    const added = readdirSync(join(work, 'drizzle')).filter((f) => f.endsWith('.sql') && !before.has(f));
    // drizzle-kit exits 0 even when it cannot load the schema, so "nothing to write" is trusted
    // only when it says so.
    if (added.length === 0 && (run.status !== 0 || !/No schema changes/.test(`${run.stdout}${run.stderr}`))) {
      throw new Error(`drizzle-kit generate failed (${run.status ?? run.signal}):\n${run.stdout}\n${run.stderr}`);
    }
    return added.flatMap((f) =>
      readFileSync(join(work, 'drizzle', f), 'utf8')
        .split('--> statement-breakpoint')
        .map((s) => s.trim())
        .filter(Boolean),
    );
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const statements = schemaDrift();
  if (statements.length > 0) {
    console.error(`schema.ts and drizzle/ have drifted apart: drizzle-kit generate would write\n\n${statements.join('\n')}\n`);
    console.error('Run `npm run db:generate` (or `npm run db:generate -- --custom --name=<what>` for hand-written SQL) and commit the migration.');
    process.exit(1);
  }
  console.log('Schema and migrations agree: drizzle-kit generate has nothing to write.');
}

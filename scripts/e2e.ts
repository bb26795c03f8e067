// End-to-end run: a fresh database, migrated and seeded, a build against it, the local server's
// tests (tests/served) on that build, then Playwright against the built server. Extra arguments
// go to Playwright (and, when there are any, the served tests are left to a full run).
import { rmSync } from 'node:fs';
import { removeDatabase, run as runWith } from './fresh-run.ts';

const env = { ...process.env, DATABASE_URL: process.env.DATABASE_URL || 'file:data/e2e.db', ASTRO_TELEMETRY_DISABLED: '1' };
const url = env.DATABASE_URL;
removeDatabase(url);
// Photos uploaded by earlier runs belong to rows that no longer exist.
rmSync(process.env.PHOTO_STORAGE_DIR || 'data/e2e-photos', { recursive: true, force: true });

const run = (command: string, args: string[]) => runWith(command, args, env);

run('npm', ['run', 'db:setup']);
if (!process.env.E2E_SKIP_BUILD) run('npm', ['run', 'build']);
if (process.argv.length === 2) run('npx', ['vitest', 'run', '--config', 'tests/served/vitest.config.ts']);
run('npx', ['playwright', 'test', ...process.argv.slice(2)]);

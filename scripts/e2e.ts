// End-to-end run: a fresh database, migrated and seeded, a build against it, then
// Playwright against the built server. Extra arguments go to Playwright.
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
run('npx', ['playwright', 'test', ...process.argv.slice(2)]);

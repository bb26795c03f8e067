// End-to-end run: a fresh database, migrated and seeded, a build against it, then
// Playwright against the built server. Extra arguments go to Playwright.
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';

const env = { ...process.env, DATABASE_URL: process.env.DATABASE_URL || 'file:data/e2e.db', ASTRO_TELEMETRY_DISABLED: '1' };
const url = env.DATABASE_URL;
if (url.startsWith('file:')) {
  for (const suffix of ['', '-wal', '-shm']) rmSync(url.slice('file:'.length) + suffix, { force: true });
}
// Photos uploaded by earlier runs belong to rows that no longer exist.
rmSync(process.env.PHOTO_STORAGE_DIR || 'data/e2e-photos', { recursive: true, force: true });

function run(command: string, args: string[]): void {
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

run('npm', ['run', 'db:setup']);
if (!process.env.E2E_SKIP_BUILD) run('npm', ['run', 'build']);
run('npx', ['playwright', 'test', ...process.argv.slice(2)]);

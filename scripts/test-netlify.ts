// `npm run test:netlify`: a fresh database, migrated and seeded, a Netlify build against it
// (scripts/netlify-function.ts), then tests/netlify/*.test.ts, which call the built function's
// handler in-process with real Requests. NETLIFY_SKIP_BUILD=1 reuses the last build.
import { spawnSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { buildForNetlify, NETLIFY_FUNCTION } from './netlify-function.ts';

const env = { ...process.env, DATABASE_URL: process.env.NETLIFY_DATABASE_URL || 'file:data/netlify.db', ASTRO_TELEMETRY_DISABLED: '1' };
const url = env.DATABASE_URL;
if (url.startsWith('file:')) {
  for (const suffix of ['', '-wal', '-shm']) rmSync(url.slice('file:'.length) + suffix, { force: true });
}

function run(command: string, args: string[]): void {
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

run('npm', ['run', 'db:setup']);
if (!process.env.NETLIFY_SKIP_BUILD || !existsSync(NETLIFY_FUNCTION)) {
  console.log('Building for Netlify…');
  console.log(`Built for Netlify in ${buildForNetlify(url).toFixed(1)} s.`);
}
run('npx', ['vitest', 'run', '--config', 'tests/netlify/vitest.config.ts', ...process.argv.slice(2)]);

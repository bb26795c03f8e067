// `npm run test:netlify`: a fresh database, migrated and seeded, a Netlify build against it
// (scripts/netlify-function.ts), then tests/netlify/*.test.ts, which call the built function's
// handler in-process with real Requests. NETLIFY_SKIP_BUILD=1 reuses the last build.
import { existsSync } from 'node:fs';
import { removeDatabase, run as runWith } from './fresh-run.ts';
import { buildForNetlify, NETLIFY_FUNCTION } from './netlify-function.ts';

const env = { ...process.env, DATABASE_URL: process.env.NETLIFY_DATABASE_URL || 'file:data/netlify.db', ASTRO_TELEMETRY_DISABLED: '1' };
const url = env.DATABASE_URL;
removeDatabase(url);

const run = (command: string, args: string[]) => runWith(command, args, env);

run('npm', ['run', 'db:setup']);
if (!process.env.NETLIFY_SKIP_BUILD || !existsSync(NETLIFY_FUNCTION)) {
  console.log('Building for Netlify…');
  console.log(`Built for Netlify in ${buildForNetlify(url).toFixed(1)} s.`);
}
run('npx', ['vitest', 'run', '--config', 'tests/netlify/vitest.config.ts', ...process.argv.slice(2)]);

// The Netlify build, kept apart from the node build: `NETLIFY=true` picks @astrojs/netlify
// (astro.config.mjs), and its static files go to .netlify/dist instead of dist/, so a node
// build in dist/ (npm start, the e2e run) and this one never overwrite each other. The SSR
// function is written to .netlify/v1/functions/ssr/ssr.mjs, as on Netlify; the tests and the
// benchmark call its handler in-process. Pre-rendered pages read `databaseUrl` at build time.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const NETLIFY_FUNCTION = '.netlify/v1/functions/ssr/ssr.mjs';
export const NETLIFY_STATIC_DIR = '.netlify/dist';

/** Builds for Netlify against `databaseUrl`; returns the seconds it took. */
export function buildForNetlify(databaseUrl: string): number {
  const started = performance.now();
  const result = spawnSync('npx', ['astro', 'build', '--outDir', NETLIFY_STATIC_DIR], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NETLIFY: 'true', DATABASE_URL: databaseUrl, ASTRO_TELEMETRY_DISABLED: '1' },
  });
  if (result.status !== 0 || !existsSync(NETLIFY_FUNCTION)) throw new Error('The Netlify build failed');
  return (performance.now() - started) / 1000;
}

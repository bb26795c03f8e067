// The Netlify function: its build, and its handler called in-process (tests/netlify, the
// benchmark's ttfb section). The build is kept apart from the node build: `NETLIFY=true` picks
// @astrojs/netlify (astro.config.mjs), and its static files go to .netlify/dist instead of
// dist/, so a node build in dist/ (npm start, the e2e run) and this one never overwrite each
// other. The SSR function is written to .netlify/v1/functions/ssr/ssr.mjs, as on Netlify.
// Pre-rendered pages read `databaseUrl` at build time; the function reads DATABASE_URL when loaded.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Context } from '@netlify/functions';

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

type Handler = (request: Request, context: Context) => Promise<Response>;
let loaded: Promise<Handler> | undefined;

/**
 * The built function's handler, as Netlify calls it: a Request and the platform's context in,
 * a Response out. DATABASE_URL must be set first (the function reads it when loaded).
 */
export function netlifyHandler(): Promise<Handler> {
  loaded ??= import(pathToFileURL(resolve(NETLIFY_FUNCTION)).href).then((module: { default: Handler }) => module.default);
  return loaded;
}

/**
 * The context Netlify passes with a request. The adapter's handler reads `ip` (the client's
 * address) and hands the whole of it to the app as `locals.netlify.context`.
 */
export function netlifyContext(request: Request, ip = '203.0.113.7'): Context {
  const pending: Promise<unknown>[] = [];
  return {
    ip,
    requestId: crypto.randomUUID(),
    url: new URL(request.url),
    params: {},
    geo: { city: 'Jaipur', country: { code: 'IN', name: 'India' }, subdivision: { code: 'RJ', name: 'Rajasthan' }, timezone: 'Asia/Kolkata' },
    account: { id: 'local' },
    site: { id: 'local', name: 'mandap', url: new URL(request.url).origin },
    deploy: { context: 'production', id: 'local', published: true },
    server: { region: 'local' },
    waitUntil: (promise: Promise<unknown>) => void pending.push(promise),
    // Edge functions only: a function answers by itself.
    next: () => Promise.reject(new Error('context.next() exists in edge functions only')),
    json: (body: unknown) => Response.json(body),
    log: console.log,
    rewrite: () => Promise.reject(new Error('context.rewrite() is not used here')),
  } as unknown as Context;
}

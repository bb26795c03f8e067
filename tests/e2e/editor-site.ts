// A copy of the project in a temporary folder for the editor's test: the editing interface
// writes to the copy's content/, which is served on a port of its own, so the test never changes
// a tracked file nor the build the other specs run against. The copy starts with that build
// (dist/, built from the same files), so the editing interface answers at once; build() builds
// the copy's own content when the test needs the site to show it.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { E2E_DATABASE_URL, expect } from './fixtures.ts';

const COPIED = ['src', 'content', 'public', 'scripts', 'astro.config.mjs', 'keystatic.config.ts', 'package.json', 'tsconfig.json', 'dist'];

/** The port of the copy's server: E2E_EDITOR_PORT, or the site's port + 100. */
export const EDITOR_PORT = Number(process.env.E2E_EDITOR_PORT ?? Number(process.env.E2E_PORT ?? 4322) + 100);

export interface EditorSite {
  dir: string;
  url: string;
  /** Builds the copy as it now is, content included (and stops its server first). */
  build(): void;
  start(): Promise<void>;
  stop(): void;
  remove(): void;
}

export function editorSite(port = EDITOR_PORT): EditorSite {
  if (!existsSync(resolve('dist/server/entry.mjs')))
    throw new Error('No build to start the copy from: run `npm run build` (or the e2e run without E2E_SKIP_BUILD).');
  const dir = mkdtempSync(join(tmpdir(), 'mandap-editor-'));
  for (const name of COPIED) cpSync(resolve(name), join(dir, name), { recursive: true });
  symlinkSync(resolve('node_modules'), join(dir, 'node_modules'), 'dir');
  // A file: database path is relative to where the server runs.
  const databaseUrl = E2E_DATABASE_URL.startsWith('file:') ? `file:${resolve(E2E_DATABASE_URL.slice('file:'.length))}` : E2E_DATABASE_URL;
  const env = { ...process.env, DATABASE_URL: databaseUrl, ASTRO_TELEMETRY_DISABLED: '1' };
  let server: ChildProcess | undefined;
  const site: EditorSite = {
    dir,
    url: `http://localhost:${port}`,
    build() {
      site.stop();
      const result = spawnSync('npm', ['run', 'build'], { cwd: dir, env, encoding: 'utf8' });
      if (result.status !== 0) throw new Error(`The copy did not build:\n${result.stdout.slice(-4000)}\n${result.stderr.slice(-4000)}`);
    },
    async start() {
      server = spawn(process.execPath, ['--experimental-strip-types', 'scripts/serve.ts'], {
        cwd: dir,
        env: { ...env, PORT: String(port), HOST: '127.0.0.1', PHOTO_STORAGE: 'local', PHOTO_STORAGE_DIR: join(dir, 'photos') },
        stdio: 'ignore',
      });
      const answers = () =>
        fetch(`${site.url}/api/session`).then(
          (response) => response.ok,
          () => false,
        );
      await expect.poll(answers, { message: 'the copy’s server starts', timeout: 30_000 }).toBe(true);
    },
    stop() {
      server?.kill();
      server = undefined;
    },
    remove() {
      site.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
  return site;
}

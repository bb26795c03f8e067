// What the test runners (e2e.ts, test-netlify.ts) share: a database file started afresh and
// commands run one after another, stopping at the first that fails.
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';

/** Deletes a `file:` database with its WAL files, so the run migrates and seeds a new one. */
export function removeDatabase(url: string): void {
  if (!url.startsWith('file:')) return;
  for (const suffix of ['', '-wal', '-shm']) rmSync(url.slice('file:'.length) + suffix, { force: true });
}

/** Runs a command with `env`; its failure ends this process with the command's status. */
export function run(command: string, args: string[], env: NodeJS.ProcessEnv): void {
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

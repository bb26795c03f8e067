// The built server (scripts/serve.ts) on a fresh seeded database, for tests of the build
// (tests/served): started once per file, stopped with SIGTERM.
import { spawn, type ChildProcess } from 'node:child_process';
import { createTestDb, type TestDb } from './db.ts';
import { freePort } from '../../scripts/bench/server.ts';
import { seedDatabase } from '../../scripts/seed.ts';

export type ServedBuild = { url: string; db: TestDb; stop: () => Promise<void> };

export async function startServedBuild(preferredPort: number, env: Record<string, string> = {}): Promise<ServedBuild> {
  const db = await createTestDb();
  await seedDatabase(db.db, { scale: 1 });
  const port = await freePort(preferredPort);
  const url = `http://127.0.0.1:${port}`;
  let output = '';
  const child: ChildProcess = spawn(process.execPath, ['--experimental-strip-types', 'scripts/serve.ts'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: db.url, SMTP_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    db.cleanup();
  };
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      if ((await fetch(`${url}/api/session`)).ok) return { url, db, stop };
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline || child.exitCode !== null) {
      await stop();
      throw new Error(`The server did not start:\n${output}`);
    }
    // fixed-wait-ok: polling a starting process, which has no state to wait on but its port
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

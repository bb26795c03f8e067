// A database of its own, and the built server started on it.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { openDb, type Db } from '../../src/server/db/client.ts';
import { migrateDb } from '../../src/server/db/migrate.ts';
import { createSession, SESSION_COOKIE } from '../../src/server/auth/session.ts';
import { users } from '../../src/server/db/schema.ts';
import { seedDatabase } from '../seed.ts';
import { demoPasswordHash } from '../seed/users.ts';

/** Deletes the file, migrates and seeds at `scale`. Returns seconds spent seeding. */
export async function freshDatabase(path: string, scale: number): Promise<number> {
  mkdirSync(path.slice(0, path.lastIndexOf('/')) || '.', { recursive: true });
  for (const suffix of ['', '-wal', '-shm']) rmSync(path + suffix, { force: true });
  const db = openDb(`file:${path}`);
  await migrateDb(db);
  const started = performance.now();
  await seedDatabase(db, { scale });
  const seconds = (performance.now() - started) / 1000;
  db.$client.close();
  return seconds;
}

/** A signed-in couple for private pages: a user row and a session row, like the e2e fixtures. */
export async function signedInCookie(db: Db): Promise<string> {
  const [user] = await db
    .insert(users)
    .values({ email: `bench-${Date.now()}@example.test`, name: 'Bench Couple', passwordHash: await demoPasswordHash(), emailVerified: true })
    .returning();
  const { token } = await createSession(db, user!.id);
  return `${SESSION_COOKIE}=${token}`;
}

export type Server = { url: string; stop: () => Promise<void> };

/** `preferred`, or the next port after it that nothing listens on. */
export async function freePort(preferred: number, tries = 20): Promise<number> {
  for (let port = preferred; port < preferred + tries; port++) {
    const free = await new Promise<boolean>((resolve) => {
      const probe = createServer();
      probe.once('error', () => resolve(false));
      probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error(`No free port between ${preferred} and ${preferred + tries - 1}`);
}

const running = new Set<ChildProcess>();
// Never leave a server behind, however the benchmark ends.
process.once('exit', () => {
  for (const child of running) child.kill('SIGTERM');
});

export async function startServer(port: number, databasePath: string, env: Record<string, string> = {}): Promise<Server> {
  const child: ChildProcess = spawn(process.execPath, ['--experimental-strip-types', 'scripts/serve.ts'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: `file:${databasePath}`, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  running.add(child);
  child.once('exit', () => running.delete(child));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`The server on port ${port} exited (${child.exitCode ?? child.signalCode})`);
    try {
      if ((await fetch(`${url}/api/session`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill();
      throw new Error(`The server on port ${port} did not start within 30 s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

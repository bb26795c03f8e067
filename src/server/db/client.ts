import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { createClient, type Client } from '@libsql/client';
import { drizzle, type LibSQLDatabase } from 'drizzle-orm/libsql';
import * as schema from './schema.ts';
import { countingClient } from './round-trips.ts';

export type Db = LibSQLDatabase<typeof schema> & { $client: Client };

export const DEFAULT_DATABASE_URL = 'file:data/mandap.db';

/**
 * Opens a database (a local `file:` path or Turso's `libsql://`). Used by the app,
 * the scripts and the tests alike, so each passes its own URL.
 */
export function openDb(url: string = DEFAULT_DATABASE_URL, authToken?: string): Db {
  // A local file's folder is made first (on a fresh clone `data/` does not exist yet).
  const file = localFile(url);
  if (file) mkdirSync(dirname(file), { recursive: true });
  // `timeout` is the busy timeout of every pooled connection (ms); the PRAGMA below only
  // reaches the first one, so a transaction on a second connection would fail at once.
  const client = createClient({ url, authToken: authToken || undefined, timeout: 5000 });
  if (url.startsWith('file:')) {
    // WAL lets readers go on while a writer commits; wait instead of failing on a busy lock.
    void client.execute('PRAGMA journal_mode = WAL').catch(() => {});
    void client.execute('PRAGMA busy_timeout = 5000').catch(() => {});
    // In WAL mode NORMAL still survives a killed process (only a power cut can lose the
    // last commits), and a commit no longer waits for the disk: local file queries run on
    // the event loop, so every fsync would stall every other request.
    void client.execute('PRAGMA synchronous = NORMAL').catch(() => {});
  }
  void client.execute('PRAGMA foreign_keys = ON').catch(() => {});
  // Every later query is counted as a round trip (and delayed when modelled: round-trips.ts).
  return drizzle({ client: countingClient(client), schema }) as Db;
}

/** The path of a local database file (`file:data/x.db`), or null (remote, in memory). */
function localFile(url: string): string | null {
  if (!url.startsWith('file:')) return null;
  const path = url.slice('file:'.length).split('?')[0]!;
  return path && !path.includes(':memory:') ? path : null;
}

const TRANSIENT = /SQLITE_BUSY|ECONNRESET|ECONNREFUSED|ETIMEDOUT|fetch failed|socket hang up/i;

/** Runs `work`, retrying transient connection errors three times, waiting 1 s then 2 s. */
export async function withRetry<T>(work: () => Promise<T>, delays = [1000, 2000]): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      const delay = delays[attempt];
      if (delay === undefined || !TRANSIENT.test(String((error as Error)?.message ?? error))) {
        throw error;
      }
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
}

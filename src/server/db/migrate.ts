import { sql } from 'drizzle-orm';
import { migrate } from 'drizzle-orm/libsql/migrator';
import { fileURLToPath } from 'node:url';
import type { Db } from './client.ts';

const MIGRATIONS = fileURLToPath(new URL('../../../drizzle', import.meta.url));

/** Applies every migration in `drizzle/` that the database has not seen yet, then refreshes the planner's statistics. */
export async function migrateDb(db: Db, migrationsFolder = MIGRATIONS): Promise<void> {
  await migrate(db, { migrationsFolder });
  await analyzeDb(db);
}

/**
 * Gathers the statistics (`sqlite_stat1`) SQLite's planner uses to choose between indexes, for
 * instance that a city holds a few hundred of the venues while a venue type holds a fifth of
 * them. Run after migrations and after the seed, on Turso as on a local file. The analysis limit
 * samples each index instead of reading it whole, which keeps this quick on a large catalogue.
 */
export async function analyzeDb(db: Db): Promise<void> {
  await db.batch([db.run(sql`PRAGMA analysis_limit = 1000`), db.run(sql`ANALYZE`)]);
}

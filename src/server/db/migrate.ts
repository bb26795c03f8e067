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
 * instance how many venues a city or a venue type holds. Run after migrations and after the
 * seed, on Turso as on a local file. A full ANALYZE, not a sample: sampling with `analysis_limit`
 * was quicker but told the planner a city held a fraction of the venues it holds.
 */
export async function analyzeDb(db: Db): Promise<void> {
  await db.run(sql`ANALYZE`);
}

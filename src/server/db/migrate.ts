import { migrate } from 'drizzle-orm/libsql/migrator';
import { fileURLToPath } from 'node:url';
import type { Db } from './client.ts';

const MIGRATIONS = fileURLToPath(new URL('../../../drizzle', import.meta.url));

/** Applies every migration in `drizzle/` that the database has not seen yet. */
export async function migrateDb(db: Db, migrationsFolder = MIGRATIONS): Promise<void> {
  await migrate(db, { migrationsFolder });
}

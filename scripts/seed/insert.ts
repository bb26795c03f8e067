// Multi-row INSERTs for the seed: few statements, each well under SQLite's parameter limit,
// written in one transaction.
import type { BatchItem } from 'drizzle-orm/batch';
import type { SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { Db } from '../../src/server/db/client.ts';

/** SQLite allows 32,766 bound parameters per statement. */
export const MAX_PARAMS = 32_000;

type Query = BatchItem<'sqlite'>;

/** Multi-row INSERT statements of a few hundred rows each. */
export function inserts<T extends SQLiteTable>(db: Db, table: T, rows: T['$inferInsert'][]): Query[] {
  if (rows.length === 0) return [];
  const columns = Object.keys(rows[0] as object).length;
  const size = Math.max(1, Math.min(500, Math.floor(MAX_PARAMS / columns)));
  const queries: Query[] = [];
  for (let i = 0; i < rows.length; i += size) {
    queries.push(db.insert(table).values(rows.slice(i, i + size)));
  }
  return queries;
}

/** Runs the statements in one transaction. */
export async function write(db: Db, queries: Query[]): Promise<void> {
  if (queries.length === 0) return;
  await db.batch(queries as [Query, ...Query[]]);
}

import type { BatchItem } from 'drizzle-orm/batch';
import type { Db } from './client.ts';

/** Runs statements as one `db.batch` (one transaction); nothing to run, nothing happens. */
export async function runBatch(db: Db, statements: readonly BatchItem<'sqlite'>[]): Promise<void> {
  const [first, ...rest] = statements;
  if (first) await db.batch([first, ...rest]);
}

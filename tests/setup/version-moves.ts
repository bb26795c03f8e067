// For private answers whose ETag carries a version (src/server/caching.ts, privateAnswer): a
// browser's copy is confirmed while the version holds, so each change, written straight to the
// database, must move both what the answer shows and its version.
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '../../src/server/db/client.ts';

export async function expectVersionMovesWithEach(
  db: Db,
  changes: [change: string, statement: string][],
  shown: () => Promise<string>,
  version: () => Promise<string>,
): Promise<void> {
  let [list, before] = [await shown(), await version()];
  for (const [change, statement] of changes) {
    await db.run(sql.raw(statement));
    const now = await shown();
    expect(now, change).not.toBe(list);
    expect(await version(), change).not.toBe(before);
    [list, before] = [now, await version()];
  }
}

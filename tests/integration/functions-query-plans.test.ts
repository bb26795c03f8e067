// The headcounts, the accommodation list and the RSVP link lookup go through indexes: a wedding
// of 1,000 guests must not scan every guest, invitation or answer of every wedding.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, type SQL } from 'drizzle-orm';
import { SQLiteAsyncDialect } from 'drizzle-orm/sqlite-core';
import { createTestDb, type TestDb } from '../setup/db.ts';
import { accommodationSql } from '../../src/features/planning/functions/accommodation.server.ts';
import { headcountSql } from '../../src/features/planning/functions/functions.server.ts';
import { households } from '../../src/server/db/schema.ts';
import { householdListSql } from '../../src/features/planning/households/household-list.server.ts';

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb();
});
afterAll(() => t.cleanup());

async function plan(query: SQL | { toSQL(): { sql: string; params: unknown[] } }): Promise<string[]> {
  const { sql, params } = 'toSQL' in query ? query.toSQL() : new SQLiteAsyncDialect().sqlToQuery(query);
  const result = await t.db.$client.execute({ sql: `EXPLAIN QUERY PLAN ${sql}`, args: params as never });
  return result.rows.map((r) => String(r.detail));
}

/** Full scans of a table (by name or alias); the CTE `people` is read whole by design. */
const scans = (lines: string[]) => lines.filter((l) => /^SCAN (?!people\b)\w+(?! USING (COVERING )?INDEX)/.test(l));

describe('functions and RSVP query plans', () => {
  it('counts heads per function through indexes', async () => {
    const lines = await plan(headcountSql('p1'));
    expect(scans(lines)).toEqual([]);
    expect(lines.filter((l) => l.startsWith('SEARCH')).length).toBeGreaterThanOrEqual(8);
  });
  it('lists stays through indexes', async () => {
    const lines = await plan(accommodationSql('p1'));
    expect(scans(lines)).toEqual([]);
    expect(lines.some((l) => l.startsWith('SEARCH'))).toBe(true);
  });
  it('reads the households list through indexes', async () => {
    for (const [name, query] of Object.entries(householdListSql('p1'))) {
      const lines = await plan(query);
      expect(scans(lines), name).toEqual([]);
      expect(
        lines.some((l) => l.startsWith('SEARCH')),
        name,
      ).toBe(true);
    }
  });
  it('finds a link’s household by its token hash', async () => {
    const lines = await plan(t.db.select().from(households).where(eq(households.tokenHash, 'x')));
    expect(lines).toEqual([expect.stringContaining('USING INDEX households_token_idx')]);
  });
});

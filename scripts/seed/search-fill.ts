// Seeding with the search triggers in place files each listing as it is inserted, and the
// search indexes' rowids (rank first) arrive in no order: FTS5 then writes a small segment
// for every out-of-order row and merges them again, which made a catalogue of 100,000 venues
// and 167,000 vendors take hours. So the seed sets the catalogue's insert triggers aside,
// writes the rows, then replays each trigger once over the whole table in rowid order, and
// puts the triggers back exactly as the migrations wrote them.
import type { Db } from '../../src/server/db/client.ts';

type Trigger = { name: string; table: string; sql: string };

/** The AFTER INSERT triggers on `tables` that only fill search indexes. */
async function searchInsertTriggers(db: Db, tables: readonly string[]): Promise<Trigger[]> {
  const { rows } = await db.$client.execute({
    sql: `SELECT name, tbl_name, sql FROM sqlite_master WHERE type = 'trigger' AND tbl_name IN (${tables.map(() => '?').join(', ')}) AND sql LIKE '%AFTER INSERT ON%'`,
    args: [...tables],
  });
  return rows.map((row) => ({ name: String(row.name), table: String(row.tbl_name), sql: String(row.sql) }));
}

/**
 * The trigger's body as statements over the whole table: `INSERT INTO t(…) SELECT e(new.x)` (or
 * `VALUES (…)`) becomes `INSERT INTO t(…) SELECT e(n.x) FROM table AS n [WHERE when] ORDER BY 1`,
 * the first column being the index's rowid.
 */
export function replayOverTable(trigger: Trigger): string[] {
  const match = /AFTER INSERT ON [`"]?(\w+)[`"]?\s+(?:WHEN\s+([\s\S]*?)\s+)?BEGIN\s+([\s\S]*?)\s*END\s*;?\s*$/i.exec(trigger.sql);
  if (!match) throw new Error(`Cannot replay trigger ${trigger.name}: unexpected shape`);
  const [, table, when, body] = match;
  const fromNew = (text: string) => text.replace(/\bnew\./gi, 'n.');
  return body!
    .split(';')
    .map((statement) => statement.trim())
    .filter(Boolean)
    .map((statement) => {
      const insert = /^INSERT INTO\s+([\s\S]+?\))\s*(?:SELECT\s+([\s\S]+)|VALUES\s*\(([\s\S]+)\))$/i.exec(statement);
      if (!insert || /\bFROM\b/i.test((insert[2] ?? insert[3]!).replace(/\([^()]*\bFROM\b[^()]*\)/gi, ''))) {
        throw new Error(`Cannot replay trigger ${trigger.name}: ${statement.slice(0, 80)}…`);
      }
      const columns = fromNew(insert[2] ?? insert[3]!);
      return `INSERT INTO ${insert[1]} SELECT ${columns} FROM "${table}" AS n${when ? ` WHERE ${fromNew(when)}` : ''} ORDER BY 1`;
    });
}

/** Runs `write` with the search insert triggers of `tables` set aside, then fills the indexes in rowid order. */
export async function fillSearchAfter(db: Db, tables: readonly string[], write: () => Promise<void>): Promise<void> {
  const triggers = await searchInsertTriggers(db, tables);
  const replays = triggers.map(replayOverTable);
  await db.$client.batch(
    triggers.map((t) => `DROP TRIGGER "${t.name}"`),
    'write',
  );
  try {
    await write();
    await db.$client.batch(replays.flat(), 'write');
  } finally {
    await db.$client.batch(
      triggers.map((t) => t.sql),
      'write',
    );
  }
}

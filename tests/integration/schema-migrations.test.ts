// The migrations in drizzle/ against schema.ts and against themselves: schema.ts describes the
// database they build, and a database made by an earlier release and then upgraded ends up
// with the same schema as one migrated from scratch, its rows kept and its search still filed.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Client } from '@libsql/client';
import { afterAll, describe, expect, it } from 'vitest';
import { openDb, type Db } from '../../src/server/db/client.ts';
import { migrateDb } from '../../src/server/db/migrate.ts';
import { schemaDrift } from '../../scripts/check-schema-drift.ts';
import { normaliseSql, repairIndexStatement, schemaShape, type SchemaShape } from '../setup/schema-shape.ts';

const MIGRATIONS = fileURLToPath(new URL('../../drizzle', import.meta.url));
type Journal = { entries: { idx: number; tag: string; when: number }[] };
const journal: Journal = JSON.parse(readFileSync(join(MIGRATIONS, 'meta/_journal.json'), 'utf8'));

const work = mkdtempSync(join(tmpdir(), 'mandap-migrations-'));
const opened: Db[] = [];
afterAll(() => {
  for (const db of opened) db.$client.close();
  rmSync(work, { recursive: true, force: true });
});

let files = 0;
function open(): Db {
  const db = openDb(`file:${join(work, `db-${++files}.db`)}`);
  opened.push(db);
  return db;
}

/** A copy of drizzle/ that stops after its first `count` migrations: the database of an earlier release. */
function migrationsUpTo(count: number): string {
  const folder = join(work, `drizzle-${count}`);
  cpSync(MIGRATIONS, folder, { recursive: true });
  writeFileSync(join(folder, 'meta/_journal.json'), JSON.stringify({ ...journal, entries: journal.entries.slice(0, count) }));
  return folder;
}

/** Every object of sqlite_master (FTS shadow tables and drizzle's bookkeeping included), SQL normalised. */
async function master(client: Client) {
  const rows = (await client.execute(`SELECT type, name, tbl_name, sql FROM sqlite_master WHERE name NOT LIKE 'sqlite_stat%' ORDER BY type, name`)).rows;
  return rows.map((r) => `${String(r.type)} ${String(r.name)} on ${String(r.tbl_name)}: ${r.sql === null ? '' : normaliseSql(String(r.sql))}`);
}

/** Tables with their columns in name order: a column added later by ALTER TABLE comes last, where schema.ts may declare it elsewhere. */
const byColumnName = (shape: SchemaShape) =>
  Object.fromEntries(Object.entries(shape.tables).map(([name, t]) => [name, { ...t, columns: [...t.columns].sort((a, b) => a.name.localeCompare(b.name)) }]));

let fresh: Promise<Db> | undefined;
/** One database migrated from scratch, shared by the tests that compare with it. */
function freshDb(): Promise<Db> {
  fresh ??= (async () => {
    const db = open();
    await migrateDb(db);
    return db;
  })();
  return fresh;
}

/** Rows every release since the first could hold: cities, categories, a user, venues, vendors. */
async function seedOldRows(db: Db) {
  const run = (sql: string, args: (string | number)[] = []) => db.$client.execute({ sql, args });
  await run(`INSERT INTO cities (id, name, slug, state) VALUES (1, 'Jaipur', 'jaipur', 'Rajasthan'), (2, 'Mumbai', 'mumbai', 'Maharashtra')`);
  await run(`INSERT INTO categories (id, name, slug, type) VALUES (1, 'Photography', 'photography', 'vendor'), (2, 'Heritage', 'heritage', 'venue')`);
  await run(`INSERT INTO users (id, email, password_hash, notification_settings) VALUES ('u1', 'old@example.com', 'x', '{}')`);
  await run(
    `INSERT INTO venues (id, name, type, location, city_id, rating_average, review_count) VALUES
       (1, 'Amber Haveli', 'heritage', 'Jaipur', 1, 4.6, 12), (2, 'Sea Lawn', 'garden', 'Mumbai', 2, 3.9, 3)`,
  );
  await run(`INSERT INTO vendors (id, name, category_id, city_id, rating_average, review_count) VALUES (1, 'Pink City Frames', 1, 1, 4.8, 40)`);
}

/** The rowid migrations 0007 and 0015 filed a listing under, written out once more as the check. */
const rankRowid = (rating: number, count: number, id: number, kind: 0 | 1) =>
  BigInt(500 - Math.round(((rating * count + 17.5) / (count + 5)) * 100)) * 4294967296n + BigInt(id * 2 + kind);

async function filed(db: Db, index: string, words: string): Promise<bigint[]> {
  const rows = (await db.$client.execute({ sql: `SELECT rowid FROM ${index} WHERE ${index} MATCH ? ORDER BY rowid`, args: [words] })).rows;
  return rows.map((r) => BigInt(r.rowid as number | bigint));
}

describe('migrations', () => {
  it('build the database schema.ts describes: tables, columns, defaults, indexes, foreign keys, checks', async () => {
    // `drizzle-kit generate` into an empty folder writes the whole of schema.ts as one migration.
    mkdirSync(join(work, 'empty'));
    const statements = schemaDrift({ migrations: join(work, 'empty') });
    expect(statements.length).toBeGreaterThan(40);
    const declared = open();
    for (const statement of statements) await declared.$client.execute(repairIndexStatement(statement));
    const migrated = await freshDb();
    const [want, got] = [await schemaShape(declared.$client), await schemaShape(migrated.$client)];
    expect(byColumnName(got)).toEqual(byColumnName(want));
    // The comparison sees a missing index: it would catch a migration that forgot one.
    await declared.$client.execute('DROP INDEX quotes_conversation_idx');
    expect(byColumnName(await schemaShape(declared.$client))).not.toEqual(byColumnName(got));
  });

  // A production database is at some earlier migration when a release adds new ones: every one
  // of the last few cut points is upgraded here (the one before the newest first).
  const cuts = [1, 2, 3].map((back) => journal.entries.length - back).filter((n) => n > 0);
  it.each(cuts)('upgrade a database made with the first %i migrations to the schema of a fresh one, rows and search kept', async (count) => {
    const old = open();
    await migrateDb(old, migrationsUpTo(count));
    await seedOldRows(old);
    await migrateDb(old);

    const fresh = await freshDb();
    expect(await master(old.$client)).toEqual(await master(fresh.$client));
    expect(await schemaShape(old.$client)).toEqual(await schemaShape(fresh.$client));

    // The rows made before the upgrade are still there and still found, under the same rowids.
    const count1 = (await old.$client.execute('SELECT count(*) AS n FROM venues')).rows[0]!.n;
    expect(Number(count1)).toBe(2);
    expect(await filed(old, 'catalogue_fts', 'haveli')).toEqual([rankRowid(4.6, 12, 1, 0)]);
    expect(await filed(old, 'catalogue_city_title_fts', 'frames')).toEqual([2n ** 41n + rankRowid(4.8, 40, 1, 1)]);

    // Changed after the upgrade, a listing made before it is re-filed by the triggers of today.
    await old.$client.execute(`UPDATE venues SET rating_average = 4.9, review_count = 13 WHERE id = 1`);
    await old.$client.execute(`UPDATE vendors SET is_active = 0 WHERE id = 1`);
    expect(await filed(old, 'catalogue_fts', 'haveli')).toEqual([rankRowid(4.9, 13, 1, 0)]);
    expect(await filed(old, 'catalogue_city_fts', 'haveli')).toEqual([2n ** 41n + rankRowid(4.9, 13, 1, 0)]);
    expect(await filed(old, 'catalogue_title_fts', 'frames')).toEqual([]);
    await old.$client.execute(`DELETE FROM venues WHERE id = 2`);
    expect(await filed(old, 'catalogue_title_fts', 'lawn')).toEqual([]);
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../../tests/setup/db.ts';
import { categories, cities, subCategories, vendors, venues } from '../../src/server/db/schema.ts';
import { categoryRows, cityRows, subCategoryRows } from './catalogue.ts';
import { buildVendor } from './vendors.ts';
import { buildVenue } from './venues.ts';
import { fillSearchAfter, replayOverTable } from './search-fill.ts';

const open: TestDb[] = [];
afterEach(() => open.splice(0).forEach((t) => t.cleanup()));

/** A migrated database with 60 venues and 60 vendors, written with or without the triggers set aside. */
async function catalogue(setTriggersAside: boolean): Promise<TestDb> {
  const test = await createTestDb();
  open.push(test);
  const { db } = test;
  await db.insert(cities).values(cityRows);
  await db.insert(categories).values(categoryRows);
  await db.insert(subCategories).values(subCategoryRows);
  // Reversed ids, so the indexes' rowids arrive out of order as they do at scale.
  const ids = Array.from({ length: 60 }, (_, i) => 60 - i);
  const write = async () => {
    await db.insert(venues).values(ids.map((id) => buildVenue(id)));
    await db.insert(vendors).values(ids.map((id) => buildVendor(id).vendor));
  };
  if (setTriggersAside) await fillSearchAfter(db, ['venues', 'vendors'], write);
  else await write();
  return test;
}

async function searchState(test: TestDb) {
  const client = test.db.$client;
  const tables = (await client.execute("SELECT name FROM sqlite_master WHERE type = 'table' AND sql LIKE 'CREATE VIRTUAL TABLE%fts5%' ORDER BY name")).rows.map(
    (r) => String(r.name),
  );
  const state: Record<string, unknown> = {};
  for (const table of tables) {
    state[`${table} rowids`] = (await client.execute(`SELECT rowid FROM "${table}" ORDER BY rowid`)).rows.map((r) => String(r.rowid));
    for (const term of ['palace', 'garden*', 'photo*', 'jaipur']) {
      state[`${table} ${term}`] = (
        await client.execute({ sql: `SELECT rowid FROM "${table}" WHERE "${table}" MATCH ? ORDER BY rowid`, args: [term] })
      ).rows.map((r) => String(r.rowid));
    }
  }
  state.triggers = (await client.execute("SELECT name, sql FROM sqlite_master WHERE type = 'trigger' ORDER BY name")).rows.map((r) => `${r.name}: ${r.sql}`);
  return state;
}

describe('filling the search indexes after the seed', () => {
  it('gives the same indexes and the same triggers as filing each row as it is inserted', async () => {
    const byTrigger = await searchState(await catalogue(false));
    const filled = await searchState(await catalogue(true));
    expect(Object.values(byTrigger).some((value) => Array.isArray(value) && value.length > 0)).toBe(true);
    expect(filled).toEqual(byTrigger);
  });

  it('refuses a trigger it cannot replay rather than filling an index wrongly', () => {
    const trigger = { name: 'x', table: 'venues', sql: 'CREATE TRIGGER x AFTER INSERT ON venues BEGIN UPDATE counts SET n = n + 1; END' };
    expect(() => replayOverTable(trigger)).toThrow(/Cannot replay trigger x/);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../setup/db.ts';
import { openDb } from '../../src/server/db/client.ts';
import { dataVersion, readRows } from '../../src/server/db/fast-read.server.ts';

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb();
});
afterAll(() => t.cleanup());

const citiesNamed = (slug: string) => ({ sql: 'SELECT id, name, slug FROM cities WHERE slug = ?', args: [slug] });

describe('readRows', () => {
  it('reads rows by column name, with what the app’s connection committed since, statement after statement', async () => {
    expect(await readRows(t.db, citiesNamed('ooty'))).toEqual([]);
    await t.db.$client.execute({ sql: 'INSERT INTO cities (name, slug, state) VALUES (?, ?, ?)', args: ['Ooty', 'ooty', 'Tamil Nadu'] });
    const [row] = await readRows(t.db, citiesNamed('ooty'));
    expect(row).toMatchObject({ name: 'Ooty', slug: 'ooty' });
    expect(typeof row!.id).toBe('number');
    await t.db.$client.execute({ sql: 'UPDATE cities SET name = ? WHERE slug = ?', args: ['Udhagamandalam', 'ooty'] });
    expect((await readRows(t.db, citiesNamed('ooty')))[0]?.name).toBe('Udhagamandalam');
    expect(await readRows(t.db, { sql: 'SELECT count(*) AS n FROM cities WHERE slug IN (?, ?)', args: ['ooty', 'nowhere'] })).toEqual([{ n: 1 }]);
  });

  it('refuses to write', async () => {
    await expect(readRows(t.db, { sql: "INSERT INTO cities (name, slug, state) VALUES ('X', 'x', 'Y')", args: [] })).rejects.toThrow();
    expect(await readRows(t.db, citiesNamed('x'))).toEqual([]);
  });

  it('reads through the client when the database is not a local file', async () => {
    const memory = openDb('file::memory:');
    await memory.$client.execute('CREATE TABLE cities (id INTEGER PRIMARY KEY, name TEXT, slug TEXT)');
    await memory.$client.execute("INSERT INTO cities (name, slug) VALUES ('Goa', 'goa')");
    expect((await readRows(memory, citiesNamed('goa')))[0]).toMatchObject({ name: 'Goa', slug: 'goa' });
    memory.$client.close();
  });
});

describe('dataVersion', () => {
  it('changes when anything is committed, and only then', async () => {
    const before = dataVersion(t.db);
    expect(before).not.toBeNull();
    await readRows(t.db, citiesNamed('ooty'));
    expect(dataVersion(t.db)).toBe(before);
    await t.db.$client.execute({ sql: 'INSERT INTO cities (name, slug, state) VALUES (?, ?, ?)', args: ['Munnar', 'munnar', 'Kerala'] });
    const after = dataVersion(t.db);
    expect(after).not.toBe(before);
    expect(dataVersion(t.db)).toBe(after);
  });

  it('is null for a database that is not a local file', () => {
    const memory = openDb('file::memory:');
    expect(dataVersion(memory)).toBeNull();
    memory.$client.close();
  });
});

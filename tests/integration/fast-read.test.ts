import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../setup/db.ts';
import { openDb } from '../../src/server/db/client.ts';
import { dataVersion, READER_CACHE_KIB, readDb, readRows } from '../../src/server/db/fast-read.server.ts';
import { cities, sessions, users } from '../../src/server/db/schema.ts';
import { eq, sql } from 'drizzle-orm';
import { keptQuery } from '../../src/server/db/kept-query.ts';

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

  it('keeps 64 MiB of pages, so a large catalogue’s indexes stay in memory', async () => {
    expect(await readRows(t.db, { sql: 'PRAGMA cache_size', args: [] })).toEqual([{ cache_size: -READER_CACHE_KIB }]);
    expect(READER_CACHE_KIB).toBe(65536);
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

describe('readDb', () => {
  it('gives the query builder’s rows exactly as the app’s connection does (dates, flags, JSON), committed data only', async () => {
    const fast = readDb(t.db);
    expect(fast).not.toBe(t.db);
    const id = 'reader-user';
    await t.db.insert(users).values({ id, email: 'reader@example.com', name: 'Reader', phone: '9800000000', passwordHash: 'x', role: 'customer' });
    await t.db.insert(sessions).values({ id: 'reader-session', userId: id, expiresAt: new Date(2_000_000_000_000), absoluteExpiresAt: new Date(2_000_000_000_000), twoFactorVerified: true });
    const query = (db: typeof t.db) =>
      db.select({ session: sessions, email: users.email, settings: users.notificationSettings }).from(sessions).innerJoin(users, eq(users.id, sessions.userId)).where(eq(sessions.userId, id));
    const [row] = await query(fast);
    expect(row).toEqual((await query(t.db))[0]);
    expect(row!.session.expiresAt).toBeInstanceOf(Date);
    expect(row!.session.twoFactorVerified).toBe(true);
    // The same statement again (kept), and plain object rows from a statement without a mapping.
    expect(await query(fast)).toEqual([row]);
    expect(await fast.all(sql`SELECT email FROM users WHERE id = ${id}`)).toEqual([{ email: 'reader@example.com' }]);
    await t.db.update(users).set({ email: 'reader2@example.com' }).where(eq(users.id, id));
    expect((await query(fast))[0]!.email).toBe('reader2@example.com');
  });

  it('refuses to write', async () => {
    await expect(Promise.resolve().then(() => readDb(t.db).insert(cities).values({ name: 'Nowhere', slug: 'nowhere', state: 'None' }).run())).rejects.toThrow();
    expect(await readRows(t.db, citiesNamed('nowhere'))).toEqual([]);
  });

  it('is the app’s own connection when the database is not a local file', () => {
    const memory = openDb('file::memory:');
    expect(readDb(memory)).toBe(memory);
    memory.$client.close();
  });
});

describe('keptQuery', () => {
  const cityBySlug = (db: typeof t.db) => db.select().from(cities).where(eq(cities.slug, sql.placeholder('slug'))).prepare();

  it('builds a query once per database and name, and each run reads what was committed since', async () => {
    let builds = 0;
    const find = async (db: typeof t.db, slug: string) =>
      (
        await keptQuery(db, 'cityBySlug', (d) => {
          builds++;
          return cityBySlug(d);
        }).all({ slug })
      )[0];
    await t.db.insert(cities).values({ name: 'Munnar', slug: 'kept-munnar', state: 'Kerala' });
    for (const db of [t.db, readDb(t.db)]) {
      expect((await find(db, 'kept-munnar'))?.name).toBe('Munnar');
      expect(await find(db, 'nowhere')).toBeUndefined();
    }
    expect(builds).toBe(2);
    await t.db.update(cities).set({ name: 'Munnar Hills' }).where(eq(cities.slug, 'kept-munnar'));
    expect((await find(readDb(t.db), 'kept-munnar'))?.name).toBe('Munnar Hills');
    expect((await find(t.db, 'kept-munnar'))?.name).toBe('Munnar Hills');
    expect(builds).toBe(2);
  });

  it('builds it afresh inside a transaction, which sees its own writes', async () => {
    let builds = 0;
    await t.db.transaction(async (tx) => {
      await tx.insert(cities).values({ name: 'Coorg', slug: 'kept-coorg', state: 'Karnataka' });
      for (let i = 0; i < 2; i++) {
        const [row] = await keptQuery(tx as unknown as typeof t.db, 'cityBySlug', (d) => {
          builds++;
          return cityBySlug(d);
        }).all({ slug: 'kept-coorg' });
        expect(row?.name).toBe('Coorg');
      }
    });
    expect(builds).toBe(2);
  });
});

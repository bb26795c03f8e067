// What Drizzle on libSQL costs in round trips (src/server/db/round-trips.ts): the counts the
// round-trip bars and the benchmark rely on.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { cities } from '../../src/server/db/schema.ts';
import { countRoundTrips, roundTripsSoFar } from '../../src/server/db/round-trips.ts';
import { createTestDb, type TestDb } from '../setup/db.ts';

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb();
  await t.db.insert(cities).values([
    { name: 'Jaipur', slug: 'jaipur', state: 'Rajasthan' },
    { name: 'Udaipur', slug: 'udaipur', state: 'Rajasthan' },
  ]);
});
afterAll(() => t.cleanup());
afterEach(() => {
  delete process.env.DB_ROUND_TRIP_DELAY_MS;
});

describe('round trips', () => {
  it('counts one select as one', async () => {
    const { value, roundTrips } = await countRoundTrips(() => t.db.select().from(cities).where(eq(cities.slug, 'jaipur')));
    expect(value).toHaveLength(1);
    expect(roundTrips).toBe(1);
  });

  it('counts a batch of three statements as one', async () => {
    const { value, roundTrips } = await countRoundTrips(() =>
      t.db.batch([t.db.select().from(cities), t.db.select().from(cities).where(eq(cities.slug, 'udaipur')), t.db.run(sql`SELECT 1`)]),
    );
    expect(value[0]).toHaveLength(2);
    expect(roundTrips).toBe(1);
  });

  it('counts a transaction of two statements as three: each statement, then the commit', async () => {
    const { roundTrips } = await countRoundTrips(() =>
      t.db.transaction(async (tx) => {
        await tx.update(cities).set({ state: 'RJ' }).where(eq(cities.slug, 'jaipur'));
        await tx.select().from(cities);
      }),
    );
    expect(roundTrips).toBe(3);
    const [row] = await t.db.select().from(cities).where(eq(cities.slug, 'jaipur'));
    expect(row!.state).toBe('RJ');
  });

  it('counts a rolled-back transaction’s rollback too', async () => {
    const { roundTrips } = await countRoundTrips(async () => {
      await t.db
        .transaction(async (tx) => {
          await tx.update(cities).set({ state: 'gone' }).where(eq(cities.slug, 'udaipur'));
          throw new Error('undo');
        })
        .catch(() => {});
    });
    // The update, then the rollback.
    expect(roundTrips).toBe(2);
    const [row] = await t.db.select().from(cities).where(eq(cities.slug, 'udaipur'));
    expect(row!.state).toBe('Rajasthan');
  });

  it('counts the client’s own calls, and each request apart when they run at once', async () => {
    const before = roundTripsSoFar();
    const [a, b] = await Promise.all([
      countRoundTrips(async () => {
        await t.db.$client.execute('SELECT 1');
        await t.db.select().from(cities);
      }),
      countRoundTrips(() => t.db.select().from(cities)),
    ]);
    expect([a.roundTrips, b.roundTrips]).toEqual([2, 1]);
    expect(roundTripsSoFar() - before).toBe(3);
  });

  it('waits DB_ROUND_TRIP_DELAY_MS before each round trip, read at run time', async () => {
    process.env.DB_ROUND_TRIP_DELAY_MS = '40';
    const started = performance.now();
    await t.db.select().from(cities);
    await t.db.select().from(cities);
    expect(performance.now() - started).toBeGreaterThanOrEqual(79);
    delete process.env.DB_ROUND_TRIP_DELAY_MS;
    const quick = performance.now();
    await t.db.select().from(cities);
    expect(performance.now() - quick).toBeLessThan(40);
  });
});

// The venue list's SQL alone, without HTTP: 400 unique filter combinations and 400 estimated-cost
// queries (random guests and filters), each the best of three runs (a shared machine only ever
// slows a query down), on each database named; p50, p95 and the slowest. With SLOW_MS, prints
// the queries slower than that with their query plan.
//
//   node --experimental-strip-types scripts/bench/estimate-sql.ts data/scale-1.db data/scale-334.db
import { openDb } from '../../src/server/db/client.ts';
import { venueListSql } from '../../src/features/catalogue/venues/venue-sql.server.ts';
import { parseVenueQuery } from '../../src/features/catalogue/venues/venues.ts';
import { randomEstimateQuery, randomVenueQuery, seededRandom } from './unique-queries.ts';
import { percentile } from './stats.ts';

const slowMs = Number(process.env.SLOW_MS ?? Infinity);

for (const path of process.argv.slice(2)) {
  const db = openDb(`file:${path}`);
  for (const [name, make] of [
    ['unique filter combinations', randomVenueQuery],
    ['estimated cost', randomEstimateQuery],
  ] as const) {
    const rand = seededRandom(23);
    const times: number[] = [];
    for (let i = 0; i < 400; i++) {
      const params = new URLSearchParams(make(rand));
      const city = params.get('city')!;
      const cityId = city === 'all' ? null : Number((await db.$client.execute({ sql: 'SELECT id FROM cities WHERE slug = ?', args: [city] })).rows[0]?.id ?? 0);
      const filters = parseVenueQuery(params);
      let best = Infinity;
      for (let k = 0; k < 3; k++) {
        const started = performance.now();
        await db.$client.execute(venueListSql(cityId, filters, 12));
        best = Math.min(best, performance.now() - started);
      }
      times.push(best);
      if (best > slowMs) {
        const { sql, args } = venueListSql(cityId, filters, 12);
        const plan = await db.$client.execute({ sql: `EXPLAIN QUERY PLAN ${sql}`, args });
        console.log(best.toFixed(1), params.toString(), plan.rows.map((r) => String(r.detail)).join(' | '));
      }
    }
    console.log(
      `${path}\t${name}\tp50 ${percentile(times, 50).toFixed(2)} ms\tp95 ${percentile(times, 95).toFixed(2)} ms\tmax ${Math.max(...times).toFixed(1)} ms`,
    );
  }
  db.$client.close();
}

import { openDb } from '../../src/server/db/client.ts';
import { chooseVenueDriver } from '../../src/features/venues/venue-driver.server.ts';
import { venueListSql } from '../../src/features/venues/venue-sql.server.ts';
import { parseVenueQuery } from '../../src/features/venues/venues.ts';
import { randomEstimateQuery, randomVenueQuery, seededRandom } from './unique-queries.ts';
import { percentile } from './stats.ts';

for (const path of process.argv.slice(2)) {
  const db = openDb(`file:${path}`);
  for (const [name, gen] of [['unique filters', randomVenueQuery], ['estimate sort', randomEstimateQuery]] as const) {
    const rand = seededRandom(23);
    const times: number[] = [];
    for (let i = 0; i < 400; i++) {
      const params = new URLSearchParams(gen(rand));
      const city = params.get('city')!;
      const cityId = city === 'all' ? null : Number((await db.$client.execute({ sql: 'SELECT id FROM cities WHERE slug = ?', args: [city] })).rows[0]?.id ?? 0);
      const filters = parseVenueQuery(params);
      let best = Infinity;
      for (let k = 0; k < 3; k++) {
        const started = performance.now();
        await db.$client.execute(venueListSql(cityId, filters, 12, await chooseVenueDriver(db, cityId, filters)));
        best = Math.min(best, performance.now() - started);
      }
      times.push(best);
      if (name === 'estimate sort' && best > 5) console.log(best.toFixed(1), params.toString(), JSON.stringify(await chooseVenueDriver(db, cityId, filters)));
    }
    console.log(path, name, 'p50', percentile(times, 50).toFixed(2), 'p95', percentile(times, 95).toFixed(2), 'max', Math.max(...times).toFixed(1));
  }
  db.$client.close();
}

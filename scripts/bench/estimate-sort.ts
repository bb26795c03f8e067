// The estimated-cost sort under load, at the demo scale and at a larger one, against the unique
// filter combinations it must keep up with (the bar: p95 at scale ≤ 2 × p95 at the demo scale).
// Serves the current build on each database in turn (no build, no Lighthouse):
//
//   DATABASE_URL=file:data/scale-334.db npm run db:seed -- --scale 334   # once, minutes
//   npm run build && node --experimental-strip-types scripts/bench/estimate-sort.ts data/bench.db data/scale-334.db
import { freePort, startServer } from './server.ts';
import { loadTest } from './load.ts';
import { randomEstimateQuery, randomVenueQuery, seededRandom } from './unique-queries.ts';

const databases = process.argv.slice(2);
if (databases.length === 0) throw new Error('Name the databases to serve, the demo scale first');
const seconds = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);

const scenarios = {
  'unique filter combinations': (rand: () => number) => () => `/api/venues?${randomVenueQuery(rand)}`,
  'estimated cost, unique guests and filters': (rand: () => number) => () => `/api/venues?${randomEstimateQuery(rand)}`,
};

const rows: string[] = [];
for (const path of databases) {
  const server = await startServer(await freePort(4395), path);
  try {
    for (const [name, make] of Object.entries(scenarios)) {
      const vary = make(seededRandom(23));
      const figures = await loadTest(server.url, vary(), seconds, connections, vary);
      rows.push(
        `${path}\t${name}\t${figures.requests} requests\tp50 ${figures.p50} ms\tp95 ${figures.p95} ms\tp99 ${figures.p99} ms\terrors ${figures.errors}`,
      );
      console.error(rows.at(-1));
    }
  } finally {
    await server.stop();
  }
}
console.log(rows.join('\n'));

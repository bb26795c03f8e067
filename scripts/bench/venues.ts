// Load test of the read endpoints behind venue and vendor lists: autocannon on loopback,
// 50 connections for 10 s per scenario (bounded), printing p50/p95/p99 latency and errors.
//
//   BENCH_URL=http://127.0.0.1:4345 npm run bench:venues
//   BENCH_DURATION=10 BENCH_CONNECTIONS=50
import { createRequire } from 'node:module';
import { randomVenueQuery, seededRandom } from './unique-queries.ts';

type Result = { requests: { total: number }; errors: number; timeouts: number; non2xx: number };
type Instance = { on(event: 'response', listener: (client: unknown, status: number, bytes: number, responseTime: number) => void): void };
type Request = { method: string; path: string; setupRequest?: (req: { path: string }) => { path: string } };
type Autocannon = (
  options: { url: string; connections: number; duration: number; requests: Request[] },
  done: (error: Error | null, result: Result) => void,
) => Instance;
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

const base = process.env.BENCH_URL ?? 'http://127.0.0.1:4321';
const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
if (!/^http:\/\/(127\.0\.0\.1|localhost|\[::1\])(:\d+)?$/.test(base)) throw new Error('BENCH_URL must be a loopback address');

/** Filter and sort combinations a couple would use, in one city and across all. */
const venueQueries = [
  'city=all',
  'city=mumbai',
  'city=all&sort=rental_price_asc',
  'city=all&sort=capacity_desc&rating=4',
  'city=jaipur&capacity=300&price_per_plate=3000',
  'city=all&rental_price=200000&sort=rental_price_desc',
  'city=delhi&venue_type=banquet&rating=3',
  'city=all&capacity=501&sort=rating_desc',
  'city=all&q=palace',
  'city=udaipur&q=lake%20view&sort=rental_price_asc',
  'city=all&price_per_plate=5001&page=3',
  'city=goa&venue_type=beach&sort=capacity_desc',
];
const vendorQueries = ['category=photography&city=all', 'category=decoration&city=mumbai', 'category=catering&city=all&page=4', 'category=music&city=delhi'];

type Row = { scenario: string; requests: number; p50: number; p95: number; p99: number; errors: number; non2xx: number };

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return Math.round(sorted[rank]! * 100) / 100;
}

/** One bounded autocannon run; latencies are recorded per response so p95 is exact. */
function run(scenario: string, paths: string[], vary?: (path: string) => string): Promise<Row> {
  const times: number[] = [];
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: base,
        connections,
        duration,
        requests: paths.map((path) => ({ method: 'GET', path, ...(vary ? { setupRequest: (req: { path: string }) => ({ ...req, path: vary(path) }) } : {}) })),
      },
      (error, result) => {
        if (error) return reject(error);
        times.sort((a, b) => a - b);
        resolve({
          scenario,
          requests: result.requests.total,
          p50: percentile(times, 50),
          p95: percentile(times, 95),
          p99: percentile(times, 99),
          errors: result.errors + result.timeouts,
          non2xx: result.non2xx,
        });
      },
    );
    instance.on('response', (_client: unknown, _status: number, _bytes: number, responseTime: number) => times.push(responseTime));
  });
}

/** Steady state is what is measured: open the database, load the routes, fill the caches. */
async function warmUp(paths: string[]): Promise<void> {
  for (const path of paths) {
    const response = await fetch(`${base}${path}`);
    if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
    await response.arrayBuffer();
  }
}
await warmUp([...venueQueries.map((q) => `/api/venues?${q}`), ...vendorQueries.map((q) => `/api/vendors?${q}`)]);

const rows: Row[] = [];
rows.push(await run('/api/venues?city=all (default list)', ['/api/venues?city=all']));
rows.push(
  await run(
    `/api/venues mixed filters (${venueQueries.length} queries)`,
    venueQueries.map((q) => `/api/venues?${q}`),
  ),
);
// Unique combinations (random city, type, capacity, plate, rental, rating and sort): the
// in-process response cache almost never answers, so this is what the database costs.
const rand = seededRandom(Number(process.env.BENCH_SEED ?? 16));
rows.push(await run('/api/venues unique random filter combinations', ['/api/venues?city=all'], () => `/api/venues?${randomVenueQuery(rand)}`));
rows.push(
  await run(
    `/api/vendors lists (${vendorQueries.length} queries)`,
    vendorQueries.map((q) => `/api/vendors?${q}`),
  ),
);

console.log(`\n${base}, ${connections} connections, ${duration} s each`);
console.table(rows);
const failed = rows.filter((r) => r.errors > 0 || r.non2xx > 0);
if (failed.length) {
  console.error('Errors or non-2xx responses in:', failed.map((r) => r.scenario).join(', '));
  process.exitCode = 1;
}

import { it } from 'vitest';
import { openDb } from '../../src/server/db/client.ts';
import { findCity } from '../../src/features/catalogue/catalogue.server.ts';
import { listVenues } from '../../src/features/venues/venues.server.ts';
import { parseVenueQuery } from '../../src/features/venues/venues.ts';
import { randomEstimateQuery, randomVenueQuery, randomSearchQuery, seededRandom } from '../../scripts/bench/unique-queries.ts';
it('probe', async () => {
  const db = openDb(process.env.PROBE_DB!);
  const kind = process.env.PROBE_KIND ?? 'estimate';
  const rand = seededRandom(23);
  const make = kind === 'estimate' ? () => randomEstimateQuery(rand) : () => randomVenueQuery(rand);
  const rows: [number, string][] = [];
  for (let i = 0; i < Number(process.env.PROBE_N ?? 600); i++) {
    const q = make(); const params = new URLSearchParams(q);
    const cityParam = params.get('city') ?? 'all';
    const filters = parseVenueQuery(params);
    const cityId = cityParam === 'all' ? null : (await findCity(db, cityParam))!.id;
    const t = performance.now(); await listVenues(db, cityId, filters); rows.push([performance.now() - t, q]);
  }
  rows.sort((a, b) => a[0] - b[0]);
  const p = (x: number) => rows[Math.floor(rows.length * x)]![0].toFixed(2);
  console.log('p50', p(0.5), 'p90', p(0.9), 'p95', p(0.95), 'p99', p(0.99), 'mean', (rows.reduce((s, r) => s + r[0], 0) / rows.length).toFixed(2));
  for (const [ms, q] of rows.slice(-25)) console.log(ms.toFixed(1), q);
}, 600000);

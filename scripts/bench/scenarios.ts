// What is loaded at 50 connections: the read endpoints and public pages (some with a new
// path for every request), a wedding's private reads and a business inbox.
import { openDb } from '../../src/server/db/client.ts';
import { BARS } from './bars.ts';
import { loadTest, type LoadFigures } from './load.ts';
import type { Server } from './server.ts';
import { table } from './stats.ts';
import { randomEstimateQuery, randomSearchQuery, randomVenueQuery, seededRandom } from './unique-queries.ts';
import type { BenchWedding } from './wedding.ts';

/**
 * A load scenario: one path, or a new path for every request (`vary`). `list`: one of the
 * public list reads (`npm run bench -- --only lists` loads these alone).
 */
export type Scenario = { name: string; path: string; vary?: (catalogue: Catalogue) => () => string; list?: true };
export type Catalogue = { venues: number; vendor: number };
export const SCENARIOS: Scenario[] = [
  { name: '/api/venues', path: '/api/venues' },
  { name: '/api/venues?city=mumbai&venue_type=hotel&capacity=500&sort=rating', path: '/api/venues?city=mumbai&venue_type=hotel&capacity=500&sort=rating' },
  {
    name: '/api/venues, unique filter combinations',
    path: '/api/venues?city=all',
    list: true,
    vary: () => {
      const rand = seededRandom(16);
      return () => `/api/venues?${randomVenueQuery(rand)}`;
    },
  },
  {
    name: '/api/venues sorted by estimated cost, unique guest counts and filters',
    path: '/api/venues?city=all&sort=estimate_asc&guests=250',
    list: true,
    vary: () => {
      const rand = seededRandom(23);
      return () => `/api/venues?${randomEstimateQuery(rand)}`;
    },
  },
  { name: '/api/vendors?category=photography', path: '/api/vendors?category=photography', list: true },
  { name: '/api/vendors?category=photography&city=mumbai', path: '/api/vendors?category=photography&city=mumbai', list: true },
  { name: '/api/search?q=palace', path: '/api/search?q=palace' },
  {
    name: '/api/search, unique queries',
    path: '/api/search?q=palace',
    vary: () => {
      const rand = seededRandom(7);
      return () => `/api/search?${randomSearchQuery(rand)}`;
    },
  },
  {
    name: '/api/search suggestions while typing, unique',
    path: '/api/search?q=pal&size=5&typing=1',
    vary: () => {
      const rand = seededRandom(11);
      return () => `/api/search?${randomSearchQuery(rand, true)}`;
    },
  },
  { name: '/api/recommendations?budget=500000', path: '/api/recommendations?budget=500000' },
  { name: '/api/cities', path: '/api/cities' },
  { name: '/api/gallery', path: '/api/gallery', list: true },
  { name: '/api/session', path: '/api/session' },
  { name: 'Venue detail /venues/wedding/17', path: '/venues/wedding/17' },
  { name: 'Vendor detail /vendors/{vendor}', path: '/vendors/{vendor}' },
  {
    name: 'Venue detail, random venues',
    path: '/venues/wedding/1',
    vary: ({ venues }) => {
      const rand = seededRandom(3);
      return () => `/venues/wedding/${1 + Math.floor(rand() * venues)}`;
    },
  },
  {
    name: 'Venue list page, unique filter combinations',
    path: '/venues/all/wedding',
    list: true,
    vary: () => {
      const rand = seededRandom(5);
      return () => {
        const params = new URLSearchParams(randomVenueQuery(rand));
        const city = params.get('city')!;
        params.delete('city');
        return `/venues/${city}/wedding?${params}`;
      };
    },
  },
];
/** Read endpoints behind a session: a business inbox holding INBOX_CONVERSATIONS conversations. */
export const PRIVATE_ENDPOINTS = ['/api/enquiries/inbox', '/api/enquiries/inbox?status=new', '/api/enquiries/inbox?page=40', '/api/enquiries/inbox?q=meera'];

export async function measureEndpoints(server: Server, paths: readonly string[], cookie?: string): Promise<LoadFigures[]> {
  const results: LoadFigures[] = [];
  const headers = cookie ? { Cookie: cookie } : undefined;
  for (const path of paths) {
    const response = await fetch(server.url + path, { headers });
    await response.arrayBuffer();
    if (!response.ok) continue;
    results.push(await loadTest(server.url, path, 10, 50, headers));
    process.stderr.write(`  loaded ${path}\n`);
  }
  return results;
}

/** The Functions tab's endpoint, the caterer sheet and the households, as the wedding's couple. */
export async function measureWedding(server: Server, wedding: BenchWedding): Promise<LoadFigures[]> {
  const headers = { Cookie: wedding.cookie };
  const results: LoadFigures[] = [];
  // The signed-in session check first: the least any signed-in read costs on this machine now.
  for (const path of ['/api/session', '/api/functions', wedding.catererPath, `/api/functions/${wedding.functionId}/caterer.csv`, '/api/households']) {
    const response = await fetch(server.url + path, { headers });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    results.push(await loadTest(server.url, path, 10, 50, headers));
    process.stderr.write(`  loaded ${path}\n`);
  }
  return results;
}

/** How many venues, and the first active vendor: the detail scenarios need real ids. */
export async function readCatalogue(path: string): Promise<Catalogue> {
  const db = openDb(`file:${path}`);
  try {
    const { rows } = await db.$client.execute('SELECT (SELECT max(id) FROM venues) AS venues, (SELECT min(id) FROM vendors WHERE is_active) AS vendor');
    return { venues: Number(rows[0]!.venues), vendor: Number(rows[0]!.vendor) };
  } finally {
    db.$client.close();
  }
}

/** Every scenario at 50 connections for 10 s; `listsOnly`: the public list reads alone. */
export async function measureLoad(server: Server, catalogue: Catalogue, listsOnly = false): Promise<LoadFigures[]> {
  const results: LoadFigures[] = [];
  for (const scenario of SCENARIOS.filter((s) => !listsOnly || s.list)) {
    const path = scenario.path.replace('{vendor}', String(catalogue.vendor));
    const name = scenario.name.replace('{vendor}', String(catalogue.vendor));
    const vary = scenario.vary?.(catalogue);
    // Steady state is what is measured: routes loaded, database open, caches filled.
    for (const warm of [path, ...(vary ? Array.from({ length: 20 }, vary) : [])]) {
      const response = await fetch(server.url + warm);
      await response.arrayBuffer();
    }
    const check = await fetch(server.url + path);
    await check.arrayBuffer();
    if (!check.ok) continue;
    results.push({ ...(await loadTest(server.url, path, 10, 50, vary)), path: name });
    process.stderr.write(`  loaded ${name}\n`);
  }
  return results;
}

export function printLoad(title: string, results: LoadFigures[], baseline?: LoadFigures[]): void {
  console.log(`\n${title}`);
  if (results.length === 0) return console.log('  no /api/ read endpoints answered yet');
  const rows = results.map((r) => {
    const base = baseline?.find((b) => b.path === r.path);
    const ratio = base ? r.p95 / Math.max(base.p95, 1) : null;
    const failures = [
      r.p95 > BARS.p95Ms && !baseline ? `p95 > ${BARS.p95Ms} ms` : '',
      ratio !== null && ratio > BARS.scaledP95Ratio ? `p95 ${ratio.toFixed(1)}× default` : '',
      r.errors > 0 ? 'errors' : '',
    ].filter(Boolean);
    return [
      r.path,
      r.requests,
      r.rps,
      `${r.p50} ms`,
      `${r.p95} ms`,
      `${r.p99} ms`,
      r.errors,
      ratio === null ? '' : `${ratio.toFixed(2)}×`,
      failures.length ? `FAIL ${failures.join(', ')}` : 'pass',
    ];
  });
  console.log(table(['Endpoint or page', 'Requests', 'Req/s', 'p50', 'p95', 'p99', 'Errors', 'vs default', 'Bars'], rows));
}

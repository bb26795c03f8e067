// Long because: the routes measured, the modelled round-trip delay and the report are one benchmark section.
// Time to first byte of the on-demand pages and read APIs through the built Netlify function,
// called in-process as the platform calls it (scripts/netlify-function.ts), one request at a
// time as one function instance answers them. Each request is a different address (another
// venue, city, filter or word), as the requests that miss the CDN are. Measured with 0 ms and
// with a modelled 20 ms per database round trip (DB_ROUND_TRIP_DELAY_MS, round-trips.ts: a
// function talking to Turso), on the demo data and on a scaled catalogue; round trips per
// request are counted too, with two private routes signed in as the demo couple. Bars: p95
// ≤ 150 ms at 20 ms, at most 1.5× the demo data's p95 on the scaled catalogue, and at most 3
// round trips for a public page or read API, 5 for a private one.
//
// Each database gets a process of its own (the function opens DATABASE_URL once, when loaded):
// `node --experimental-strip-types scripts/bench/ttfb.ts <database file> <requests> <delays>`
// prints its figures as JSON.
import { spawnSync } from 'node:child_process';
import { createClient } from '@libsql/client';
import { createSession, SESSION_COOKIE } from '../../src/server/auth/session.ts';
import { openDb } from '../../src/server/db/client.ts';
import { countRoundTrips } from '../../src/server/db/round-trips.ts';
import { COUPLE_EMAIL } from '../seed/users.ts';
import { netlifyContext, netlifyHandler } from '../netlify-function.ts';
import { markdownTable, verdict } from './markdown.ts';
import { median, percentile } from './stats.ts';

export const TTFB_BARS = { p95Ms: 150, delayMs: 20, scaledRatio: 1.5 };
/** Round trips per request, by route kind (tests/netlify/round-trips.test.ts checks them too). */
export const ROUND_TRIP_BARS: Record<RouteKind, number> = { page: 3, api: 3, 'private page': 5, 'private api': 5 };
const KIND_NAMES: Record<RouteKind, string> = { page: 'Public page', api: 'Public read API', 'private page': 'Private page', 'private api': 'Private API' };
export const TTFB_DELAYS = [0, TTFB_BARS.delayMs];
const WARM_UP = 3;
const ORIGIN = 'https://mandap.example';

export type RouteFigures = {
  name: string;
  kind: RouteKind;
  example: string;
  /** Per delay (ms per round trip): time to the first body chunk and to the headers, ms. */
  byDelay: { delayMs: number; medianMs: number; p95Ms: number; headersMedianMs: number; roundTrips: number; maxRoundTrips: number; statuses: number[] }[];
};
export type RouteKind = 'page' | 'api' | 'private page' | 'private api';
export type TtfbRun = { label: string; database: string; venues: number; routes: RouteFigures[] };

/** A small seeded generator, so every run asks for the same addresses. */
function random(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Route = { name: string; kind: RouteKind; path: (n: number) => string; cookie?: string };

/** The on-demand page types and read APIs, each a function from a request's number to an address. */
async function routesOf(database: string): Promise<{ venues: number; routes: Route[] }> {
  const client = createClient({ url: `file:${database}` });
  const rows = async (sql: string) => (await client.execute(sql)).rows;
  const venueIds = (await rows('SELECT id FROM venues ORDER BY id')).map((r) => Number(r.id));
  const vendors = await rows(
    'SELECT v.id, c.slug AS city, k.slug AS category FROM vendors v JOIN cities c ON c.id = v.city_id JOIN categories k ON k.id = v.category_id WHERE v.is_active = 1 ORDER BY v.id',
  );
  const cities = (await rows('SELECT slug FROM cities ORDER BY slug')).map((r) => String(r.slug));
  const categories = (await rows("SELECT slug FROM categories WHERE type = 'vendor' ORDER BY slug")).map((r) => String(r.slug));
  const words = [...new Set((await rows('SELECT name FROM venues ORDER BY id LIMIT 2000')).flatMap((r) => String(r.name).toLowerCase().split(/\W+/)))].filter(
    (w) => w.length > 3,
  );
  client.close();
  const pick = <T>(list: T[], next: () => number): T => list[Math.floor(next() * list.length)]!;
  const types = ['hotel', 'banquet', 'heritage', 'farmhouse', 'resort', 'garden'];
  const guests = (next: () => number) => 50 + Math.floor(next() * 950);
  /** A day of 2027, so nearly every address is a new one. */
  const day = (next: () => number) => new Date(Date.UTC(2027, 0, 1 + Math.floor(next() * 365))).toISOString().slice(0, 10);
  const price = (next: () => number) => 1000 * (20 + Math.floor(next() * 480));
  const seeded = (name: string) => random([...name].reduce((h, c) => (h * 31 + c.charCodeAt(0)) | 0, 7));
  const route = (name: string, kind: Route['kind'], make: (next: () => number, n: number) => string, cookie?: string): Route => {
    const next = seeded(name);
    return { name, kind, path: (n) => make(next, n), cookie };
  };
  const cookie = await coupleCookie(database);
  const routes = [
    route('Venue page', 'page', (next) => `/venues/wedding/${pick(venueIds, next)}`),
    route('Vendor page', 'page', (next) => {
      const v = pick(vendors, next);
      return `/vendors/${v.city}/${v.category}/${v.id}`;
    }),
    // A guest count drawn anew each time makes nearly every list address a new one.
    route('Venue list', 'page', (next, n) => `/venues/${pick(cities, next)}/wedding?${n % 2 ? `venue_type=${pick(types, next)}&` : ''}guests=${guests(next)}`),
    // The same lists by date: one day (with a part of it now and then) or a month's auspicious dates.
    route(
      'Venue list by date',
      'page',
      (next, n) =>
        `/venues/${pick(cities, next)}/wedding?${n % 3 ? `date=${day(next)}${n % 2 ? '&part=evening' : ''}` : 'muhurat=2027-02'}&guests=${guests(next)}`,
    ),
    route('Vendor list', 'page', (next, n) => `/vendors/${pick(cities, next)}/${pick(categories, next)}${n % 2 ? `?price=${price(next)}` : ''}`),
    route(
      'Vendor list by date',
      'page',
      (next, n) => `/vendors/${pick(cities, next)}/${pick(categories, next)}?${n % 3 ? `date=${day(next)}` : 'muhurat=2027-02'}`,
    ),
    route('Search', 'page', (next) => `/search?q=${pick(words, next)}`),
    route('Gallery', 'page', (_next, n) => `/gallery${n % 4 ? `?page=${n % 4}` : ''}`),
    route('Not found', 'page', (_next, n) => `/venues/wedding/${venueIds.at(-1)! + 1 + n}`),
    route('/api/venues', 'api', (next) => `/api/venues?city=${pick(cities, next)}&guests=${guests(next)}`),
    route(
      '/api/vendors',
      'api',
      (next, n) => `/api/vendors?category=${pick(categories, next)}&city=${pick(cities, next)}${n % 2 ? `&price=${price(next)}` : ''}`,
    ),
    route('/api/search', 'api', (next) => `/api/search?q=${pick(words, next)}`),
    route('Dashboard', 'private page', () => '/dashboard', cookie),
    route('/api/dashboard/overview', 'private api', () => '/api/dashboard/overview', cookie),
  ];
  return { venues: venueIds.length, routes };
}

/** A session of the demo couple (seeded with the catalogue), as a Cookie header. */
async function coupleCookie(database: string): Promise<string> {
  const db = openDb(`file:${database}`);
  try {
    const { rows } = await db.$client.execute({ sql: 'SELECT id FROM users WHERE email = ?', args: [COUPLE_EMAIL] });
    if (!rows[0]) throw new Error(`${database} has no ${COUPLE_EMAIL}: seed it with the demo data`);
    const { token } = await createSession(db, String(rows[0].id));
    return `${SESSION_COOKIE}=${token}`;
  } finally {
    db.$client.close();
  }
}

/** One request: ms to the headers and to the first body chunk, the status and the round trips. */
async function timeRequest(path: string, cookie?: string): Promise<{ headersMs: number; firstByteMs: number; status: number; roundTrips: number }> {
  const handler = await netlifyHandler();
  const request = new Request(new URL(path, ORIGIN), { headers: cookie ? { Cookie: cookie } : {} });
  const started = performance.now();
  const { value, roundTrips } = await countRoundTrips(async () => {
    const response = await handler(request, netlifyContext(request));
    const headersMs = performance.now() - started;
    const reader = response.body?.getReader();
    const first = reader ? await reader.read() : { done: true };
    const firstByteMs = performance.now() - started;
    // The rest is read too: a page's later parts may still query while it streams.
    if (reader && !first.done) while (!(await reader.read()).done);
    return { headersMs, firstByteMs, status: response.status };
  });
  return { ...value, roundTrips };
}

/** Runs in the child process: every route at every delay on one database. */
async function measure(database: string, requests: number, delays: number[]): Promise<Omit<TtfbRun, 'label'>> {
  process.env.DATABASE_URL = `file:${database}`;
  const { venues, routes } = await routesOf(database);
  const figures: RouteFigures[] = routes.map((r) => ({ name: r.name, kind: r.kind, example: r.path(0), byDelay: [] }));
  let n = 1;
  for (const delayMs of delays) {
    process.env.DB_ROUND_TRIP_DELAY_MS = String(delayMs);
    for (const [i, route] of routes.entries()) {
      for (let w = 0; w < WARM_UP; w++) await timeRequest(route.path(n++), route.cookie);
      const samples = [];
      for (let r = 0; r < requests; r++) samples.push(await timeRequest(route.path(n++), route.cookie));
      const round = (ms: number) => Math.round(ms * 10) / 10;
      figures[i]!.byDelay.push({
        delayMs,
        medianMs: round(median(samples.map((s) => s.firstByteMs))),
        p95Ms: round(
          percentile(
            samples.map((s) => s.firstByteMs),
            95,
          ),
        ),
        headersMedianMs: round(median(samples.map((s) => s.headersMs))),
        roundTrips: median(samples.map((s) => s.roundTrips)),
        maxRoundTrips: Math.max(...samples.map((s) => s.roundTrips)),
        statuses: [...new Set(samples.map((s) => s.status))].sort(),
      });
    }
  }
  delete process.env.DB_ROUND_TRIP_DELAY_MS;
  return { database, venues, routes: figures };
}

/** Measures on `database` in a process of its own (the built function must exist). */
export function measureTtfb(label: string, database: string, requests = 40, delays = TTFB_DELAYS): TtfbRun {
  const result = spawnSync(process.execPath, ['--experimental-strip-types', 'scripts/bench/ttfb.ts', database, String(requests), delays.join(',')], {
    stdio: ['ignore', 'pipe', 'inherit'],
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.status !== 0) throw new Error(`Measuring time to first byte on ${database} failed`);
  const lines = result.stdout.trim().split('\n');
  return { label, ...(JSON.parse(lines.at(-1)!) as Omit<TtfbRun, 'label'>) };
}

const at = (route: RouteFigures, delayMs: number) => route.byDelay.find((d) => d.delayMs === delayMs);
/** The most round trips a route took in a run, at any delay. */
const mostTrips = (route: RouteFigures) => Math.max(...route.byDelay.map((d) => d.maxRoundTrips));

/** The runs as markdown: one table per database, then the scaled/demo ratios at 20 ms. */
export function ttfbMarkdown(runs: TtfbRun[], requests: number): string {
  const { p95Ms: bar, delayMs, scaledRatio } = TTFB_BARS;
  const out: string[] = [
    `## Time to first byte through the Netlify function`,
    '',
    `The built function (\`.netlify/v1/functions/ssr/ssr.mjs\`) called in-process, one request at a time, ${requests} different addresses per row after ${WARM_UP} to warm up; ` +
      `time until the first body chunk (headers in brackets). "${delayMs} ms" adds ${delayMs} ms before each database round trip (a function talking to Turso). ` +
      `The private rows are signed in as the demo couple. Bar: p95 ≤ ${bar} ms at ${delayMs} ms per round trip.`,
    '',
  ];
  for (const run of runs) {
    out.push(`### ${run.label} (${run.venues.toLocaleString('en')} venues)`, '');
    const rows = run.routes.map((route) => {
      const zero = at(route, 0);
      const slow = at(route, delayMs);
      const median = (d: typeof zero) => (d ? `${d.medianMs} ms (${d.headersMedianMs})` : '–');
      const p95 = (d: typeof zero) => (d ? `${d.p95Ms} ms` : '–');
      return [
        route.name,
        `\`${route.example}\``,
        median(zero),
        p95(zero),
        median(slow),
        p95(slow),
        slow ? verdict(slow.p95Ms <= bar) : '–',
        (slow ?? zero)?.statuses.join(', ') ?? '–',
      ];
    });
    out.push(markdownTable(['Route', 'Example', '0 ms: median', '0 ms: p95', `${delayMs} ms: median`, `${delayMs} ms: p95`, 'Bar', 'Status'], rows), '');
  }
  const [demo, ...scaled] = runs;
  for (const run of scaled) {
    out.push(`### ${run.label} against ${demo!.label}, p95 at ${delayMs} ms (bar ≤ ${scaledRatio}×)`, '');
    const rows = run.routes.flatMap((route) => {
      const base = demo!.routes.find((r) => r.name === route.name);
      const a = base && at(base, delayMs);
      const b = at(route, delayMs);
      if (!a || !b) return [];
      const ratio = b.p95Ms / a.p95Ms;
      return [[route.name, `${a.p95Ms} ms`, `${b.p95Ms} ms`, `${ratio.toFixed(2)}×`, verdict(ratio <= scaledRatio)]];
    });
    out.push(markdownTable(['Route', 'Demo p95', 'Scaled p95', 'Ratio', 'Bar'], rows), '');
  }
  return out.join('\n');
}

/** Round trips per request of each route, by kind, on every database measured. */
export function roundTripsMarkdown(runs: TtfbRun[]): string {
  const routes = runs[0]?.routes ?? [];
  const rows = routes.map((route) => {
    const per = runs.map((run) => run.routes.find((r) => r.name === route.name));
    const most = Math.max(...per.map((r) => (r ? mostTrips(r) : 0)));
    const trips = per.map((r) => {
      const d = r && (at(r, TTFB_BARS.delayMs) ?? r.byDelay[0]);
      return d ? `${d.roundTrips} / ${d.maxRoundTrips}` : '–';
    });
    return [KIND_NAMES[route.kind], route.name, ...trips, `≤ ${ROUND_TRIP_BARS[route.kind]}`, verdict(most <= ROUND_TRIP_BARS[route.kind])];
  });
  return [
    '## Database round trips per request',
    '',
    'Counted by the database client (`src/server/db/round-trips.ts`) around each request of the time-to-first-byte run: median / most per request.',
    '',
    markdownTable(['Kind', 'Route', ...runs.map((run) => run.label), 'Bar', 'Status'], rows),
    '',
  ].join('\n');
}

/** Summary lines: the time-to-first-byte, scale-ratio and round-trip bars, each with its verdict. */
export function ttfbSummary(runs: TtfbRun[]): string[] {
  const { p95Ms: bar, delayMs, scaledRatio } = TTFB_BARS;
  const lines: string[] = [];
  const over = (routes: RouteFigures[]) => routes.filter((r) => (at(r, delayMs)?.p95Ms ?? 0) > bar);
  for (const run of runs) {
    const slow = over(run.routes);
    const worst = Math.max(...run.routes.map((r) => at(r, delayMs)?.p95Ms ?? 0));
    lines.push(
      `Time to first byte, ${run.label}: worst p95 ${worst} ms at ${delayMs} ms per round trip (bar ≤ ${bar} ms), ${verdict(slow.length === 0)}` +
        (slow.length ? ` (${slow.map((r) => r.name).join(', ')})` : ''),
    );
  }
  const [demo, ...scaled] = runs;
  for (const run of scaled) {
    const ratios = run.routes.flatMap((route) => {
      const a = demo!.routes.find((r) => r.name === route.name);
      const pa = a && at(a, delayMs);
      const pb = at(route, delayMs);
      return pa && pb ? [{ name: route.name, ratio: pb.p95Ms / pa.p95Ms }] : [];
    });
    const failing = ratios.filter((r) => r.ratio > scaledRatio);
    const worst = Math.max(...ratios.map((r) => r.ratio));
    lines.push(
      `${run.label} against ${demo!.label}, p95 at ${delayMs} ms: worst ${worst.toFixed(2)}× (bar ≤ ${scaledRatio}×), ${verdict(failing.length === 0)}` +
        (failing.length ? ` (${failing.map((r) => r.name).join(', ')})` : ''),
    );
  }
  const failing = (demo?.routes ?? []).filter((route) =>
    runs.some((run) => {
      const r = run.routes.find((x) => x.name === route.name);
      return r !== undefined && mostTrips(r) > ROUND_TRIP_BARS[r.kind];
    }),
  );
  lines.push(
    `Round trips: at most ${ROUND_TRIP_BARS.page} for every public page and read API, ${ROUND_TRIP_BARS['private page']} for private ones, ${verdict(failing.length === 0)}` +
      (failing.length ? ` (${failing.map((r) => r.name).join(', ')})` : ''),
  );
  return lines;
}

if (import.meta.main) {
  const [database, requests = '40', delays = TTFB_DELAYS.join(',')] = process.argv.slice(2);
  if (!database) throw new Error('Usage: scripts/bench/ttfb.ts <database file> [requests] [delays, e.g. 0,20]');
  const figures = await measure(database, Number(requests), delays.split(',').map(Number));
  console.log(JSON.stringify(figures));
  // The function keeps its database connection open.
  process.exit(0);
}

// `npm run bench [-- --no-build] [-- --scale N[,M…]] [-- --scaled-build] [-- --runs N] [-- --build-runs N] [-- --no-lighthouse] [-- --port N] [-- --sign-in-only]`
// Builds against a demo database of its own, serves the build with `npm run serve` (every
// core, compression, page cache), and measures each page type (JavaScript and HTML bytes as
// the server sends them, requests, Lighthouse mobile medians) and the read endpoints, detail
// pages and unique queries under load (autocannon, 50 connections), and /api/session while
// 400 sign-ins arrive at 50 connections, against the bars in QUALITY.md. `--scale` repeats the load run on a catalogue that many times larger;
// `--scaled-build` also times a build against each scale (10 and 334 when no --scale is
// given). Results also go to bench-results/latest.json.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { openDb } from '../src/server/db/client.ts';
import { migrateDb } from '../src/server/db/migrate.ts';
import { launchChrome, lighthouseMedian, type LighthouseFigures } from './bench/lighthouse.ts';
import { loadTest, type LoadFigures } from './bench/load.ts';
import { signInAccounts, signInLoad, type SignInLoadFigures } from './bench/sign-in-load.ts';
import { fetchTransferred, pageScripts } from './bench/scripts.ts';
import { randomEstimateQuery, randomSearchQuery, randomVenueQuery, seededRandom } from './bench/unique-queries.ts';
import { measurePhotoProcessing, PROCESSING_BAR_MS, seedBenchPhotos, type ProcessingFigures } from './bench/photos.ts';
import { freePort, freshDatabase, signedInCookie, startServer, type Server } from './bench/server.ts';
import { INBOX_CONVERSATIONS, seedInbox } from './bench/enquiries.ts';
import { kb } from './bench/stats.ts';
import { VENDORS_PER_SCALE } from './seed/vendors.ts';
import { VENUES_PER_SCALE } from './seed/venues.ts';
import { BENCH_WEDDING, seedBenchWedding, type BenchWedding } from './bench/wedding.ts';

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const i = args.indexOf(name);
  return i === -1 ? fallback : Number(args[i + 1]);
};
const BUILD = !args.includes('--no-build');
// Rebuilding against the scaled catalogue (the build-time bar) is slow, so it is asked for.
const SCALED_BUILD = BUILD && args.includes('--scaled-build');
const LIGHTHOUSE = !args.includes('--no-lighthouse');
const RUNS = option('--runs', 3);
const SIGN_IN_ONLY = args.includes('--sign-in-only');
const SIGN_INS = 400;
const BUILD_RUNS = option('--build-runs', 2);
const SCALES = parseScales();
// Another benchmark may hold the usual port; take the next free one rather than measure its server.
const PORT = await freePort(option('--port', 4390));
const DB = 'data/bench.db';
const scaledDb = (scale: number) => `data/bench-scale-${scale}.db`;

/** `--scale 334` or `--scale 10,334`; with --scaled-build alone, 10 and 334. */
function parseScales(): number[] {
  const i = args.findIndex((a) => a === '--scale' || a.startsWith('--scale='));
  const raw = i === -1 ? null : args[i]!.includes('=') ? args[i]!.slice(args[i]!.indexOf('=') + 1) : args[i + 1];
  if (raw === null || raw === undefined) return SCALED_BUILD ? [10, 334] : [];
  const scales = raw.split(',').map(Number);
  if (!scales.every((n) => Number.isInteger(n) && n > 1)) throw new Error('--scale needs whole numbers above 1, e.g. --scale 10,334');
  return scales;
}
// The bench server reads its photos from here (see seedBenchPhotos).
const PHOTO_DIR = 'data/bench-photos';
process.env.PHOTO_STORAGE = 'local';
process.env.PHOTO_STORAGE_DIR = PHOTO_DIR;

const BARS = {
  jsNoIsland: 10 * 1024,
  jsIslands: 100 * 1024,
  htmlGzip: 14 * 1024,
  listingBytes: 500 * 1024,
  listingRequests: 25,
  performance: 95,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 1800,
  tbtMs: 100,
  cls: 0.02,
  p95Ms: 50,
  sessionUnderSignInsP99Ms: 100,
  scaledP95Ratio: 2,
  buildSeconds: 90,
  /** The build at 10 × the catalogue, and at the largest scale, against the default build. */
  scaledBuildRatio10: 1.1,
  scaledBuildRatio: 1.3,
};

/**
 * `cookie`: signed in as another user than the dashboard's. Chrome keeps the cookies a page
 * sets from one Lighthouse run to the next, so such a page is opened on `localhost` rather
 * than 127.0.0.1: a cookie jar of its own. `noindex`: a private page kept out of search, so
 * the SEO score does not apply.
 */
type PageSpec = { name: string; path: string; listing?: boolean; signedIn?: boolean; cookie?: string; noindex?: boolean };
/** Every page type; `{vendor}` is the first active vendor of the benchmark database. */
const PAGES: PageSpec[] = [
  { name: 'Home', path: '/' },
  { name: 'Package', path: '/packages/luxury' },
  { name: 'Static page', path: '/about' },
  { name: 'Venue list', path: '/venues/all/wedding', listing: true },
  { name: 'Venue list, filtered', path: '/venues/mumbai/wedding?capacity=300&sort=rental_price_asc', listing: true },
  { name: 'Venue type list', path: '/venues/jaipur/heritage', listing: true },
  { name: 'Venue detail', path: '/venues/wedding/1' },
  { name: 'Vendor categories', path: '/vendors', listing: true },
  { name: 'Vendor list', path: '/vendors/mumbai/photography', listing: true },
  { name: 'Vendor detail', path: '/vendors/{vendor}' },
  { name: 'Vendor detail, 12 photos', path: '/vendors/1' },
  { name: 'Ideas', path: '/ideas' },
  { name: 'Idea article', path: '/ideas/wedding-budget-tips' },
  { name: 'Blog', path: '/blog' },
  { name: 'Blog post', path: '/blog/a-small-wedding-in-kochi' },
  { name: 'Photos', path: '/photos' },
  { name: 'Photo category', path: '/photos/category/haldi' },
  { name: 'Gallery', path: '/gallery' },
  { name: 'Checklist', path: '/wedding-checklists' },
  { name: 'Search', path: '/search?q=palace' },
  { name: 'Sign-in', path: '/login' },
  { name: 'Dashboard', path: '/dashboard', signedIn: true },
];

/** A load scenario: one path, or a new path for every request (`vary`). */
type Scenario = { name: string; path: string; vary?: (catalogue: Catalogue) => () => string };
type Catalogue = { venues: number; vendor: number };
const SCENARIOS: Scenario[] = [
  { name: '/api/venues', path: '/api/venues' },
  { name: '/api/venues?city=mumbai&venue_type=hotel&capacity=500&sort=rating', path: '/api/venues?city=mumbai&venue_type=hotel&capacity=500&sort=rating' },
  {
    name: '/api/venues, unique filter combinations',
    path: '/api/venues?city=all',
    vary: () => {
      const rand = seededRandom(16);
      return () => `/api/venues?${randomVenueQuery(rand)}`;
    },
  },
  {
    name: '/api/venues sorted by estimated cost, unique guest counts and filters',
    path: '/api/venues?city=all&sort=estimate_asc&guests=250',
    vary: () => {
      const rand = seededRandom(23);
      return () => `/api/venues?${randomEstimateQuery(rand)}`;
    },
  },
  { name: '/api/vendors?category=photography', path: '/api/vendors?category=photography' },
  { name: '/api/vendors?category=photography&city=mumbai', path: '/api/vendors?category=photography&city=mumbai' },
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
  { name: '/api/gallery', path: '/api/gallery' },
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
const PRIVATE_ENDPOINTS = ['/api/enquiries/inbox', '/api/enquiries/inbox?status=new', '/api/enquiries/inbox?page=40', '/api/enquiries/inbox?q=meera'];

type PageResult = PageSpec & {
  status: number;
  skipped?: string;
  islands?: boolean;
  /** JavaScript and HTML bytes as the node server sends them (Brotli for a browser). */
  jsBytes?: number;
  /** JavaScript the page's code imports later (on a focus or a click), not loaded with the page. */
  lazyJsBytes?: number;
  react?: boolean;
  scripts?: { url: string; transferBytes: number; lazy: boolean }[];
  htmlBytes?: number;
  lighthouse?: LighthouseFigures;
  failures?: string[];
  error?: string;
};

/**
 * Seconds a build takes against `databasePath`: the fastest of BUILD_RUNS builds, since on a
 * shared machine a build is only ever slowed down by its neighbours.
 */
function build(databasePath: string): number {
  let fastest = Infinity;
  for (let run = 0; run < BUILD_RUNS; run++) {
    const started = performance.now();
    const result = spawnSync('npm', ['run', 'build'], {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, DATABASE_URL: `file:${databasePath}`, ASTRO_TELEMETRY_DISABLED: '1' },
    });
    if (result.status !== 0) throw new Error('The build failed');
    fastest = Math.min(fastest, (performance.now() - started) / 1000);
  }
  return fastest;
}

function pageFailures(page: PageResult): string[] {
  const failures: string[] = [];
  const lh = page.lighthouse;
  if (page.islands ? page.jsBytes! > BARS.jsIslands : page.jsBytes! > BARS.jsNoIsland) failures.push('JS');
  if (!page.islands && page.react) failures.push('React without island');
  if (page.htmlBytes! > BARS.htmlGzip) failures.push('HTML');
  if (lh) {
    if (page.listing && lh.transferBytes > BARS.listingBytes) failures.push('weight');
    if (page.listing && lh.requests > BARS.listingRequests) failures.push('requests');
    if (lh.performance < BARS.performance) failures.push('perf');
    if (lh.accessibility < BARS.accessibility) failures.push('a11y');
    if (lh.bestPractices < BARS.bestPractices) failures.push('BP');
    if (lh.seo < BARS.seo && !page.noindex) failures.push('SEO');
    if (lh.lcpMs > BARS.lcpMs) failures.push('LCP');
    if (lh.tbtMs > BARS.tbtMs) failures.push('TBT');
    if (lh.cls > BARS.cls) failures.push('CLS');
  }
  return failures;
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => process.exit(130));

async function measurePages(server: Server, cookie: string, catalogue: Catalogue): Promise<PageResult[]> {
  const chrome = LIGHTHOUSE ? await launchChrome() : null;
  const killChrome = () => chrome?.kill();
  process.once('exit', killChrome);
  const results: PageResult[] = [];
  try {
    for (const template of PAGES) {
      const spec = { ...template, path: template.path.replace('{vendor}', String(catalogue.vendor)) };
      const url = (spec.cookie ? server.url.replace('127.0.0.1', 'localhost') : server.url) + spec.path;
      const headers = spec.cookie ? { Cookie: spec.cookie } : spec.signedIn ? { Cookie: cookie } : undefined;
      const response = await fetch(url, { redirect: 'manual', headers });
      await response.arrayBuffer();
      if (response.status !== 200) {
        results.push({ ...spec, status: response.status, skipped: response.status === 404 ? 'not built yet (404)' : `answered ${response.status}` });
        continue;
      }
      const page = await fetchTransferred(url, headers);
      if (!page) throw new Error(`${spec.path} stopped answering 200`);
      const scripts = await pageScripts(page.text, url);
      const result: PageResult = {
        ...spec,
        status: 200,
        islands: /<astro-island\b/.test(page.text),
        jsBytes: scripts.filter((s) => !s.lazy).reduce((sum, s) => sum + s.transferBytes, 0),
        lazyJsBytes: scripts.filter((s) => s.lazy).reduce((sum, s) => sum + s.transferBytes, 0),
        react: scripts.some((s) => s.react && !s.lazy),
        scripts: scripts.map(({ url, transferBytes, lazy }) => ({ url, transferBytes, lazy })),
        htmlBytes: page.transferBytes,
      };
      if (chrome) {
        try {
          result.lighthouse = await lighthouseMedian(chrome, url, RUNS, headers);
        } catch (error) {
          result.error = `Lighthouse: ${(error as Error).message}`;
          console.error(`  ${spec.path}: ${result.error}`);
        }
      }
      result.failures = pageFailures(result);
      if (result.error) result.failures.push('not measured');
      results.push(result);
      process.stderr.write(`  measured ${spec.path}\n`);
    }
  } finally {
    process.off('exit', killChrome);
    chrome?.kill();
  }
  return results;
}

async function measureEndpoints(server: Server, paths: readonly string[], cookie?: string): Promise<LoadFigures[]> {
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
async function measureWedding(server: Server, wedding: BenchWedding): Promise<LoadFigures[]> {
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
async function readCatalogue(path: string): Promise<Catalogue> {
  const db = openDb(`file:${path}`);
  try {
    const { rows } = await db.$client.execute('SELECT (SELECT max(id) FROM venues) AS venues, (SELECT min(id) FROM vendors WHERE is_active) AS vendor');
    return { venues: Number(rows[0]!.venues), vendor: Number(rows[0]!.vendor) };
  } finally {
    db.$client.close();
  }
}

async function measureLoad(server: Server, catalogue: Catalogue): Promise<LoadFigures[]> {
  const results: LoadFigures[] = [];
  for (const scenario of SCENARIOS) {
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

function table(headers: string[], rows: (string | number)[][]): string {
  const cells = [headers, ...rows.map((r) => r.map(String))];
  const widths = headers.map((_, i) => Math.max(...cells.map((r) => r[i]!.length)));
  const line = (r: string[]) => r.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  return [line(cells[0]!), widths.map((w) => '-'.repeat(w)).join('  '), ...cells.slice(1).map(line)].join('\n');
}

function printPages(pages: PageResult[]): void {
  const rows = pages.map((p) => {
    if (p.skipped) return [p.path, ...Array(13).fill('–'), `skipped: ${p.skipped}`];
    const lh = p.lighthouse;
    return [
      p.path.startsWith('/rsvp/') ? '/rsvp/{token}' : p.path.replace(/[0-9a-f]{32}/, '{id}'),
      kb(p.jsBytes!) + (p.islands ? ' (islands)' : ''),
      kb(p.lazyJsBytes!),
      p.react ? 'yes' : 'no',
      kb(p.htmlBytes!),
      lh ? lh.requests : '–',
      lh ? kb(lh.transferBytes) : '–',
      lh ? lh.performance : '–',
      lh ? lh.accessibility : '–',
      lh ? lh.bestPractices : '–',
      lh ? `${lh.seo}${p.noindex ? ' (noindex)' : ''}` : '–',
      lh ? `${Math.round(lh.lcpMs)} ms` : '–',
      lh ? `${Math.round(lh.tbtMs)} ms` : '–',
      lh ? lh.cls.toFixed(3) : '–',
      p.failures!.length ? `FAIL ${p.failures!.join(', ')}` : 'pass',
    ];
  });
  console.log(table(['Page', 'JS', 'JS later', 'React', 'HTML', 'Requests', 'Transfer', 'Perf', 'A11y', 'BP', 'SEO', 'LCP', 'TBT', 'CLS', 'Bars'], rows));
  console.log('JS, HTML and Transfer (everything Lighthouse loaded) are bytes as the node server sent them, compressed; JS later is');
  console.log('what the page\'s code imports on use (the header\'s search suggestions on focus), not loaded with the page.');
  console.log(`Bars: JS ≤ ${kb(BARS.jsNoIsland)} without islands (no React), ≤ ${kb(BARS.jsIslands)} with; HTML ≤ ${kb(BARS.htmlGzip)}; listings ≤ ${kb(BARS.listingBytes)} and ≤ ${BARS.listingRequests} requests;`);
  console.log(`      Lighthouse mobile (median of ${RUNS}) perf ≥ ${BARS.performance}, a11y/BP/SEO ${BARS.accessibility}, LCP ≤ ${BARS.lcpMs} ms, TBT ≤ ${BARS.tbtMs} ms, CLS ≤ ${BARS.cls}.`);
  for (const p of pages) {
    if (p.lighthouse?.failedAudits.length) console.log(`  ${p.path}: failed audits ${p.lighthouse.failedAudits.join(', ')}`);
  }
}

function printLoad(title: string, results: LoadFigures[], baseline?: LoadFigures[]): void {
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
    return [r.path, r.requests, r.rps, `${r.p50} ms`, `${r.p95} ms`, `${r.p99} ms`, r.errors, ratio === null ? '' : `${ratio.toFixed(2)}×`, failures.length ? `FAIL ${failures.join(', ')}` : 'pass'];
  });
  console.log(table(['Endpoint or page', 'Requests', 'Req/s', 'p50', 'p95', 'p99', 'Errors', 'vs default', 'Bars'], rows));
}

/** Whether the file already holds the demo catalogue at this scale (seeding 334 takes minutes). */
async function seededAt(path: string, scale: number): Promise<boolean> {
  if (!existsSync(path)) return false;
  const db = openDb(`file:${path}`);
  try {
    const { rows } = await db.$client.execute('SELECT (SELECT COUNT(*) FROM venues) AS venues, (SELECT COUNT(*) FROM vendors) AS vendors');
    return Number(rows[0]!.venues) === VENUES_PER_SCALE * scale && Number(rows[0]!.vendors) === VENDORS_PER_SCALE * scale;
  } catch {
    return false;
  } finally {
    db.$client.close();
  }
}

function save(): void {
  mkdirSync('bench-results', { recursive: true });
  writeFileSync('bench-results/latest.json', JSON.stringify(report, null, 2));
}

const report: Record<string, unknown> = {
  date: new Date().toISOString(),
  machine: { cpus: os.cpus().length, cpu: os.cpus()[0]?.model, memoryGiB: Math.round(os.totalmem() / 2 ** 30), node: process.version },
  bars: BARS,
};

console.error(`Seeding ${DB}…`);
report.seedSeconds = await freshDatabase(DB, 1);
console.error('Processing a 12-megapixel photo…');
report.photoProcessing = await measurePhotoProcessing(RUNS);
if (BUILD) {
  console.error('Building…');
  report.buildSeconds = build(DB);
}
const db = openDb(`file:${DB}`);
const cookie = await signedInCookie(db);
console.error(`Seeding a wedding of ${BENCH_WEDDING.guests} guests in ${BENCH_WEDDING.households} households…`);
const wedding = await seedBenchWedding(db);
console.error(`Seeding an inbox of ${INBOX_CONVERSATIONS.toLocaleString('en')} conversations…`);
const businessCookie = await seedInbox(db);
console.error('Uploading 12 photos to the first vendor…');
await seedBenchPhotos(db, PHOTO_DIR, 1, 12);
const signInAccountList = await signInAccounts(db, SIGN_INS);
db.$client.close();
PAGES.push(
  { name: 'RSVP page', path: wedding.rsvpPath, noindex: true },
  { name: 'Caterer sheet', path: wedding.catererPath, cookie: wedding.cookie, noindex: true },
);
const catalogue = await readCatalogue(DB);

let server: Server;
if (!SIGN_IN_ONLY) {
  server = await startServer(PORT, DB);
  try {
    console.error(`Measuring pages on ${server.url}…`);
    report.pages = await measurePages(server, cookie, catalogue);
    console.error('Loading read endpoints and pages (50 connections, 10 s each)…');
    report.load = await measureLoad(server, catalogue);
    console.error('Loading the wedding’s private reads (50 connections, 10 s each)…');
    report.weddingLoad = await measureWedding(server, wedding);
    console.error(`Loading the inbox of a business with ${INBOX_CONVERSATIONS.toLocaleString('en')} conversations…`);
    report.inboxLoad = await measureEndpoints(server, PRIVATE_ENDPOINTS, businessCookie);
  } finally {
    await server.stop();
  }
  save();
}

// Each sign-in comes from its own address through loopback, which this server trusts as its proxy.
server = await startServer(PORT, DB, { TRUST_PROXY: '127.0.0.1,::1' });
try {
  console.error(`${SIGN_INS} sign-ins at 50 connections while /api/session is measured…`);
  report.signInLoad = await signInLoad(server.url, signInAccountList);
} finally {
  await server.stop();
}
save();

const scaledBuilds: { scale: number; seconds: number; ratio: number }[] = [];
report.scaledBuilds = scaledBuilds;
for (const scale of SCALES) {
  const path = scaledDb(scale);
  if (await seededAt(path, scale)) {
    console.error(`Reusing ${path}, already seeded at scale ${scale}.`);
    const existing = openDb(`file:${path}`);
    await migrateDb(existing);
    existing.$client.close();
  } else {
    console.error(`Seeding ${path} at scale ${scale} (minutes at 334)…`);
    report[`scaledSeedSeconds${scale}`] = await freshDatabase(path, scale);
  }
  if (SCALED_BUILD) {
    console.error(`Building against the catalogue at scale ${scale}…`);
    const seconds = build(path);
    scaledBuilds.push({ scale, seconds, ratio: seconds / (report.buildSeconds as number) });
    save();
  }
}
const largest = SCALES.at(-1);
if (largest !== undefined) {
  const path = scaledDb(largest);
  const scaledCatalogue = await readCatalogue(path);
  server = await startServer(await freePort(PORT + 1), path);
  try {
    console.error(`Loading at scale ${largest}…`);
    report.scaledLoad = { scale: largest, results: await measureLoad(server, scaledCatalogue) };
  } finally {
    await server.stop();
  }
}

function printSignInLoad(figures: SignInLoadFigures): void {
  const { signIns, session, sessionAlone } = figures;
  const statuses = Object.entries(signIns.statuses).map(([status, n]) => `${status} × ${n}`).join(', ');
  console.log(`\nSign-ins under load (${signIns.requests} correct sign-ins, each its own account and address, ${signIns.connections} connections):`);
  console.log(`  sign-ins: ${signIns.seconds} s, ${signIns.rps} req/s, p50 ${signIns.p50} ms, p99 ${signIns.p99} ms; answers ${statuses} (503 = hashing queue full, with Retry-After)`);
  console.log(`  ${sessionAlone.path} alone first (${sessionAlone.connections} connections, 5 s): ${sessionAlone.requests} requests, p50 ${sessionAlone.p50} ms, p95 ${sessionAlone.p95} ms, p99 ${sessionAlone.p99} ms`);
  const pass = session.p99 <= BARS.sessionUnderSignInsP99Ms && session.errors === 0;
  console.log(
    `  ${session.path} meanwhile (${session.connections} connections): ${session.requests} requests, p50 ${session.p50} ms, p95 ${session.p95} ms, p99 ${session.p99} ms, errors ${session.errors}` +
      ` (bar p99 ≤ ${BARS.sessionUnderSignInsP99Ms} ms, no errors) ${pass ? 'pass' : 'FAIL'}`,
  );
}

const loadAverage = os.loadavg().map((n) => n.toFixed(1)).join(' ');
console.log(`\nMandap benchmark, ${report.date}, ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, load average at the end ${loadAverage}`);
console.log(`Seed (scale 1): ${(report.seedSeconds as number).toFixed(1)} s` + (report.buildSeconds ? `; build: ${(report.buildSeconds as number).toFixed(1)} s (bar ≤ ${BARS.buildSeconds} s) ${(report.buildSeconds as number) <= BARS.buildSeconds ? 'pass' : 'FAIL'}` : ''));
for (const { scale, seconds, ratio } of scaledBuilds) {
  const bar = scale <= 10 ? BARS.scaledBuildRatio10 : BARS.scaledBuildRatio;
  console.log(`Build at scale ${scale}: ${seconds.toFixed(1)} s = ${ratio.toFixed(2)}× the default build (bar ≤ ${bar}×) ${ratio <= bar ? 'pass' : 'FAIL'}`);
}
const processing = report.photoProcessing as ProcessingFigures;
console.log(
  `Photo processing (${processing.megapixels} MP JPEG, ${kb(processing.inputBytes)} → ${processing.variants} variants, ${kb(processing.outputBytes)}): ` +
    `median ${processing.medianMs} ms of ${processing.runsMs.join(', ')} ms (bar ≤ ${PROCESSING_BAR_MS} ms) ${processing.medianMs <= PROCESSING_BAR_MS ? 'pass' : 'FAIL'}`,
);
console.log('');
if (!SIGN_IN_ONLY) {
  printPages(report.pages as PageResult[]);
  printLoad('Read endpoints and public pages, default data (autocannon, 50 connections, 10 s, Accept-Encoding: br):', report.load as LoadFigures[]);
  printLoad(
    `Functions tab, caterer sheet and households of a wedding of ${BENCH_WEDDING.guests} guests in ${BENCH_WEDDING.households} households over 5 functions (signed in, 50 connections, 10 s):`,
    (report.weddingLoad as LoadFigures[]).map((r) => ({ ...r, path: r.path.replace(/[0-9a-f]{32}/, '{id}') })),
  );
  printLoad(`Business inbox with ${INBOX_CONVERSATIONS.toLocaleString('en')} conversations (signed in, 50 connections, 10 s):`, report.inboxLoad as LoadFigures[]);
}
printSignInLoad(report.signInLoad as SignInLoadFigures);
if (largest !== undefined) {
  const scaled = report.scaledLoad as { results: LoadFigures[] };
  printLoad(`At scale ${largest} (bar: p95 ≤ ${BARS.scaledP95Ratio}× default, no errors):`, scaled.results, report.load as LoadFigures[]);
  if (SCALED_BUILD) console.log('\nNote: dist/ now holds the build against the scaled catalogue; npm start rebuilds it.');
}

save();
console.log('\nWritten to bench-results/latest.json');

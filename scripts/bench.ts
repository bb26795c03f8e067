// `npm run bench [-- --no-build] [-- --scale N[,M…]] [-- --scaled-build] [-- --runs N] [-- --build-runs N] [-- --no-lighthouse] [-- --port N] [-- --sign-in-only]`
// Builds against a demo database of its own, serves the build with `npm run serve` (one
// process: static files precompressed at build, the app's answers compressed), and measures each page type (JavaScript and HTML bytes as
// the server sends them, requests, Lighthouse mobile medians) and the read endpoints, detail
// pages and unique queries under load (autocannon, 50 connections), and /api/session while
// 400 sign-ins arrive at 50 connections, against the bars in QUALITY.md. `--scale` repeats the load run on a catalogue that many times larger;
// `--scaled-build` also times a build against each scale (10 and 334 when no --scale is
// given). `ttfb` times the on-demand pages and read APIs through the built Netlify function
// with 0 and 20 ms per database round trip, on the demo data and at --scale (334 by default;
// `--ttfb-requests N`, 40 by default). Results go to bench-results/latest.json (raw, not
// committed) and to a dated markdown file in bench-results/ (committed).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { openDb } from '../src/server/db/client.ts';
import { migrateDb } from '../src/server/db/migrate.ts';
import { BARS } from './bench/bars.ts';
import type { LoadFigures } from './bench/load.ts';
import { measurePages, PAGES, printPages, type PageResult } from './bench/pages.ts';
import { measurePhotoProcessing, PROCESSING_BAR_MS, seedBenchPhotos, type ProcessingFigures } from './bench/photos.ts';
import { measureEndpoints, measureLoad, measureWedding, printLoad, PRIVATE_ENDPOINTS, readCatalogue } from './bench/scenarios.ts';
import { freePort, freshDatabase, signedInCookie, startServer, type Server } from './bench/server.ts';
import { printSignInLoad, signInAccounts, signInLoad, type SignInLoadFigures } from './bench/sign-in-load.ts';
import { INBOX_CONVERSATIONS, seedInbox } from './bench/enquiries.ts';
import { kb } from './bench/stats.ts';
import { VENDORS_PER_SCALE } from './seed/vendors.ts';
import { VENUES_PER_SCALE } from './seed/venues.ts';
import { BENCH_WEDDING, seedBenchWedding } from './bench/wedding.ts';
import { measureTtfb, ttfbMarkdown, type TtfbRun } from './bench/ttfb.ts';
import { buildForNetlify, NETLIFY_FUNCTION } from './netlify-function.ts';

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
// `--only pages,load,lists,wedding,inbox,sign-in,photos` measures those parts alone (with --no-build
// to reuse dist/; `lists` is the public list reads of `load` alone, also at --scale); --sign-in-only
// is `--only sign-in`.
// `ttfb` is the on-demand pages' time to first byte through the built Netlify function (demo data
// and --scale, 334 when none is given; scripts/bench/ttfb.ts).
const SECTIONS = ['pages', 'load', 'lists', 'wedding', 'inbox', 'sign-in', 'photos', 'ttfb'] as const;
type Section = (typeof SECTIONS)[number];
const ONLY = ((): Set<Section> | null => {
  if (args.includes('--sign-in-only')) return new Set(['sign-in']);
  const i = args.indexOf('--only');
  if (i === -1) return null;
  const named = (args[i + 1] ?? '').split(',');
  const unknown = named.filter((n) => !SECTIONS.includes(n as Section));
  if (unknown.length) throw new Error(`--only takes ${SECTIONS.join(', ')}; not ${unknown.join(', ')}`);
  return new Set(named as Section[]);
})();
const runs = (section: Section) => ONLY === null || ONLY.has(section);
/** Sections that measure the node server (`npm run serve`), which need its build and the bench's accounts. */
const NODE_SERVER = (['pages', 'load', 'lists', 'wedding', 'inbox', 'sign-in'] as const).some(runs);
const TTFB_REQUESTS = option('--ttfb-requests', 40);
const SIGN_INS = 400;
const BUILD_RUNS = option('--build-runs', 2);
const SCALES = parseScales();
const TTFB_SCALES = SCALES.length ? SCALES : [334];
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

for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => process.exit(130));

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
if (runs('photos')) {
  console.error('Processing a 12-megapixel photo…');
  report.photoProcessing = await measurePhotoProcessing(RUNS);
}
if (BUILD && NODE_SERVER) {
  console.error('Building…');
  report.buildSeconds = build(DB);
}
let cookie = '';
let wedding!: Awaited<ReturnType<typeof seedBenchWedding>>;
let businessCookie = '';
let signInAccountList!: Awaited<ReturnType<typeof signInAccounts>>;
if (NODE_SERVER) {
  const db = openDb(`file:${DB}`);
  cookie = await signedInCookie(db);
  console.error(`Seeding a wedding of ${BENCH_WEDDING.guests} guests in ${BENCH_WEDDING.households} households…`);
  wedding = await seedBenchWedding(db);
  console.error(`Seeding an inbox of ${INBOX_CONVERSATIONS.toLocaleString('en')} conversations…`);
  businessCookie = await seedInbox(db);
  console.error('Uploading 12 photos to the first vendor…');
  await seedBenchPhotos(db, PHOTO_DIR, 1, 12);
  signInAccountList = await signInAccounts(db, SIGN_INS);
  db.$client.close();
  PAGES.push(
    { name: 'RSVP page', path: wedding.rsvpPath, noindex: true },
    { name: 'Caterer sheet', path: wedding.catererPath, cookie: wedding.cookie, noindex: true },
  );
}
// `--pages "Dashboard;Venue list, filtered"` measures those pages alone (by name).
const pagesArg = args.indexOf('--pages');
if (pagesArg !== -1) {
  const names = new Set((args[pagesArg + 1] ?? '').split(';').map((name) => name.trim().toLowerCase()));
  PAGES.splice(0, PAGES.length, ...PAGES.filter((page) => names.has(page.name.toLowerCase())));
}
const catalogue = await readCatalogue(DB);

let server: Server;
const LISTS_ONLY = !runs('load') && runs('lists');
if (['pages', 'load', 'lists', 'wedding', 'inbox'].some((section) => runs(section as Section))) {
  server = await startServer(PORT, DB);
  try {
    if (runs('pages')) {
      console.error(`Measuring pages on ${server.url}…`);
      report.pages = await measurePages(server, cookie, catalogue, { lighthouse: LIGHTHOUSE, runs: RUNS });
    }
    if (runs('load') || runs('lists')) {
      console.error(`Loading ${LISTS_ONLY ? 'the public list reads' : 'read endpoints and pages'} (50 connections, 10 s each)…`);
      report.load = await measureLoad(server, catalogue, LISTS_ONLY);
    }
    if (runs('wedding')) {
      console.error('Loading the wedding’s private reads (50 connections, 10 s each)…');
      report.weddingLoad = await measureWedding(server, wedding);
    }
    if (runs('inbox')) {
      console.error(`Loading the inbox of a business with ${INBOX_CONVERSATIONS.toLocaleString('en')} conversations…`);
      report.inboxLoad = await measureEndpoints(server, PRIVATE_ENDPOINTS, businessCookie);
    }
  } finally {
    await server.stop();
  }
  save();
}

if (runs('sign-in')) {
  // Each sign-in comes from its own address through loopback, which this server trusts as its proxy.
  server = await startServer(PORT, DB, { TRUST_PROXY: '127.0.0.1,::1' });
  try {
    console.error(`${SIGN_INS} sign-ins at 50 connections while /api/session is measured…`);
    report.signInLoad = await signInLoad(server.url, signInAccountList);
  } finally {
    await server.stop();
  }
  save();
}

const scaledBuilds: { scale: number; seconds: number; ratio: number }[] = [];
report.scaledBuilds = scaledBuilds;
// The scaled catalogues: those of --scale, and the time-to-first-byte section's.
for (const scale of [...new Set([...SCALES, ...(runs('ttfb') ? TTFB_SCALES : [])])].sort((a, b) => a - b)) {
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
  if (SCALED_BUILD && SCALES.includes(scale)) {
    console.error(`Building against the catalogue at scale ${scale}…`);
    const seconds = build(path);
    scaledBuilds.push({ scale, seconds, ratio: seconds / (report.buildSeconds as number) });
    save();
  }
}
const largest = runs('load') || runs('lists') ? SCALES.at(-1) : undefined;
if (largest !== undefined) {
  const path = scaledDb(largest);
  const scaledCatalogue = await readCatalogue(path);
  server = await startServer(await freePort(PORT + 1), path);
  try {
    console.error(`Loading at scale ${largest}…`);
    report.scaledLoad = { scale: largest, results: await measureLoad(server, scaledCatalogue, LISTS_ONLY) };
  } finally {
    await server.stop();
  }
}

if (runs('ttfb')) {
  if (BUILD || !existsSync(NETLIFY_FUNCTION)) {
    console.error('Building for Netlify…');
    report.netlifyBuildSeconds = buildForNetlify(`file:${DB}`);
  }
  const ttfb: TtfbRun[] = [];
  report.ttfb = ttfb;
  for (const [label, path] of [['Demo data', DB], ...TTFB_SCALES.map((scale) => [`Scale ${scale}`, scaledDb(scale)])] as const) {
    console.error(`Time to first byte through the Netlify function, ${label}, ${TTFB_REQUESTS} requests per route and delay…`);
    ttfb.push(measureTtfb(label, path, TTFB_REQUESTS));
    save();
  }
}

const loadAverage = os.loadavg().map((n) => n.toFixed(1)).join(' ');
console.log(`\nMandap benchmark, ${report.date}, ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, load average at the end ${loadAverage}`);
console.log(`Seed (scale 1): ${(report.seedSeconds as number).toFixed(1)} s` + (report.buildSeconds ? `; build: ${(report.buildSeconds as number).toFixed(1)} s (bar ≤ ${BARS.buildSeconds} s) ${(report.buildSeconds as number) <= BARS.buildSeconds ? 'pass' : 'FAIL'}` : ''));
for (const { scale, seconds, ratio } of scaledBuilds) {
  const bar = scale <= 10 ? BARS.scaledBuildRatio10 : BARS.scaledBuildRatio;
  console.log(`Build at scale ${scale}: ${seconds.toFixed(1)} s = ${ratio.toFixed(2)}× the default build (bar ≤ ${bar}×) ${ratio <= bar ? 'pass' : 'FAIL'}`);
}
const processing = report.photoProcessing as ProcessingFigures | undefined;
if (processing) {
  console.log(
    `Photo processing (${processing.megapixels} MP JPEG, ${kb(processing.inputBytes)} → ${processing.variants} variants, ${kb(processing.outputBytes)}): ` +
      `median ${processing.medianMs} ms of ${processing.runsMs.join(', ')} ms (bar ≤ ${PROCESSING_BAR_MS} ms) ${processing.medianMs <= PROCESSING_BAR_MS ? 'pass' : 'FAIL'}`,
  );
}
console.log('');
if (report.pages) printPages(report.pages as PageResult[], RUNS);
if (report.load) printLoad('Read endpoints and public pages, default data (autocannon, 50 connections, 10 s, Accept-Encoding: br):', report.load as LoadFigures[]);
if (report.weddingLoad) {
  printLoad(
    `Functions tab, caterer sheet and households of a wedding of ${BENCH_WEDDING.guests} guests in ${BENCH_WEDDING.households} households over 5 functions (signed in, 50 connections, 10 s):`,
    (report.weddingLoad as LoadFigures[]).map((r) => ({ ...r, path: r.path.replace(/[0-9a-f]{32}/, '{id}') })),
  );
}
if (report.inboxLoad) printLoad(`Business inbox with ${INBOX_CONVERSATIONS.toLocaleString('en')} conversations (signed in, 50 connections, 10 s):`, report.inboxLoad as LoadFigures[]);
if (report.signInLoad) printSignInLoad(report.signInLoad as SignInLoadFigures);
if (largest !== undefined) {
  const scaled = report.scaledLoad as { results: LoadFigures[] };
  printLoad(`At scale ${largest} (bar: p95 ≤ ${BARS.scaledP95Ratio}× default, no errors):`, scaled.results, report.load as LoadFigures[] | undefined);
  if (SCALED_BUILD) console.log('\nNote: dist/ now holds the build against the scaled catalogue; npm start rebuilds it.');
}

save();
// The dated record (committed): the header and the sections that write markdown.
const day = (report.date as string).slice(0, 10);
const dated = `bench-results/${day}${ONLY ? `-${[...ONLY].join('-')}` : ''}.md`;
const markdown = [
  `# Benchmark, ${day}`,
  '',
  `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}; load average at the end ${loadAverage}. ` +
    `\`npm run bench${args.length ? ` -- ${args.join(' ')}` : ''}\`.`,
  '',
];
if (report.ttfb) {
  const ttfbText = ttfbMarkdown(report.ttfb as TtfbRun[], TTFB_REQUESTS);
  console.log(`\n${ttfbText}`);
  markdown.push(ttfbText);
}
writeFileSync(dated, `${markdown.join('\n')}\n`);
console.log(`\nWritten to bench-results/latest.json and ${dated}`);

// Long because: one script runs every benchmark section in order and writes one report; each section's work lives in scripts/bench/.
// `npm run bench [-- --only a,b] [-- --no-build] [-- --scale N[,M…] | --no-scale] [-- --runs N] [-- --build-runs N] [-- --ttfb-requests N] [-- --no-lighthouse] [-- --port N]`
// Measures, back to back, what QUALITY.md and decision 0014 set bars for, and writes them as a
// dated markdown file in bench-results/ (committed; the raw figures go to latest.json, not):
// - `pages`: each page type as `npm run serve` sends it (JavaScript, HTML and total bytes as
//   transferred) and its Lighthouse mobile medians;
// - `ttfb`: time to first byte of the on-demand pages, read APIs and two private routes
//   through the built Netlify function in-process, with 0 and 20 ms per database round trip,
//   on the demo data and at --scale (334 by default), and the round trips per route kind;
// - `builds`: the build against the demo data and against catalogues 10 and 334 times larger
//   (or --scale), with the ratios;
// - `photos`: processing one 12-megapixel upload.
// Those four are the default. `load`, `lists`, `wedding`, `inbox` and `sign-in` measure the local
// node server's throughput under autocannon, which is no bar any more (QUALITY.md), so they run
// only when named in --only and print to the console alone.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { openDb } from '../src/server/db/client.ts';
import { migrateDb } from '../src/server/db/migrate.ts';
import { BARS } from './bench/bars.ts';
import type { LoadFigures } from './bench/load.ts';
import { buildsMarkdown, buildsSummary, timeBuild, type BuildFigures } from './bench/builds.ts';
import { measurePages, PAGES, pagesMarkdown, pagesSummary, type PageResult } from './bench/pages.ts';
import { measurePhotoProcessing, photosMarkdown, seedBenchPhotos, type ProcessingFigures } from './bench/photos.ts';
import { measureEndpoints, measureLoad, measureWedding, printLoad, PRIVATE_ENDPOINTS, readCatalogue } from './bench/scenarios.ts';
import { freePort, freshDatabase, signedInCookie, startServer, type Server } from './bench/server.ts';
import { printSignInLoad, signInAccounts, signInLoad, type SignInLoadFigures } from './bench/sign-in-load.ts';
import { INBOX_CONVERSATIONS, seedInbox } from './bench/enquiries.ts';
import { VENDORS_PER_SCALE } from './seed/vendors.ts';
import { VENUES_PER_SCALE } from './seed/venues.ts';
import { BENCH_WEDDING, seedBenchWedding } from './bench/wedding.ts';
import { measureTtfb, roundTripsMarkdown, ttfbMarkdown, ttfbSummary, type TtfbRun } from './bench/ttfb.ts';
import { buildForNetlify, NETLIFY_FUNCTION } from './netlify-function.ts';

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const i = args.indexOf(name);
  return i === -1 ? fallback : Number(args[i + 1]);
};
const BUILD = !args.includes('--no-build');
const LIGHTHOUSE = !args.includes('--no-lighthouse');
const RUNS = option('--runs', 3);
// `--only pages,ttfb` measures those parts alone (with --no-build to reuse dist/ and the Netlify
// build; `builds` needs building). `lists` is the public list reads of `load` alone, also at --scale.
const SECTIONS = ['pages', 'ttfb', 'builds', 'photos', 'load', 'lists', 'wedding', 'inbox', 'sign-in'] as const;
const DEFAULT_SECTIONS = ['pages', 'ttfb', 'builds', 'photos'] as const;
type Section = (typeof SECTIONS)[number];
const ONLY = ((): Set<Section> | null => {
  const i = args.indexOf('--only');
  if (i === -1) return null;
  const named = (args[i + 1] ?? '').split(',');
  const unknown = named.filter((n) => !SECTIONS.includes(n as Section));
  if (unknown.length) throw new Error(`--only takes ${SECTIONS.join(', ')}; not ${unknown.join(', ')}`);
  return new Set(named as Section[]);
})();
const runs = (section: Section) => (ONLY === null ? (DEFAULT_SECTIONS as readonly Section[]).includes(section) : ONLY.has(section));
if (runs('builds') && !BUILD) throw new Error('`builds` times builds: leave out --no-build');
/** Sections that measure the node server (`npm run serve`), which need its build and the bench's accounts. */
const NODE_SERVER = (['pages', 'load', 'lists', 'wedding', 'inbox', 'sign-in'] as const).some(runs);
const TTFB_REQUESTS = option('--ttfb-requests', 40);
const SIGN_INS = 400;
const BUILD_RUNS = option('--build-runs', 2);
// `--no-scale`: the demo data alone (a quick run; seeding scale 334 takes minutes).
const NO_SCALE = args.includes('--no-scale');
const SCALES = NO_SCALE ? [] : parseScales();
const TTFB_SCALES = SCALES.length || NO_SCALE ? SCALES : [334];
const BUILD_SCALES = SCALES.length || NO_SCALE ? SCALES : [10, 334];
// Another benchmark may hold the usual port; take the next free one rather than measure its server.
const PORT = await freePort(option('--port', 4390));
const DB = 'data/bench.db';
const scaledDb = (scale: number) => `data/bench-scale-${scale}.db`;

/** `--scale 334` or `--scale 10,334`. */
function parseScales(): number[] {
  const i = args.findIndex((a) => a === '--scale' || a.startsWith('--scale='));
  const raw = i === -1 ? null : args[i]!.includes('=') ? args[i]!.slice(args[i]!.indexOf('=') + 1) : args[i + 1];
  if (raw === null || raw === undefined) return [];
  const scales = raw.split(',').map(Number);
  if (!scales.every((n) => Number.isInteger(n) && n > 1)) throw new Error('--scale needs whole numbers above 1, e.g. --scale 10,334');
  return scales;
}
// The bench server reads its photos from here (see seedBenchPhotos).
const PHOTO_DIR = 'data/bench-photos';
process.env.PHOTO_STORAGE = 'local';
process.env.PHOTO_STORAGE_DIR = PHOTO_DIR;

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
if (BUILD && (NODE_SERVER || runs('builds'))) {
  console.error('Building…');
  // Timed more than once only when the build time is itself measured.
  report.buildSeconds = timeBuild(DB, runs('builds') ? BUILD_RUNS : 1);
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
  if (runs('inbox')) {
    console.error(`Seeding an inbox of ${INBOX_CONVERSATIONS.toLocaleString('en')} conversations…`);
    businessCookie = await seedInbox(db);
  }
  console.error('Uploading 12 photos to the first vendor…');
  await seedBenchPhotos(db, PHOTO_DIR, 1, 12);
  if (runs('sign-in')) signInAccountList = await signInAccounts(db, SIGN_INS);
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

// The scaled catalogues: those of the load sections' --scale, the ttfb section's and the builds'.
const scaledNeeded = [...(runs('load') || runs('lists') ? SCALES : []), ...(runs('ttfb') ? TTFB_SCALES : []), ...(runs('builds') ? BUILD_SCALES : [])];
for (const scale of [...new Set(scaledNeeded)].sort((a, b) => a - b)) {
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

// Last, as these builds leave dist/ built against a scaled catalogue.
if (runs('builds')) {
  const builds: BuildFigures = { defaultSeconds: report.buildSeconds as number, venues: VENUES_PER_SCALE, runs: BUILD_RUNS, scaled: [] };
  report.builds = builds;
  for (const scale of BUILD_SCALES) {
    console.error(`Building against the catalogue at scale ${scale}…`);
    const seconds = timeBuild(scaledDb(scale), BUILD_RUNS);
    builds.scaled.push({ scale, venues: VENUES_PER_SCALE * scale, seconds, ratio: seconds / builds.defaultSeconds });
    save();
  }
}

const loadAverage = os
  .loadavg()
  .map((n) => n.toFixed(1))
  .join(' ');
const machine = `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
// The autocannon sections print to the console only: the local server's throughput is no bar.
if (report.load)
  printLoad('Read endpoints and public pages, default data (autocannon, 50 connections, 10 s, Accept-Encoding: br):', report.load as LoadFigures[]);
if (report.weddingLoad) {
  printLoad(
    `Functions tab, caterer sheet and households of a wedding of ${BENCH_WEDDING.guests} guests in ${BENCH_WEDDING.households} households over 5 functions (signed in, 50 connections, 10 s):`,
    (report.weddingLoad as LoadFigures[]).map((r) => ({ ...r, path: r.path.replace(/[0-9a-f]{32}/, '{id}') })),
  );
}
if (report.inboxLoad)
  printLoad(
    `Business inbox with ${INBOX_CONVERSATIONS.toLocaleString('en')} conversations (signed in, 50 connections, 10 s):`,
    report.inboxLoad as LoadFigures[],
  );
if (report.signInLoad) printSignInLoad(report.signInLoad as SignInLoadFigures);
if (largest !== undefined) {
  const scaled = report.scaledLoad as { results: LoadFigures[] };
  printLoad(`At scale ${largest} (bar: p95 ≤ ${BARS.scaledP95Ratio}× default, no errors):`, scaled.results, report.load as LoadFigures[] | undefined);
}

save();
// The dated record (committed): a summary of every bar measured, then each section's tables.
const summary: string[] = [];
const sections: string[] = [];
if (report.pages) {
  summary.push(pagesSummary(report.pages as PageResult[]));
  sections.push(pagesMarkdown(report.pages as PageResult[], RUNS));
}
if (report.ttfb) {
  summary.push(...ttfbSummary(report.ttfb as TtfbRun[]));
  sections.push(roundTripsMarkdown(report.ttfb as TtfbRun[]), ttfbMarkdown(report.ttfb as TtfbRun[], TTFB_REQUESTS));
}
if (report.builds) {
  summary.push(buildsSummary(report.builds as BuildFigures));
  sections.push(buildsMarkdown(report.builds as BuildFigures));
}
if (report.photoProcessing) {
  const photos = photosMarkdown(report.photoProcessing as ProcessingFigures);
  summary.push(photos.summary);
  sections.push(photos.markdown);
}
const day = (report.date as string).slice(0, 10);
const dated = `bench-results/${day}${ONLY ? `-${[...ONLY].join('-')}` : ''}.md`;
const markdown = [
  `# Benchmark, ${day}`,
  '',
  `${machine}; load average at the end ${loadAverage}. \`npm run bench${args.length ? ` -- ${args.join(' ')}` : ''}\`. Bars: \`../shared/QUALITY.md\` and decision 0014.`,
  '',
  '## Summary',
  '',
  ...(summary.length ? summary.map((line) => `- ${line}`) : ['- Nothing with a bar was measured in this run.']),
  '',
  ...sections,
].join('\n');
console.log(`\n${markdown}`);
if (report.builds) console.log('Note: dist/ now holds the build against the largest catalogue; `npm start` rebuilds it.');
// A run of the autocannon sections alone has nothing to record.
if (summary.length) writeFileSync(dated, `${markdown.trimEnd()}\n`);
console.log(`\nWritten to bench-results/latest.json${summary.length ? ` and ${dated}` : ''}`);

// `npm run bench [-- --no-build] [-- --scale N] [-- --runs N] [-- --no-lighthouse]`
// Builds against a demo database of its own, serves the build, and measures each page
// type (JavaScript and HTML bytes, requests, Lighthouse mobile) and the read endpoints
// (autocannon), against the bars in QUALITY.md. Results also go to bench-results/latest.json.
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { openDb } from '../src/server/db/client.ts';
import { launchChrome, lighthouseMedian, type LighthouseFigures } from './bench/lighthouse.ts';
import { loadTest, type LoadFigures } from './bench/load.ts';
import { pageScripts, gzipSize } from './bench/scripts.ts';
import { freshDatabase, signedInCookie, startServer, type Server } from './bench/server.ts';
import { kb } from './bench/stats.ts';
import { parseScale } from './seed.ts';

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const i = args.indexOf(name);
  return i === -1 ? fallback : Number(args[i + 1]);
};
const BUILD = !args.includes('--no-build');
const LIGHTHOUSE = !args.includes('--no-lighthouse');
const RUNS = option('--runs', 3);
const SCALE = args.some((a) => a.startsWith('--scale')) ? parseScale(args) : null;
const PORT = 4390;
const DB = 'data/bench.db';
const SCALED_DB = 'data/bench-scale.db';

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
  scaledP95Ratio: 2,
  buildSeconds: 90,
  scaledBuildRatio: 1.3,
};

type PageSpec = { name: string; path: string; listing?: boolean; signedIn?: boolean };
const PAGES: PageSpec[] = [
  { name: 'Home', path: '/' },
  { name: 'Package', path: '/packages/luxury' },
  { name: 'Static page', path: '/about' },
  { name: 'Venue list', path: '/venues/all/wedding', listing: true },
  { name: 'Vendor categories', path: '/vendors', listing: true },
  { name: 'Ideas', path: '/ideas' },
  { name: 'Gallery', path: '/gallery' },
  { name: 'Dashboard', path: '/dashboard', signedIn: true },
];
const ENDPOINTS = ['/api/venues', '/api/vendors', '/api/recommendations?budget=500000', '/api/session'];

type PageResult = PageSpec & {
  status: number;
  skipped?: string;
  islands?: boolean;
  jsGzip?: number;
  react?: boolean;
  scripts?: { url: string; gzipBytes: number }[];
  htmlGzip?: number;
  lighthouse?: LighthouseFigures;
  failures?: string[];
};

function build(databasePath: string): number {
  const started = performance.now();
  const result = spawnSync('npm', ['run', 'build'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, DATABASE_URL: `file:${databasePath}`, ASTRO_TELEMETRY_DISABLED: '1' },
  });
  if (result.status !== 0) throw new Error('The build failed');
  return (performance.now() - started) / 1000;
}

function pageFailures(page: PageResult): string[] {
  const failures: string[] = [];
  const lh = page.lighthouse;
  if (page.islands ? page.jsGzip! > BARS.jsIslands : page.jsGzip! > BARS.jsNoIsland) failures.push('JS');
  if (!page.islands && page.react) failures.push('React without island');
  if (page.htmlGzip! > BARS.htmlGzip) failures.push('HTML');
  if (lh) {
    if (page.listing && lh.transferBytes > BARS.listingBytes) failures.push('weight');
    if (page.listing && lh.requests > BARS.listingRequests) failures.push('requests');
    if (lh.performance < BARS.performance) failures.push('perf');
    if (lh.accessibility < BARS.accessibility) failures.push('a11y');
    if (lh.bestPractices < BARS.bestPractices) failures.push('BP');
    if (lh.seo < BARS.seo) failures.push('SEO');
    if (lh.lcpMs > BARS.lcpMs) failures.push('LCP');
    if (lh.tbtMs > BARS.tbtMs) failures.push('TBT');
    if (lh.cls > BARS.cls) failures.push('CLS');
  }
  return failures;
}

async function measurePages(server: Server, cookie: string): Promise<PageResult[]> {
  const chrome = LIGHTHOUSE ? await launchChrome() : null;
  const results: PageResult[] = [];
  try {
    for (const spec of PAGES) {
      const url = server.url + spec.path;
      const headers = spec.signedIn ? { Cookie: cookie } : undefined;
      const response = await fetch(url, { redirect: 'manual', headers });
      if (response.status !== 200) {
        results.push({ ...spec, status: response.status, skipped: response.status === 404 ? 'not built yet (404)' : `answered ${response.status}` });
        continue;
      }
      const html = await response.text();
      const scripts = await pageScripts(html, url);
      const page: PageResult = {
        ...spec,
        status: 200,
        islands: /<astro-island\b/.test(html),
        jsGzip: scripts.reduce((sum, s) => sum + s.gzipBytes, 0),
        react: scripts.some((s) => s.react),
        scripts: scripts.map(({ url, gzipBytes }) => ({ url, gzipBytes })),
        htmlGzip: gzipSize(html),
      };
      if (chrome) page.lighthouse = await lighthouseMedian(chrome, url, RUNS, headers);
      page.failures = pageFailures(page);
      results.push(page);
      process.stderr.write(`  measured ${spec.path}\n`);
    }
  } finally {
    chrome?.kill();
  }
  return results;
}

async function measureEndpoints(server: Server): Promise<LoadFigures[]> {
  const results: LoadFigures[] = [];
  for (const path of ENDPOINTS) {
    const response = await fetch(server.url + path);
    await response.arrayBuffer();
    if (!response.ok) continue;
    results.push(await loadTest(server.url, path));
    process.stderr.write(`  loaded ${path}\n`);
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
    if (p.skipped) return [p.path, ...Array(12).fill('–'), `skipped: ${p.skipped}`];
    const lh = p.lighthouse;
    return [
      p.path,
      kb(p.jsGzip!) + (p.islands ? ' (islands)' : ''),
      p.react ? 'yes' : 'no',
      kb(p.htmlGzip!),
      lh ? lh.requests : '–',
      lh ? kb(lh.transferBytes) : '–',
      lh ? lh.performance : '–',
      lh ? lh.accessibility : '–',
      lh ? lh.bestPractices : '–',
      lh ? lh.seo : '–',
      lh ? `${Math.round(lh.lcpMs)} ms` : '–',
      lh ? `${Math.round(lh.tbtMs)} ms` : '–',
      lh ? lh.cls.toFixed(3) : '–',
      p.failures!.length ? `FAIL ${p.failures!.join(', ')}` : 'pass',
    ];
  });
  console.log(table(['Page', 'JS gzip', 'React', 'HTML gzip', 'Requests', 'Transfer', 'Perf', 'A11y', 'BP', 'SEO', 'LCP', 'TBT', 'CLS', 'Bars'], rows));
  console.log(`Bars: JS ≤ ${kb(BARS.jsNoIsland)} without islands (no React), ≤ ${kb(BARS.jsIslands)} with; HTML ≤ ${kb(BARS.htmlGzip)} gzip; listings ≤ ${kb(BARS.listingBytes)} and ≤ ${BARS.listingRequests} requests;`);
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
  console.log(table(['Endpoint', 'Requests', 'Req/s', 'p50', 'p95', 'p99', 'Errors', 'vs default', 'Bars'], rows));
}

const report: Record<string, unknown> = {
  date: new Date().toISOString(),
  machine: { cpus: os.cpus().length, cpu: os.cpus()[0]?.model, memoryGiB: Math.round(os.totalmem() / 2 ** 30), node: process.version },
  bars: BARS,
};

console.error(`Seeding ${DB}…`);
report.seedSeconds = await freshDatabase(DB, 1);
if (BUILD) {
  console.error('Building…');
  report.buildSeconds = build(DB);
}
const db = openDb(`file:${DB}`);
const cookie = await signedInCookie(db);
db.$client.close();

let server = await startServer(PORT, DB);
try {
  console.error(`Measuring pages on ${server.url}…`);
  report.pages = await measurePages(server, cookie);
  console.error('Loading read endpoints (50 connections, 10 s each)…');
  report.load = await measureEndpoints(server);
} finally {
  await server.stop();
}

if (SCALE) {
  console.error(`Seeding ${SCALED_DB} at scale ${SCALE}…`);
  report.scaledSeedSeconds = await freshDatabase(SCALED_DB, SCALE);
  if (BUILD) {
    console.error('Building against the scaled catalogue…');
    report.scaledBuildSeconds = build(SCALED_DB);
  }
  server = await startServer(PORT + 1, SCALED_DB);
  try {
    report.scaledLoad = { scale: SCALE, results: await measureEndpoints(server) };
  } finally {
    await server.stop();
  }
}

console.log(`\nMandap benchmark, ${report.date}, ${os.cpus().length} cores, Node ${process.version}`);
console.log(`Seed (scale 1): ${(report.seedSeconds as number).toFixed(1)} s` + (report.buildSeconds ? `; build: ${(report.buildSeconds as number).toFixed(1)} s (bar ≤ ${BARS.buildSeconds} s) ${(report.buildSeconds as number) <= BARS.buildSeconds ? 'pass' : 'FAIL'}` : ''));
console.log('');
printPages(report.pages as PageResult[]);
printLoad('Read endpoints, default data (autocannon, 50 connections, 10 s):', report.load as LoadFigures[]);
if (SCALE) {
  const scaled = report.scaledLoad as { results: LoadFigures[] };
  const seconds = report.scaledSeedSeconds as number;
  console.log(`\nScale ${SCALE}: seeded in ${seconds.toFixed(1)} s` + (report.scaledBuildSeconds ? `; build ${(report.scaledBuildSeconds as number).toFixed(1)} s = ${((report.scaledBuildSeconds as number) / (report.buildSeconds as number)).toFixed(2)}× the default build (bar ≤ ${BARS.scaledBuildRatio}×)` : ''));
  printLoad(`Read endpoints at scale ${SCALE} (bar: p95 ≤ ${BARS.scaledP95Ratio}× default, no errors):`, scaled.results, report.load as LoadFigures[]);
  if (report.scaledBuildSeconds) console.log('\nNote: dist/ now holds the build against the scaled catalogue; npm start rebuilds it.');
}

mkdirSync('bench-results', { recursive: true });
writeFileSync('bench-results/latest.json', JSON.stringify(report, null, 2));
console.log('\nWritten to bench-results/latest.json');

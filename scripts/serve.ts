// Serves the built site on every core: a primary process forks one worker per core (Node's
// cluster; WEB_CONCURRENCY overrides the count) and each worker answers requests with
//   1. the static files of dist/client, pre-compressed at build (Brotli, gzip) and chosen by
//      Accept-Encoding, with immutable caching for the hashed /_astro/ assets;
//   2. the catalogue's public read endpoints (/api/venues, /api/vendors, /api/search,
//      /api/recommendations), answered by the same functions the app's routes call, without
//      the app's request path (they read no session and set no cookie);
//   3. the page cache for public on-demand pages (venue and vendor pages, the idea fallback),
//      following their s-maxage / stale-while-revalidate like a CDN would;
//   4. the app (@astrojs/node in middleware mode), its HTML and JSON compressed on the fly.
// Every response carries the security headers. See README "Serving" for the choices.
import cluster from 'node:cluster';
import { randomBytes } from 'node:crypto';
import http, { type IncomingMessage, type OutgoingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { DEFAULT_DATABASE_URL, openDb } from '../src/server/db/client.ts';
import { readListingRevision } from '../src/server/db/listing-revisions.ts';
import { compressResponse, type CompletedResponse } from '../src/server/serving/compression.ts';
import { installSyncDigest } from '../src/server/serving/fast-digest.ts';
import { PageCache } from '../src/server/serving/page-cache.ts';
import { StaticFiles } from '../src/server/serving/static-files.ts';
import { securityHeaders } from '../src/server/security-headers.ts';
import { publicReadRoutes, type PublicRead } from '../src/features/catalogue/public-reads.server.ts';

const port = Number(process.env.PORT ?? 4321);
const host = process.env.HOST ?? '0.0.0.0';
const processes = Math.max(1, Math.floor(Number(process.env.WEB_CONCURRENCY)) || os.availableParallelism());
const cacheBytes = Math.max(1, Number(process.env.PAGE_CACHE_MB) || 64) * 1024 * 1024;
/** Marks the server's own requests that refresh a stale page; never sent to anyone else. */
const REFRESH_HEADER = 'x-mandap-refresh';

if (cluster.isPrimary && processes > 1) {
  process.env.MANDAP_REFRESH_TOKEN ??= randomBytes(18).toString('base64url');
  runPrimary();
} else {
  await runWorker();
}

function runPrimary(): void {
  let stopping = false;
  let listening = 0;
  const recentCrashes: number[] = [];
  for (let i = 0; i < processes; i++) cluster.fork();
  cluster.on('listening', () => {
    if (++listening === processes) console.log(`Mandap is running at http://localhost:${port} (${processes} processes)`);
  });
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    const now = Date.now();
    recentCrashes.push(now);
    while (recentCrashes.length && recentCrashes[0]! < now - 10_000) recentCrashes.shift();
    if (recentCrashes.length > processes * 3) {
      console.error('Server processes keep exiting; stopping.');
      process.exit(1);
    }
    console.error(`Server process ${worker.process.pid} exited (${signal ?? code}); starting another.`);
    listening--;
    cluster.fork();
  });
  for (const name of ['SIGTERM', 'SIGINT'] as const) {
    process.once(name, () => {
      stopping = true;
      const workers = Object.values(cluster.workers ?? {});
      let left = workers.length;
      if (left === 0) process.exit(0);
      for (const worker of workers) {
        worker?.once('exit', () => --left === 0 && process.exit(0));
        worker?.process.kill('SIGTERM');
      }
      setTimeout(() => process.exit(0), 5000).unref();
    });
  }
}

async function runWorker(): Promise<void> {
  // React (and other libraries) pick their production build by this; the development build
  // renders several times slower.
  process.env.NODE_ENV ||= 'production';
  // The CSP hashes of every on-demand page, without a thread-pool round trip each (fast-digest.ts).
  installSyncDigest();
  const refreshToken = process.env.MANDAP_REFRESH_TOKEN ?? randomBytes(18).toString('base64url');
  const { handler } = (await import(new URL('../dist/server/entry.mjs', import.meta.url).href)) as {
    handler: (req: IncomingMessage, res: ServerResponse) => Promise<void>;
  };
  const render = (req: IncomingMessage, res: ServerResponse) => {
    handler(req, res).catch((error: unknown) => {
      console.error(error);
      if (!res.headersSent) res.writeHead(500).end('Internal Server Error');
      else res.destroy();
    });
  };

  const staticFiles = StaticFiles.fromBuild(
    fileURLToPath(new URL('../dist/client/', import.meta.url)),
    new Set(Object.keys(securityHeaders).map((name) => name.toLowerCase())),
  );
  const db = openDb(process.env.DATABASE_URL || DEFAULT_DATABASE_URL, process.env.DATABASE_AUTH_TOKEN);

  const publicReads = publicReadRoutes(db);
  const server = http.createServer((req, res) => {
    applySecurityHeaders(res);
    const file = staticFiles.lookup(req);
    if (file) {
      staticFiles.send(req, res, file).catch((error: unknown) => {
        console.error(error);
        res.destroy();
      });
      return;
    }
    if (req.headers[REFRESH_HEADER] === refreshToken) {
      compressResponse(req, res);
      return render(req, res);
    }
    const publicRead = req.method === 'GET' ? publicReads.get((req.url ?? '/').split('?', 1)[0]!) : undefined;
    if (publicRead) {
      compressResponse(req, res);
      sendPublicRead(publicRead, req, res).catch((error: unknown) => {
        console.error(error);
        if (!res.headersSent) res.writeHead(500).end('Internal Server Error');
        else res.destroy();
      });
      return;
    }
    pages.handle(req, res, render).catch((error: unknown) => {
      console.error(error);
      if (!res.headersSent) res.writeHead(500).end('Internal Server Error');
    });
  });

  const pages = new PageCache({
    maxBytes: cacheBytes,
    revisionOf: (listing) => readListingRevision(db.$client, listing),
    refetch: (url) => refetch(server, url, refreshToken),
    mayKeep: (pathname) => !pathname.startsWith('/api/') && !pathname.startsWith('/_'),
    onError: (error) => console.error('Page cache:', error),
  });

  server.listen(port, host, () => {
    if (cluster.isPrimary) console.log(`Mandap is running at http://localhost:${port}`);
  });
  process.once('SIGTERM', () => {
    server.close(() => process.exit(0));
    server.closeIdleConnections();
    setTimeout(() => process.exit(0), 3000).unref();
  });
}

/** A public read's answer, as the app would send it (private by default when it names no caching). */
async function sendPublicRead(read: PublicRead, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const accept = req.headers['accept-encoding'];
  const response = await read(new URL(req.url ?? '/', 'http://localhost'), Array.isArray(accept) ? accept.join(',') : (accept ?? null));
  const body = Buffer.from(await response.arrayBuffer());
  sendWhole(res, response.status, response.headers.entries(), body);
}

/** A whole answer the server makes itself, private (`no-store`) unless its headers say otherwise, as the app's middleware does. */
function sendWhole(res: ServerResponse, status: number, headers: Iterable<[string, string]>, body: Buffer): void {
  const head: OutgoingHttpHeaders = { 'cache-control': 'no-store' };
  for (const [name, value] of headers) head[name.toLowerCase()] = value;
  head['content-length'] = body.length;
  res.writeHead(status, head).end(body);
}

/** Every response carries the security headers; a page's own CSP (its script hashes) is sent beside ours, and both apply. */
function applySecurityHeaders(res: ServerResponse): void {
  const ours = securityHeaders['Content-Security-Policy']!;
  for (const [name, value] of Object.entries(securityHeaders)) res.setHeader(name, value);
  const setHeader = res.setHeader.bind(res);
  res.setHeader = (name, value) => {
    if (name.toLowerCase() !== 'content-security-policy') return setHeader(name, value);
    const values = (Array.isArray(value) ? value : [value]).map(String);
    return setHeader(name, values.includes(ours) ? values : [ours, ...values]);
  };
}

/** Renders `url` again through this server (any worker), for a stale page's background refresh. */
async function refetch(server: http.Server, url: string, token: string): Promise<CompletedResponse | null> {
  const address = server.address() as AddressInfo;
  const loopback = address.family === 'IPv6' ? (address.address === '::' ? '[::1]' : `[${address.address}]`) : address.address === '0.0.0.0' ? '127.0.0.1' : address.address;
  const response = await fetch(`http://${loopback}:${address.port}${url}`, {
    headers: { [REFRESH_HEADER]: token, 'accept-encoding': 'identity' },
    redirect: 'manual',
    signal: AbortSignal.timeout(30_000),
  });
  const body = Buffer.from(await response.arrayBuffer());
  const headers: OutgoingHttpHeaders = {};
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') headers[name] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length) headers['set-cookie'] = cookies;
  return { status: response.status, headers, body };
}

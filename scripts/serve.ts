// Serves the built site (`npm run serve`): one Node HTTP server in one process that sends
//   1. the static files of dist/client (sirv), as the Brotli or gzip copy written at build
//      (scripts/precompress.ts) when the client takes it, with ETags (304), Range, and the
//      caching of server/caching.ts (staticCacheControl: IMMUTABLE for the hashed /_astro/ assets, a week for the cover art, REVALIDATE for
//      the rest; pre-rendered pages also carry the headers Astro wrote for them
//      (dist/_headers.json: their CSP hashes);
//   2. everything else to the app (@astrojs/node in middleware mode): on-demand pages, APIs,
//      actions, and the 404 page for an unknown path; its HTML and JSON compressed on the fly
//      (compression).
// Every response carries the security headers. Nothing is cached here and nothing answers
// before the app: what may be kept, and for how long, is said by the app's own HTTP headers,
// as on Netlify (docs/decisions/0014-one-production-path.md).
//
// Why not the adapter's standalone mode with staticHeaders? It serves dist/client through
// `send`, which knows no precompressed copies (every script and page would go uncompressed or
// be compressed again per request), writes a Cache-Control of its own and no security
// headers, so a server around it would still be needed; sirv and compression in front of the
// middleware handler are as short and do all of it.
import { existsSync, readFileSync } from 'node:fs';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import compression from 'compression';
import sirv from 'sirv';
import { staticCacheControl } from '../src/server/caching.ts';
import { securityHeaders } from '../src/server/security-headers.ts';

// React (and other libraries) pick their production build by this; the development build
// renders several times slower.
process.env.NODE_ENV ||= 'production';

const port = Number(process.env.PORT ?? 4321);
const host = process.env.HOST ?? '0.0.0.0';
const dist = new URL('../dist/', import.meta.url);

type Handler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;
const { handler: app } = (await import(new URL('server/entry.mjs', dist).href)) as { handler: Handler };

const pageHeaders = readPageHeaders(new URL('_headers.json', dist));
const staticFiles = sirv(fileURLToPath(new URL('client/', dist)), {
  brotli: true,
  gzip: true,
  etag: true,
  setHeaders: (res, pathname) => {
    for (const [name, value] of pageHeaders.get(routeOf(pathname)) ?? []) res.setHeader(name, value);
  },
});
// Typed for Express, it uses nothing but Node's own request and response. Brotli at quality 5,
// not the package's 4: as fast (about 2 ms for an 80 KB list page), and that page comes out 9 %
// smaller (12.9 KB, not 14.3 KB), inside fewer of a slow phone's first round trips.
const compress = compression({ brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } } }) as unknown as (
  req: IncomingMessage,
  res: ServerResponse,
  next: () => void,
) => void;

const server = http.createServer((req, res) => {
  applySecurityHeaders(res);
  const toApp = () => {
    compress(req, res, () => {
      // The middleware handler answers errors itself (a 500); this is the last resort.
      app(req, res).catch((error: unknown) => {
        console.error(error);
        if (!res.headersSent) res.writeHead(500).end('Internal Server Error');
        else res.destroy();
      });
    });
  };
  if (req.method !== 'GET' && req.method !== 'HEAD') return toApp();
  // Set before sirv so that its 304s carry it too; a path that is no file goes to the app
  // without it (the app says how its answers are cached).
  res.setHeader('Cache-Control', staticCacheControl(req.url ?? '/'));
  staticFiles(req, res, () => {
    res.removeHeader('Cache-Control');
    toApp();
  });
});

server.listen(port, host, () => console.log(`Mandap is running at http://localhost:${port}`));
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    // Finish the requests under way, then stop; a connection kept open does not hold it up long.
    server.close(() => process.exit(0));
    server.closeIdleConnections();
    setTimeout(() => process.exit(0), 3000).unref();
  });
}

/**
 * Every response carries the security headers; a page's own CSP (its script hashes) is sent
 * beside ours, and both apply. A server-rendered page's policy already holds ours (the
 * middleware appends it), and is not sent a second copy.
 */
function applySecurityHeaders(res: ServerResponse): void {
  const ours = securityHeaders['Content-Security-Policy']!;
  for (const [name, value] of Object.entries(securityHeaders)) res.setHeader(name, value);
  const setHeader = res.setHeader.bind(res);
  res.setHeader = (name, value) => {
    if (name.toLowerCase() !== 'content-security-policy') return setHeader(name, value);
    const values = (Array.isArray(value) ? value : [value]).map(String);
    return setHeader(name, values.some((value) => value.includes(ours)) ? values : [ours, ...values]);
  };
}

/** The headers Astro wrote for each pre-rendered page (`staticHeaders`), by route path. */
function readPageHeaders(file: URL): Map<string, [string, string][]> {
  const pages = new Map<string, [string, string][]>();
  if (!existsSync(file)) return pages;
  const routes = JSON.parse(readFileSync(file, 'utf8')) as { pathname: string; headers: { key: string; value: string }[] }[];
  for (const route of routes)
    pages.set(
      routeOf(route.pathname),
      route.headers.map((h) => [h.key, h.value]),
    );
  return pages;
}

/** A page's route path from any address of it: `/about`, `/about/`, `/about/index.html`. */
function routeOf(pathname: string): string {
  return pathname.replace(/(\/index)?\.html$/, '').replace(/\/$/, '') || '/';
}

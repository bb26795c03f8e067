// The built site's static files (dist/client), served by the node server. The files are
// listed once at start-up, so a request never touches the disk to learn whether a path is
// a file, and nothing outside the list can be reached. Each file is sent in the encoding
// the client prefers among the ones written beside it at build (`.br`, `.gz`; see
// scripts/precompress.ts), with a validator (ETag) for 304s, the caching rules of the
// `_headers` file the CDN uses too, and the per-page headers Astro writes (its CSP hashes).
import { createReadStream, readdirSync, readFileSync, statSync, existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, relative, sep } from 'node:path';
import { chooseEncoding, isCompressible, type Encoding } from './encoding.ts';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.wasm': 'application/wasm',
};

/** HTML and other files without a rule of their own: cached, but checked with the server each time. */
const DEFAULT_CACHE_CONTROL = 'public, max-age=0, must-revalidate';
/** Bodies up to this size are kept in memory after their first request, up to MEMORY_BUDGET in all. */
const MEMORY_FILE_LIMIT = 512 * 1024;
const MEMORY_BUDGET = 48 * 1024 * 1024;

type Variant = { path: string; size: number };
export type StaticFile = {
  path: string;
  size: number;
  type: string;
  etag: string;
  lastModified: string;
  headers: [string, string][];
  variants: Partial<Record<Encoding, Variant>>;
};

export type HeaderRule = { pattern: RegExp; headers: [string, string][] };

/**
 * Rules of a Netlify-style `_headers` file: a path pattern (`*` matches anything) followed by
 * indented `Name: value` lines. Names in `skip` are left out (the server sets those itself).
 */
export function parseHeaderRules(text: string, skip: ReadonlySet<string> = new Set()): HeaderRule[] {
  const rules: HeaderRule[] = [];
  let current: HeaderRule | null = null;
  for (const line of text.split(/\r?\n/)) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      const source = line.trim().split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('.*');
      current = { pattern: new RegExp(`^${source}$`), headers: [] };
      rules.push(current);
      continue;
    }
    const colon = line.indexOf(':');
    if (!current || colon === -1) continue;
    const name = line.slice(0, colon).trim();
    if (!skip.has(name.toLowerCase())) current.headers.push([name, line.slice(colon + 1).trim()]);
  }
  return rules.filter((rule) => rule.headers.length > 0);
}

/** The URL paths a file answers: `about/index.html` answers `/about`, `/about/` and itself. */
export function urlPathsOf(relativePath: string): string[] {
  const path = `/${relativePath.split(sep).join('/')}`;
  if (path === '/index.html') return ['/', path];
  if (path.endsWith('/index.html')) {
    const dir = path.slice(0, -'/index.html'.length);
    return [dir, `${dir}/`, path];
  }
  return [path];
}

function listFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return listFiles(path);
    return entry.isFile() ? [path] : [];
  });
}

/** The URL path of a request, decoded, or null when it cannot name a file. */
function requestPath(url: string | undefined): string | null {
  if (!url) return null;
  const end = url.search(/[?#]/);
  const raw = end === -1 ? url : url.slice(0, end);
  try {
    const path = decodeURIComponent(raw);
    return path.includes('\0') ? null : path;
  } catch {
    return null;
  }
}

export class StaticFiles {
  readonly files = new Map<string, StaticFile>();
  private readonly bodies = new Map<string, Buffer>();
  private bodyBytes = 0;

  /**
   * Lists `root`. `pageHeaders` are Astro's per-page headers (`dist/_headers.json`, keyed by
   * route path); `rules` the caching rules of `_headers`.
   */
  constructor(root: string, pageHeaders: Map<string, [string, string][]>, rules: HeaderRule[]) {
    const all = listFiles(root);
    const present = new Set(all);
    for (const file of all) {
      const compressedCopy = /\.(br|gz)$/.test(file) && present.has(file.slice(0, -3));
      if (compressedCopy) continue;
      const stat = statSync(file);
      const rel = relative(root, file);
      const type = TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream';
      const variants: Partial<Record<Encoding, Variant>> = {};
      for (const [encoding, suffix] of [['br', '.br'], ['gzip', '.gz']] as const) {
        if (present.has(file + suffix)) variants[encoding] = { path: file + suffix, size: statSync(file + suffix).size };
      }
      const paths = urlPathsOf(rel);
      const routePath = paths[0]!;
      const headers: [string, string][] = [];
      for (const rule of rules) if (rule.pattern.test(paths.at(-1)!)) headers.push(...rule.headers);
      if (!headers.some(([name]) => name.toLowerCase() === 'cache-control')) headers.push(['Cache-Control', DEFAULT_CACHE_CONTROL]);
      if (type.startsWith('text/html')) headers.push(...(pageHeaders.get(routePath.replace(/\/$/, '') || '/') ?? []));
      const entry: StaticFile = {
        path: file,
        size: stat.size,
        type,
        etag: `"${stat.size.toString(36)}-${Math.floor(stat.mtimeMs).toString(36)}"`,
        lastModified: stat.mtime.toUTCString(),
        headers,
        variants,
      };
      for (const path of paths) this.files.set(path, entry);
    }
  }

  /** Reads the build's header files beside `root` (dist/client → dist/_headers.json, dist/client/_headers). */
  static fromBuild(root: string, skipHeaders: ReadonlySet<string>): StaticFiles {
    const pageHeaders = new Map<string, [string, string][]>();
    const json = join(root, '..', '_headers.json');
    if (existsSync(json)) {
      const routes = JSON.parse(readFileSync(json, 'utf8')) as { pathname: string; headers: { key: string; value: string }[] }[];
      for (const route of routes) {
        pageHeaders.set(route.pathname.replace(/\/$/, '') || '/', route.headers.map((h) => [h.key, h.value]));
      }
    }
    const rulesFile = join(root, '_headers');
    const rules = existsSync(rulesFile) ? parseHeaderRules(readFileSync(rulesFile, 'utf8'), skipHeaders) : [];
    return new StaticFiles(root, pageHeaders, rules);
  }

  /** The file a GET or HEAD request names, if any. */
  lookup(req: IncomingMessage): StaticFile | undefined {
    if (req.method !== 'GET' && req.method !== 'HEAD') return undefined;
    const path = requestPath(req.url);
    return path === null ? undefined : this.files.get(path);
  }

  /** Sends `file` (or 304 when the client's copy is current). */
  async send(req: IncomingMessage, res: ServerResponse, file: StaticFile): Promise<void> {
    const encoding = chooseEncoding(req.headers['accept-encoding'], Object.keys(file.variants) as Encoding[]);
    const variant = encoding ? file.variants[encoding]! : { path: file.path, size: file.size };
    const etag = encoding ? `${file.etag.slice(0, -1)}-${encoding}"` : file.etag;
    for (const [name, value] of file.headers) {
      if (name.toLowerCase() === 'content-security-policy') res.appendHeader(name, value);
      else res.setHeader(name, value);
    }
    res.setHeader('Content-Type', file.type);
    res.setHeader('ETag', etag);
    res.setHeader('Last-Modified', file.lastModified);
    if (isCompressible(file.type)) res.setHeader('Vary', 'Accept-Encoding');
    if (encoding) res.setHeader('Content-Encoding', encoding);

    const ifNoneMatch = req.headers['if-none-match'];
    if (ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) {
      res.statusCode = 304;
      res.end();
      return;
    }
    res.setHeader('Content-Length', variant.size);
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    if (variant.size > MEMORY_FILE_LIMIT) {
      const stream = createReadStream(variant.path);
      stream.on('error', (error) => res.destroy(error));
      stream.pipe(res);
      return;
    }
    res.end(await this.body(variant.path));
  }

  private async body(path: string): Promise<Buffer> {
    const known = this.bodies.get(path);
    if (known) return known;
    const body = await readFile(path);
    if (this.bodyBytes + body.length <= MEMORY_BUDGET) {
      this.bodies.set(path, body);
      this.bodyBytes += body.length;
    }
    return body;
  }
}

// Content negotiation and compression settings shared by the static files, the on-the-fly
// compression of rendered responses and the page cache of the node server (scripts/serve.ts).
import zlib from 'node:zlib';

export type Encoding = 'br' | 'gzip';

/** Responses smaller than this go out as they are: compressing them saves less than it costs. */
export const MIN_COMPRESS_BYTES = 1024;

const COMPRESSIBLE =
  /^(?:text\/|application\/(?:json|javascript|x-javascript|xml|manifest\+json|ld\+json|rss\+xml|atom\+xml|geo\+json)|image\/svg\+xml)/i;

/** Whether a response of this Content-Type is worth compressing (text, JSON, SVG; not images or fonts). */
export function isCompressible(contentType: unknown): boolean {
  return typeof contentType === 'string' && COMPRESSIBLE.test(contentType);
}

/**
 * The encoding to answer with, from an Accept-Encoding header: the client's preferred one of
 * `available` (Brotli first on ties), or null for the identity encoding. `q=0` refuses a coding;
 * `*` stands for any coding not named.
 */
export function chooseEncoding(header: string | string[] | undefined, available: readonly Encoding[] = ['br', 'gzip']): Encoding | null {
  if (!header) return null;
  const text = Array.isArray(header) ? header.join(',') : header;
  const weights = new Map<string, number>();
  for (const part of text.split(',')) {
    const [rawName, ...params] = part.trim().split(';');
    const name = rawName?.trim().toLowerCase();
    if (!name) continue;
    let q = 1;
    for (const param of params) {
      const [key, value] = param.trim().split('=');
      if (key?.trim().toLowerCase() === 'q') {
        const parsed = Number(value);
        q = Number.isFinite(parsed) ? Math.min(1, Math.max(0, parsed)) : 0;
      }
    }
    weights.set(name === 'x-gzip' ? 'gzip' : name, q);
  }
  let best: Encoding | null = null;
  let bestQ = 0;
  for (const encoding of available) {
    const q = weights.get(encoding) ?? weights.get('*') ?? 0;
    if (q > bestQ) {
      best = encoding;
      bestQ = q;
    }
  }
  return best;
}

/**
 * A streaming compressor for a response rendered now (read endpoints, private pages; public
 * pages are compressed once when kept): Brotli at quality 2, a quarter of quality 4's CPU for
 * about 7 % more bytes, or gzip at level 6.
 */
export function createCompressor(encoding: Encoding): zlib.BrotliCompress | zlib.Gzip {
  return encoding === 'br' ? zlib.createBrotliCompress({ params: FAST_BROTLI }) : zlib.createGzip({ level: 6 });
}

const FAST_BROTLI = { [zlib.constants.BROTLI_PARAM_QUALITY]: 2, [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT };

/** Brotli quality and gzip level per use: per request, kept in memory, written at build, immutable assets. */
const LEVELS = { fast: [2, 6], kept: [5, 6], build: [6, 9], best: [11, 9] } as const;
export type CompressionLevel = keyof typeof LEVELS;

/**
 * Compresses a whole body off the main thread (libuv's pool). Brotli's best quality costs
 * about 20× quality 6 for 10 % less: worth it only for assets that never change.
 */
export function compressBody(body: Buffer, encoding: Encoding, level: CompressionLevel): Promise<Buffer> {
  const [quality, gzipLevel] = LEVELS[level];
  return new Promise((resolve, reject) => {
    const done = (error: Error | null, result: Buffer) => (error ? reject(error) : resolve(result));
    if (encoding === 'br') {
      zlib.brotliCompress(
        body,
        {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
            [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        },
        done,
      );
    } else {
      zlib.gzip(body, { level: gzipLevel }, done);
    }
  });
}

/**
 * Bodies up to this size, known whole, are compressed at the fast level on the event loop:
 * ~0.3 ms for a 65 KB list page, where handing the job to the thread pool and back costs
 * ~0.2 ms more of a core (the server runs a process per core, so nothing waits that would
 * not wait anyway).
 */
export const SYNC_COMPRESS_MAX_BYTES = 256 * 1024;

/** compressBody at the fast level, synchronously (for bodies up to SYNC_COMPRESS_MAX_BYTES). */
export function compressBodySync(body: Buffer, encoding: Encoding): Buffer {
  const [quality, gzipLevel] = LEVELS.fast;
  if (encoding === 'gzip') return zlib.gzipSync(body, { level: gzipLevel });
  return zlib.brotliCompressSync(body, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
}

/** Adds `token` to a Vary header value, once. */
export function varyWith(current: unknown, token: string): string {
  const values = (Array.isArray(current) ? current.join(',') : typeof current === 'string' ? current : '')
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
  if (values.includes('*') || values.some((v) => v.toLowerCase() === token.toLowerCase())) return values.join(', ');
  return [...values, token].join(', ');
}

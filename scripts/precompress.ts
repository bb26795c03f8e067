// After the build: writes a Brotli (`.br`) and a gzip (`.gz`) copy beside every static file
// worth compressing in dist/client, so the node server sends them without compressing per
// request (scripts/serve.ts, through sirv). Hashed assets (/_astro/, immutable) and pages get
// Brotli's best quality: a page's first screen must arrive in the first round trip, 14,600 bytes
// with its headers (the Hindi home at quality 6 was 14,048 bytes and its headers 2,043, one trip
// too many); the rest (search index fragments, cover art) a much quicker one that compresses
// nearly as well. Netlify's CDN compresses by itself, so a Netlify build skips this.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const EXTENSIONS = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.xml', '.txt', '.webmanifest']);
/** A copy must save at least this share of the file to be worth a second read from disk. */
const MIN_SAVING = 0.1;
/**
 * Files smaller than this are sent as they are. Compressed once here, even a small module halves
 * (the many small script chunks of a page add up), unlike a response compressed per request.
 */
const MIN_BYTES = 200;
/**
 * Brotli quality and gzip level: the best for assets that never change and for pages (98 pages
 * take about 5 s of one core); for the rest a quality far quicker than the best for a few more bytes.
 */
const LEVELS = { best: [11, 9], build: [6, 9] } as const;
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

function compressBody(body: Buffer, encoding: 'br' | 'gzip', level: keyof typeof LEVELS): Promise<Buffer> {
  const [quality, gzipLevel] = LEVELS[level];
  if (encoding === 'gzip') return gzip(body, { level: gzipLevel });
  const { BROTLI_PARAM_QUALITY, BROTLI_PARAM_MODE, BROTLI_MODE_TEXT, BROTLI_PARAM_SIZE_HINT } = zlib.constants;
  return brotli(body, { params: { [BROTLI_PARAM_QUALITY]: quality, [BROTLI_PARAM_MODE]: BROTLI_MODE_TEXT, [BROTLI_PARAM_SIZE_HINT]: body.length } });
}

function compressible(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return compressible(path);
    return entry.isFile() && EXTENSIONS.has(extname(entry.name).toLowerCase()) && statSync(path).size >= MIN_BYTES ? [path] : [];
  });
}

const root = 'dist/client';
const ASSETS = join(root, '_astro');
if (process.env.NETLIFY === 'true' || !existsSync(root)) {
  console.log('Pre-compression skipped (no dist/client, or a Netlify build).');
} else {
  const started = performance.now();
  const files = compressible(root);
  let written = 0;
  let before = 0;
  let after = 0;
  const queue = [...files];
  // zlib's asynchronous calls run on libuv's thread pool: keep every core busy.
  const lanes = Array.from({ length: Math.max(2, availableParallelism()) }, async () => {
    for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
      const body = await readFile(file);
      const level = file.startsWith(ASSETS) || file.endsWith('.html') ? 'best' : 'build';
      const [br, gz] = await Promise.all([compressBody(body, 'br', level), compressBody(body, 'gzip', level)]);
      before += body.length;
      after += br.length;
      for (const [copy, suffix] of [
        [br, '.br'],
        [gz, '.gz'],
      ] as const) {
        if (copy.length <= body.length * (1 - MIN_SAVING)) {
          await writeFile(file + suffix, copy);
          written++;
        }
      }
    }
  });
  await Promise.all(lanes);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `Pre-compressed ${files.length} files (${written} copies; Brotli ${(before / 1024).toFixed(0)} KB → ${(after / 1024).toFixed(0)} KB) in ${seconds} s`,
  );
}

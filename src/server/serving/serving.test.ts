// The node server's layers, each behind a real HTTP server on a free loopback port.
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import type { ListingRef } from '../../features/listing-photos/listing-ownership.server.ts';
import { compressResponse } from './compression.ts';
import { ByteLru, PageCache } from './page-cache.ts';
import { StaticFiles, parseHeaderRules } from './static-files.ts';

type Handler = (req: IncomingMessage, res: ServerResponse) => void;
const servers: http.Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((resolve) => s.close(resolve))));
});

async function serve(handler: Handler): Promise<string> {
  const server = http.createServer(handler);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** A raw GET (fetch would decompress on its own): status, headers and the body as sent. */
function get(url: string, headers: Record<string, string> = {}, method = 'GET'): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .request(url, { headers, method }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject)
      .end();
  });
}

const bigHtml = `<!doctype html><title>x</title>${'<p>Wedding venues in Jaipur with lawns.</p>'.repeat(200)}`;

describe('on-the-fly compression', () => {
  const app: Handler = (req, res) => {
    compressResponse(req, res);
    const url = req.url ?? '';
    if (url === '/big') {
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      for (let i = 0; i < bigHtml.length; i += 700) res.write(bigHtml.slice(i, i + 700));
      res.end();
    } else if (url === '/streamed') {
      // Rendered over several turns of the event loop, as a page that streams.
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      let i = 0;
      const next = () => {
        if (i >= bigHtml.length) return res.end();
        res.write(bigHtml.slice(i, (i += 1400)));
        setTimeout(next, 1);
      };
      next();
    } else if (url === '/tiny') {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end('{"ok":true}');
    } else if (url === '/png') {
      res.writeHead(200, { 'Content-Type': 'image/png' });
      res.end(Buffer.alloc(4000, 1));
    } else {
      res.writeHead(204);
      res.end();
    }
  };

  it('compresses a body written in one turn whole, with its length', async () => {
    const base = await serve(app);
    const br = await get(`${base}/big`, { 'accept-encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
    expect(brotliDecompressSync(br.body).toString()).toBe(bigHtml);
  });

  it('streams HTML through Brotli or gzip, as the client accepts', async () => {
    const base = await serve(app);
    const br = await get(`${base}/streamed`, { 'accept-encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(br.headers['content-length']).toBeUndefined();
    expect(brotliDecompressSync(br.body).toString()).toBe(bigHtml);
    expect(br.body.length).toBeLessThan(bigHtml.length / 5);

    const gz = await get(`${base}/big`, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(bigHtml);

    const plain = await get(`${base}/big`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('Accept-Encoding');
    expect(plain.body.toString()).toBe(bigHtml);
  });

  it('sends tiny bodies, images and empty responses as they are', async () => {
    const base = await serve(app);
    const tiny = await get(`${base}/tiny`, { 'accept-encoding': 'br' });
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.headers['content-length']).toBe('11');
    expect(tiny.body.toString()).toBe('{"ok":true}');
    const png = await get(`${base}/png`, { 'accept-encoding': 'br' });
    expect(png.headers['content-encoding']).toBeUndefined();
    expect(png.body.length).toBe(4000);
    const empty = await get(`${base}/none`, { 'accept-encoding': 'br' });
    expect(empty.status).toBe(204);
    expect(empty.headers['content-encoding']).toBeUndefined();
  });
});

describe('page cache', () => {
  function setup(options: { cacheControl?: string; cookie?: boolean; maxBytes?: number; now?: () => number } = {}) {
    const revisions = new Map<string, number>();
    let renders = 0;
    let refetches = 0;
    const page = (url: string) => `<!doctype html><title>${url}</title>${'<p>Lake-view lawns for the sangeet.</p>'.repeat(100)}<p>render ${renders}</p>`;
    const render: Handler = (req, res) => {
      renders++;
      setTimeout(() => {
        res.writeHead(200, {
          'Content-Type': 'text/html; charset=utf-8',
          'Cache-Control': options.cacheControl ?? 'public, s-maxage=300, stale-while-revalidate=600',
          ...(options.cookie ? { 'Set-Cookie': 'a=b' } : {}),
        });
        res.end(page(req.url!));
      }, 5);
    };
    const cache = new PageCache({
      maxBytes: options.maxBytes ?? 1024 * 1024,
      revisionOf: async (listing: ListingRef) => revisions.get(`${listing.kind}:${listing.id}`) ?? 0,
      refetch: async (url) => {
        refetches++;
        renders++;
        return { status: 200, headers: { 'content-type': 'text/html', 'cache-control': 'public, s-maxage=300' }, body: Buffer.from(page(url)) };
      },
      ...(options.now ? { now: options.now } : {}),
    });
    return {
      cache,
      revisions,
      /** Waits until the page rendered last has been compressed and kept. */
      kept: async (count = 1) => {
        for (let i = 0; i < 100 && cache.pages.size < count; i++) await new Promise((resolve) => setTimeout(resolve, 5));
      },
      counts: () => ({ renders, refetches }),
      handler: ((req, res) => void cache.handle(req, res, render)) as Handler,
    };
  }

  it('renders a public page once and answers again from memory, compressed', async () => {
    const t = setup();
    const base = await serve(t.handler);
    const first = await get(`${base}/venues/wedding/1`, { 'accept-encoding': 'br' });
    expect(first.headers['x-cache']).toBe('MISS');
    expect(first.headers['content-encoding']).toBe('br');
    await t.kept();
    // Compressed well only once it is asked for again: most filtered lists never are.
    expect(t.cache.pages.get('/venues/wedding/1')?.encoded.br).toBeUndefined();
    const second = await get(`${base}/venues/wedding/1`, { 'accept-encoding': 'br' });
    expect(second.headers['x-cache']).toBe('HIT');
    expect(second.headers['content-encoding']).toBe('br');
    expect(t.cache.pages.get('/venues/wedding/1')?.encoded.br).toEqual(second.body);
    expect(brotliDecompressSync(second.body).toString()).toBe(brotliDecompressSync(first.body).toString());
    const gz = await get(`${base}/venues/wedding/1`, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(brotliDecompressSync(first.body).toString());
    const plain = await get(`${base}/venues/wedding/1`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['cache-control']).toBe('public, s-maxage=300, stale-while-revalidate=600');
    expect(t.counts().renders).toBe(1);

    const again = await get(`${base}/venues/wedding/1`, { 'if-none-match': plain.headers.etag! });
    expect(again.status).toBe(304);
  });

  it('renders once for concurrent requests of the same page', async () => {
    const t = setup();
    const base = await serve(t.handler);
    const all = await Promise.all(Array.from({ length: 8 }, () => get(`${base}/vendors/3`)));
    expect(new Set(all.map((r) => r.body.toString())).size).toBe(1);
    expect(t.counts().renders).toBe(1);
  });

  it('renders again once the listing changes', async () => {
    const t = setup();
    const base = await serve(t.handler);
    await get(`${base}/venues/wedding/7`);
    await t.kept();
    expect((await get(`${base}/venues/wedding/7`)).headers['x-cache']).toBe('HIT');
    t.revisions.set('venue:7', 1);
    const after = await get(`${base}/venues/wedding/7`);
    expect(after.headers['x-cache']).toBe('MISS');
    expect(after.body.toString()).toContain('render 2');
    await t.kept();
    expect((await get(`${base}/venues/wedding/7`)).headers['x-cache']).toBe('HIT');
    expect(t.counts().renders).toBe(2);
  });

  it('never keeps a page that sets a cookie, is private, or was asked for with credentials', async () => {
    for (const options of [{ cookie: true }, { cacheControl: 'private, max-age=60' }, { cacheControl: 'no-store' }]) {
      const t = setup(options);
      const base = await serve(t.handler);
      await get(`${base}/venues/wedding/1`);
      expect((await get(`${base}/venues/wedding/1`)).headers['x-cache']).toBe('MISS');
      expect(t.cache.pages.size).toBe(0);
    }
    const t = setup();
    const base = await serve(t.handler);
    await get(`${base}/venues/wedding/1`, { cookie: 'mandap_session=x' });
    expect(t.cache.pages.size).toBe(0);
  });

  it('serves a stale page while it fetches a new one, within stale-while-revalidate', async () => {
    let clock = 1_000_000;
    const t = setup({ now: () => clock });
    const base = await serve(t.handler);
    await get(`${base}/ideas/gone`);
    await t.kept();
    clock += 301_000;
    const stale = await get(`${base}/ideas/gone`);
    expect(stale.headers['x-cache']).toBe('STALE');
    expect(stale.body.toString()).toContain('render 1');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(t.counts().refetches).toBe(1);
    const fresh = await get(`${base}/ideas/gone`);
    expect(fresh.headers['x-cache']).toBe('HIT');
    expect(fresh.body.toString()).toContain('render 2');
    clock += 2_000_000;
    expect((await get(`${base}/ideas/gone`)).headers['x-cache']).toBe('MISS');
  });

  it('forgets the least recently used pages beyond its byte budget', () => {
    const lru = new ByteLru<{ bytes: number }>(100);
    lru.set('a', { bytes: 40 });
    lru.set('b', { bytes: 40 });
    lru.get('a');
    lru.set('c', { bytes: 40 });
    expect(lru.get('b')).toBeUndefined();
    expect(lru.get('a')).toBeDefined();
    expect(lru.bytes).toBe(80);
    expect(lru.set('huge', { bytes: 101 })).toBe(false);
  });
});

describe('static files', () => {
  let root = '';
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  function build(): StaticFiles {
    root = mkdtempSync(join(tmpdir(), 'mandap-static-'));
    mkdirSync(join(root, 'client', 'about'), { recursive: true });
    mkdirSync(join(root, 'client', '_astro'), { recursive: true });
    const js = `export const x = ${JSON.stringify('a'.repeat(3000))};`;
    writeFileSync(join(root, 'client', 'index.html'), '<h1>Home</h1>');
    writeFileSync(join(root, 'client', 'about', 'index.html'), '<h1>About</h1>');
    writeFileSync(join(root, 'client', '_astro', 'app.abc.js'), js);
    writeFileSync(join(root, 'client', '_astro', 'app.abc.js.br'), brotliCompressSync(js));
    writeFileSync(join(root, 'client', '_astro', 'app.abc.js.gz'), gzipSync(js));
    writeFileSync(join(root, 'client', '_headers'), '/*\n  X-Frame-Options: DENY\n\n/_astro/*\n  Cache-Control: public, max-age=31536000, immutable\n');
    writeFileSync(join(root, '_headers.json'), JSON.stringify([{ pathname: '/about', headers: [{ key: 'Content-Security-Policy', value: "script-src 'self'" }] }]));
    return StaticFiles.fromBuild(join(root, 'client'), new Set(['x-frame-options']));
  }

  const handler =
    (files: StaticFiles): Handler =>
    (req, res) => {
      const file = files.lookup(req);
      if (!file) return void res.writeHead(404).end();
      void files.send(req, res, file);
    };

  it('answers pages by their clean URL, with the per-page headers', async () => {
    const base = await serve(handler(build()));
    for (const path of ['/about', '/about/', '/about/index.html']) {
      const page = await get(base + path);
      expect(page.body.toString()).toBe('<h1>About</h1>');
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(page.headers['content-security-policy']).toBe("script-src 'self'");
      expect(page.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    }
    expect((await get(`${base}/?q=1`)).body.toString()).toBe('<h1>Home</h1>');
    expect((await get(`${base}/missing`)).status).toBe(404);
    expect((await get(`${base}/../package.json`)).status).toBe(404);
    expect((await get(`${base}/_headers.json`)).status).toBe(404);
  });

  it('sends the pre-compressed copy the client accepts, cached for good, with 304s', async () => {
    const base = await serve(handler(build()));
    const br = await get(`${base}/_astro/app.abc.js`, { 'accept-encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers['x-frame-options']).toBeUndefined();
    expect(brotliDecompressSync(br.body).toString()).toContain('export const x');
    const gz = await get(`${base}/_astro/app.abc.js`, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers.etag).not.toBe(br.headers.etag);
    const plain = await get(`${base}/_astro/app.abc.js`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(Number(plain.headers['content-length'])).toBe(plain.body.length);
    const revalidated = await get(`${base}/_astro/app.abc.js`, { 'accept-encoding': 'br', 'if-none-match': br.headers.etag! });
    expect(revalidated.status).toBe(304);
    const head = await get(`${base}/_astro/app.abc.js`, { 'accept-encoding': 'br' }, 'HEAD');
    expect(head.body.length).toBe(0);
    expect(head.headers['content-length']).toBe(br.headers['content-length']);
  });

  it('reads the rules of a _headers file', () => {
    const rules = parseHeaderRules('/*\n  A: 1\n  B: 2\n\n/art/*\n  Cache-Control: x\n', new Set(['a']));
    expect(rules.map((r) => r.headers)).toEqual([[['B', '2']], [['Cache-Control', 'x']]]);
    expect(rules[1]!.pattern.test('/art/venue/1.svg')).toBe(true);
    expect(rules[1]!.pattern.test('/artist')).toBe(false);
  });
});

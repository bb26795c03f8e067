// The local server (scripts/serve.ts) started on the built site, on an empty migrated database:
// static files as precompressed at build with the caching of server/caching.ts, everything else
// through the app. Run by `npm run test:e2e` right after its build (tests/served/vitest.config.ts);
// without a build it fails rather than skip.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import http, { type IncomingHttpHeaders } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMMUTABLE, REVALIDATE } from '../../src/server/caching.ts';
import { securityHeaders } from '../../src/server/security-headers.ts';
import { createTestDb, type TestDb } from '../setup/db.ts';
import { freePort, startServer, type Server } from '../../scripts/bench/server.ts';

type Answer = { status: number; headers: IncomingHttpHeaders; body: Buffer };

/** A request whose body comes back as sent (fetch would decode it). */
function request(url: string, options: { method?: string; headers?: Record<string, string> } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: options.method ?? 'GET', headers: options.headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

function expectSecurityHeaders(headers: IncomingHttpHeaders): void {
  for (const [name, value] of Object.entries(securityHeaders)) {
    if (name === 'Content-Security-Policy') expect(headers['content-security-policy']).toContain(value);
    else expect(headers[name.toLowerCase()], name).toBe(value);
  }
}

describe('the local server', () => {
  it('has a build to serve (npm run build, with its precompressed copies)', () => {
    expect(existsSync('dist/server/entry.mjs') && existsSync('dist/client/index.html.br')).toBe(true);
  });

  let db: TestDb;
  let server: Server;
  beforeAll(async () => {
    db = await createTestDb();
    server = await startServer(await freePort(4470), db.url.slice('file:'.length));
  });
  afterAll(async () => {
    await server?.stop();
    db?.cleanup();
  });

  it('sends a built page as its Brotli copy, revalidated, with our CSP beside the page’s own', async () => {
    const page = await request(`${server.url}/`, { headers: { 'accept-encoding': 'gzip, br' } });
    expect(page.status).toBe(200);
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.body.equals(readFileSync('dist/client/index.html.br'))).toBe(true);
    expect(page.headers['cache-control']).toBe(REVALIDATE);
    expectSecurityHeaders(page.headers);
    // Node joins repeated headers with ", ": ours, then the page's script hashes.
    expect(page.headers['content-security-policy']).toMatch(/^frame-ancestors 'none'.*, default-src 'self'.*script-src 'self' 'sha256-/);

    const head = await request(`${server.url}/`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(Number(head.headers['content-length'])).toBe(readFileSync('dist/client/index.html').length);
    expect(head.body.length).toBe(0);
  });

  it('sends a server-rendered page one policy: its own, with ours appended once', async () => {
    const page = await request(`${server.url}/venues/all/wedding`, { headers: { 'accept-encoding': 'br' } });
    expect(page.status).toBe(200);
    expectSecurityHeaders(page.headers);
    const policy = String(page.headers['content-security-policy']);
    expect(policy).toMatch(/^default-src 'self'.*script-src 'self' 'sha256-/);
    expect(policy.split(securityHeaders['Content-Security-Policy']!).length - 1).toBe(1);
  });

  it('preloads the faces a page is first painted in: the two Latin ones in English, Devanagari alone in Hindi', async () => {
    const faces = async (path: string) => {
      const html = (await request(`${server.url}${path}`)).body.toString('utf8');
      const families = new Map(
        [...html.matchAll(/@font-face\{font-family:"([^"]+)-[0-9a-f]+";src:url\("([^"]+)"\)/g)].map(([, family, href]) => [href, family]),
      );
      const preloaded = [...html.matchAll(/<link rel="preload" href="([^"]+)" as="font"/g)].map(([, href]) => families.get(href)).sort();
      return { declared: [...families.values()].sort(), preloaded };
    };
    expect(await faces('/')).toEqual({
      declared: ['Noto Sans Devanagari', 'Noto Sans Devanagari Extended', 'Playfair Display', 'Source Sans 3'],
      preloaded: ['Playfair Display', 'Source Sans 3'],
    });
    // A Hindi page sets its Latin (names, numbers) in the system faces: no Latin face to fetch.
    expect(await faces('/hi/')).toEqual({ declared: ['Noto Sans Devanagari', 'Noto Sans Devanagari Extended'], preloaded: ['Noto Sans Devanagari'] });
  });

  it('sends hashed assets immutable, with 304s and ranges', async () => {
    const name = readdirSync('dist/client/_astro')
      .find((file) => file.endsWith('.js.br'))!
      .slice(0, -'.br'.length);
    const url = `${server.url}/_astro/${name}`;
    const asset = await request(url, { headers: { 'accept-encoding': 'br' } });
    expect(asset.status).toBe(200);
    expect(asset.headers['content-encoding']).toBe('br');
    expect(asset.headers['cache-control']).toBe(IMMUTABLE);
    expectSecurityHeaders(asset.headers);

    const again = await request(url, { headers: { 'accept-encoding': 'br', 'if-none-match': asset.headers.etag! } });
    expect(again.status).toBe(304);
    expect(again.headers['cache-control']).toBe(IMMUTABLE);
    expect(again.body.length).toBe(0);

    const part = await request(url, { headers: { range: 'bytes=0-9' } });
    expect(part.status).toBe(206);
    expect(part.body.equals(readFileSync(`dist/client/_astro/${name}`).subarray(0, 10))).toBe(true);
  });

  it('leaves every other address to the app: an unknown one gets its 404 page, compressed on the fly', async () => {
    const missing = await request(`${server.url}/no/such/page`, { headers: { 'accept-encoding': 'br' } });
    expect(missing.status).toBe(404);
    expect(missing.headers['content-encoding']).toBe('br');
    expect(missing.headers['cache-control']).not.toBe(REVALIDATE);
    expectSecurityHeaders(missing.headers);
    const { brotliDecompressSync } = await import('node:zlib');
    expect(brotliDecompressSync(missing.body).toString()).toContain('<title>Page not found');

    // A POST to a built page's address is the app's too (not the file).
    const posted = await request(`${server.url}/about`, { method: 'POST', headers: { origin: server.url } });
    expect(posted.status).not.toBe(200);
    expectSecurityHeaders(posted.headers);
  });
});

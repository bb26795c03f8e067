import { describe, expect, it, vi } from 'vitest';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { KeptBody, ResponseCache } from './response-cache.ts';

describe('ResponseCache', () => {
  it('serves a body until it expires, then loads it again', async () => {
    vi.useFakeTimers();
    const cache = new ResponseCache(1000, 10);
    let loads = 0;
    const load = async () => `body ${++loads}`;
    expect(await cache.get('a', load)).toBe('body 1');
    expect(await cache.get('a', load)).toBe('body 1');
    vi.advanceTimersByTime(1001);
    expect(await cache.get('a', load)).toBe('body 2');
    vi.useRealTimers();
  });

  it('keeps at most maxEntries, dropping the oldest', async () => {
    const cache = new ResponseCache(60_000, 2);
    await cache.get('a', async () => 'a1');
    await cache.get('b', async () => 'b1');
    await cache.get('c', async () => 'c1');
    expect(await cache.get('a', async () => 'a2')).toBe('a2');
    expect(await cache.get('c', async () => 'c2')).toBe('c1');
  });

  it('does not cache failures', async () => {
    const cache = new ResponseCache(60_000, 2);
    await expect(cache.get('a', async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('a', async () => 'ok')).toBe('ok');
  });
});

describe('KeptBody', () => {
  const json = JSON.stringify({ venues: Array.from({ length: 40 }, (_, i) => ({ id: i, name: `Venue ${i}` })) });
  const ask = (body: KeptBody, acceptEncoding?: string) =>
    body.response(acceptEncoding ?? null, { 'Cache-Control': 'public, s-maxage=60' });

  it('answers compressed as the client accepts, the same bytes for every visitor while kept', async () => {
    const body = new KeptBody(json);
    const first = ask(body, 'gzip, br');
    expect(first.headers.get('Content-Encoding')).toBe('br');
    expect(first.headers.get('Vary')).toBe('Accept-Encoding');
    expect(first.headers.get('Cache-Control')).toBe('public, s-maxage=60');
    const bytes = Buffer.from(await first.arrayBuffer());
    expect(brotliDecompressSync(bytes).toString()).toBe(json);
    expect(Buffer.from(await ask(body, 'br').arrayBuffer())).toEqual(bytes);
    const gzip = ask(body, 'gzip');
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(json);
  });

  it('sends small bodies and clients that accept no compression the JSON as it is', async () => {
    const plain = ask(new KeptBody(json));
    expect(plain.headers.get('Content-Encoding')).toBeNull();
    expect(await plain.text()).toBe(json);
    const small = ask(new KeptBody('{"venues":[]}'), 'br');
    expect(small.headers.get('Content-Encoding')).toBeNull();
    expect(await small.text()).toBe('{"venues":[]}');
  });
});

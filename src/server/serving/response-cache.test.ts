import { describe, expect, it } from 'vitest';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { KeptBody } from './response-cache.ts';

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

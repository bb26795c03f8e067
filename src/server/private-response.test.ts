import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { PreparedJson, preparedJsonResponse } from './private-response.ts';

const large = JSON.stringify({ households: Array.from({ length: 200 }, (_, k) => ({ id: k, name: `Sharma family ${k}`, link: `https://mandap.example/rsvp/${k}` })) });
const request = (acceptEncoding?: string) => new Request('https://mandap.example/api/households', { headers: acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {} });

describe('kept private JSON', () => {
  it('is sent compressed as the client accepts, private and varying by encoding', async () => {
    const body = new PreparedJson(large);
    const br = await preparedJsonResponse(request('gzip, br'), body);
    expect(br.headers.get('Content-Encoding')).toBe('br');
    expect(br.headers.get('Cache-Control')).toBe('no-store');
    expect(br.headers.get('Vary')).toBe('Accept-Encoding');
    expect(br.headers.get('Content-Type')).toBe('application/json; charset=utf-8');
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(large);
    const gzip = await preparedJsonResponse(request('gzip'), body);
    expect(gzip.headers.get('Content-Encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(large);
  });

  it('compresses each encoding once', async () => {
    const body = new PreparedJson(large);
    expect(body.encodedAs('br')).toBe(body.encodedAs('br'));
    const first = Buffer.from(await (await preparedJsonResponse(request('br'), body)).arrayBuffer());
    const second = Buffer.from(await (await preparedJsonResponse(request('br'), body)).arrayBuffer());
    expect(second.equals(first)).toBe(true);
  });

  it('is sent as it is to a client that takes no compression, and when small', async () => {
    const plain = await preparedJsonResponse(request(), new PreparedJson(large));
    expect(plain.headers.get('Content-Encoding')).toBeNull();
    expect(await plain.text()).toBe(large);
    const small = await preparedJsonResponse(request('br'), new PreparedJson('{"households":[]}'));
    expect(small.headers.get('Content-Encoding')).toBeNull();
    expect(await small.json()).toEqual({ households: [] });
  });
});

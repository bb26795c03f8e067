import { describe, expect, it } from 'vitest';
import {
  COVER_ART,
  IMMUTABLE,
  REVALIDATE,
  staticCacheControl,
  applyCaching,
  applyDefaultCaching,
  isNotModified,
  isPublicResponse,
  notModified,
  privateAnswer,
  privateEtag,
  privatePage,
} from './caching.ts';

const signedIn = (id: string | null) => ({ user: id ? ({ id } as NonNullable<App.Locals['user']>) : null, session: null });
const asking = (ifNoneMatch?: string) => new Request('https://mandap.example/api/functions', { headers: ifNoneMatch ? { 'If-None-Match': ifNoneMatch } : {} });

describe('privateEtag', () => {
  it('is a weak tag that names neither the user nor the version', () => {
    const etag = privateEtag('user-a1b2', 'v:41');
    expect(etag).toMatch(/^W\/"[A-Za-z0-9_-]{27}"$/);
    expect(etag).not.toContain('user-a1b2');
    expect(etag).not.toContain('41');
  });

  it('is the same for the same user and version, and differs when either differs', () => {
    expect(privateEtag('a', '1')).toBe(privateEtag('a', '1'));
    expect(privateEtag('b', '1')).not.toBe(privateEtag('a', '1'));
    expect(privateEtag('a', '2')).not.toBe(privateEtag('a', '1'));
    // The parts cannot run into each other.
    expect(privateEtag('a1', '2')).not.toBe(privateEtag('a', '12'));
  });
});

describe('isNotModified', () => {
  const etag = privateEtag('a', '1');
  it('matches the tag, weakly, alone or in a list, and *', () => {
    expect(isNotModified(asking(etag), etag)).toBe(true);
    expect(isNotModified(asking(etag.slice(2)), etag)).toBe(true);
    expect(isNotModified(asking(`"other", ${etag}`), etag)).toBe(true);
    expect(isNotModified(asking('*'), etag)).toBe(true);
  });

  it('does not match without the header, or with another tag', () => {
    expect(isNotModified(asking(), etag)).toBe(false);
    expect(isNotModified(asking(privateEtag('b', '1')), etag)).toBe(false);
    expect(isNotModified(asking(privateEtag('a', '2')), etag)).toBe(false);
  });
});

describe('notModified', () => {
  it('is a 304 without a body, with the private caching headers and the tag', async () => {
    const response = notModified('W/"x"');
    expect(response.status).toBe(304);
    expect(await response.text()).toBe('');
    expect(Object.fromEntries(response.headers)).toMatchObject({ 'cache-control': 'private, no-cache', vary: 'Cookie', etag: 'W/"x"' });
  });
});

describe('privateAnswer', () => {
  const json = (body: unknown, status = 200) => Promise.resolve(Response.json(body, { status }));

  it('answers with the read and its ETag, then 304 without reading while the same user holds it', async () => {
    let reads = 0;
    const read = () => (reads++, json({ functions: ['Sangeet'] }));
    const first = await privateAnswer({ locals: signedIn('a'), request: asking() }, 'v1', read);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ functions: ['Sangeet'] });
    const etag = first.headers.get('ETag')!;
    expect(etag).toBe(privateEtag('a', 'v1'));
    expect(first.headers.get('Cache-Control')).toBe('private, no-cache');
    expect(first.headers.get('Vary')).toBe('Cookie');

    const again = await privateAnswer({ locals: signedIn('a'), request: asking(etag) }, 'v1', read);
    expect(again.status).toBe(304);
    expect(again.headers.get('ETag')).toBe(etag);
    expect(reads).toBe(1);
  });

  it("reads again for another user holding the first one's tag, or after the version moved", async () => {
    const etag = privateEtag('a', 'v1');
    const asB = await privateAnswer({ locals: signedIn('b'), request: asking(etag) }, 'v1', () => json({ functions: ['Mehendi'] }));
    expect(asB.status).toBe(200);
    expect(await asB.json()).toEqual({ functions: ['Mehendi'] });
    expect(asB.headers.get('ETag')).toBe(privateEtag('b', 'v1'));

    const moved = await privateAnswer({ locals: signedIn('a'), request: asking(etag) }, 'v2', () => json({ functions: ['Renamed'] }));
    expect(moved.status).toBe(200);
    expect(moved.headers.get('ETag')).toBe(privateEtag('a', 'v2'));
  });

  it('gives no ETag to an answer that is not a 200, and refuses to run for nobody', async () => {
    const missing = await privateAnswer({ locals: signedIn('a'), request: asking() }, 'v1', () => json({ error: 'Function not found' }, 404));
    expect(missing.status).toBe(404);
    expect(missing.headers.get('ETag')).toBeNull();
    await expect(privateAnswer({ locals: signedIn(null), request: asking() }, 'v1', () => json({}))).rejects.toThrow();
  });
});

describe('privatePage', () => {
  it("gives the page's answer its ETag, then answers 304 for the same user and version", () => {
    const page = { locals: signedIn('a'), request: asking(), response: { headers: new Headers({ Vary: 'Accept-Encoding' }) } };
    expect(privatePage(page, 'v1')).toBeNull();
    expect(page.response.headers.get('ETag')).toBe(privateEtag('a', 'v1'));
    expect(page.response.headers.get('Vary')).toBe('Accept-Encoding, Cookie');

    const again = { ...page, request: asking(privateEtag('a', 'v1')), response: { headers: new Headers() } };
    expect(privatePage(again, 'v1')!.status).toBe(304);
    const other = { locals: signedIn('b'), request: asking(privateEtag('a', 'v1')), response: { headers: new Headers() } };
    expect(privatePage(other, 'v1')).toBeNull();
  });
});

describe('applyCaching', () => {
  it('sets each header, and adds Vary names to those already there once', () => {
    const headers = new Headers({ 'Cache-Control': 'no-store', Vary: 'Accept-Encoding' });
    applyCaching(headers, { 'Cache-Control': 'private, no-cache', Vary: 'Cookie' });
    applyCaching(headers, { Vary: 'cookie' });
    expect(headers.get('Cache-Control')).toBe('private, no-cache');
    expect(headers.get('Vary')).toBe('Accept-Encoding, Cookie');
  });
});

describe('applyDefaultCaching', () => {
  it('makes an answer that chose nothing private, a POST answer never stored, and leaves a choice alone', () => {
    const page = new Headers();
    applyDefaultCaching(page, 'GET');
    expect(Object.fromEntries(page)).toEqual({ 'cache-control': 'private, no-cache', vary: 'Cookie' });
    const posted = new Headers();
    applyDefaultCaching(posted, 'POST');
    expect(posted.get('Cache-Control')).toBe('no-store');
    const chosen = new Headers({ 'Cache-Control': 'public, max-age=0, must-revalidate' });
    applyDefaultCaching(chosen, 'GET');
    expect(chosen.get('Cache-Control')).toBe('public, max-age=0, must-revalidate');
    expect(isPublicResponse(chosen)).toBe(true);
    expect(isPublicResponse(page)).toBe(false);
  });
});

describe('built files', () => {
  it('hashed assets are immutable, cover art kept a week, anything else revalidated', () => {
    expect(staticCacheControl('/_astro/client.abc123.js')).toBe(IMMUTABLE);
    expect(staticCacheControl('/art/venue/3.svg')).toBe(COVER_ART);
    expect(staticCacheControl('/about/index.html')).toBe(REVALIDATE);
    expect(staticCacheControl('/_astro')).toBe(REVALIDATE);
  });
});

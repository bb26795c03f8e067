import { describe, expect, it } from 'vitest';
import { sharedLifetime } from './cache-control.ts';
import { chooseEncoding, isCompressible, varyWith } from './encoding.ts';
import { listingOfPath } from './listing-pages.ts';

describe('content negotiation', () => {
  it('prefers Brotli, then gzip, as the client allows', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(chooseEncoding('gzip')).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip')).toBe('gzip');
    expect(chooseEncoding('br;q=0.5, gzip;q=0.8')).toBe('gzip');
    expect(chooseEncoding('*')).toBe('br');
    expect(chooseEncoding('*;q=0, gzip')).toBe('gzip');
    expect(chooseEncoding('identity')).toBeNull();
    expect(chooseEncoding(undefined)).toBeNull();
    expect(chooseEncoding('br', ['gzip'])).toBeNull();
    expect(chooseEncoding('BR, GZIP', ['gzip'])).toBe('gzip');
  });

  it('compresses text, JSON and SVG, not images or fonts', () => {
    expect(isCompressible('text/html; charset=utf-8')).toBe(true);
    expect(isCompressible('application/json')).toBe(true);
    expect(isCompressible('image/svg+xml')).toBe(true);
    expect(isCompressible('text/javascript')).toBe(true);
    expect(isCompressible('image/png')).toBe(false);
    expect(isCompressible('font/woff2')).toBe(false);
    expect(isCompressible(undefined)).toBe(false);
  });

  it('adds Accept-Encoding to Vary once', () => {
    expect(varyWith(undefined, 'Accept-Encoding')).toBe('Accept-Encoding');
    expect(varyWith('Origin', 'Accept-Encoding')).toBe('Origin, Accept-Encoding');
    expect(varyWith('accept-encoding', 'Accept-Encoding')).toBe('accept-encoding');
    expect(varyWith('*', 'Accept-Encoding')).toBe('*');
  });
});

describe('shared cache lifetime', () => {
  it('follows s-maxage, then max-age, and stale-while-revalidate', () => {
    expect(sharedLifetime('public, s-maxage=300, stale-while-revalidate=86400')).toEqual({ freshMs: 300_000, staleMs: 86_400_000 });
    expect(sharedLifetime('public, max-age=0, s-maxage=300')).toEqual({ freshMs: 300_000, staleMs: 0 });
    expect(sharedLifetime('public, max-age=60')).toEqual({ freshMs: 60_000, staleMs: 0 });
  });

  it('keeps nothing private, uncacheable or without a lifetime', () => {
    expect(sharedLifetime('private, s-maxage=300')).toBeNull();
    expect(sharedLifetime('no-store')).toBeNull();
    expect(sharedLifetime('public, no-cache, s-maxage=10')).toBeNull();
    expect(sharedLifetime('public, max-age=0, must-revalidate')).toBeNull();
    expect(sharedLifetime(undefined)).toBeNull();
  });
});

describe('listing pages', () => {
  it('names the venue or vendor of a detail page', () => {
    expect(listingOfPath('/venues/wedding/17')).toEqual({ kind: 'venue', id: 17 });
    expect(listingOfPath('/venues/wedding/17/')).toEqual({ kind: 'venue', id: 17 });
    expect(listingOfPath('/vendors/40')).toEqual({ kind: 'vendor', id: 40 });
    expect(listingOfPath('/vendors/mumbai/photography/40')).toEqual({ kind: 'vendor', id: 40 });
    expect(listingOfPath('/vendors/mumbai/photography')).toBeNull();
    expect(listingOfPath('/venues/mumbai/wedding')).toBeNull();
    expect(listingOfPath('/ideas/missing')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { excerptParts, resultKind } from './search.ts';

describe('search results', () => {
  it('names the kind of page from its URL', () => {
    expect(resultKind('/venues/wedding/12')).toBe('Venue');
    expect(resultKind('/vendors/40')).toBe('Vendor');
    expect(resultKind('/vendors/mumbai/cakes/40')).toBe('Vendor');
    expect(resultKind('/vendors/mumbai/cakes/')).toBe('Vendors');
    expect(resultKind('/venues/jaipur/')).toBe('Venues');
    expect(resultKind('/ideas/mehendi-colours/')).toBe('Idea');
    expect(resultKind('/blog/budget/')).toBe('Blog');
  });

  it('turns an excerpt into text and highlights, never HTML', () => {
    expect(excerptParts('A <mark>lake</mark> view &amp; <mark>lawn</mark>&lt;script&gt;')).toEqual([
      { text: 'A ', mark: false },
      { text: 'lake', mark: true },
      { text: ' view & ', mark: false },
      { text: 'lawn', mark: true },
      { text: '<script>', mark: false },
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { excerptParts, resultKind } from './search.ts';
import { catalogueCountText, catalogueMatch, cityRowidStart, listingOfRowid, parseCatalogueQuery, searchWords } from './catalogue-search.ts';

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

describe('catalogue query', () => {
  it('reads q, city and page, and refuses a query without words', () => {
    expect(parseCatalogueQuery(new URLSearchParams('q=Lake%20view&city=Jaipur&page=2'))).toEqual({
      q: 'Lake view',
      city: 'jaipur',
      page: 2,
      pageSize: 10,
      typing: false,
    });
    expect(parseCatalogueQuery(new URLSearchParams('q=lak&page=2&typing=1'))).toMatchObject({ page: 1, typing: true });
    expect(parseCatalogueQuery(new URLSearchParams('q=x&city=all&page=-3'))).toMatchObject({ city: null, page: 1 });
    expect(parseCatalogueQuery(new URLSearchParams('q=x&page=9999'))?.page).toBe(20);
    expect(parseCatalogueQuery(new URLSearchParams('q=%20%2B%2B%20'))).toBeNull();
    expect(parseCatalogueQuery(new URLSearchParams(''))).toBeNull();
  });

  it('quotes every word, takes the last as a prefix when asked, and filters by city in the index', () => {
    expect(searchWords('Heritage, JAIPUR! "or" NEAR(x)')).toEqual(['heritage', 'jaipur', 'or', 'near', 'x']);
    expect(catalogueMatch(['heritage', 'jaipur'], null, false)!.title).toBe('("heritage" "jaipur")');
    expect(catalogueMatch(['heritage', 'jai'], null, true)).toEqual({
      title: '("heritage" "jai"*)',
      all: '({name kind city body} : ("heritage" "jai"*))',
    });
    expect(catalogueMatch(['photographers'], null, true)!.title).toBe('("photog"*)');
    expect(catalogueMatch(['dj'], 4, true)).toEqual({
      title: '("dj"*) AND place : "city4"',
      all: '({name kind city body} : ("dj"*)) AND place : "city4"',
    });
    expect(cityRowidStart(3)).toBe(3n * 2n ** 41n);
    expect(catalogueMatch([], null, false)).toBeNull();
  });

  it('reads the listing from an index rowid', () => {
    expect(listingOfRowid(150n * 4294967296n + 17n * 2n)).toEqual({ kind: 'venue', id: 17 });
    expect(listingOfRowid(3 * 4294967296 + 40 * 2 + 1)).toEqual({ kind: 'vendor', id: 40 });
  });

  it('counts results in words', () => {
    expect(catalogueCountText(1, false)).toBe('1 venue or vendor');
    expect(catalogueCountText(12, false)).toBe('12 venues and vendors');
    expect(catalogueCountText(1000, true)).toBe('1,000+ venues and vendors');
  });
});

import { describe, expect, it } from 'vitest';
import { activeVendorFilterCount, parseVendorQuery, vendorFilterChips, vendorListHeading, vendorQueryString } from './vendor-filters.ts';

const parse = (query: string) => parseVendorQuery(new URLSearchParams(query));

describe('vendor list query', () => {
  it('reads sort, price, rating, search and page, ignoring what does not parse', () => {
    expect(parse('sort=price-asc&price=100000&rating=4&q=%20candid%20&page=2')).toEqual({ sort: 'price_asc', price: 100000, rating: 4, q: 'candid', page: 2 });
    expect(parse('sort=__proto__&price=abc&rating=9&q=&page=-1')).toEqual({ sort: 'featured', page: 1 });
    expect(parse('sort=price_high_low').sort).toBe('price_desc');
  });

  it('writes the shortest query: defaults left out', () => {
    expect(vendorQueryString(parse(''))).toBe('');
    expect(vendorQueryString(parse('q=&price=&rating=4&sort=featured'))).toBe('?rating=4');
    expect(vendorQueryString(parse('sort=price_asc&page=3&q=candid'))).toBe('?q=candid&sort=price_asc&page=3');
  });

  it('makes one chip per narrowing filter, each keeping the rest from page 1', () => {
    const filters = parse('q=candid&price=100000&rating=4&sort=price_asc&page=3');
    expect(activeVendorFilterCount(filters)).toBe(3);
    expect(vendorFilterChips(filters)).toEqual([
      { key: 'q', label: 'Search: candid', query: '?price=100000&rating=4&sort=price_asc' },
      { key: 'price', label: 'Starting price: Under ₹1 Lakh', query: '?q=candid&rating=4&sort=price_asc' },
      { key: 'rating', label: 'Rating: 4+ stars', query: '?q=candid&price=100000&sort=price_asc' },
    ]);
    expect(vendorFilterChips(parse('sort=price_desc'))).toEqual([]);
  });

  it('titles the list after its filters', () => {
    expect(vendorListHeading('Catering', 'Pune', parse(''))).toBe('Catering in Pune');
    expect(vendorListHeading('Catering', null, parse(''))).toBe('Catering');
    expect(vendorListHeading('Catering', 'Pune', parse('rating=4&price=200000'))).toBe('4+ star Catering under ₹2 Lakh in Pune');
    expect(vendorListHeading('Cakes', null, parse('rating=5&price=500001&q=eggless'))).toBe('5 star Cakes over ₹5 Lakh matching “eggless”');
  });
});

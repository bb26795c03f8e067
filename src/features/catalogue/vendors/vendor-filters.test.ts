import { describe, expect, it } from 'vitest';
import {
  activeVendorFilterCount,
  parseVendorQuery,
  vendorFilterChips,
  vendorListHeading,
  vendorPriceOptions,
  vendorQueryString,
  vendorRatingOptions,
  vendorSortOptions,
} from './vendor-filters.ts';
import { vendorListMessages } from './messages.ts';

const en = vendorListMessages.for('en');
const hi = vendorListMessages.for('hi');

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
    expect(vendorFilterChips(filters, en)).toEqual([
      { key: 'q', label: 'Search: candid', query: '?price=100000&rating=4&sort=price_asc' },
      { key: 'price', label: 'Starting price: Under ₹1 Lakh', query: '?q=candid&rating=4&sort=price_asc' },
      { key: 'rating', label: 'Rating: 4+ stars', query: '?q=candid&price=100000&sort=price_asc' },
    ]);
    expect(vendorFilterChips(parse('sort=price_desc'), en)).toEqual([]);
  });

  it('titles the list after its filters', () => {
    expect(vendorListHeading('Catering', 'Pune', parse(''), en)).toBe('Catering in Pune');
    expect(vendorListHeading('Catering', null, parse(''), en)).toBe('Catering');
    expect(vendorListHeading('Catering', 'Pune', parse('rating=4&price=200000'), en)).toBe('4+ star Catering under ₹2 Lakh in Pune');
    expect(vendorListHeading('Cakes', null, parse('rating=5&price=500001&q=eggless'), en)).toBe('5 star Cakes over ₹5 Lakh matching “eggless”');
  });

  it('writes options, chips and headings in Hindi, with लाख', () => {
    const filters = parse('q=candid&price=100000&rating=4');
    expect(vendorFilterChips(filters, hi).map((c) => c.label)).toEqual(['खोज: candid', 'शुरुआती कीमत: ₹1 लाख से कम', 'रेटिंग: 4+ स्टार']);
    expect(vendorListHeading('Catering', 'Pune', parse('rating=4&price=200000'), hi)).toBe('Pune में 4+ स्टार वाले Catering, ₹2 लाख से कम');
    expect(vendorPriceOptions(hi).at(-1)).toEqual({ value: '500001', label: '₹5 लाख से ज़्यादा' });
    expect(vendorRatingOptions(hi)[1]).toEqual({ value: '5', label: '5 स्टार' });
    expect(vendorSortOptions(hi).map((o) => o.label)).toContain('कीमत: कम से ज़्यादा');
  });

  it('keeps the English options as the specification writes them', () => {
    expect(vendorPriceOptions(en).map((o) => o.label)).toEqual([
      'Any',
      'Under ₹25,000',
      'Under ₹50,000',
      'Under ₹1 Lakh',
      'Under ₹2 Lakh',
      'Under ₹5 Lakh',
      'Over ₹5 Lakh',
    ]);
    expect(vendorRatingOptions(en).map((o) => o.label)).toEqual(['Any', '5 stars', '4+ stars', '3+ stars', '2+ stars', '1+ stars']);
    expect(vendorSortOptions(en).map((o) => o.label)).toEqual(['Featured first', 'Rating: High to Low', 'Price: Low to High', 'Price: High to Low']);
  });
});

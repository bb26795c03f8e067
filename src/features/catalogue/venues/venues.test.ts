import { describe, expect, it } from 'vitest';
import {
  amenityList,
  amenityPreview,
  capacityBand,
  hasVenueQuery,
  activeVenueFilterCount,
  parseVenueQuery,
  venueFilterChips,
  venueQueryString,
} from './venues.ts';
import { venueFilterMessages } from './messages.ts';

const noFlags = {
  wheelchairAccessible: false,
  airConditioning: false,
  soundSystemAvailable: false,
  stageAvailable: false,
  danceFloorAvailable: false,
  bridalSuiteAvailable: false,
};

describe('capacityBand', () => {
  it('reads a band value as the 100 guests up to it, and 501 as more than 500', () => {
    expect(capacityBand(100)).toEqual({ min: 1, max: 100 });
    expect(capacityBand(300)).toEqual({ min: 200, max: 300 });
    expect(capacityBand(501)).toEqual({ min: 501, max: null });
  });
});

describe('parseVenueQuery / venueQueryString', () => {
  it('round-trips filters and leaves defaults out of the URL', () => {
    const filters = parseVenueQuery(
      new URLSearchParams('capacity=200&price_per_plate=3000&rental_price=500001&rating=4&venue_type=garden&q=lake&sort=capacity_desc&page=2'),
    );
    expect(venueQueryString(filters)).toBe(
      '?capacity=200&price_per_plate=3000&rental_price=500001&rating=4&venue_type=garden&q=lake&sort=capacity_desc&page=2',
    );
    expect(venueQueryString(parseVenueQuery(new URLSearchParams('sort=rating_desc&page=1')))).toBe('');
  });

  it('accepts hyphenated and older sort names', () => {
    expect(parseVenueQuery(new URLSearchParams('sort=rental-price-asc')).sort).toBe('rental_price_asc');
    expect(parseVenueQuery(new URLSearchParams('sort=price_high_low')).sort).toBe('rental_price_desc');
  });

  it('reads property names of plain objects as unknown sorts', () => {
    for (const sort of ['__proto__', 'constructor', 'toString', 'hasOwnProperty']) {
      expect(parseVenueQuery(new URLSearchParams({ sort })).sort).toBe('rating_desc');
    }
  });

  it('ignores non-positive, non-numeric and out-of-range values', () => {
    expect(parseVenueQuery(new URLSearchParams('capacity=0&price_per_plate=-1&rental_price=1e999&rating=6&page=0&venue_type=castle'))).toEqual({
      sort: 'rating_desc',
      page: 1,
    });
  });

  it('knows when a query asks for more than the default list', () => {
    expect(hasVenueQuery(parseVenueQuery(new URLSearchParams('')))).toBe(false);
    expect(hasVenueQuery(parseVenueQuery(new URLSearchParams('rating=0')))).toBe(false);
    expect(hasVenueQuery(parseVenueQuery(new URLSearchParams('page=2')))).toBe(true);
  });
});

describe('amenities', () => {
  it('lists flags then the truthy entries of the map, without repeats', () => {
    const list = amenityList(
      { ...noFlags, airConditioning: true, stageAvailable: true },
      { parking: true, valet: false, 'air-conditioning': true, rooms: '20' },
    );
    expect(list).toEqual(['Air conditioning', 'Stage', 'Parking', 'Rooms: 20']);
  });

  it('previews the first three and counts the rest', () => {
    expect(amenityPreview(['a', 'b', 'c', 'd', 'e'])).toEqual({ shown: ['a', 'b', 'c'], more: 2 });
    expect(amenityPreview(['a'])).toEqual({ shown: ['a'], more: 0 });
  });
});

describe('active filters', () => {
  it('counts the narrowing filters and makes a chip for each that keeps the rest', () => {
    const filters = parseVenueQuery(new URLSearchParams('capacity=300&rating=4&venue_type=heritage&sort=capacity_desc&page=2'));
    expect(activeVenueFilterCount(filters)).toBe(3);
    expect(venueFilterChips(filters, venueFilterMessages.for('en'))).toEqual([
      { key: 'venueType', label: 'Type: Heritage', query: '?capacity=300&rating=4&sort=capacity_desc' },
      { key: 'capacity', label: 'Capacity: 200-300', query: '?rating=4&venue_type=heritage&sort=capacity_desc' },
      { key: 'rating', label: 'Rating: 4+ stars', query: '?capacity=300&venue_type=heritage&sort=capacity_desc' },
    ]);
  });
  it('says the chips in Hindi, with the same queries', () => {
    const filters = parseVenueQuery(new URLSearchParams('capacity=501&rental_price=200000&guests=1200&rating=5'));
    expect(venueFilterChips(filters, venueFilterMessages.for('hi')).map(({ label, query }) => [label, query])).toEqual([
      ['क्षमता: 500 से ज़्यादा', '?rental_price=200000&rating=5&guests=1200'],
      ['1,200+ मेहमानों की जगह', '?capacity=501&rental_price=200000&rating=5'],
      ['किराया: ₹2 लाख से कम', '?capacity=501&rating=5&guests=1200'],
      ['रेटिंग: 5 स्टार', '?capacity=501&rental_price=200000&guests=1200'],
    ]);
  });
});

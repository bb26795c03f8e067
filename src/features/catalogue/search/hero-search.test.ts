import { describe, expect, it } from 'vitest';
import { heroSearchHref } from './hero-search.ts';
import { capacityForGuests } from '../venues/venues.ts';

describe('heroSearchHref', () => {
  it('sends venues in a city with the guests and their capacity band', () => {
    expect(heroSearchHref('venues', 'jaipur', '250')).toBe('/venues/jaipur/wedding?guests=250&capacity=300');
  });
  it('uses all cities and leaves out guests that are not a positive number', () => {
    expect(heroSearchHref('venues', null, '')).toBe('/venues/all/wedding');
    expect(heroSearchHref('venues', null, 'abc')).toBe('/venues/all/wedding');
  });
  it('sends a vendor category to its list in the city, without guests', () => {
    expect(heroSearchHref('photography', 'mumbai', '200')).toBe('/vendors/mumbai/photography');
    expect(heroSearchHref('catering', null, '200')).toBe('/vendors/catering');
  });
  it('stays in Hindi on a Hindi page', () => {
    expect(heroSearchHref('venues', 'jaipur', '250', 'hi')).toBe('/hi/venues/jaipur/wedding?guests=250&capacity=300');
    expect(heroSearchHref('photography', null, '', 'hi')).toBe('/hi/vendors/photography');
  });
});

describe('capacityForGuests', () => {
  it('maps a guest count onto the venue filter bands', () => {
    expect([1, 100, 101, 500, 501, 2000].map((n) => capacityForGuests(n))).toEqual([100, 100, 200, 500, 501, 501]);
    expect(capacityForGuests(0)).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import {
  cityVenuesHref,
  parseId,
  shortlistItemHref,
  vendorByIdHref,
  vendorHref,
  vendorsHref,
  venueHref,
  venueTypeHref,
  venuesHref,
  safeNextPath,
  signInHref,
} from './routes.ts';

describe('routes', () => {
  it('builds venue addresses', () => {
    expect(venueHref(12)).toBe('/venues/wedding/12');
    expect(venueHref(12, 400)).toBe('/venues/wedding/12?guests=400');
    expect(cityVenuesHref(null)).toBe('/venues');
    expect(cityVenuesHref('mumbai')).toBe('/venues/mumbai');
    expect(venueTypeHref('mumbai', 'banquet')).toBe('/venues/mumbai/banquet');
    expect(venuesHref(null)).toBe('/venues/all/wedding');
    expect(venuesHref('{city}')).toBe('/venues/{city}/wedding');
    expect(venuesHref('goa', 'beach')).toBe('/venues/goa/wedding?venue_type=beach');
    expect(venuesHref('goa', 'beach', 2)).toBe('/venues/goa/wedding?venue_type=beach&page=2');
    expect(venuesHref('goa', undefined, 2)).toBe('/venues/goa/wedding?page=2');
  });

  it('builds vendor addresses', () => {
    expect(vendorsHref(null)).toBe('/vendors');
    expect(vendorsHref('jaipur')).toBe('/vendors/jaipur');
    expect(vendorsHref(null, 'cakes')).toBe('/vendors/cakes');
    expect(vendorsHref('jaipur', 'cakes')).toBe('/vendors/jaipur/cakes');
    expect(vendorHref(null, 'cakes', 7)).toBe('/vendors/all/cakes/7');
    expect(vendorHref('jaipur', 'cakes', 7)).toBe('/vendors/jaipur/cakes/7');
    expect(vendorByIdHref(7)).toBe('/vendors/7');
  });

  it('links a shortlisted service to the page of the vendor offering it', () => {
    expect(shortlistItemHref('venue', 3)).toBe('/venues/wedding/3');
    expect(shortlistItemHref('vendor', 4)).toBe('/vendors/4');
    expect(shortlistItemHref('service', 5, 9)).toBe('/vendors/9');
    expect(shortlistItemHref('service', 5, null)).toBe('/vendors');
  });

  it('tells ids from slugs', () => {
    expect(parseId('42')).toBe(42);
    expect(parseId('0')).toBeNull();
    expect(parseId('photography')).toBeNull();
    expect(parseId('4e2')).toBeNull();
    expect(parseId(undefined)).toBeNull();
  });
});

describe('safeNextPath', () => {
  it('keeps a path on this site, with its query', () => {
    expect(safeNextPath('/venues/wedding/12', '/dashboard')).toBe('/venues/wedding/12');
    expect(safeNextPath('/?budget=1#x', '/dashboard')).toBe('/dashboard');
    expect(safeNextPath('/vendors/all/photography/4?tab=reviews', '/dashboard')).toBe('/vendors/all/photography/4?tab=reviews');
  });
  it('never leaves the site', () => {
    for (const bad of ['//evil.example', '/\\evil.example', 'https://evil.example', 'javascript:alert(1)', '', null, undefined, '/a b']) {
      expect(safeNextPath(bad, '/dashboard')).toBe('/dashboard');
    }
  });
  it('builds the sign-in address that comes back', () => {
    expect(signInHref('/ideas/mehendi-designs')).toBe('/login?next=%2Fideas%2Fmehendi-designs');
  });
});

import { describe, expect, it } from 'vitest';
import { pageTags, paramsReadBy } from './cache-tags.ts';
import { varyBy } from '../features/catalogue/vary.ts';
import { venueQueryString, type VenueFilters } from '../features/catalogue/venues/venues.ts';
import { parseVendorQuery, vendorQueryString } from '../features/catalogue/vendors/vendor-filters.ts';

describe('Netlify-Vary lists', () => {
  it('are the parameters the filter parsers read, found by running them', () => {
    const read = paramsReadBy((params) => [params.get('a'), params.has('b'), params.getAll('c')]);
    expect(read).toEqual(['a', 'b', 'c']);
  });

  it('name every venue filter a URL can carry, and nothing else', () => {
    // Every field venueQueryString can write shows in the list, so a filter added to the
    // parser and the URL joins the CDN's key by itself.
    const all: Required<VenueFilters> = {
      capacity: 300,
      pricePerPlate: 1500,
      rentalPrice: 100_000,
      rating: 4,
      venueType: 'heritage',
      q: 'lawn',
      guests: 250,
      // The URL holds one of a date, a range or a month; the type lets all of them be named here.
      availability: {
        params: { date: '2027-02-27', from: '2027-02-01', to: '2027-02-28', muhurat: '2027-02', part: 'evening' },
        from: '2027-02-01',
        to: '2027-02-28',
        dates: ['2027-02-27'],
        part: 'evening',
      },
      availabilityProblem: 'too-long',
      sort: 'capacity_desc',
      page: 3,
    };
    const written = [...new URLSearchParams(venueQueryString(all)).keys()];
    expect(varyBy.venueListPage).toEqual([...written].sort());
    expect(varyBy.venueListApi).toEqual([...written, 'city'].sort());
  });

  it('name every vendor filter', () => {
    const availability = {
      params: { date: '2027-02-27', from: '2027-02-01', to: '2027-02-28', muhurat: '2027-02', part: 'day' as const },
      from: '2027-02-01',
      to: '2027-02-28',
      dates: ['2027-02-27'],
      part: 'day' as const,
    };
    const written = [...new URLSearchParams(vendorQueryString({ q: 'lens', price: 50_000, rating: 4, availability, sort: 'price_asc', page: 2 })).keys()];
    expect(varyBy.vendorListPage).toEqual([...written].sort());
    expect(parseVendorQuery(new URLSearchParams('q=lens&price=50000&rating=4&sort=price_asc&page=2')).page).toBe(2);
    expect(varyBy.vendorListApi).toEqual([...written, 'category', 'city'].sort());
  });

  it('leave tracking parameters out', () => {
    for (const list of Object.values(varyBy)) {
      expect(list).not.toContain('utm_source');
      expect(list).not.toContain('fbclid');
      expect(list).not.toContain('gclid');
    }
    expect(varyBy.searchApi).toEqual(['city', 'lang', 'page', 'q', 'size', 'typing']);
  });
});

describe('page tags', () => {
  it('tell a city’s list from all cities’, and each listing apart', () => {
    expect(pageTags.venueList(3)).toEqual(['venues-city-3']);
    expect(pageTags.venueList(null)).toEqual(['venues-all']);
    expect(pageTags.vendorList(2, 3)).toEqual(['vendors-category-2-city-3']);
    expect(pageTags.vendorList(2, null)).toEqual(['vendors-category-2']);
    expect(pageTags.venueDetail(17)).toEqual(['venue-17']);
    expect(pageTags.vendorDetail(17)).toEqual(['vendor-17']);
    expect(pageTags.search(null)).toEqual(['search-all']);
  });
});

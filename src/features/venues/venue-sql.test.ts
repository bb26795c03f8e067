import { describe, expect, it } from 'vitest';
import { venueCountSql, venueListSql } from './venue-sql.server.ts';
import { parseVenueQuery } from './venues.ts';

const filters = (query: string) => parseVenueQuery(new URLSearchParams(query));
const indexOf = (sql: string) => /FROM venues INDEXED BY (\w+)/.exec(sql)?.[1];

describe('venue counts', () => {
  it('walk a filter’s own index when the page walks the sort order', () => {
    // Expensive halls come last by estimated cost: counting them along the sort would read it nearly whole.
    const byCost = filters('rental_price=500001&sort=estimate_asc&guests=400');
    expect(indexOf(venueListSql(null, byCost).sql)).toBe('venues_est400_idx');
    expect(indexOf(venueCountSql(null, byCost).sql)).toBe('venues_rental_idx');
    expect(indexOf(venueCountSql(3, byCost).sql)).toBe('venues_city_rental_idx');
    // A venue type narrows the count to its stretch of the type index.
    expect(indexOf(venueCountSql(null, filters('venue_type=heritage&rental_price=500001&sort=capacity_desc')).sql)).toBe('venues_type_rating_idx');
    // With no filter, the rating index (the whole list, or one city's).
    expect(indexOf(venueCountSql(3, filters('sort=rental_price_asc')).sql)).toBe('venues_city_rating_idx');
  });

  it('keep the access path of a page driven by a selective filter, not of one that walks the sort column', () => {
    const selective = filters('rating=5&sort=estimate_asc');
    expect(indexOf(venueCountSql(null, selective, { kind: 'range', filter: 'rating' }).sql)).toBe('venues_rating_idx');
    // The capacity filter on a capacity sort is the order walked, not a selective start.
    expect(indexOf(venueCountSql(null, filters('capacity=200&venue_type=resort&sort=capacity_desc'), { kind: 'range', filter: 'capacity' }).sql)).toBe('venues_type_rating_idx');
  });
});

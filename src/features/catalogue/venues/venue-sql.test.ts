import { describe, expect, it } from 'vitest';
import { venueCountSql, venueListSql } from './venue-sql.server.ts';
import { parseVenueQuery } from './venues.ts';

const filters = (query: string) => parseVenueQuery(new URLSearchParams(query));

describe('venue list SQL', () => {
  it('leaves the index to the planner, except for the walk of the estimated-cost sort', () => {
    for (const query of [
      '',
      'rating=5&sort=capacity_desc',
      'venue_type=resort&capacity=200',
      'q=lake&sort=estimate_asc',
      'rental_price=500001&sort=estimate_asc&guests=400',
    ]) {
      expect(venueCountSql(null, filters(query)).sql).not.toMatch(/INDEXED BY|NOT INDEXED/);
      expect(venueCountSql(3, filters(query), null).sql).not.toMatch(/INDEXED BY|NOT INDEXED/);
    }
    expect(venueListSql(null, filters('rating=5&sort=capacity_desc')).sql).not.toMatch(/INDEXED BY|NOT INDEXED/);
    // A text search starts from its matches, whatever the sort.
    expect(venueListSql(null, filters('q=lake&sort=estimate_asc')).sql).not.toMatch(/INDEXED BY/);
    expect(venueListSql(null, filters('sort=estimate_asc&guests=400')).sql).toMatch(/INDEXED BY venues_est400_idx/);
  });

  it('binds every value: the text holds as many parameters as there are arguments', () => {
    for (const query of ['q=royal%20pal&capacity=300', 'sort=estimate_asc&guests=700&price_per_plate=5001&capacity=300', 'rental_price=200000&rating=4']) {
      for (const cityId of [null, 3]) {
        for (const s of [venueListSql(cityId, filters(query)), venueCountSql(cityId, filters(query))]) {
          expect(s.sql.split('?').length - 1).toBe(s.args.length);
          expect(s.sql).not.toMatch(/royal|5001|200000/);
        }
      }
    }
  });
});

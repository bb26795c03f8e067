import { describe, expect, it } from 'vitest';
import { LIST_COUNT_CAP } from '../../lib/list-filters.ts';
import { VenueColumns } from './venue-index.server.ts';
import { parseVenueQuery, type VenueFilters } from './venues.ts';
import { venueReference, type ReferenceVenue } from '../../../tests/setup/venue-reference.ts';

// A catalogue larger than BOUNDED_WALK_FROM, so the estimate sort's bounded walk is used for all
// cities, with unpriced venues, ties in every sort column and a few cities.
let seed = 42;
const rand = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
const TYPES = ['hotel', 'garden', 'banquet', 'heritage'];
const venues: ReferenceVenue[] = Array.from({ length: 24_000 }, (_, i) => ({
  id: i + 1,
  cityId: 1 + Math.floor(rand() * 4),
  type: TYPES[Math.floor(rand() * TYPES.length)]!,
  capacityMin: rand() < 0.1 ? null : 50 + Math.floor(rand() * 10) * 50,
  capacityMax: rand() < 0.05 ? null : 200 + Math.floor(rand() * 20) * 50,
  pricePerPlateVeg: rand() < 0.08 ? null : 500 + Math.floor(rand() * 50) * 100,
  rentalPriceMin: rand() < 0.08 ? null : Math.floor(rand() * 60) * 10_000,
  ratingAverage: Math.floor(rand() * 11) / 2,
}));
const columns = new VenueColumns(
  venues.map((v) => ({
    id: v.id,
    city_id: v.cityId,
    type: v.type,
    capacity_min: v.capacityMin,
    capacity_max: v.capacityMax,
    price_per_plate_veg: v.pricePerPlateVeg,
    rental_price_min: v.rentalPriceMin,
    rating_average: v.ratingAverage,
  })),
);
const reference = (cityId: number | null, f: VenueFilters) => venueReference(venues, cityId, f);

const queries = [
  'sort=estimate_asc&guests=40',
  'sort=estimate_asc&guests=250',
  'sort=estimate_asc&guests=1200&page=3',
  'sort=estimate_asc&guests=99&venue_type=garden&capacity=300',
  'sort=estimate_asc&guests=500&price_per_plate=5001',
  'sort=estimate_asc&guests=150&rental_price=100000&rating=4',
  'sort=estimate_asc&guests=800&rating=5&venue_type=heritage&capacity=501&page=2',
  'sort=rental_price_asc&page=2',
  'sort=rental_price_desc&capacity=200',
  'sort=capacity_desc&price_per_plate=2000',
  'rating=3&venue_type=hotel&page=4',
];

describe('VenueColumns pages', () => {
  for (const query of queries) {
    it(`match the list semantics for "${query}", in all cities and in one`, () => {
      const filters = parseVenueQuery(new URLSearchParams(query));
      for (const cityId of [null, 2]) {
        const expected = reference(cityId, filters);
        const offset = (filters.page - 1) * 12;
        const { ids, matched } = columns.page(cityId, filters, 12);
        expect(ids).toEqual(expected.slice(offset, offset + 13));
        if (expected.length <= LIST_COUNT_CAP) expect(matched).toBe(expected.length);
        else expect(matched).toBeGreaterThan(LIST_COUNT_CAP);
        expect(columns.count(cityId, filters)).toBe(expected.length);
      }
    });
  }

  it('had enough to sort: most queries find a full page', () => {
    const full = queries.filter((q) => reference(null, parseVenueQuery(new URLSearchParams(q))).length > 36);
    expect(full.length).toBeGreaterThanOrEqual(queries.length - 2);
  });
});

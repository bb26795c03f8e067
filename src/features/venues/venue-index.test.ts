import { describe, expect, it } from 'vitest';
import { LIST_COUNT_CAP } from '../../lib/list-filters.ts';
import { VenueColumns } from './venue-index.server.ts';
import { capacityBand, parseVenueQuery, sortGuests, type VenueFilters } from './venues.ts';

// A catalogue larger than BOUNDED_WALK_FROM, so the estimate sort's bounded walk is used for all
// cities, with unpriced venues, ties in every sort column and a few cities.
let seed = 42;
const rand = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
const TYPES = ['hotel', 'garden', 'banquet', 'heritage'];
const rows = Array.from({ length: 24_000 }, (_, i) => ({
  id: i + 1,
  city_id: 1 + Math.floor(rand() * 4),
  type: TYPES[Math.floor(rand() * TYPES.length)]!,
  capacity_min: rand() < 0.1 ? null : 50 + Math.floor(rand() * 10) * 50,
  capacity_max: rand() < 0.05 ? null : 200 + Math.floor(rand() * 20) * 50,
  price_per_plate_veg: rand() < 0.08 ? null : 500 + Math.floor(rand() * 50) * 100,
  rental_price_min: rand() < 0.08 ? null : Math.floor(rand() * 60) * 10_000,
  rating_average: Math.floor(rand() * 11) / 2,
}));
const columns = new VenueColumns(rows);

/** The list semantics, written out over the rows (as tests/integration/venues.test.ts does over SQL). */
function reference(cityId: number | null, f: VenueFilters): number[] {
  const matches = rows.filter((v) => {
    if (cityId !== null && v.city_id !== cityId) return false;
    if (f.venueType && v.type !== f.venueType) return false;
    if (f.capacity !== undefined) {
      const band = capacityBand(f.capacity);
      if (v.capacity_max === null || v.capacity_max < band.min) return false;
      if (band.max !== null && (v.capacity_min ?? 0) > band.max) return false;
    }
    if (f.pricePerPlate !== undefined && (v.price_per_plate_veg === null || (f.pricePerPlate > 5000 ? v.price_per_plate_veg < f.pricePerPlate : v.price_per_plate_veg > f.pricePerPlate))) return false;
    if (f.rentalPrice !== undefined && (v.rental_price_min === null || (f.rentalPrice > 500_000 ? v.rental_price_min < f.rentalPrice : v.rental_price_min > f.rentalPrice))) return false;
    return f.rating === undefined || v.rating_average >= f.rating;
  });
  const guests = sortGuests(f);
  const cost = (v: (typeof rows)[number]) => (v.price_per_plate_veg === null || v.rental_price_min === null ? Infinity : v.price_per_plate_veg * guests + v.rental_price_min);
  const key = (v: (typeof rows)[number]): [number, number] =>
    f.sort === 'estimate_asc' ? [cost(v), v.id]
    : f.sort === 'rental_price_asc' ? [v.rental_price_min ?? -1, v.id]
    : f.sort === 'rental_price_desc' ? [-(v.rental_price_min ?? -1), -v.id]
    : f.sort === 'capacity_desc' ? [-(v.capacity_max ?? -1), -v.id]
    : [-v.rating_average, -v.id];
  return matches
    .map((v) => [key(v), v.id] as const)
    .sort(([a], [b]) => a[0] - b[0] || a[1] - b[1])
    .map(([, id]) => id);
}

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

// The venue list semantics written out over plain rows, independently of the SQL and of the
// in-memory columns: the order and filters every list path is checked against.
import { capacityBand, sortGuests, type VenueFilters } from '../../src/features/catalogue/venues/venues.ts';
import { ratingScore } from '../../src/lib/rating.ts';

export type ReferenceVenue = {
  id: number;
  cityId: number;
  type: string;
  capacityMin: number | null;
  capacityMax: number | null;
  pricePerPlateVeg: number | null;
  rentalPriceMin: number | null;
  ratingAverage: number;
  reviewCount?: number;
  /** Searched by `q` (every word a prefix of a word here). */
  name?: string;
  description?: string | null;
  address?: string | null;
};

/** The ids of the venues of a city (null: all cities) that pass the filters, in list order. */
export function venueReference(all: readonly ReferenceVenue[], cityId: number | null, f: VenueFilters): number[] {
  const matches = all.filter((v) => {
    if (cityId !== null && v.cityId !== cityId) return false;
    if (f.venueType && v.type !== f.venueType) return false;
    if (f.capacity !== undefined) {
      const band = capacityBand(f.capacity);
      if (v.capacityMax === null || v.capacityMax < band.min) return false;
      if (band.max !== null && (v.capacityMin ?? 0) > band.max) return false;
    }
    if (f.pricePerPlate !== undefined) {
      const veg = v.pricePerPlateVeg;
      if (veg === null || (f.pricePerPlate > 5000 ? veg < f.pricePerPlate : veg > f.pricePerPlate)) return false;
    }
    if (f.rentalPrice !== undefined) {
      const rent = v.rentalPriceMin;
      if (rent === null || (f.rentalPrice > 500_000 ? rent < f.rentalPrice : rent > f.rentalPrice)) return false;
    }
    if (f.rating !== undefined && v.ratingAverage < f.rating) return false;
    // A guest count lists only the venues that seat it.
    if (f.guests !== undefined && (v.capacityMax === null || v.capacityMax < f.guests)) return false;
    if (f.q) {
      const words = f.q.toLowerCase().split(/\s+/);
      const text = `${v.name ?? ''} ${v.description ?? ''} ${v.address ?? ''}`.toLowerCase().split(/[^a-z0-9]+/);
      if (!words.every((w) => text.some((t) => t.startsWith(w)))) return false;
    }
    return true;
  });
  const guests = sortGuests(f);
  // The estimated-cost order is the card's estimate: 5 % GST on plates, 18 % on the rental.
  const cost = (v: ReferenceVenue) =>
    v.pricePerPlateVeg === null || v.rentalPriceMin === null ? Infinity : v.pricePerPlateVeg * guests * 1.05 + v.rentalPriceMin * 1.18;
  const key = (v: ReferenceVenue): [number, number] =>
    f.sort === 'estimate_asc'
      ? [cost(v), v.id]
      : f.sort === 'rental_price_asc'
        ? [v.rentalPriceMin ?? -1, v.id]
        : f.sort === 'rental_price_desc'
          ? [-(v.rentalPriceMin ?? -1), -v.id]
          : f.sort === 'capacity_desc'
            ? [-(v.capacityMax ?? -1), -v.id]
            : [-ratingScore(v.ratingAverage, v.reviewCount ?? 0), -v.id];
  return matches
    .map((v) => [key(v), v.id] as const)
    .sort(([a], [b]) => a[0] - b[0] || a[1] - b[1])
    .map(([, id]) => id);
}

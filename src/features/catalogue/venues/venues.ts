// Venue listing rules shared by the page, the filter island and `/api/venues`:
// the filter options of the specification, how the URL query is read, and what each
// filter means to a couple.
import type { PublicPhoto } from '../photos/media.ts';
import { formatRupees, formatRupeesWords } from '../../../lib/money.ts';
import { VENUE_TYPES, isVenueType, type VenueType } from '../catalogue.ts';
import type { Bound, CatalogueOf } from '../../../i18n/catalogue.ts';
import type { VenueFieldKey, venueFilterMessages } from './messages.ts';
import { venueTypeName } from './names.ts';
import { availabilityChip } from '../listings/availability-texts.ts';
import type { AvailabilityTexts } from '../listings/availability-messages.ts';
import {
  availabilityParamList,
  availabilityFilters,
  type AvailabilityProblem,
  type AvailabilityQuery,
  type CardAvailability,
} from '../../marketplace/index.ts';
import { DEFAULT_GUESTS, MAX_GUESTS } from '../prices/estimate.ts';
import {
  RATING_OPTIONS,
  listQueryString,
  minimumRating,
  optionLabel,
  pageNumber,
  positiveNumber,
  sortOf,
  type FilterChip,
  type FilterOption,
} from '../../../lib/list-filters.ts';

export { RATING_OPTIONS, type FilterOption };

export const VENUE_PAGE_SIZE = 12;
export const VENUE_SKELETON_COUNT = 6;
export const AMENITY_PREVIEW = 3;

/** The filter form's, the sort's and the chips' texts in one language (venues/messages.ts). */
export type VenueFilterTexts = Bound<CatalogueOf<typeof venueFilterMessages>>;
/** The filter form's own texts (VENUE_FIELD_KEYS), what its island is passed. */
export type VenueFieldTexts = Bound<Pick<CatalogueOf<typeof venueFilterMessages>, VenueFieldKey>>;

/** Capacity bands: the value is the band's upper guest count; 501 means "more than 500". */
export function capacityOptions(t: VenueFieldTexts): FilterOption[] {
  return [
    { value: '', label: t.any },
    { value: '100', label: t.fewerThan({ count: 100 }) },
    ...[200, 300, 400, 500].map((v) => ({ value: String(v), label: `${v - 100}-${v}` })),
    { value: '501', label: t.moreThan({ count: 500 }) },
  ];
}
export const CAPACITY_OVER = 501;

export function pricePerPlateOptions(t: VenueFieldTexts): FilterOption[] {
  return [
    { value: '', label: t.any },
    ...[1000, 2000, 3000, 4000, 5000].map((v) => ({ value: String(v), label: t.under({ amount: formatRupees(v) }) })),
    { value: '5001', label: t.over({ amount: formatRupees(5000) }) },
  ];
}
export const PRICE_PER_PLATE_OVER = 5001;

export function rentalPriceOptions(t: VenueFieldTexts): FilterOption[] {
  return [
    { value: '', label: t.any },
    ...[100_000, 200_000, 300_000, 400_000, 500_000].map((v) => ({ value: String(v), label: t.under({ amount: formatRupeesWords(v, t.$locale) }) })),
    { value: '500001', label: t.over({ amount: formatRupeesWords(500_000, t.$locale) }) },
  ];
}
export const RENTAL_PRICE_OVER = 500_001;

/** Minimum ratings: "5 stars", "4+ stars"…, the same values as the vendor list's. */
export function ratingOptions(t: VenueFieldTexts): FilterOption[] {
  return RATING_OPTIONS.map(({ value }) => ({
    value,
    label: value === '' ? t.any : value === '5' ? t.stars({ count: 5 }) : t.starsOrMore({ count: value }),
  }));
}

/** The venue types, with "All types" first. */
export function venueTypeOptions(t: VenueFieldTexts): FilterOption[] {
  return [{ value: '', label: t.allTypes }, ...VENUE_TYPES.map((type) => ({ value: type.slug, label: venueTypeName(type.slug, t.$locale) }))];
}

export const VENUE_SORTS = ['rating_desc', 'rental_price_asc', 'rental_price_desc', 'capacity_desc', 'estimate_asc'] as const;
export type VenueSort = (typeof VENUE_SORTS)[number];
export const DEFAULT_VENUE_SORT: VenueSort = 'rating_desc';
export function sortOptions(t: VenueFilterTexts): { value: VenueSort; label: string }[] {
  return [
    { value: 'rating_desc', label: t.sortRating },
    { value: 'rental_price_asc', label: t.sortRentalAsc },
    { value: 'rental_price_desc', label: t.sortRentalDesc },
    { value: 'capacity_desc', label: t.sortCapacity },
    { value: 'estimate_asc', label: t.sortEstimate },
  ];
}
const SORT_ALIASES = new Map<string, VenueSort>([
  ['rating', 'rating_desc'],
  ['price_low_high', 'rental_price_asc'],
  ['price_asc', 'rental_price_asc'],
  ['price_high_low', 'rental_price_desc'],
  ['price_desc', 'rental_price_desc'],
  ['capacity', 'capacity_desc'],
  ['estimate', 'estimate_asc'],
  ['estimated_cost', 'estimate_asc'],
]);

/**
 * The rating sort's one-line explanation on the vendor list, until it takes its page's
 * language; the venue list's is `venueListMessages.ratingNote`.
 */
export const RATING_NOTE = 'Ratings weigh the number of reviews: a few reviews count for less than many.';

/** Filters as a couple sets them. Every field is optional; absent means "any". */
export type VenueFilters = {
  capacity?: number;
  pricePerPlate?: number;
  rentalPrice?: number;
  rating?: number;
  venueType?: VenueType;
  q?: string;
  /**
   * The couple's guest count: the list shows only venues that seat that many (capacity_max at
   * least the count, said in a chip), cards show the estimate for it, and the estimate sort uses it.
   */
  guests?: number;
  /** The dates asked about (`date`, `from`/`to`, `muhurat`, `part`): free venues first, booked ones left out. */
  availability?: AvailabilityQuery;
  /** Why the availability parameters were set aside (a range too long, a date that does not exist). */
  availabilityProblem?: AvailabilityProblem;
  sort: VenueSort;
  page: number;
};

const MAX_QUERY_LENGTH = 100;

/**
 * Reads the URL query of a venue list. Values that do not parse as positive numbers are
 * ignored (the rating may be 0, which means any); unknown types and sorts are ignored too.
 */
export function parseVenueQuery(params: URLSearchParams): VenueFilters {
  const filters: VenueFilters = { sort: DEFAULT_VENUE_SORT, page: pageNumber(params.get('page')) };
  const capacity = positiveNumber(params.get('capacity'));
  if (capacity !== undefined) filters.capacity = Math.floor(capacity);
  const plate = positiveNumber(params.get('price_per_plate'));
  if (plate !== undefined) filters.pricePerPlate = plate;
  const rental = positiveNumber(params.get('rental_price'));
  if (rental !== undefined) filters.rentalPrice = rental;
  const rating = minimumRating(params.get('rating'));
  if (rating !== undefined) filters.rating = rating;
  const type = params.get('venue_type')?.trim().toLowerCase();
  if (type && isVenueType(type)) filters.venueType = type;
  const q = params.get('q')?.trim().slice(0, MAX_QUERY_LENGTH);
  if (q) filters.q = q;
  const guests = positiveNumber(params.get('guests'));
  if (guests !== undefined && guests <= MAX_GUESTS) filters.guests = Math.floor(guests);
  const sort = sortOf(params.get('sort'), VENUE_SORTS, SORT_ALIASES);
  if (sort) filters.sort = sort;
  return { ...filters, ...availabilityFilters(params) };
}

/** The URL query for a set of filters, leaving out defaults so URLs stay short. */
export function venueQueryString(filters: Partial<VenueFilters>): string {
  const params = [
    ['capacity', filters.capacity],
    ['price_per_plate', filters.pricePerPlate],
    ['rental_price', filters.rentalPrice],
    ['rating', filters.rating],
    ['venue_type', filters.venueType],
    ['q', filters.q],
    ['guests', filters.guests],
    ...availabilityParamList(filters.availability?.params),
  ] as const;
  return listQueryString(params, { value: filters.sort, default: DEFAULT_VENUE_SORT }, filters.page);
}

/** How many filters narrow the list (the sort and the page do not). */
export function activeVenueFilterCount(filters: VenueFilters): number {
  return [
    filters.q,
    filters.venueType,
    filters.capacity,
    filters.guests,
    filters.availability,
    filters.pricePerPlate,
    filters.rentalPrice,
    filters.rating,
  ].filter((v) => v !== undefined).length;
}

/** One chip per active filter; removing one keeps the others and the sort, from page 1. */
/** With `at`, the availability filter has its chip too. */
export function venueFilterChips(filters: VenueFilters, t: VenueFilterTexts, at?: AvailabilityTexts): FilterChip[] {
  const rest: VenueFilters = { ...filters, page: 1 };
  const chip = (key: keyof VenueFilters, label: string): FilterChip => ({ key, label, query: venueQueryString({ ...rest, [key]: undefined }) });
  const chips: FilterChip[] = [];
  if (filters.q) chips.push(chip('q', t.chipSearch({ value: filters.q })));
  if (filters.venueType) chips.push(chip('venueType', t.chipType({ value: venueTypeName(filters.venueType, t.$locale) })));
  if (filters.capacity) chips.push(chip('capacity', t.chipCapacity({ value: optionLabel(capacityOptions(t), String(filters.capacity)) })));
  // The chip of a guest count: venues that cannot seat it are left out of the list.
  if (filters.guests) chips.push(chip('guests', t.chipSeats({ count: filters.guests })));
  if (filters.availability && at) chips.push(chip('availability', availabilityChip(filters.availability, at)));
  if (filters.pricePerPlate) chips.push(chip('pricePerPlate', t.chipPlate({ value: optionLabel(pricePerPlateOptions(t), String(filters.pricePerPlate)) })));
  if (filters.rentalPrice) chips.push(chip('rentalPrice', t.chipRental({ value: optionLabel(rentalPriceOptions(t), String(filters.rentalPrice)) })));
  if (filters.rating) chips.push(chip('rating', t.chipRating({ value: optionLabel(ratingOptions(t), String(filters.rating)) })));
  return chips;
}

/** True when a query asks for anything beyond the default first page. */
export function hasVenueQuery(filters: VenueFilters): boolean {
  return venueQueryString({ ...filters, venueType: undefined }) !== '';
}

/** The guest count the estimated-cost sort uses: the couple's, else the estimate's default. */
export function sortGuests(filters: Pick<VenueFilters, 'guests'>): number {
  return filters.guests ?? DEFAULT_GUESTS;
}

/**
 * The guest range a capacity value stands for. A band value v (100…500) is the 100 guests
 * up to v ("<100" is 1–100); 501 or more means "at least v guests".
 */
export function capacityBand(value: number): { min: number; max: number | null } {
  if (value >= CAPACITY_OVER) return { min: value, max: null };
  return { min: Math.max(1, value - 100), max: value };
}

/** The capacity band that holds a wedding of `guests` people (250 → 300, 600 → 501). */
export function capacityForGuests(guests: number): number | undefined {
  if (!Number.isFinite(guests) || guests < 1) return undefined;
  return guests > CAPACITY_OVER - 1 ? CAPACITY_OVER : Math.max(100, Math.ceil(guests / 100) * 100);
}

/** A card as the list shows it. */
export type VenueCardData = {
  id: number;
  name: string;
  address: string;
  location: string;
  type: string;
  coverImageUrl: string | null;
  ratingAverage: number;
  reviewCount: number;
  capacityMin: number | null;
  capacityMax: number | null;
  rentalPriceMin: number | null;
  rentalPriceMax: number | null;
  pricePerPlateVeg: number | null;
  /** YYYY-MM-DD the prices were last confirmed; null when never. */
  pricesVerifiedOn: string | null;
  amenities: string[];
  /** The venue's uploaded cover photo, when it has one couples may see. */
  coverPhoto?: PublicPhoto | null;
  /** With dates asked: free or partly free on which of them, or never confirmed. */
  availability?: CardAvailability;
};

/** A page of a venue list; `total` counts every venue passing the filters, up to a cap (`totalCapped`). */
export type VenuePage = { venues: VenueCardData[]; page: number; hasMore: boolean; total: number; totalCapped: boolean };

/** The flags' English names, as the list's cards and `/api/venues` carry them; pages show `amenityMessages`. */
export const AMENITY_FLAG_LABELS = {
  wheelchairAccessible: 'Wheelchair accessible',
  airConditioning: 'Air conditioning',
  soundSystemAvailable: 'Sound system',
  stageAvailable: 'Stage',
  danceFloorAvailable: 'Dance floor',
  bridalSuiteAvailable: 'Bridal suite',
} as const;
export type AmenityFlags = { [K in keyof typeof AMENITY_FLAG_LABELS]: boolean };

function humanise(key: string): string {
  const words = key.replaceAll(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Amenity names of a venue: its flags first, then every truthy entry of its amenities map. */
export function amenityList(flags: AmenityFlags, amenities: Record<string, string | boolean> | null): string[] {
  const list: string[] = [];
  for (const [key, label] of Object.entries(AMENITY_FLAG_LABELS)) {
    if (flags[key as keyof AmenityFlags]) list.push(label);
  }
  for (const [key, value] of Object.entries(amenities ?? {})) {
    if (value === false || value === '' || value === 'false') continue;
    const label = typeof value === 'string' && value !== 'true' ? `${humanise(key)}: ${value}` : humanise(key);
    if (!list.some((l) => l.toLowerCase() === humanise(key).toLowerCase())) list.push(label);
  }
  return list;
}

/** "First three, +N more" preview of a list of amenities. */
export function amenityPreview<T = string>(list: T[], limit = AMENITY_PREVIEW): { shown: T[]; more: number } {
  return { shown: list.slice(0, limit), more: Math.max(0, list.length - limit) };
}

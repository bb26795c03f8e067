// A vendor list's sort, filters and search as they live in the URL query, shared by the page,
// `/api/vendors` and the "Show more vendors" script. Browser-safe.
import { formatRupeesWords } from '../../../lib/money.ts';
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

export const VENDOR_SORTS = ['featured', 'rating', 'price_asc', 'price_desc'] as const;
export type VendorSort = (typeof VENDOR_SORTS)[number];
/** The specification's order (featured, then rating, then reviews), named for what it does. */
export const DEFAULT_VENDOR_SORT: VendorSort = 'featured';
export const VENDOR_SORT_OPTIONS: { value: VendorSort; label: string }[] = [
  { value: 'featured', label: 'Featured first' },
  { value: 'rating', label: 'Rating: High to Low' },
  { value: 'price_asc', label: 'Price: Low to High' },
  { value: 'price_desc', label: 'Price: High to Low' },
];
const SORT_ALIASES = new Map<string, VendorSort>([
  ['rating_desc', 'rating'],
  ['price_low_high', 'price_asc'],
  ['price_high_low', 'price_desc'],
]);

/** Starting-price bands: the value is the band's top; PRICE_OVER or more means "at least". */
const PRICE_STEPS = [25_000, 50_000, 1_00_000, 2_00_000, 5_00_000];
export const VENDOR_PRICE_OVER = 5_00_001;
/** "Under ₹1 Lakh", "Over ₹5 Lakh": the option's label, also for a value typed into the URL. */
const priceLabel = (price: number) => (price >= VENDOR_PRICE_OVER ? `Over ${formatRupeesWords(price - 1)}` : `Under ${formatRupeesWords(price)}`);
export const VENDOR_PRICE_OPTIONS: FilterOption[] = [
  { value: '', label: 'Any' },
  ...[...PRICE_STEPS, VENDOR_PRICE_OVER].map((v) => ({ value: String(v), label: priceLabel(v) })),
];
export { RATING_OPTIONS };

/** Filters as a couple sets them; absent means "any". */
export type VendorFilters = { price?: number; rating?: number; q?: string; sort: VendorSort; page: number };

const MAX_QUERY_LENGTH = 100;

/** Reads a vendor list's URL query; values that do not parse are ignored. */
export function parseVendorQuery(params: URLSearchParams): VendorFilters {
  const filters: VendorFilters = { sort: DEFAULT_VENDOR_SORT, page: pageNumber(params.get('page')) };
  const price = positiveNumber(params.get('price'));
  if (price !== undefined) filters.price = Math.floor(price);
  const rating = minimumRating(params.get('rating'));
  if (rating !== undefined) filters.rating = rating;
  const q = params.get('q')?.trim().slice(0, MAX_QUERY_LENGTH);
  if (q) filters.q = q;
  const sort = sortOf(params.get('sort'), VENDOR_SORTS, SORT_ALIASES);
  if (sort) filters.sort = sort;
  return filters;
}

/** The URL query for a set of filters, leaving out defaults: `?sort=price_asc&rating=4`, or ''. */
export function vendorQueryString(filters: Partial<VendorFilters>): string {
  const params = [
    ['q', filters.q],
    ['price', filters.price],
    ['rating', filters.rating],
  ] as const;
  return listQueryString(params, { value: filters.sort, default: DEFAULT_VENDOR_SORT }, filters.page);
}

/** How many filters narrow the list (search, price, rating; the sort does not narrow). */
export function activeVendorFilterCount(filters: VendorFilters): number {
  return [filters.q, filters.price, filters.rating].filter((v) => v !== undefined).length;
}

/** One chip per active filter; removing one keeps the others and the sort, from page 1. */
export function vendorFilterChips(filters: VendorFilters): FilterChip[] {
  const rest = { ...filters, page: 1 };
  const chips: FilterChip[] = [];
  if (filters.q) chips.push({ key: 'q', label: `Search: ${filters.q}`, query: vendorQueryString({ ...rest, q: undefined }) });
  if (filters.price)
    chips.push({ key: 'price', label: `Starting price: ${priceLabel(filters.price)}`, query: vendorQueryString({ ...rest, price: undefined }) });
  if (filters.rating)
    chips.push({
      key: 'rating',
      label: `Rating: ${optionLabel(RATING_OPTIONS, String(filters.rating))}`,
      query: vendorQueryString({ ...rest, rating: undefined }),
    });
  return chips;
}

/**
 * The list's heading follows its filters: "Photography in Jaipur", "4+ star Catering under
 * ₹2 Lakh in Pune", "Photography matching “candid”".
 */
export function vendorListHeading(categoryName: string, cityName: string | null, filters: VendorFilters): string {
  let heading = filters.rating ? `${filters.rating}${filters.rating < 5 ? '+' : ''} star ${categoryName}` : categoryName;
  if (filters.price) heading += ` ${priceLabel(filters.price).replace(/^\w+/, (word) => word.toLowerCase())}`;
  if (cityName) heading += ` in ${cityName}`;
  if (filters.q) heading += ` matching “${filters.q}”`;
  return heading;
}

// A vendor list's sort, filters and search as they live in the URL query, shared by the page,
// `/api/vendors` and the "Show more vendors" script. Browser-safe.
import { formatRupeesWords } from '../../../lib/money.ts';
import type { Bound, CatalogueOf } from '../../../i18n/catalogue.ts';
import type { vendorListMessages } from './messages.ts';
import { availabilityParamList, availabilityFilters, type AvailabilityProblem, type AvailabilityQuery } from '../../marketplace/index.ts';
import { availabilityChip } from '../listings/availability-texts.ts';
import type { AvailabilityTexts } from '../listings/availability-messages.ts';
import {
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

/** The vendor lists' texts in one language (vendorListMessages.for(locale)). */
export type VendorListTexts = Bound<CatalogueOf<typeof vendorListMessages>>;

export function vendorSortOptions(t: VendorListTexts): { value: VendorSort; label: string }[] {
  return [
    { value: 'featured', label: t.sortFeatured },
    { value: 'rating', label: t.sortRating },
    { value: 'price_asc', label: t.sortPriceAsc },
    { value: 'price_desc', label: t.sortPriceDesc },
  ];
}
const SORT_ALIASES = new Map<string, VendorSort>([
  ['rating_desc', 'rating'],
  ['price_low_high', 'price_asc'],
  ['price_high_low', 'price_desc'],
]);

/** Starting-price bands: the value is the band's top; PRICE_OVER or more means "at least". */
const PRICE_STEPS = [25_000, 50_000, 1_00_000, 2_00_000, 5_00_000];
export const VENDOR_PRICE_OVER = 5_00_001;
/** "Under ₹1 Lakh", "Over ₹5 Lakh": the option's label, also for a value typed into the URL. */
const priceLabel = (t: VendorListTexts, price: number) =>
  price >= VENDOR_PRICE_OVER ? t.priceOver({ amount: formatRupeesWords(price - 1, t.$locale) }) : t.priceUnder({ amount: formatRupeesWords(price, t.$locale) });

export function vendorPriceOptions(t: VendorListTexts): FilterOption[] {
  return [{ value: '', label: t.any }, ...[...PRICE_STEPS, VENDOR_PRICE_OVER].map((v) => ({ value: String(v), label: priceLabel(t, v) }))];
}

/** "5 stars", "4+ stars" … "1+ stars". */
export function vendorRatingOptions(t: VendorListTexts): FilterOption[] {
  return [{ value: '', label: t.any }, ...[5, 4, 3, 2, 1].map((v) => ({ value: String(v), label: v === 5 ? t.fiveStars : t.stars({ count: v }) }))];
}

/** Filters as a couple sets them; absent means "any". */
export type VendorFilters = {
  price?: number;
  rating?: number;
  q?: string;
  /** The dates asked about (`date`, `from`/`to`, `muhurat`, `part`): free vendors first, booked ones left out. */
  availability?: AvailabilityQuery;
  availabilityProblem?: AvailabilityProblem;
  sort: VendorSort;
  page: number;
};

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
  return { ...filters, ...availabilityFilters(params) };
}

/** The URL query for a set of filters, leaving out defaults: `?sort=price_asc&rating=4`, or ''. */
export function vendorQueryString(filters: Partial<VendorFilters>): string {
  const params = [['q', filters.q], ['price', filters.price], ['rating', filters.rating], ...availabilityParamList(filters.availability?.params)] as const;
  return listQueryString(params, { value: filters.sort, default: DEFAULT_VENDOR_SORT }, filters.page);
}

/** How many filters narrow the list (search, price, rating; the sort does not narrow). */
export function activeVendorFilterCount(filters: VendorFilters): number {
  return [filters.q, filters.price, filters.rating, filters.availability].filter((v) => v !== undefined).length;
}

/** One chip per active filter; removing one keeps the others and the sort, from page 1. */
/** With `at`, the availability filter has its chip too. */
export function vendorFilterChips(filters: VendorFilters, t: VendorListTexts, at?: AvailabilityTexts): FilterChip[] {
  const rest = { ...filters, page: 1 };
  const chips: FilterChip[] = [];
  if (filters.q) chips.push({ key: 'q', label: t.chipSearch({ q: filters.q }), query: vendorQueryString({ ...rest, q: undefined }) });
  if (filters.price)
    chips.push({ key: 'price', label: t.chipPrice({ price: priceLabel(t, filters.price) }), query: vendorQueryString({ ...rest, price: undefined }) });
  if (filters.rating)
    chips.push({
      key: 'rating',
      label: t.chipRating({ rating: optionLabel(vendorRatingOptions(t), String(filters.rating)) }),
      query: vendorQueryString({ ...rest, rating: undefined }),
    });
  if (filters.availability && at)
    chips.push({ key: 'availability', label: availabilityChip(filters.availability, at), query: vendorQueryString({ ...rest, availability: undefined }) });
  return chips;
}

/**
 * The list's heading follows its filters: "Photography in Jaipur", "4+ star Catering under
 * ₹2 Lakh in Pune", "Photography matching “candid”".
 */
export function vendorListHeading(categoryName: string, cityName: string | null, filters: VendorFilters, t: VendorListTexts): string {
  let heading = categoryName;
  if (filters.rating)
    heading = filters.rating < 5 ? t.headingRating({ rating: String(filters.rating), category: categoryName }) : t.headingFiveStars({ category: categoryName });
  if (filters.price) {
    const over = filters.price >= VENDOR_PRICE_OVER;
    const amount = formatRupeesWords(over ? filters.price - 1 : filters.price, t.$locale);
    heading = over ? t.headingOver({ heading, amount }) : t.headingUnder({ heading, amount });
  }
  if (cityName) heading = t.headingInCityPart({ heading, city: cityName });
  if (filters.q) heading = t.headingMatching({ heading, q: filters.q });
  return heading;
}

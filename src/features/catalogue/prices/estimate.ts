// The all-in estimate of a venue (plates for the guests, rental, GST) and of a vendor that
// prices per person. Pure and browser-safe: the venue page's script runs the same code as the
// server, the list cards and the sort (estimate-sql.server.ts orders by the same sum).
import { formatLakh, formatRupees } from '../../../lib/money.ts';
import type { Bound, CatalogueOf } from '../../../i18n/catalogue.ts';
import type { estimateMessages } from './messages.ts';

/** The estimate's texts in one language (prices/messages.ts): the page binds them, the script reads them. */
export type EstimateTexts = Bound<CatalogueOf<typeof estimateMessages>>;

/**
 * GST by what is charged for, the one place the estimates take their rates from. Source: CBIC
 * notification 11/2017-Central Tax (Rate) as amended by 20/2019 and 46/2017: outdoor catering and
 * food served at an event, 5 % (heading 9963, without input tax credit); renting of premises for
 * events (heading 9972/9963 "services by way of renting of ... convention centres ... for
 * organising any business or personal event") and other services such as decor, 18 %.
 * Listings that state other rates in their policy text are quoted by the venue; the estimate
 * names each rate beside its line.
 */
export const GST_RATES = { food: 0.05, rental: 0.18, services: 0.18 } as const;
export type GstComponent = keyof typeof GST_RATES;
const percent = (rate: number) => `${Math.round(rate * 100)} %`;
/** "GST at 5 % on food, 18 % on rental": printed beside every venue estimate. */
export const gstLabel = (t: EstimateTexts) => t.gstLabel({ food: percent(GST_RATES.food), rental: percent(GST_RATES.rental) });
/** GST on a per-person service (catering is food, the rest services). */
export const gstRateLabel = (component: GstComponent, t: EstimateTexts) => t.gstOn({ rate: percent(GST_RATES[component]) });

export const DEFAULT_GUESTS = 100;
export const MAX_GUESTS = 10_000;
export const MAX_FUNCTIONS = 20;

export type VenuePrices = { vegPerPlate: number | null; nonVegPerPlate: number | null; rental: number | null };
/** Guests, the share of non-veg plates in percent (0-100) and the functions at the venue. */
export type EstimateInput = { guests: number; nonVegShare: number; functions: number };

/** The GST of each component, rounded to whole rupees apiece; `gst` is their sum. */
export type EstimateParts = { veg: number; nonVeg: number; rental: number; gstFood: number; gstRental: number; gst: number };
export type VenueEstimate =
  | { kind: 'estimate'; guests: number; vegGuests: number; nonVegGuests: number; functions: number; parts: EstimateParts; subtotal: number; total: number }
  | { kind: 'no-plate-price' }
  | { kind: 'no-non-veg-price' };

/**
 * Plates (veg for the veg guests, non-veg for the rest) and the starting rental, for each
 * function, plus GST on each at its own rate (GST_RATES: plates are food, the rental is rental).
 * Amounts are whole rupees; each component's GST is rounded once.
 */
export function estimateVenue(prices: VenuePrices, input: EstimateInput): VenueEstimate {
  const guests = Math.max(0, Math.floor(input.guests));
  const functions = Math.max(1, Math.floor(input.functions));
  const nonVegGuests = Math.round((guests * Math.min(100, Math.max(0, input.nonVegShare))) / 100);
  const vegGuests = guests - nonVegGuests;
  if (prices.vegPerPlate === null && vegGuests > 0) return { kind: 'no-plate-price' };
  if (prices.nonVegPerPlate === null && nonVegGuests > 0) return { kind: 'no-non-veg-price' };
  const veg = (prices.vegPerPlate ?? 0) * vegGuests * functions;
  const nonVeg = (prices.nonVegPerPlate ?? 0) * nonVegGuests * functions;
  const rental = (prices.rental ?? 0) * functions;
  const subtotal = veg + nonVeg + rental;
  const gstFood = Math.round((veg + nonVeg) * GST_RATES.food);
  const gstRental = Math.round(rental * GST_RATES.rental);
  const gst = gstFood + gstRental;
  return {
    kind: 'estimate',
    guests,
    vegGuests,
    nonVegGuests,
    functions,
    parts: { veg, nonVeg, rental, gstFood, gstRental, gst },
    subtotal,
    total: subtotal + gst,
  };
}

/**
 * The card's line for a list with a guest count: the detail page's estimate for the same URL
 * (`?guests=N`, its other fields at their defaults: all veg, one function), GST included.
 */
export function cardEstimateText(vegPerPlate: number | null, rental: number | null, guests: number, t: EstimateTexts): string | null {
  const estimate = estimateVenue({ vegPerPlate, nonVegPerPlate: null, rental }, { guests, nonVegShare: 0, functions: 1 });
  return estimate.kind === 'estimate' && vegPerPlate !== null ? t.cardEstimate({ amount: formatLakh(estimate.total, t.$locale), count: guests }) : null;
}

/**
 * The estimate's total as SQL over the venues table's columns, for the list's sort: the same
 * sum as `estimateVenue` (all veg, one function) with each component's GST rate, so the sort
 * orders venues by the figure their cards print. `guests` is a literal or `?`.
 */
export function estimateTotalSql(guests: number | '?'): string {
  return `price_per_plate_veg * ${1 + GST_RATES.food} * ${guests} + rental_price_min * ${1 + GST_RATES.rental}`;
}

/** The venue page's notice when its estimate prices more guests than the venue seats. */
export function overCapacityNotice(guests: number, capacityMax: number | null, t: EstimateTexts): string | null {
  return capacityMax !== null && guests > capacityMax ? t.overCapacity({ capacity: capacityMax, count: guests }) : null;
}

/** "₹9,60,000 (₹9.6 lakh)" ("₹9,60,000 (₹9.6 लाख)"). */
export function rupeesAndLakh(amount: number, t?: Pick<EstimateTexts, '$locale'>): string {
  return `${formatRupees(amount)} (${formatLakh(amount, t?.$locale)})`;
}

/** Vendor categories that price per person, and how their unit is said; GST where it applies. */
export const PER_PERSON_CATEGORIES: Record<string, { unit: string; gst: GstComponent | null }> = {
  catering: { unit: 'per plate', gst: 'food' },
  makeup: { unit: 'per person', gst: null },
  mehendi: { unit: 'per hand', gst: null },
};

export type PerPersonEstimate = { guests: number; unitPrice: number; unit: string; base: number; gst: number; total: number };

/** A per-person vendor's estimate for the guest count, or null when the category or price has none. */
export function estimatePerPerson(categorySlug: string, unitPrice: number | null, guests: number): PerPersonEstimate | null {
  const category = PER_PERSON_CATEGORIES[categorySlug];
  if (!category || unitPrice === null) return null;
  const count = Math.max(0, Math.floor(guests));
  const base = unitPrice * count;
  const gst = category.gst ? Math.round(base * GST_RATES[category.gst]) : 0;
  return { guests: count, unitPrice, unit: category.unit, base, gst, total: base + gst };
}

type Field = keyof EstimateInput;
/** A field that does not parse, and so keeps its default. */
export type EstimateQuery = { input: EstimateInput; given: { guests: boolean }; errors: Partial<Record<Field, true>> };

/** What a field's error says, in the page's language. */
export function estimateError(field: Field, t: EstimateTexts): string {
  if (field === 'guests') return t.errorGuests({ max: MAX_GUESTS });
  if (field === 'nonVegShare') return t.errorNonVegShare;
  return t.errorFunctions({ max: MAX_FUNCTIONS });
}

function wholeNumber(raw: string | null, min: number, max: number): number | null | undefined {
  if (raw === null || raw.trim() === '') return undefined;
  const n = Number(raw.trim());
  return Number.isInteger(n) && n >= min && n <= max ? n : null;
}

/**
 * Reads `guests`, `non_veg` (percent) and `functions` from a query (the no-JS form) or the
 * fields: a value that does not parse keeps its default and gets a field error.
 */
export function parseEstimateQuery(params: { get(name: string): string | null }, defaultGuests = DEFAULT_GUESTS): EstimateQuery {
  const errors: EstimateQuery['errors'] = {};
  const guests = wholeNumber(params.get('guests'), 0, MAX_GUESTS);
  const share = params.get('non_veg')?.trim() ? Number(params.get('non_veg')) : undefined;
  const functions = wholeNumber(params.get('functions'), 1, MAX_FUNCTIONS);
  if (guests === null) errors.guests = true;
  const shareOk = share === undefined || (Number.isFinite(share) && share >= 0 && share <= 100);
  if (!shareOk) errors.nonVegShare = true;
  if (functions === null) errors.functions = true;
  return {
    input: { guests: guests ?? defaultGuests, nonVegShare: shareOk && share !== undefined ? share : 0, functions: functions ?? 1 },
    given: { guests: typeof guests === 'number' },
    errors,
  };
}

export type EstimateView = { total: string | null; lakh: string | null; lines: [label: string, value: string][]; message: string | null };

/** What the venue page prints for an estimate (the server's HTML and the page's script share it). */
export function estimateView(estimate: VenueEstimate, t: EstimateTexts): EstimateView {
  if (estimate.kind === 'no-plate-price') return { total: null, lakh: null, lines: [], message: t.noPlatePrice };
  if (estimate.kind === 'no-non-veg-price') return { total: null, lakh: null, lines: [], message: t.noNonVegPrice };
  const times = estimate.functions > 1 ? t.timesFunctions({ count: estimate.functions }) : '';
  const lines: EstimateView['lines'] = [[t.vegPlates({ guests: t.guestCount({ count: estimate.vegGuests }), times }), formatRupees(estimate.parts.veg)]];
  if (estimate.nonVegGuests > 0)
    lines.push([t.nonVegPlates({ guests: t.guestCount({ count: estimate.nonVegGuests }), times }), formatRupees(estimate.parts.nonVeg)]);
  lines.push([t.rental({ functions: t.functionCount({ count: estimate.functions }) }), formatRupees(estimate.parts.rental)]);
  if (estimate.parts.veg + estimate.parts.nonVeg > 0) lines.push([t.gstFood({ rate: percent(GST_RATES.food) }), formatRupees(estimate.parts.gstFood)]);
  lines.push([t.gstRental({ rate: percent(GST_RATES.rental) }), formatRupees(estimate.parts.gstRental)]);
  return { total: formatRupees(estimate.total), lakh: formatLakh(estimate.total, t.$locale), lines, message: null };
}

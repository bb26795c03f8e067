// The all-in estimate of a venue (plates for the guests, rental, GST) and of a vendor that
// prices per person. Pure and browser-safe: the venue page's script runs the same code as the
// server, the list cards and the sort (estimate-sql.server.ts orders by the same sum).
import { formatLakh, formatRupees } from '../../../lib/money.ts';

/** GST on venue hire and catering. Printed beside every estimate. */
export const GST_RATE = 0.18;
export const GST_LABEL = `${Math.round(GST_RATE * 100)} % GST`;

export const DEFAULT_GUESTS = 100;
export const MAX_GUESTS = 10_000;
export const MAX_FUNCTIONS = 20;

export type VenuePrices = { vegPerPlate: number | null; nonVegPerPlate: number | null; rental: number | null };
/** Guests, the share of non-veg plates in percent (0-100) and the functions at the venue. */
export type EstimateInput = { guests: number; nonVegShare: number; functions: number };

export type EstimateParts = { veg: number; nonVeg: number; rental: number; gst: number };
export type VenueEstimate =
  | { kind: 'estimate'; guests: number; vegGuests: number; nonVegGuests: number; functions: number; parts: EstimateParts; subtotal: number; total: number }
  | { kind: 'no-plate-price' }
  | { kind: 'no-non-veg-price' };

export const estimateText = {
  noPlatePrice: 'This venue lists no per-plate price, so there is no estimate yet. Ask the venue for a quote.',
  noNonVegPrice: 'This venue lists no non-veg price, so we cannot estimate non-veg plates. Set the non-veg share to 0 % or ask the venue.',
  guests: `Enter a whole number of guests from 0 to ${MAX_GUESTS.toLocaleString('en-IN')}.`,
  nonVegShare: 'Enter a share of non-veg plates from 0 to 100 %.',
  functions: `Enter a whole number of functions from 1 to ${MAX_FUNCTIONS}.`,
} as const;

/**
 * Plates (veg for the veg guests, non-veg for the rest) and the starting rental, for each
 * function, plus GST on the whole. Amounts are whole rupees; GST is rounded once, on the sum.
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
  const gst = Math.round(subtotal * GST_RATE);
  return { kind: 'estimate', guests, vegGuests, nonVegGuests, functions, parts: { veg, nonVeg, rental, gst }, subtotal, total: subtotal + gst };
}

/** The card's line for a list with a guest count: all veg, one function, GST included. */
export function cardEstimateText(vegPerPlate: number | null, rental: number | null, guests: number): string | null {
  const estimate = estimateVenue({ vegPerPlate, nonVegPerPlate: null, rental }, { guests, nonVegShare: 0, functions: 1 });
  return estimate.kind === 'estimate' && vegPerPlate !== null ? `≈ ${formatLakh(estimate.total)} for ${guests.toLocaleString('en-IN')} guests` : null;
}

/** "₹9,60,000 (₹9.6 lakh)". */
export function rupeesAndLakh(amount: number): string {
  return `${formatRupees(amount)} (${formatLakh(amount)})`;
}

/** Vendor categories that price per person, and how their unit is said; GST where it applies. */
export const PER_PERSON_CATEGORIES: Record<string, { unit: string; gst: boolean }> = {
  catering: { unit: 'per plate', gst: true },
  makeup: { unit: 'per person', gst: false },
  mehendi: { unit: 'per hand', gst: false },
};

export type PerPersonEstimate = { guests: number; unitPrice: number; unit: string; base: number; gst: number; total: number };

/** A per-person vendor's estimate for the guest count, or null when the category or price has none. */
export function estimatePerPerson(categorySlug: string, unitPrice: number | null, guests: number): PerPersonEstimate | null {
  const category = PER_PERSON_CATEGORIES[categorySlug];
  if (!category || unitPrice === null) return null;
  const count = Math.max(0, Math.floor(guests));
  const base = unitPrice * count;
  const gst = category.gst ? Math.round(base * GST_RATE) : 0;
  return { guests: count, unitPrice, unit: category.unit, base, gst, total: base + gst };
}

type Field = keyof EstimateInput;
export type EstimateQuery = { input: EstimateInput; given: { guests: boolean }; errors: Partial<Record<Field, string>> };

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
  if (guests === null) errors.guests = estimateText.guests;
  const shareOk = share === undefined || (Number.isFinite(share) && share >= 0 && share <= 100);
  if (!shareOk) errors.nonVegShare = estimateText.nonVegShare;
  if (functions === null) errors.functions = estimateText.functions;
  return {
    input: { guests: guests ?? defaultGuests, nonVegShare: shareOk && share !== undefined ? share : 0, functions: functions ?? 1 },
    given: { guests: typeof guests === 'number' },
    errors,
  };
}

export type EstimateView = { total: string | null; lakh: string | null; lines: [label: string, value: string][]; message: string | null };

const plural = (n: number, one: string, many: string) => `${n.toLocaleString('en-IN')} ${n === 1 ? one : many}`;

/** What the venue page prints for an estimate (the server's HTML and the page's script share it). */
export function estimateView(estimate: VenueEstimate): EstimateView {
  if (estimate.kind === 'no-plate-price') return { total: null, lakh: null, lines: [], message: estimateText.noPlatePrice };
  if (estimate.kind === 'no-non-veg-price') return { total: null, lakh: null, lines: [], message: estimateText.noNonVegPrice };
  const times = estimate.functions > 1 ? ` × ${estimate.functions} functions` : '';
  const lines: EstimateView['lines'] = [[`Veg plates (${plural(estimate.vegGuests, 'guest', 'guests')}${times})`, formatRupees(estimate.parts.veg)]];
  if (estimate.nonVegGuests > 0)
    lines.push([`Non-veg plates (${plural(estimate.nonVegGuests, 'guest', 'guests')}${times})`, formatRupees(estimate.parts.nonVeg)]);
  lines.push([`Rental (${plural(estimate.functions, 'function', 'functions')})`, formatRupees(estimate.parts.rental)]);
  lines.push([`GST at ${GST_LABEL.replace(' GST', '')}`, formatRupees(estimate.parts.gst)]);
  return { total: formatRupees(estimate.total), lakh: formatLakh(estimate.total), lines, message: null };
}

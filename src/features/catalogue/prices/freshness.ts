// How fresh a listing's prices are: "Prices verified November 2026" until they are older than
// PRICES_STALE_AFTER_DAYS, then "Prices may be out of date" (on pages, cards and estimates).
// The owner's dashboard reminds them from PRICES_REMIND_AFTER_DAYS. Dates are YYYY-MM-DD.

import { daysBetween, todayInIndia } from '../../../lib/dates.ts';

export const PRICES_STALE_AFTER_DAYS = 180;
export const PRICES_REMIND_AFTER_DAYS = 150;

export const freshnessText = {
  stale: 'Prices may be out of date',
  verified: (monthYear: string) => `Prices verified ${monthYear}`,
} as const;

const monthYear = new Intl.DateTimeFormat('en-IN', { timeZone: 'UTC', month: 'long', year: 'numeric' });
const parse = (iso: string) => Date.parse(`${iso}T00:00:00Z`);

export type PriceFreshness = { stale: boolean; text: string; ageDays: number | null };

/** Never verified counts as out of date. */
export function priceFreshness(verifiedOn: string | null, today = todayInIndia()): PriceFreshness {
  if (!verifiedOn || Number.isNaN(parse(verifiedOn))) return { stale: true, text: freshnessText.stale, ageDays: null };
  const ageDays = daysBetween(verifiedOn, today);
  if (ageDays > PRICES_STALE_AFTER_DAYS) return { stale: true, text: freshnessText.stale, ageDays };
  return { stale: false, text: freshnessText.verified(monthYear.format(parse(verifiedOn))), ageDays };
}

/** True when the owner should be reminded to confirm the prices. */
export function needsPriceReminder(verifiedOn: string | null, today = todayInIndia()): boolean {
  return !verifiedOn || daysBetween(verifiedOn, today) > PRICES_REMIND_AFTER_DAYS;
}

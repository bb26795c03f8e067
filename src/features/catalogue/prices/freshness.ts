// How fresh a listing's prices are: "Prices verified November 2026" until they are older than
// PRICES_STALE_AFTER_DAYS, then "Prices may be out of date" (on pages, cards and estimates).
// The owner's dashboard reminds them from PRICES_REMIND_AFTER_DAYS. Dates are YYYY-MM-DD.

import { daysBetween, todayInIndia } from '../../../lib/dates.ts';
import { LANG_TAG, type Locale } from '../../../i18n/locales.ts';
import type { Bound, CatalogueOf } from '../../../i18n/catalogue.ts';
import type { freshnessMessages } from './messages.ts';

/** The freshness line's texts in one language (prices/messages.ts). */
export type FreshnessTexts = Pick<Bound<CatalogueOf<typeof freshnessMessages>>, 'stale' | 'verified' | '$locale'>;

export const PRICES_STALE_AFTER_DAYS = 180;
export const PRICES_REMIND_AFTER_DAYS = 150;

/**
 * The English texts, for callers that do not pass their page's language yet (the dashboard's
 * prices panel, the vendor list's script); pages pass `freshnessMessages.for(locale)`.
 */
export const freshnessText: FreshnessTexts = {
  $locale: 'en',
  stale: 'Prices may be out of date',
  verified: ({ monthYear }) => `Prices verified ${monthYear}`,
};

const monthYears = new Map<Locale, Intl.DateTimeFormat>();
function monthYear(locale: Locale): Intl.DateTimeFormat {
  let format = monthYears.get(locale);
  if (!format) monthYears.set(locale, (format = new Intl.DateTimeFormat(LANG_TAG[locale], { timeZone: 'UTC', month: 'long', year: 'numeric' })));
  return format;
}
const parse = (iso: string) => Date.parse(`${iso}T00:00:00Z`);

export type PriceFreshness = { stale: boolean; text: string; ageDays: number | null };

/** Never verified counts as out of date. */
export function priceFreshness(verifiedOn: string | null, today = todayInIndia(), t: FreshnessTexts = freshnessText): PriceFreshness {
  if (!verifiedOn || Number.isNaN(parse(verifiedOn))) return { stale: true, text: t.stale, ageDays: null };
  const ageDays = daysBetween(verifiedOn, today);
  if (ageDays > PRICES_STALE_AFTER_DAYS) return { stale: true, text: t.stale, ageDays };
  return { stale: false, text: t.verified({ monthYear: monthYear(t.$locale).format(parse(verifiedOn)) }), ageDays };
}

/** True when the owner should be reminded to confirm the prices. */
export function needsPriceReminder(verifiedOn: string | null, today = todayInIndia()): boolean {
  return !verifiedOn || daysBetween(verifiedOn, today) > PRICES_REMIND_AFTER_DAYS;
}

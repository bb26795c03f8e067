// Every date the site shows, in Indian English or Hindi ("28 नवंबर 2026": Latin digits, Hindi
// month names, the style of `hi-IN` in Intl, used everywhere). Browser-safe.
import type { Locale } from '../i18n/locales.ts';

/** India's offset from UTC: five and a half hours, all year (no daylight saving since 1945). */
const INDIA_OFFSET_MS = 330 * 60 * 1000;

// Month names as Intl writes them for en-IN and hi-IN (unit tests compare every day of three
// years with Intl), kept here so that showing a date never makes an Intl object: the first one
// a page makes starts ICU, tens of milliseconds of the main thread (see i18n/indian-number.ts).
const MONTHS: Record<Locale, { long: readonly string[]; short: readonly string[] }> = {
  en: {
    long: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
    short: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'],
  },
  hi: {
    long: ['जनवरी', 'फ़रवरी', 'मार्च', 'अप्रैल', 'मई', 'जून', 'जुलाई', 'अगस्त', 'सितंबर', 'अक्टूबर', 'नवंबर', 'दिसंबर'],
    short: ['जन॰', 'फ़र॰', 'मार्च', 'अप्रैल', 'मई', 'जून', 'जुल॰', 'अग॰', 'सित॰', 'अक्टू॰', 'नव॰', 'दिस॰'],
  },
};

/** The calendar day of `date` in UTC: day of the month, month (0–11) and year. */
function dayOf(date: Date): { day: number; month: number; year: number } {
  return { day: date.getUTCDate(), month: date.getUTCMonth(), year: date.getUTCFullYear() };
}

const calendarDay = (date: Date | string) => dayOf(typeof date === 'string' ? new Date(`${date}T00:00:00Z`) : date);

/**
 * "5 November 2026" for a calendar date: a content date, a wedding or due date. A string is
 * `YYYY-MM-DD`. Calendar dates have no time zone, so they are read and shown in UTC and never
 * shift by a day.
 */
export function formatCalendarDate(date: Date | string, locale: Locale = 'en'): string {
  const { day, month, year } = calendarDay(date);
  return `${day} ${MONTHS[locale].long[month]} ${year}`;
}

/** "27 Feb" for a calendar date `YYYY-MM-DD` (a card's free dates). */
export function formatShortDate(date: string, locale: Locale = 'en'): string {
  const { day, month } = calendarDay(date);
  return `${day} ${MONTHS[locale].short[month]}`;
}

/** "February 2027" for a `YYYY-MM` month. */
export function formatMonth(month: string, locale: Locale = 'en'): string {
  const { month: index, year } = calendarDay(`${month}-01`);
  return `${MONTHS[locale].long[index]} ${year}`;
}

/** "21 Nov 2026": the day in India on which something happened (a review, a sign-up). */
export function formatDay(instant: Date | string, locale: Locale = 'en'): string {
  const { day, month, year } = dayOf(new Date((typeof instant === 'string' ? new Date(instant) : instant).getTime() + INDIA_OFFSET_MS));
  return `${day} ${MONTHS[locale].short[month]} ${year}`;
}

/** Today's date in India, YYYY-MM-DD: the day quotes, deadlines, prices and tasks are judged by. */
export function todayInIndia(now: Date = new Date()): string {
  return new Date(now.getTime() + INDIA_OFFSET_MS).toISOString().slice(0, 10);
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** True for a real calendar date written YYYY-MM-DD. */
export function isIsoDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** Whole days from `from` to `to` (both YYYY-MM-DD). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

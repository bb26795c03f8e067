// Every date the site shows, in Indian English or Hindi ("28 नवंबर 2026": Latin digits, Hindi
// month names, the style of `hi-IN` in Intl, used everywhere). Browser-safe.
import { LANG_TAG, LOCALES, type Locale } from '../i18n/locales.ts';

const formats = <T>(make: (tag: string) => T) => Object.fromEntries(LOCALES.map((locale) => [locale, make(LANG_TAG[locale])])) as Record<Locale, T>;
const calendarDate = formats((tag) => new Intl.DateTimeFormat(tag, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }));
const shortDate = formats((tag) => new Intl.DateTimeFormat(tag, { day: 'numeric', month: 'short', timeZone: 'UTC' }));
const monthYear = formats((tag) => new Intl.DateTimeFormat(tag, { month: 'long', year: 'numeric', timeZone: 'UTC' }));
const indianDay = formats((tag) => new Intl.DateTimeFormat(tag, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' }));

/**
 * "5 November 2026" for a calendar date: a content date, a wedding or due date. A string is
 * `YYYY-MM-DD`. Calendar dates have no time zone, so they are read and shown in UTC and never
 * shift by a day.
 */
export function formatCalendarDate(date: Date | string, locale: Locale = 'en'): string {
  return calendarDate[locale].format(typeof date === 'string' ? new Date(`${date}T00:00:00Z`) : date);
}

/** "27 Feb" for a calendar date `YYYY-MM-DD` (a card's free dates). */
export function formatShortDate(date: string, locale: Locale = 'en'): string {
  return shortDate[locale].format(new Date(`${date}T00:00:00Z`));
}

/** "February 2027" for a `YYYY-MM` month. */
export function formatMonth(month: string, locale: Locale = 'en'): string {
  return monthYear[locale].format(new Date(`${month}-01T00:00:00Z`));
}

/** "21 Nov 2026": the day in India on which something happened (a review, a sign-up). */
export function formatDay(instant: Date | string, locale: Locale = 'en'): string {
  return indianDay[locale].format(typeof instant === 'string' ? new Date(instant) : instant);
}

const indiaIsoDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit', day: '2-digit' });

/** Today's date in India, YYYY-MM-DD: the day quotes, deadlines, prices and tasks are judged by. */
export function todayInIndia(now: Date = new Date()): string {
  return indiaIsoDay.format(now);
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

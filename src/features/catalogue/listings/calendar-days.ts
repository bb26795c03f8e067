// The month tables of a listing's public calendar, as the page renders its first months
// (ListingCalendar.astro) and the browser draws the others (listing-calendar.ts): one
// letter a day for the months the page sends as data, the classes and marks of each kind of
// day, and a month's weeks, Monday first. Browser-safe.
import type { PublicDayStatus } from '../../marketplace/index.ts';

/**
 * How many months the page renders as tables (the current one: what a visitor without
 * JavaScript sees); the others come as data-days codes. Each month in the HTML costs about
 * 150 to 250 bytes of the page's compressed 14 KB.
 */
export const MONTHS_IN_HTML = 1;

const CODES = { free: 'f', partly: 'p', booked: 'b', past: 'x' } as const satisfies Record<PublicDayStatus, string>;
const STATUS_OF = new Map<string, PublicDayStatus>(Object.entries(CODES).map(([status, code]) => [code, status as PublicDayStatus]));

/** A month's days as one letter each, from the 1st on (f free, p partly free, b booked, x past). */
export function daysCode(days: readonly { status: PublicDayStatus }[]): string {
  return days.map((d) => CODES[d.status]).join('');
}

/** The days of a daysCode; an unknown letter reads as null (the day is left blank). */
export function daysOfCode(code: string): (PublicDayStatus | null)[] {
  return [...code].map((letter) => STATUS_OF.get(letter) ?? null);
}

/** The classes of the tables' parts, the same on the page and in the browser. */
export const CALENDAR_CLASS = {
  table: 'w-full table-fixed text-center text-xs',
  caption: 'mb-1 text-left text-sm font-semibold',
  weekday: 'font-normal text-stone-500',
  mark: 'block text-[0.6rem] leading-none no-underline',
};

/** Each kind of day's colours: the key's swatch and the day's cell. Never the only sign. */
export const DAY_TONE: Record<PublicDayStatus, string> = {
  free: 'bg-emerald-50 text-emerald-900',
  partly: 'bg-amber-100 text-amber-900',
  booked: 'bg-stone-200 text-stone-600 line-through',
  past: 'text-stone-500',
};

/** A day's cell. */
export const dayClass = (status: PublicDayStatus) => `rounded p-0.5 ${DAY_TONE[status]}`;

/** The mark beside the number of a day that is not free, so colour is never the only sign. */
export const DAY_MARK: Record<PublicDayStatus, string> = { free: '', partly: '½', booked: '✕', past: '' };

export type CalendarCell = { day: number; status: PublicDayStatus } | null;

/** A month (YYYY-MM) as weeks of seven cells, Monday first; null cells before the 1st and after the last day. */
export function monthWeeks(month: string, days: readonly (PublicDayStatus | null)[]): CalendarCell[][] {
  const lead = (new Date(`${month}-01T00:00:00Z`).getUTCDay() + 6) % 7;
  const weeks: CalendarCell[][] = [];
  for (let start = 0; start < lead + days.length; start += 7) {
    weeks.push(
      Array.from({ length: 7 }, (_, i) => {
        const index = start + i - lead;
        const status = days[index];
        return index >= 0 && status ? { day: index + 1, status } : null;
      }),
    );
  }
  return weeks;
}

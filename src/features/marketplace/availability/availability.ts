// Availability rules without a database (browser-safe): the date, range and part-of-day
// parameters of the public lists and the business calendar, and what a listing's calendar
// says about a date. A day has two parts, day and evening (a Mehendi by day and a Sangeet at
// night share a date); a whole-day block or booking holds both.
import { daysBetween, isIsoDate } from '../../../lib/dates.ts';

export const DAY_PARTS = ['day', 'evening'] as const;
export type DayPart = (typeof DAY_PARTS)[number];
/** What a quote or booking covers: one part, or the whole day ('full'). */
export const BOOKING_PARTS = ['day', 'evening', 'full'] as const;
export type BookingPart = (typeof BOOKING_PARTS)[number];
export type CalendarSource = 'block' | 'booking';

/** The longest range a filter or a block may cover, in days (both ends counted). */
export const MAX_RANGE_DAYS = 366;

export type AvailabilityStatus = 'free' | 'partly' | 'booked' | 'unconfirmed';

/** One space of a listing, as the rules need it. */
export type SpaceFacts = { id: number; capacity: number | null };
/** One calendar row, as the rules need it. */
export type EntryFacts = { spaceId: number; date: string; part: DayPart };

/** A part's name in English messages thrown by the server ("… on 27 Feb 2027 (evening)"). */
export function partLabel(part: DayPart): string {
  return part;
}

export function isDayPart(value: unknown): value is DayPart {
  return value === 'day' || value === 'evening';
}

export function isBookingPart(value: unknown): value is BookingPart {
  return value === 'day' || value === 'evening' || value === 'full';
}

/** The calendar parts a quote or booking of `part` holds. */
export function partsOf(part: BookingPart): DayPart[] {
  return part === 'full' ? ['day', 'evening'] : [part];
}

/** A `YYYY-MM-DD` parameter, or null when missing or not a real date. */
export function parseDate(value: string | null | undefined): string | null {
  return value && isIsoDate(value) ? value : null;
}

/** A `YYYY-MM` parameter, or null. */
export function parseMonth(value: string | null | undefined): string | null {
  if (!value || !/^\d{4}-(0[1-9]|1[0-2])$/.test(value)) return null;
  return value;
}

/** A `part` parameter (`day` | `evening`), or null for the whole day / anything else. */
export function parsePart(value: string | null | undefined): DayPart | null {
  return isDayPart(value) ? value : null;
}

export type DateRange = { from: string; to: string };
export type RangeResult = { ok: true; range: DateRange } | { ok: false; reason: 'invalid' | 'reversed' | 'too-long' };

/**
 * `from`/`to` as a range: both real dates, `from` not after `to`, at most MAX_RANGE_DAYS days
 * (both ends counted). A missing `to` is the one day `from`.
 */
export function parseRange(from: string | null | undefined, to: string | null | undefined): RangeResult {
  const start = parseDate(from);
  const end = to ? parseDate(to) : start;
  if (!start || !end) return { ok: false, reason: 'invalid' };
  if (end < start) return { ok: false, reason: 'reversed' };
  if (daysBetween(start, end) + 1 > MAX_RANGE_DAYS) return { ok: false, reason: 'too-long' };
  return { ok: true, range: { from: start, to: end } };
}

/** Every date of a range, in order (the range is bounded by parseRange). */
export function datesOf(range: DateRange): string[] {
  const out: string[] = [];
  const end = Date.parse(`${range.to}T00:00:00Z`);
  for (let t = Date.parse(`${range.from}T00:00:00Z`); t <= end && out.length <= MAX_RANGE_DAYS; t += 86_400_000) {
    out.push(new Date(t).toISOString().slice(0, 10));
  }
  return out;
}

/** The first and last dates of a `YYYY-MM` month. */
export function monthRange(month: string): DateRange {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${String(last).padStart(2, '0')}` };
}

/** `YYYY-MM` moved by `delta` months. */
export function addMonths(month: string, delta: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const d = new Date(Date.UTC(y, m - 1 + delta, 1));
  return d.toISOString().slice(0, 7);
}

/** A space fits a party of `guests` when it has no capacity set or seats that many. */
export function spaceFits(space: SpaceFacts, guests: number | null | undefined): boolean {
  return guests == null || space.capacity == null || space.capacity >= guests;
}

/**
 * What a listing's calendar says about `date` (optionally one part of it) for `guests`:
 * - 'unconfirmed': the owner never touched the calendar and nothing is booked on the date;
 * - 'free': some fitting space is free for the asked part (the whole day when no part is asked);
 * - 'partly': no fitting space is free the whole day, but one has a part free (only when no part is asked);
 * - 'booked': no fitting space is free (or none fits).
 */
export function dateStatus(input: {
  spaces: readonly SpaceFacts[];
  entries: readonly EntryFacts[];
  date: string;
  part?: DayPart | null;
  guests?: number | null;
  /** The listing's calendar_updated_at is set. */
  confirmed: boolean;
}): AvailabilityStatus {
  const fitting = input.spaces.filter((s) => spaceFits(s, input.guests));
  const held = new Set(input.entries.filter((e) => e.date === input.date).map((e) => `${e.spaceId}:${e.part}`));
  const freeFor = (space: SpaceFacts, part: DayPart) => !held.has(`${space.id}:${part}`);
  const wanted: DayPart[] = input.part ? [input.part] : [...DAY_PARTS];
  let status: AvailabilityStatus = 'booked';
  if (fitting.some((s) => wanted.every((p) => freeFor(s, p)))) status = 'free';
  else if (!input.part && fitting.some((s) => DAY_PARTS.some((p) => freeFor(s, p)))) status = 'partly';
  if (!input.confirmed && held.size === 0 && fitting.length > 0) return 'unconfirmed';
  return status;
}

/** The free parts of one space on one date, from its rows of that date. */
export function freeParts(entries: readonly { part: DayPart }[]): DayPart[] {
  const held = new Set(entries.map((e) => e.part));
  return DAY_PARTS.filter((p) => !held.has(p));
}

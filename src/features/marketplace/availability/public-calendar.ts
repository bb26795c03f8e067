// The public calendar of a listing (browser-safe): the next twelve months, each day free,
// partly free or booked, or the whole calendar "not confirmed" when its owner never touched it.
// It says free or not, never who booked or why.
import { addMonths, dateStatus, datesOf, monthRange, type DayPart, type EntryFacts, type SpaceFacts } from './availability.ts';

export type PublicDayStatus = 'free' | 'partly' | 'booked' | 'past';
export type PublicMonth = { month: string; days: { date: string; status: PublicDayStatus }[] };
export type PublicCalendar = { confirmed: boolean; months: PublicMonth[] };

/** How many months the public calendar shows, from the current one. */
export const PUBLIC_CALENDAR_MONTHS = 12;

/** The first and last dates the public calendar covers from `today` (its month's first day on). */
export function publicCalendarRange(today: string): { from: string; to: string } {
  const first = today.slice(0, 7);
  return { from: monthRange(first).from, to: monthRange(addMonths(first, PUBLIC_CALENDAR_MONTHS - 1)).to };
}

/**
 * The twelve months from `today`'s, every day's status. A listing whose owner never saved the
 * calendar is 'unconfirmed' as a whole (the page says so instead of showing days as free),
 * unless something is booked on it.
 */
export function publicCalendar(input: { today: string; spaces: readonly SpaceFacts[]; entries: readonly EntryFacts[]; confirmed: boolean }): PublicCalendar {
  const first = input.today.slice(0, 7);
  const months: PublicMonth[] = [];
  for (let i = 0; i < PUBLIC_CALENDAR_MONTHS; i++) {
    const month = addMonths(first, i);
    const days = datesOf(monthRange(month)).map((date) => {
      if (date < input.today) return { date, status: 'past' as const };
      const status = dateStatus({ spaces: input.spaces, entries: input.entries, date, confirmed: true });
      return { date, status: status === 'unconfirmed' ? ('free' as const) : status };
    });
    months.push({ month, days });
  }
  return { confirmed: input.confirmed || input.entries.length > 0, months };
}

/** One asked date of an enquiry, and whether the listing is free then (the public check). */
export type DateCheck = { date: string; part: DayPart | null; status: 'free' | 'booked' | 'unconfirmed' };

/** Whether each asked date (and part) is free: 'partly' counts as booked for a whole-day ask. */
export function checkDates(input: {
  asked: readonly { date: string; part: DayPart | null }[];
  spaces: readonly SpaceFacts[];
  entries: readonly EntryFacts[];
  confirmed: boolean;
  guests?: number | null;
}): DateCheck[] {
  return input.asked.map(({ date, part }) => {
    const status = dateStatus({ spaces: input.spaces, entries: input.entries, date, part, guests: input.guests, confirmed: input.confirmed });
    return { date, part, status: status === 'free' ? 'free' : status === 'unconfirmed' ? 'unconfirmed' : 'booked' };
  });
}

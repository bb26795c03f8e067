// What the lists say about availability (browser-safe, texts passed in): the filter's chip, a
// card's line ("Free on 27 Feb, 4 Mar") and why the parameters were set aside.
import { formatCalendarDate, formatMonth, formatShortDate } from '../../../lib/dates.ts';
import type { AvailabilityProblem, AvailabilityQuery, CardAvailability } from '../../marketplace/index.ts';
import type { AvailabilityTexts } from './availability-messages.ts';

/** How many free dates a card names before "and N more". */
const CARD_DATES = 3;

/** The chip of an availability filter. */
export function availabilityChip(query: AvailabilityQuery, t: AvailabilityTexts): string {
  const day = (d: string) => formatCalendarDate(d, t.$locale);
  const p = query.params;
  const dates = p.muhurat
    ? t.chipMuhurat({ month: formatMonth(p.muhurat, t.$locale) })
    : query.from === query.to
      ? t.chipDate({ date: day(query.from) })
      : t.chipRange({ from: day(query.from), to: day(query.to) });
  return query.part ? t.chipPart({ dates, part: query.part === 'day' ? t.day : t.evening }) : dates;
}

/** A card's line, or null when the list asked no dates. */
export function availabilityLine(availability: CardAvailability | undefined, t: AvailabilityTexts): string | null {
  if (!availability) return null;
  if (availability.status === 'unconfirmed') return t.notConfirmed;
  const shown = availability.dates
    .slice(0, CARD_DATES)
    .map((d) => formatShortDate(d, t.$locale))
    .join(', ');
  const more = availability.dates.length - CARD_DATES;
  const dates = more > 0 ? t.moreDates({ dates: shown, count: String(more) }) : shown;
  return availability.status === 'free' ? t.freeOn({ dates }) : t.partlyFreeOn({ dates });
}

/** Why the availability parameters were set aside. */
export function availabilityProblemText(problem: AvailabilityProblem, t: AvailabilityTexts): string {
  switch (problem) {
    case 'invalid':
      return t.problemInvalid;
    case 'reversed':
      return t.problemReversed;
    case 'too-long':
      return t.problemTooLong;
    case 'no-muhurat':
      return t.problemNoMuhurat;
  }
}

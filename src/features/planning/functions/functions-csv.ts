// Caterer sheet, accommodation list and RSVP links as CSV: RFC 4180, formula-safe cells,
// written the way guests.csv is.
import { toCsvRow } from '../../../lib/csv.ts';
import { MEAL_OPTIONS } from '../wedding/functions.ts';
import type { Headcount, WeddingFunction } from '../wedding/functions.ts';

function csv(header: readonly string[], rows: readonly (readonly string[])[]): string {
  return `${[toCsvRow(header), ...rows.map(toCsvRow)].join('\r\n')}\r\n`;
}

export const CATERER_CSV_HEADER = ['Function', 'Date', 'Start time', 'Venue', 'Address', 'Meal', 'People'] as const;

/** One row per meal (with the people not saying), then children and the total attending. */
export function catererSheetToCsv(fn: WeddingFunction, headcount: Headcount): string {
  const lead = [fn.name, fn.date ?? '', fn.startTime ?? '', fn.venueName ?? '', fn.address ?? ''];
  const rows = [
    ...[...MEAL_OPTIONS, 'Not specified' as const].map((meal) => [...lead, meal, String(headcount.meals[meal])]),
    [...lead, 'Children (included above)', String(headcount.children)],
    [...lead, 'Total attending', String(headcount.attending)],
  ];
  return csv(CATERER_CSV_HEADER, rows);
}

export const ACCOMMODATION_CSV_HEADER = ['Household', 'Phone', 'People', 'Arrival', 'Departure'] as const;

export function accommodationToCsv(
  rows: readonly { household: string; phone: string | null; people: number; arrival: string | null; departure: string | null }[],
): string {
  return csv(
    ACCOMMODATION_CSV_HEADER,
    rows.map((r) => [r.household, r.phone ?? '', String(r.people), r.arrival ?? '', r.departure ?? '']),
  );
}

export const LINKS_CSV_HEADER = ['Household', 'Phone', 'People', 'RSVP link', 'WhatsApp'] as const;

export function linksToCsv(rows: readonly { name: string; phone: string | null; allowance: number; link: string; whatsapp: string }[]): string {
  return csv(
    LINKS_CSV_HEADER,
    rows.map((r) => [r.name, r.phone ?? '', String(r.allowance), r.link, r.whatsapp]),
  );
}

/** A file name part from a function's name: "Haldi & Mehendi" → "haldi-mehendi". */
export function fileSlug(name: string): string {
  return (
    name
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'function'
  );
}

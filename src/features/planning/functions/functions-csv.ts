// Caterer sheet, accommodation list and RSVP links as CSV: RFC 4180, formula-safe cells,
// written the way guests.csv is.
import { toCsvRow } from '../../../lib/csv.ts';
import { MEAL_OPTIONS } from '../wedding/functions.ts';
import type { Headcount, WeddingFunction } from '../wedding/functions.ts';
import type { Locale } from '../../../i18n/locales.ts';
import type { WeddingSide } from '../wedding/sides.ts';

// A Hindi account's files: the same columns and rows, with Hindi headings and row names.
const HINDI: Record<string, string> = {
  Function: 'समारोह',
  Date: 'तारीख़',
  'Start time': 'शुरू होने का समय',
  Venue: 'वेन्यू',
  Address: 'पता',
  Meal: 'खाना',
  People: 'लोग',
  Household: 'परिवार',
  Phone: 'फ़ोन',
  Arrival: 'पहुँचने की तारीख़',
  Departure: 'जाने की तारीख़',
  'RSVP link': 'जवाब का लिंक',
  WhatsApp: 'व्हाट्सऐप',
  Vegetarian: 'शाकाहारी',
  'Non-vegetarian': 'मांसाहारी',
  Vegan: 'वीगन',
  Jain: 'जैन',
  'Not specified': 'नहीं बताया',
  'Children (included above)': 'बच्चे (ऊपर गिने हुए)',
  'Total attending': 'कुल आने वाले',
  Side: 'तरफ़',
  "Bride's side": 'दुल्हन की तरफ़',
  "Groom's side": 'दूल्हे की तरफ़',
  'Both sides': 'दोनों तरफ़',
};
const SIDE_NAMES: Record<WeddingSide, string> = { bride: "Bride's side", groom: "Groom's side", both: 'Both sides' };
const inLocale = (locale: Locale) => (text: string) => (locale === 'hi' ? (HINDI[text] ?? text) : text);

function csv(header: readonly string[], rows: readonly (readonly string[])[]): string {
  return `${[toCsvRow(header), ...rows.map(toCsvRow)].join('\r\n')}\r\n`;
}

export const CATERER_CSV_HEADER = ['Function', 'Date', 'Start time', 'Venue', 'Address', 'Meal', 'People'] as const;

/**
 * One row per meal (with the people not saying), then children and the total attending. One
 * side's sheet (`side`) says whose people it counts in a last "Side" column.
 */
export function catererSheetToCsv(fn: WeddingFunction, headcount: Headcount, locale: Locale = 'en', side: WeddingSide | null = null): string {
  const say = inLocale(locale);
  const lead = [fn.name, fn.date ?? '', fn.startTime ?? '', fn.venueName ?? '', fn.address ?? ''];
  const tail = side ? [say(SIDE_NAMES[side])] : [];
  const rows = [
    ...[...MEAL_OPTIONS, 'Not specified' as const].map((meal) => [...lead, say(meal), String(headcount.meals[meal]), ...tail]),
    [...lead, say('Children (included above)'), String(headcount.children), ...tail],
    [...lead, say('Total attending'), String(headcount.attending), ...tail],
  ];
  return csv([...CATERER_CSV_HEADER, ...(side ? ['Side'] : [])].map(say), rows);
}

export const ACCOMMODATION_CSV_HEADER = ['Household', 'Phone', 'People', 'Arrival', 'Departure'] as const;

export function accommodationToCsv(
  rows: readonly { household: string; phone: string | null; people: number; arrival: string | null; departure: string | null }[],
  locale: Locale = 'en',
): string {
  return csv(
    ACCOMMODATION_CSV_HEADER.map(inLocale(locale)),
    rows.map((r) => [r.household, r.phone ?? '', String(r.people), r.arrival ?? '', r.departure ?? '']),
  );
}

export const LINKS_CSV_HEADER = ['Household', 'Phone', 'People', 'RSVP link', 'WhatsApp'] as const;

export function linksToCsv(
  rows: readonly { name: string; phone: string | null; allowance: number; link: string; whatsapp: string }[],
  locale: Locale = 'en',
): string {
  return csv(
    LINKS_CSV_HEADER.map(inLocale(locale)),
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

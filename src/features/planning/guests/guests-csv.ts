// Guest list as CSV (RFC 4180): export, parse and map rows back to guests. Import accepts
// exactly what export writes, so an exported file re-imports to the same guests.
// The nine columns of the specification always come first; a "Side" column follows when the
// file has guests of one family (or is one side's list), and is read back when present:
// a file without it, or a cell left empty or not understood, puts the guest on both sides.
import { rsvpLabels, type Guest, type Rsvp } from './guests.ts';
import type { GuestInput } from './guests.schema.ts';
import { parseCsv, restoreCell, toCsvRow, UTF8_BOM } from '../../../lib/csv.ts';
import type { Locale } from '../../../i18n/locales.ts';
import type { MealOption } from '../wedding/functions.ts';
import { SIDES, type WeddingSide } from '../wedding/sides.ts';

export const GUEST_CSV_HEADER = ['Full Name', 'Email', 'Phone', 'Address', 'RSVP', 'Meal', 'Table', 'Notes', 'Invited'] as const;
/** The optional last column: whose guest each row is. */
export const GUEST_CSV_SIDE = 'Side';
type Column = (typeof GUEST_CSV_HEADER)[number] | typeof GUEST_CSV_SIDE;

// A Hindi account's file: Hindi headings and words, read back by the import as the English ones are.
const HINDI_HEADER: Record<Column, string> = {
  'Full Name': 'पूरा नाम',
  Email: 'ई-मेल',
  Phone: 'फ़ोन',
  Address: 'पता',
  RSVP: 'जवाब',
  Meal: 'खाना',
  Table: 'टेबल',
  Notes: 'नोट',
  Invited: 'न्योता भेजा',
  Side: 'तरफ़',
};
const HINDI_RSVP: Record<Rsvp, string> = { awaiting: 'जवाब बाकी', confirmed: 'आएँगे', declined: 'नहीं आएँगे' };
const HINDI_MEAL: Record<MealOption, string> = { Vegetarian: 'शाकाहारी', 'Non-vegetarian': 'मांसाहारी', Vegan: 'वीगन', Jain: 'जैन' };
const HINDI_YES_NO = { yes: 'हाँ', no: 'नहीं' } as const;
const SIDE_LABELS: Record<WeddingSide, string> = { bride: "Bride's side", groom: "Groom's side", both: 'Both sides' };
const HINDI_SIDE: Record<WeddingSide, string> = { bride: 'दुल्हन की तरफ़', groom: 'दूल्हे की तरफ़', both: 'दोनों तरफ़' };

/**
 * The guest list as a CSV file, its headings and words in the account's language. `withSide`
 * forces the Side column (a file of one side's guests says so); otherwise it is written when
 * any guest belongs to one family.
 */
export function guestsToCsv(guests: readonly Guest[], locale: Locale = 'en', withSide = false): string {
  const hi = locale === 'hi';
  const sided = withSide || guests.some((g) => g.side !== 'both');
  const header: Column[] = sided ? [...GUEST_CSV_HEADER, GUEST_CSV_SIDE] : [...GUEST_CSV_HEADER];
  const lines = [(hi ? header.map((c) => HINDI_HEADER[c]) : header).join(',')];
  for (const g of guests) {
    const side = sided ? [hi ? HINDI_SIDE[g.side] : SIDE_LABELS[g.side]] : [];
    lines.push(
      toCsvRow([
        g.fullName,
        g.email ?? '',
        g.phone ?? '',
        g.address ?? '',
        hi ? HINDI_RSVP[g.rsvp] : rsvpLabels[g.rsvp],
        g.mealPreference && hi ? HINDI_MEAL[g.mealPreference] : (g.mealPreference ?? ''),
        g.tableNumber === null ? '' : String(g.tableNumber),
        g.notes ?? '',
        hi ? HINDI_YES_NO[g.isInvited ? 'yes' : 'no'] : g.isInvited ? 'Yes' : 'No',
        ...side,
      ]),
    );
  }
  return `${UTF8_BOM}${lines.join('\r\n')}\r\n`;
}

const norm = (s: string) => s.trim().toLowerCase();

// Maps, not object literals: a cell reading "constructor" or "__proto__" must find nothing.
const RSVP_BY_LABEL = new Map<string, Rsvp>([
  ['', 'awaiting'],
  ['awaiting', 'awaiting'],
  ['confirmed', 'confirmed'],
  ['declined', 'declined'],
  ...Object.entries(HINDI_RSVP).map(([rsvp, label]) => [label, rsvp as Rsvp] as const),
]);
const MEAL_BY_HINDI = new Map(Object.entries(HINDI_MEAL).map(([meal, label]) => [label, meal]));
const INVITED_BY_LABEL = new Map<string, boolean>([
  ['', false],
  ['yes', true],
  ['no', false],
  [HINDI_YES_NO.yes, true],
  [HINDI_YES_NO.no, false],
]);
// A side by its English or Hindi words, or by the stored value ("bride"), ignoring case.
const SIDE_BY_LABEL = new Map<string, WeddingSide>(
  SIDES.flatMap((side) => [[side, side] as const, [norm(SIDE_LABELS[side]), side] as const, [HINDI_SIDE[side], side] as const]),
);

/** A data row of the file: the values read and what is wrong with its RSVP or Invited cell. */
export type ImportRow = { rowNumber: number; values: GuestInput; errors: string[] };
export type ImportResult = { error: string | null; rows: ImportRow[] };

/**
 * Reads a guest CSV into rows of guest input. Field rules (name, meal, table…) are the
 * server's to check; this only maps the cells and flags RSVP or Invited words it does not know.
 */
export function csvToGuests(text: string): ImportResult {
  const records = parseCsv(text);
  const header = records[0];
  if (!header) return { error: 'The file is empty.', rows: [] };
  // A file exported by a Hindi account has Hindi headings: each column is found by either name.
  const columns = header.map(norm);
  const indexOf = (name: Column) => {
    const k = columns.indexOf(norm(name));
    return k === -1 ? columns.indexOf(norm(HINDI_HEADER[name])) : k;
  };
  const missing = GUEST_CSV_HEADER.filter((name) => indexOf(name) === -1);
  if (missing.length) return { error: `Missing column${missing.length > 1 ? 's' : ''}: ${missing.join(', ')}`, rows: [] };
  const at = (record: string[], name: Column) => restoreCell(record[indexOf(name)] ?? '');
  // Optional: files written before sides, or by hand, have no Side column.
  const sideAt = indexOf(GUEST_CSV_SIDE);

  const rows = records.slice(1).map((record, k): ImportRow => {
    const errors: string[] = [];
    const rsvpText = norm(at(record, 'RSVP'));
    const rsvp = RSVP_BY_LABEL.get(rsvpText);
    if (!rsvp) errors.push('RSVP must be Confirmed, Declined or Awaiting');
    const invitedText = norm(at(record, 'Invited'));
    const isInvited = INVITED_BY_LABEL.get(invitedText);
    if (isInvited === undefined) errors.push('Invited must be Yes or No');
    const written = at(record, 'Meal').trim();
    const meal = MEAL_BY_HINDI.get(written) ?? written;
    const values: GuestInput = {
      fullName: at(record, 'Full Name'),
      email: at(record, 'Email'),
      phone: at(record, 'Phone'),
      address: at(record, 'Address'),
      rsvp: rsvp ?? 'awaiting',
      isInvited: isInvited ?? false,
      mealPreference: meal === '' ? null : (meal as GuestInput['mealPreference']),
      tableNumber: at(record, 'Table'),
      notes: at(record, 'Notes'),
      side: sideAt === -1 ? 'both' : (SIDE_BY_LABEL.get(norm(restoreCell(record[sideAt] ?? '').replace(/[‘’]/g, "'"))) ?? 'both'),
    };
    return { rowNumber: k + 1, values, errors };
  });
  if (rows.length === 0) return { error: 'The file has no guests.', rows };
  return { error: null, rows };
}

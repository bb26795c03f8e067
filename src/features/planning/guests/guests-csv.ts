// Guest list as CSV (RFC 4180): export, parse and map rows back to guests. Import accepts
// exactly what export writes, so an exported file re-imports to the same guests.
import { rsvpLabels, type Guest, type Rsvp } from './guests.ts';
import type { GuestInput } from './guests.schema.ts';
import { parseCsv, restoreCell, toCsvRow, UTF8_BOM } from '../../../lib/csv.ts';

export const GUEST_CSV_HEADER = ['Full Name', 'Email', 'Phone', 'Address', 'RSVP', 'Meal', 'Table', 'Notes', 'Invited'] as const;

export function guestsToCsv(guests: readonly Guest[]): string {
  const lines = [GUEST_CSV_HEADER.join(',')];
  for (const g of guests) {
    lines.push(
      toCsvRow([
        g.fullName,
        g.email ?? '',
        g.phone ?? '',
        g.address ?? '',
        rsvpLabels[g.rsvp],
        g.mealPreference ?? '',
        g.tableNumber === null ? '' : String(g.tableNumber),
        g.notes ?? '',
        g.isInvited ? 'Yes' : 'No',
      ]),
    );
  }
  return `${UTF8_BOM}${lines.join('\r\n')}\r\n`;
}

// Maps, not object literals: a cell reading "constructor" or "__proto__" must find nothing.
const RSVP_BY_LABEL = new Map<string, Rsvp>([
  ['', 'awaiting'],
  ['awaiting', 'awaiting'],
  ['confirmed', 'confirmed'],
  ['declined', 'declined'],
]);
const INVITED_BY_LABEL = new Map<string, boolean>([
  ['', false],
  ['yes', true],
  ['no', false],
]);

/** A data row of the file: the values read and what is wrong with its RSVP or Invited cell. */
export type ImportRow = { rowNumber: number; values: GuestInput; errors: string[] };
export type ImportResult = { error: string | null; rows: ImportRow[] };

const norm = (s: string) => s.trim().toLowerCase();

/**
 * Reads a guest CSV into rows of guest input. Field rules (name, meal, table…) are the
 * server's to check; this only maps the cells and flags RSVP or Invited words it does not know.
 */
export function csvToGuests(text: string): ImportResult {
  const records = parseCsv(text);
  const header = records[0];
  if (!header) return { error: 'The file is empty.', rows: [] };
  const columns = header.map(norm);
  const expected = GUEST_CSV_HEADER.map(norm);
  const missing = GUEST_CSV_HEADER.filter((_, k) => !columns.includes(expected[k]!));
  if (missing.length) return { error: `Missing column${missing.length > 1 ? 's' : ''}: ${missing.join(', ')}`, rows: [] };
  const at = (record: string[], name: (typeof GUEST_CSV_HEADER)[number]) => restoreCell(record[columns.indexOf(norm(name))] ?? '');

  const rows = records.slice(1).map((record, k): ImportRow => {
    const errors: string[] = [];
    const rsvpText = norm(at(record, 'RSVP'));
    const rsvp = RSVP_BY_LABEL.get(rsvpText);
    if (!rsvp) errors.push('RSVP must be Confirmed, Declined or Awaiting');
    const invitedText = norm(at(record, 'Invited'));
    const isInvited = INVITED_BY_LABEL.get(invitedText);
    if (isInvited === undefined) errors.push('Invited must be Yes or No');
    const meal = at(record, 'Meal').trim();
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
    };
    return { rowNumber: k + 1, values, errors };
  });
  if (rows.length === 0) return { error: 'The file has no guests.', rows };
  return { error: null, rows };
}

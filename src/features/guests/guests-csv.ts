// Guest list as CSV (RFC 4180): export, parse and map rows back to guests. Import accepts
// exactly what export writes, so an exported file re-imports to the same guests.
import { rsvpLabels, type Guest, type Rsvp } from './guests.ts';
import type { GuestInput } from './guests.schema.ts';

export const GUEST_CSV_HEADER = ['Full Name', 'Email', 'Phone', 'Address', 'RSVP', 'Meal', 'Table', 'Notes', 'Invited'] as const;

/**
 * A spreadsheet would run a cell starting with = + - @, tab, CR or LF as a formula;
 * a leading apostrophe makes it text.
 */
export function neutraliseCell(value: string): string {
  // Apostrophes already in front are counted too, so `restoreCell` can undo exactly one.
  return /^'*[=+\-@\t\r\n]/.test(value) ? `'${value}` : value;
}

function quoteCell(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

export function toCsvRow(cells: readonly string[]): string {
  return cells.map((c) => quoteCell(neutraliseCell(c))).join(',');
}

/** Written first, so Excel reads the file as UTF-8 (Hindi and Tamil names stay legible). */
export const UTF8_BOM = '\uFEFF';

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

/** Parses RFC 4180 text: quoted fields may hold commas, quotes ("") and line breaks; a BOM is skipped. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  for (; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i++;
        } else quoted = false;
      } else field += ch;
    } else if (ch === '"' && field === '') quoted = true;
    else if (ch === ',') {
      row.push(field);
      field = '';
    } else if (ch === '\r' || ch === '\n') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += ch;
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  // Blank lines carry no guest.
  return rows.filter((r) => !(r.length === 1 && r[0]!.trim() === ''));
}

/** Undoes `neutraliseCell`, so a name like "-Ravi" survives the round trip. */
function restoreCell(value: string): string {
  return /^'+[=+\-@\t\r\n]/.test(value) ? value.slice(1) : value;
}

// Maps, not object literals: a cell reading "constructor" or "__proto__" must find nothing.
const RSVP_BY_LABEL = new Map<string, Rsvp>([['', 'awaiting'], ['awaiting', 'awaiting'], ['confirmed', 'confirmed'], ['declined', 'declined']]);
const INVITED_BY_LABEL = new Map<string, boolean>([['', false], ['yes', true], ['no', false]]);

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
  const at = (record: string[], name: (typeof GUEST_CSV_HEADER)[number]) =>
    restoreCell(record[columns.indexOf(norm(name))] ?? '');

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

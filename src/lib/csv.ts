// CSV (RFC 4180) that spreadsheets open safely: every export (guests, functions, budget,
// bookings) writes rows with `toCsvRow`, and imports read them back with `parseCsv`.

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
export function restoreCell(value: string): string {
  return /^'+[=+\-@\t\r\n]/.test(value) ? value.slice(1) : value;
}

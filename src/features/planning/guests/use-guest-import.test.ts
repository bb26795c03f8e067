import { describe, expect, it } from 'vitest';
import type { ImportRow } from './guests-csv.ts';
import { rowsToImport, withServerErrors } from './use-guest-import.ts';

const row = (rowNumber: number, errors: string[] = []): ImportRow => ({ rowNumber, values: { fullName: `Guest ${rowNumber}` } as ImportRow['values'], errors });

describe('withServerErrors', () => {
  it('adds the server messages to the rows they name by index, after the browser’s own', () => {
    const rows = withServerErrors(
      [row(2, ['Full name is required']), row(3), row(4)],
      [
        { index: 0, messages: ['Email is invalid'] },
        { index: 2, messages: ['Table number must be a whole number'] },
      ],
    );
    expect(rows.map((r) => r.errors)).toEqual([['Full name is required', 'Email is invalid'], [], ['Table number must be a whole number']]);
  });
});

describe('rowsToImport', () => {
  const preview = {
    fileName: 'guests.csv',
    rows: [row(2), row(3, ['Enter a valid phone number']), row(4), row(5)],
    error: null,
    duplicates: [{ index: 2, fullName: 'Guest 4', earlierRow: null }],
  };

  it('leaves out the duplicates unless the couple keeps them', () => {
    expect(rowsToImport({ ...preview, skipDuplicates: true }).map((r) => r.rowNumber)).toEqual([2, 3, 5]);
    expect(rowsToImport({ ...preview, skipDuplicates: false }).map((r) => r.rowNumber)).toEqual([2, 3, 4, 5]);
  });

  it('with only the valid rows, leaves out the invalid ones too', () => {
    expect(rowsToImport({ ...preview, skipDuplicates: true }, true).map((r) => r.rowNumber)).toEqual([2, 5]);
    expect(rowsToImport({ ...preview, skipDuplicates: false }, true).map((r) => r.rowNumber)).toEqual([2, 4, 5]);
  });
});

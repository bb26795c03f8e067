import { describe, expect, it } from 'vitest';
import type { ImportRow } from './guests-csv.ts';
import { withServerErrors } from './use-guest-import.ts';

const row = (rowNumber: number, errors: string[] = []): ImportRow => ({ rowNumber, values: { fullName: `Guest ${rowNumber}` } as ImportRow['values'], errors });

describe('withServerErrors', () => {
  it('adds the server messages to the rows they name by index, after the browser’s own', () => {
    const rows = withServerErrors([row(2, ['Full name is required']), row(3), row(4)], [
      { index: 0, messages: ['Email is invalid'] },
      { index: 2, messages: ['Table number must be a whole number'] },
    ]);
    expect(rows.map((r) => r.errors)).toEqual([['Full name is required', 'Email is invalid'], [], ['Table number must be a whole number']]);
  });
});

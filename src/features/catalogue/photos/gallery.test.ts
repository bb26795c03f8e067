import { describe, expect, it } from 'vitest';
import { columnsForWidth, decodeCursor, distributeIntoColumns, encodeCursor } from './gallery.ts';

describe('columnsForWidth', () => {
  it('is 4 by default, 3 up to 1100, 2 up to 700 and 1 up to 500', () => {
    expect([1280, 1101, 1100, 1000, 701, 700, 650, 501, 500, 450, 320].map(columnsForWidth)).toEqual([4, 4, 3, 3, 3, 2, 2, 2, 1, 1, 1]);
  });
});

describe('distributeIntoColumns', () => {
  it('deals items left to right so each row reads newest first', () => {
    expect(distributeIntoColumns([1, 2, 3, 4, 5, 6, 7], 3)).toEqual([
      [1, 4, 7],
      [2, 5],
      [3, 6],
    ]);
    expect(distributeIntoColumns([1, 2], 4)).toEqual([[1], [2], [], []]);
  });
});

describe('cursor', () => {
  it('round-trips and rejects anything else', () => {
    expect(decodeCursor(encodeCursor({ createdAt: 1763700000000, id: 42 }))).toEqual({ createdAt: 1763700000000, id: 42, listing: false });
    const uploaded = {
      createdAt: 1763700000000,
      id: 7,
      listing: { href: '/vendors/1', photo: { key: 'k', width: 1, height: 1, widths: [1], placeholder: '', alt: '' } },
    };
    expect(encodeCursor(uploaded)).toBe('1763700000000_p7');
    expect(decodeCursor('1763700000000_p7')).toEqual({ createdAt: 1763700000000, id: 7, listing: true });
    expect(decodeCursor('1; drop table')).toBeNull();
    expect(decodeCursor('')).toBeNull();
  });
});

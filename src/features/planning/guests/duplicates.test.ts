import { describe, expect, it } from 'vitest';
import { findDuplicateGuest, findImportDuplicates } from './guests.ts';
import { guestInput } from './guests.schema.ts';

const list = [
  { id: 'a', fullName: 'Meera Iyer', email: 'meera@example.in', phone: '+91 98200 11111' },
  { id: 'b', fullName: 'Kabir Shah', email: null, phone: null },
];

describe('findDuplicateGuest', () => {
  it('finds the same person written with other case, spacing or phone punctuation', () => {
    expect(findDuplicateGuest(list, { fullName: '  meera   IYER ', email: 'MEERA@example.in', phone: '+91-98200-11111' })?.id).toBe('a');
    expect(findDuplicateGuest(list, { fullName: 'Kabir Shah', email: '', phone: '' })?.id).toBe('b');
  });

  it('lets a namesake with other details through', () => {
    expect(findDuplicateGuest(list, { fullName: 'Meera Iyer', email: 'meera.iyer@example.in', phone: '+91 98200 11111' })).toBeUndefined();
    expect(findDuplicateGuest(list, { fullName: 'Kabir Shah', email: null, phone: '98200 22222' })).toBeUndefined();
    expect(findDuplicateGuest([], { fullName: 'Kabir Shah', email: null, phone: null })).toBeUndefined();
  });
});

describe('findImportDuplicates', () => {
  it('flags rows already on the list and rows repeating an earlier row, skipping invalid rows', () => {
    const rows = [
      { fullName: 'MEERA IYER', email: 'meera@example.in', phone: '+919820011111' },
      { fullName: 'Ravi Nair', email: null, phone: null },
      null,
      { fullName: ' ravi  nair', email: '', phone: '' },
      { fullName: 'Ravi Nair', email: 'ravi@example.in', phone: null },
    ];
    expect(findImportDuplicates(list, rows)).toEqual([
      { index: 0, fullName: 'MEERA IYER', earlierRow: null },
      { index: 3, fullName: ' ravi  nair', earlierRow: 1 },
    ]);
  });

  it('finds none in a file of new, distinct people', () => {
    expect(findImportDuplicates(list, [{ fullName: 'Asha Rao' }, { fullName: 'Asha Rao', phone: '98200 33333' }])).toEqual([]);
  });
});

describe('guest phone', () => {
  it('refuses letters with the phone rule’s message and accepts a real number', () => {
    const bad = guestInput.safeParse({ fullName: 'Asha', phone: 'abcdef' });
    expect(bad.success).toBe(false);
    expect(bad.error!.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['phone', 'Enter a valid phone number']]);
    expect(guestInput.parse({ fullName: 'Asha', phone: '+91 98200 11111' }).phone).toBe('+91 98200 11111');
    expect(guestInput.parse({ fullName: 'Asha', phone: '' }).phone).toBeNull();
  });
});

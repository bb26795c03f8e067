import { describe, expect, it } from 'vitest';
import { csvToGuests, GUEST_CSV_HEADER, guestsToCsv } from './guests-csv.ts';
import { neutraliseCell, parseCsv } from '../../../lib/csv.ts';
import type { Guest } from './guests.ts';
import { validateGuestRows } from './guests.schema.ts';
import { testGuest } from './test-guest.ts';

const guest = (over: Partial<Guest>): Guest => testGuest(over);

describe('guestsToCsv', () => {
  it('writes exactly the header row', () => {
    expect(guestsToCsv([])).toBe('\uFEFFFull Name,Email,Phone,Address,RSVP,Meal,Table,Notes,Invited\r\n');
  });

  it('writes RSVP and Invited as words and quotes per RFC 4180', () => {
    const csv = guestsToCsv([
      guest({ fullName: 'Rao, Asha', address: 'Flat 2\n"Lotus" Towers', rsvp: 'confirmed', isInvited: true, mealPreference: 'Vegan', tableNumber: 4 }),
      guest({ fullName: 'Dev', rsvp: 'declined' }),
    ]);
    expect(csv.split('\r\n')[1]).toBe('"Rao, Asha",,,"Flat 2\n""Lotus"" Towers",Confirmed,Vegan,4,,Yes');
    expect(csv.split('\r\n')[2]).toBe('Dev,,,,Declined,,,,No');
  });

  it('neutralises formula cells', () => {
    for (const lead of ['=', '+', '-', '@', '\t', '\r', '\n']) expect(neutraliseCell(`${lead}1+1`)).toBe(`'${lead}1+1`);
    expect(neutraliseCell('Asha')).toBe('Asha');
    const csv = guestsToCsv([guest({ fullName: '=HYPERLINK("http://x","y")', phone: '+91 98200 00000' })]);
    expect(csv.split('\r\n')[1]).toBe(`"'=HYPERLINK(""http://x"",""y"")",,'+91 98200 00000,,Awaiting,,,,No`);
  });
});

describe('parseCsv', () => {
  it('handles a BOM, quoted commas, quotes and line breaks, CRLF and LF', () => {
    expect(parseCsv('\uFEFFa,b\r\n"x, y","say ""hi""\nthere"\nlast,\n')).toEqual([
      ['a', 'b'],
      ['x, y', 'say "hi"\nthere'],
      ['last', ''],
    ]);
  });
  it('skips blank lines', () => {
    expect(parseCsv('a\n\n\nb')).toEqual([['a'], ['b']]);
  });
});

describe('csvToGuests', () => {
  it('round-trips what guestsToCsv writes', () => {
    const guests = [
      guest({
        id: 'a',
        fullName: '-Ravi, "the" Great',
        email: 'ravi@example.com',
        phone: '+91 98200 00001',
        address: 'A\nB',
        rsvp: 'confirmed',
        isInvited: true,
        mealPreference: 'Non-vegetarian',
        tableNumber: 12,
        notes: "'=keep",
      }),
      guest({ id: 'b', fullName: 'Meera', rsvp: 'declined', mealPreference: 'Vegetarian' }),
      guest({ id: 'c', fullName: 'Kabir' }),
      guest({ id: 'd', fullName: 'Jinal Shah', mealPreference: 'Jain' }),
    ];
    const result = csvToGuests(guestsToCsv(guests));
    expect(result.error).toBeNull();
    expect(result.rows.map((r) => r.errors)).toEqual([[], [], [], []]);
    const checked = validateGuestRows(result.rows.map((r) => r.values));
    expect(checked.errors).toEqual([]);
    expect(checked.guests).toEqual(guests.map(({ id: _id, createdAt: _c, ...rest }) => rest));
  });

  it('reports per-row errors and a missing column', () => {
    expect(csvToGuests('Full Name,Email\nA,b').error).toBe('Missing columns: Phone, Address, RSVP, Meal, Table, Notes, Invited');
    const header = GUEST_CSV_HEADER.join(',');
    const result = csvToGuests(`${header}\n,,,,Maybe,Fish,abc,,Sometimes\nOk,,,,,,,,`);
    expect(result.rows[0]!.errors).toEqual(['RSVP must be Confirmed, Declined or Awaiting', 'Invited must be Yes or No']);
    const checked = validateGuestRows(result.rows.map((r) => r.values));
    expect(checked.guests).toEqual([]);
    expect(checked.errors).toEqual([
      { index: 0, messages: ['Full Name is required', 'Meal must be Vegetarian, Non-vegetarian, Vegan or Jain', 'Table number must be a whole number'] },
    ]);
    expect(validateGuestRows([result.rows[1]!.values]).guests[0]).toMatchObject({ fullName: 'Ok', rsvp: 'awaiting', isInvited: false });
  });
});

describe('a Hindi account’s guest CSV', () => {
  it('has Hindi headings and words, and imports back to the same guests', () => {
    const guests = [
      guest({ fullName: 'आशा राव', rsvp: 'confirmed', isInvited: true, mealPreference: 'Jain', tableNumber: 3 }),
      guest({ fullName: 'Dev', rsvp: 'awaiting' }),
    ];
    const csv = guestsToCsv(guests, 'hi');
    const [header, first, second] = csv.replace('\uFEFF', '').split('\r\n');
    expect(header).toBe('पूरा नाम,ई-मेल,फ़ोन,पता,जवाब,खाना,टेबल,नोट,न्योता भेजा');
    expect(first).toBe('आशा राव,,,,आएँगे,जैन,3,,हाँ');
    expect(second).toBe('Dev,,,,जवाब बाकी,,,,नहीं');
    const { error, rows } = csvToGuests(csv);
    expect(error).toBeNull();
    expect(rows.map((r) => r.errors)).toEqual([[], []]);
    expect(rows.map((r) => [r.values.fullName, r.values.rsvp, r.values.mealPreference, r.values.isInvited])).toEqual([
      ['आशा राव', 'confirmed', 'Jain', true],
      ['Dev', 'awaiting', null, false],
    ]);
  });

  it('leaves the English file exactly as it was', () => {
    expect(guestsToCsv([], 'en')).toBe(guestsToCsv([]));
  });
});

import { describe, expect, it } from 'vitest';
import { addMonths, dateStatus, datesOf, monthRange, parseDate, parseMonth, parsePart, parseRange, partsOf, type EntryFacts } from './availability.ts';
import { calendarError, calendarErrors } from './errors.ts';
import { calendarOutcomeText, monthWeeks } from './calendar.server.ts';

describe('parameters', () => {
  it('reads real dates, months and parts only', () => {
    expect(parseDate('2027-02-27')).toBe('2027-02-27');
    expect(parseDate('2027-02-30')).toBeNull();
    expect(parseDate('27-02-2027')).toBeNull();
    expect(parseMonth('2027-02')).toBe('2027-02');
    expect(parseMonth('2027-13')).toBeNull();
    expect(parsePart('evening')).toBe('evening');
    expect(parsePart('night')).toBeNull();
    expect(partsOf('full')).toEqual(['day', 'evening']);
    expect(partsOf('day')).toEqual(['day']);
  });

  it('bounds a range to 366 days, both ends counted, and refuses one running backwards', () => {
    expect(parseRange('2028-01-01', '2028-12-31')).toEqual({ ok: true, range: { from: '2028-01-01', to: '2028-12-31' } }); // 366 days (leap year)
    expect(parseRange('2027-01-01', '2028-01-01')).toEqual({ ok: true, range: { from: '2027-01-01', to: '2028-01-01' } }); // 366 days
    expect(parseRange('2027-01-01', '2028-01-02')).toEqual({ ok: false, reason: 'too-long' });
    expect(parseRange('2027-03-02', '2027-03-01')).toEqual({ ok: false, reason: 'reversed' });
    expect(parseRange('2027-03-02', null)).toEqual({ ok: true, range: { from: '2027-03-02', to: '2027-03-02' } });
    expect(parseRange('soon', null)).toEqual({ ok: false, reason: 'invalid' });
    expect(datesOf({ from: '2027-02-27', to: '2027-03-02' })).toEqual(['2027-02-27', '2027-02-28', '2027-03-01', '2027-03-02']);
  });

  it('moves months and knows their length', () => {
    expect(addMonths('2027-01', -1)).toBe('2026-12');
    expect(addMonths('2027-12', 1)).toBe('2028-01');
    expect(monthRange('2028-02')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
  });
});

describe('a listing’s status on a date', () => {
  const hall = { id: 1, capacity: 500 };
  const lawn = { id: 2, capacity: 150 };
  const date = '2027-02-27';
  const held = (spaceId: number, ...parts: ('day' | 'evening')[]): EntryFacts[] => parts.map((part) => ({ spaceId, date, part }));

  it('is free when any fitting space is free, partly free when only a part is, booked when none is', () => {
    const base = { spaces: [hall, lawn], date, confirmed: true };
    expect(dateStatus({ ...base, entries: [] })).toBe('free');
    expect(dateStatus({ ...base, entries: held(1, 'evening') })).toBe('free'); // the lawn is free all day
    expect(dateStatus({ ...base, entries: held(1, 'evening'), guests: 300 })).toBe('partly'); // only the hall seats 300
    expect(dateStatus({ ...base, entries: held(1, 'evening'), guests: 300, part: 'evening' })).toBe('booked');
    expect(dateStatus({ ...base, entries: held(1, 'evening'), guests: 300, part: 'day' })).toBe('free');
    expect(dateStatus({ ...base, entries: [...held(1, 'day', 'evening'), ...held(2, 'day', 'evening')] })).toBe('booked');
    expect(dateStatus({ ...base, entries: [], guests: 900 })).toBe('booked'); // no space fits
    // Another date's rows do not count.
    expect(dateStatus({ ...base, entries: [{ spaceId: 1, date: '2027-02-28', part: 'day' }], guests: 300, part: 'day' })).toBe('free');
  });

  it('is "not confirmed", never free, while the owner never touched the calendar and nothing is booked that day', () => {
    expect(dateStatus({ spaces: [hall], entries: [], date, confirmed: false })).toBe('unconfirmed');
    expect(dateStatus({ spaces: [hall], entries: held(1, 'day', 'evening'), date, confirmed: false })).toBe('booked');
    expect(dateStatus({ spaces: [hall], entries: held(1, 'evening'), date, confirmed: false })).toBe('partly');
  });
});

describe('the calendar page', () => {
  it('lays a month out in weeks from Sunday, with the neighbouring months’ days around it', () => {
    const weeks = monthWeeks('2027-02', [{ date: '2027-02-27', part: 'evening', source: 'block', note: '', functions: null }]);
    expect(weeks).toHaveLength(5); // 1 Feb 2027 is a Monday, 28 Feb a Sunday: 31 Jan to 6 Mar
    expect(weeks[0]![0]).toMatchObject({ date: '2027-01-31', inMonth: false });
    expect(weeks[3]![6]).toMatchObject({ date: '2027-02-27', inMonth: true, day: undefined, evening: { part: 'evening' } });
    expect(weeks.at(-1)!.at(-1)).toMatchObject({ date: '2027-03-06', inMonth: false });
    expect(monthWeeks('2027-03', []).flat()).toHaveLength(35);
  });

  it('carries the outcome of a change in the address and says it in both languages', () => {
    const done = calendarOutcomeText.decode(calendarOutcomeText.encode({ kind: 'blocked', count: 3 }));
    expect(calendarOutcomeText.say(done!, 'en')).toBe('3 dates marked unavailable.');
    expect(calendarOutcomeText.say(done!, 'hi')).toBe('3 तारीखें उपलब्ध नहीं बताई गईं।');
    expect(calendarOutcomeText.decode('blocked-<script>')).toBeNull();
    expect(calendarError(calendarErrors.bookedCannotUnmark, 'hi')).toBe('बुक की हुई तारीखें हटाई नहीं जा सकतीं: उन पर पक्की बुकिंग है।');
    expect(calendarError('Something else.', 'hi')).toBe('Something else.');
  });
});

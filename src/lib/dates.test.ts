import { describe, expect, it } from 'vitest';
import { formatCalendarDate, formatDay } from './dates.ts';

describe('dates', () => {
  it('shows calendar dates as written, whatever the time zone', () => {
    expect(formatCalendarDate('2027-03-12')).toBe('12 March 2027');
    expect(formatCalendarDate(new Date('2026-11-05T00:00:00Z'))).toBe('5 November 2026');
  });

  it('shows instants on the Indian calendar', () => {
    expect(formatDay('2026-11-21T10:00:00Z')).toBe('21 Nov 2026');
    // 20:00 UTC is already the next day in India.
    expect(formatDay(new Date('2026-11-21T20:00:00Z'))).toBe('22 Nov 2026');
  });
});

import { describe, expect, it } from 'vitest';
import { formatCalendarDate, formatDay, formatMonth, formatShortDate, todayInIndia } from './dates.ts';

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

  it("tells today's date in India: the day turns at 18:30 UTC, all year", () => {
    expect(todayInIndia(new Date('2026-11-21T18:29:59Z'))).toBe('2026-11-21');
    expect(todayInIndia(new Date('2026-11-21T18:30:00Z'))).toBe('2026-11-22');
    expect(todayInIndia(new Date('2027-06-30T23:59:59Z'))).toBe('2027-07-01');
    const intl = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit', day: '2-digit' });
    for (let t = Date.UTC(2026, 0, 1); t < Date.UTC(2028, 0, 1); t += 7 * 3_600_000 + 17 * 60_000) expect(todayInIndia(new Date(t))).toBe(intl.format(t));
  });

  it('writes every date as Intl writes it for en-IN and hi-IN', () => {
    for (const [locale, tag] of [
      ['en', 'en-IN'],
      ['hi', 'hi-IN'],
    ] as const) {
      const intl = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(tag, { timeZone: 'UTC', ...options });
      const long = intl({ day: 'numeric', month: 'long', year: 'numeric' });
      const short = intl({ day: 'numeric', month: 'short' });
      const month = intl({ month: 'long', year: 'numeric' });
      const inIndia = intl({ day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' });
      for (let t = Date.UTC(2025, 11, 25); t < Date.UTC(2029, 0, 5); t += 86_400_000) {
        const iso = new Date(t).toISOString().slice(0, 10);
        expect(formatCalendarDate(iso, locale)).toBe(long.format(t));
        expect(formatShortDate(iso, locale)).toBe(short.format(t));
        expect(formatMonth(iso.slice(0, 7), locale)).toBe(month.format(t));
        // Just before and after the day turns in India.
        for (const instant of [t + 18 * 3_600_000 + 29 * 60_000, t + 18.5 * 3_600_000])
          expect(formatDay(new Date(instant), locale)).toBe(inIndia.format(instant));
      }
    }
  });
});

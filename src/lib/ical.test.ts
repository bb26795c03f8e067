import { describe, expect, it } from 'vitest';
import { escapeText, foldLine, toIcal } from './ical.ts';
import { parseCalendar } from '../../tests/setup/ical.ts';

describe('iCalendar files', () => {
  const text = toIcal({
    name: 'Asha & Rohan’s wedding',
    now: new Date('2026-11-28T10:00:00Z'),
    events: [
      {
        uid: 'f1@mandap',
        summary: 'Sangeet; with dinner, and dancing',
        start: { date: '2027-02-26', time: '19:30' },
        location: 'The Raj Palace, Jaipur',
        description: 'Dress code: bright colours\nBring your dancing shoes',
      },
      { uid: 'f2@mandap', summary: 'Wedding', start: { date: '2027-02-27', time: '22:30' }, durationMinutes: 180 },
      { uid: 'p1@mandap', summary: 'Payment due: Photographer', start: { date: '2027-01-15' } },
    ],
  });

  it('parse with a real parser, with India times, all-day dates, places and texts intact', () => {
    const { calendar, events } = parseCalendar(text);
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Asha & Rohan’s wedding');
    const sangeet = events.get('f1@mandap')!;
    expect(sangeet.summary).toBe('Sangeet; with dinner, and dancing');
    expect(sangeet.location).toBe('The Raj Palace, Jaipur');
    expect(sangeet.description).toBe('Dress code: bright colours\nBring your dancing shoes');
    expect(sangeet.startDate.zone?.tzid).toBe('Asia/Kolkata');
    // 19:30 in India is 14:00 UTC; the default length is four hours.
    expect(sangeet.startDate.toJSDate().toISOString()).toBe('2027-02-26T14:00:00.000Z');
    expect(sangeet.endDate.toJSDate().toISOString()).toBe('2027-02-26T18:00:00.000Z');
    // An event running past midnight ends on the next day.
    const wedding = events.get('f2@mandap')!;
    expect(wedding.endDate.toString()).toBe('2027-02-28T01:30:00');
    const payment = events.get('p1@mandap')!;
    expect(payment.startDate.isDate).toBe(true);
    expect(payment.startDate.toString()).toBe('2027-01-15');
    expect(payment.endDate.toString()).toBe('2027-01-16');
  });

  it('end every line with CRLF and keep every line within 75 octets', () => {
    const long = toIcal({ name: 'x', events: [{ uid: 'u', summary: 'शादी '.repeat(40), start: { date: '2027-02-27' } }] });
    expect(long.endsWith('\r\n')).toBe(true);
    expect(long.replace(/\r\n/g, '')).not.toContain('\n');
    for (const line of long.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(parseCalendar(long).events.get('u')!.summary).toBe('शादी '.repeat(40));
  });

  it('escape text and fold without splitting a character', () => {
    expect(escapeText('a,b;c\\d\ne')).toBe('a\\,b\\;c\\\\d\\ne');
    const folded = foldLine('SUMMARY:' + 'ज'.repeat(30));
    for (const part of folded.split('\r\n ')) expect(() => decodeURIComponent(encodeURIComponent(part))).not.toThrow();
    expect(folded.split('\r\n ').join('')).toBe('SUMMARY:' + 'ज'.repeat(30));
  });
});

import { describe, expect, it } from 'vitest';
import {
  acceptsMessages,
  formatEventWhen,
  groupQuotes,
  isOpen,
  previewOf,
  quoteState,
  splitBookings,
  statusAfterBusinessReply,
  type ComparableQuote,
} from './enquiry-rules.ts';
import { todayInIndia } from '../../../lib/dates.ts';

describe('enquiry rules', () => {
  it('uses the date in India for today', () => {
    // 20:00 UTC on 31 Dec is already 1 Jan in India.
    expect(todayInIndia(new Date('2026-12-31T20:00:00Z'))).toBe('2027-01-01');
    expect(todayInIndia(new Date('2026-12-31T18:00:00Z'))).toBe('2026-12-31');
  });

  it('says what each status allows', () => {
    expect(['new', 'replied', 'quoted'].every((s) => isOpen(s as never))).toBe(true);
    expect(isOpen('booked')).toBe(false);
    expect(acceptsMessages('booked')).toBe(true);
    expect(acceptsMessages('withdrawn')).toBe(false);
    expect(acceptsMessages('declined')).toBe(false);
    expect(statusAfterBusinessReply('new')).toBe('replied');
    expect(statusAfterBusinessReply('quoted')).toBe('quoted');
  });

  it('expires an open quote after its last day, and only an open one', () => {
    expect(quoteState({ status: 'open', validUntil: '2027-01-10' }, '2027-01-10')).toBe('open');
    expect(quoteState({ status: 'open', validUntil: '2027-01-10' }, '2027-01-11')).toBe('expired');
    expect(quoteState({ status: 'accepted', validUntil: '2027-01-10' }, '2027-01-11')).toBe('accepted');
  });

  it('writes the event date, or its month when the dates are not fixed', () => {
    expect(formatEventWhen('2027-02-14', '2027-02')).toBe('14 Feb 2027');
    expect(formatEventWhen(null, '2027-11')).toBe('November 2027 (dates not fixed)');
  });

  it('shortens previews on one line', () => {
    expect(previewOf('a\n\n b')).toBe('a b');
    expect(previewOf('x'.repeat(200))).toHaveLength(140);
  });

  it('groups quotes by function and category, cheapest first', () => {
    const quote = (id: string, category: string, functions: string[], amount: number): ComparableQuote => ({
      id,
      conversationId: id,
      businessName: id,
      category,
      functions,
      amount,
      includes: '',
      validUntil: '2027-01-01',
      state: 'open',
      rating: 4,
      reviewCount: 1,
      clash: null,
      listingHref: '/',
    });
    const groups = groupQuotes([
      quote('a', 'Photography', ['wedding', 'haldi'], 90_000),
      quote('b', 'Photography', ['wedding'], 60_000),
      quote('c', 'Venue', ['wedding'], 500_000),
    ]);
    expect(groups.map((g) => [g.functionLabel, g.category, g.quotes.map((q) => q.id)])).toEqual([
      ['Haldi', 'Photography', ['a']],
      ['Wedding', 'Photography', ['b', 'a']],
      ['Wedding', 'Venue', ['c']],
    ]);
  });

  it('puts upcoming bookings first, soonest first, and past ones below, latest first', () => {
    const b = (eventDate: string | null, eventMonth: string) => ({ eventDate, eventMonth });
    const { upcoming, past } = splitBookings(
      [b('2027-03-01', '2027-03'), b(null, '2027-01'), b('2026-12-01', '2026-12'), b('2026-05-01', '2026-05'), b(null, '2026-12')],
      '2027-01-15',
    );
    expect(upcoming).toEqual([b(null, '2027-01'), b('2027-03-01', '2027-03')]);
    expect(past).toEqual([b(null, '2026-12'), b('2026-12-01', '2026-12'), b('2026-05-01', '2026-05')]);
  });
});

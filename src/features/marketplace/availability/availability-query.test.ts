import { describe, expect, it } from 'vitest';
import { cardAvailability, parseAvailabilityQuery } from './availability-query.ts';
import { checkDates, publicCalendar } from './public-calendar.ts';
import { muhuratDatesIn } from '../../../lib/muhurat.ts';

const parse = (query: string) => parseAvailabilityQuery(new URLSearchParams(query));

describe('the availability parameters of a list', () => {
  it('read a date, a part, a range and a month of auspicious dates', () => {
    expect(parse('date=2027-02-27&part=evening').query).toEqual({
      params: { date: '2027-02-27', part: 'evening' },
      from: '2027-02-27',
      to: '2027-02-27',
      dates: ['2027-02-27'],
      part: 'evening',
    });
    const range = parse('from=2027-02-26&to=2027-03-01').query!;
    expect(range.dates).toEqual(['2027-02-26', '2027-02-27', '2027-02-28', '2027-03-01']);
    expect(range.params).toEqual({ from: '2027-02-26', to: '2027-03-01' });
    const month = parse('muhurat=2027-02').query!;
    expect(month.dates).toEqual(muhuratDatesIn('2027-02'));
    expect(month.dates.length).toBeGreaterThan(0);
    expect(parse('part=day')).toEqual({});
    expect(parse('part=night&date=2027-02-27').query!.part).toBeNull();
  });

  it('set aside a range over 366 days, a reversed one, an impossible date and a month without dates', () => {
    expect(parse('from=2027-01-01&to=2028-01-01').query!.dates).toHaveLength(366);
    expect(parse('from=2027-01-01&to=2028-01-02')).toEqual({ problem: 'too-long' });
    expect(parse('from=2027-03-01&to=2027-02-01')).toEqual({ problem: 'reversed' });
    expect(parse('date=2027-02-30')).toEqual({ problem: 'invalid' });
    expect(parse('muhurat=2027-13')).toEqual({ problem: 'invalid' });
    expect(parse('muhurat=2027-08')).toEqual({ problem: 'no-muhurat' });
  });
});

describe("a card's line", () => {
  const query = parse('from=2027-02-26&to=2027-02-28').query!;
  const spaces = [{ id: 1, capacity: null }];
  it('names the free dates, else the partly free ones, else says unconfirmed, else leaves the listing out', () => {
    const evening27 = [{ spaceId: 1, date: '2027-02-27', part: 'evening' as const }];
    expect(cardAvailability({ query, spaces, entries: evening27, confirmed: true })).toEqual({ status: 'free', dates: ['2027-02-26', '2027-02-28'] });
    const one = parse('date=2027-02-27').query!;
    expect(cardAvailability({ query: one, spaces, entries: evening27, confirmed: true })).toEqual({ status: 'partly', dates: ['2027-02-27'] });
    expect(cardAvailability({ query: parse('date=2027-02-27&part=evening').query!, spaces, entries: evening27, confirmed: true })).toBeNull();
    expect(cardAvailability({ query: one, spaces, entries: [], confirmed: false })).toEqual({ status: 'unconfirmed', dates: [] });
  });
});

describe('the public calendar and the date check', () => {
  it('shows twelve months from today, days before today as past, and never free for a calendar never touched', () => {
    const entries = [
      { spaceId: 1, date: '2027-02-27', part: 'evening' as const },
      { spaceId: 1, date: '2027-02-28', part: 'day' as const },
      { spaceId: 1, date: '2027-02-28', part: 'evening' as const },
    ];
    const cal = publicCalendar({ today: '2027-02-10', spaces: [{ id: 1, capacity: null }], entries, confirmed: true });
    expect(cal.months.map((m) => m.month)).toEqual([
      '2027-02',
      '2027-03',
      '2027-04',
      '2027-05',
      '2027-06',
      '2027-07',
      '2027-08',
      '2027-09',
      '2027-10',
      '2027-11',
      '2027-12',
      '2028-01',
    ]);
    const feb = new Map(cal.months[0]!.days.map((d) => [d.date, d.status]));
    expect([feb.get('2027-02-09'), feb.get('2027-02-10'), feb.get('2027-02-27'), feb.get('2027-02-28')]).toEqual(['past', 'free', 'partly', 'booked']);
    expect(publicCalendar({ today: '2027-02-10', spaces: [{ id: 1, capacity: null }], entries: [], confirmed: false }).confirmed).toBe(false);
  });

  it('tells the enquiry form free or not for each part', () => {
    const entries = [{ spaceId: 1, date: '2027-02-27', part: 'evening' as const }];
    const asked = [
      { date: '2027-02-27', part: null },
      { date: '2027-02-27', part: 'day' as const },
      { date: '2027-02-27', part: 'evening' as const },
    ];
    expect(checkDates({ asked, spaces: [{ id: 1, capacity: null }], entries, confirmed: true }).map((c) => c.status)).toEqual(['booked', 'free', 'booked']);
    expect(checkDates({ asked, spaces: [{ id: 1, capacity: null }], entries: [], confirmed: false }).map((c) => c.status)).toEqual([
      'unconfirmed',
      'unconfirmed',
      'unconfirmed',
    ]);
  });
});

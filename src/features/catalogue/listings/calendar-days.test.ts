import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { describe, expect, it } from 'vitest';
import { publicCalendar } from '../../marketplace/index.ts';
import { MONTHS_IN_HTML, daysCode, daysOfCode, monthWeeks } from './calendar-days.ts';
import ListingCalendar from './ListingCalendar.astro';

/** On 10 Feb 2027: the evening of the 20th held, the whole 27th. */
const calendar = publicCalendar({
  today: '2027-02-10',
  spaces: [{ id: 1, capacity: null }],
  entries: [
    { spaceId: 1, date: '2027-02-20', part: 'evening' },
    { spaceId: 1, date: '2027-02-27', part: 'day' },
    { spaceId: 1, date: '2027-02-27', part: 'evening' },
  ],
  confirmed: true,
});

describe('the public calendar as the page sends it', () => {
  it('writes a month as one letter a day and reads it back', () => {
    const february = calendar.months[0]!;
    const code = daysCode(february.days);
    expect(code).toBe(`${'x'.repeat(9)}${'f'.repeat(10)}p${'f'.repeat(6)}bf`);
    expect(daysOfCode(code)).toEqual(february.days.map((d) => d.status));
    expect(daysOfCode('fq')).toEqual(['free', null]);
  });

  it('lays a month out in weeks from Monday, blank before the 1st and after the last day', () => {
    // February 2027 starts on a Monday: four full weeks.
    const february = monthWeeks('2027-02', daysOfCode('f'.repeat(28)));
    expect(february).toHaveLength(4);
    expect(february[0]![0]).toEqual({ day: 1, status: 'free' });
    expect(february[3]![6]).toEqual({ day: 28, status: 'free' });
    // November 2026 starts on a Sunday: six blanks, then 30 days over six weeks.
    const november = monthWeeks('2026-11', daysOfCode('f'.repeat(30)));
    expect(november).toHaveLength(6);
    expect(november[0]!.slice(0, 6)).toEqual(Array(6).fill(null));
    expect(november[0]![6]).toEqual({ day: 1, status: 'free' });
    expect(november[5]).toEqual([{ day: 30, status: 'free' }, null, null, null, null, null, null]);
  });

  it('renders the first month as a table, one word a day beside its number, and sends the others as codes', async () => {
    const container = await AstroContainer.create();
    const html = (await container.renderToString(ListingCalendar, { props: { calendar } })).replace(/ data-astro-source-[a-z]+="[^"]*"/g, '');
    expect(html.match(/<table /g)).toHaveLength(MONTHS_IN_HTML);
    expect(html).toContain('<caption class="mb-1 text-left text-sm font-semibold">February 2027</caption>');
    expect(html).toContain('>9<span class="sr-only"> Past</span></td>');
    expect(html).toContain('>10<span class="sr-only"> Free</span></td>');
    expect(html).toMatch(/>20<span aria-hidden="true"[^>]*>½<\/span><span class="sr-only"> Partly free<\/span><\/td>/);
    expect(html).toMatch(/>27<span aria-hidden="true"[^>]*>✕<\/span><span class="sr-only"> Booked<\/span><\/td>/);
    // The other eleven months: hidden placeholders with a letter a day, and the texts to draw them with.
    const placeholders = [...html.matchAll(/<div hidden data-month="([\d-]+)" data-days="([a-z]+)"><\/div>/g)];
    expect(placeholders.map((m) => m[1])).toEqual(calendar.months.slice(MONTHS_IN_HTML).map((m) => m.month));
    expect(placeholders[0]![2]).toBe('f'.repeat(31));
    expect(html).toContain('<script type="application/json" id="listing-calendar-messages">');
    expect(html).toContain('"weekdays":"Mon,Tue,Wed,Thu,Fri,Sat,Sun"');
  });

  it('says "Availability not confirmed" and sends no days when the owner never filled the calendar', async () => {
    const container = await AstroContainer.create();
    const unconfirmed = publicCalendar({ today: '2027-02-10', spaces: [{ id: 1, capacity: null }], entries: [], confirmed: false });
    const html = await container.renderToString(ListingCalendar, { props: { calendar: unconfirmed } });
    expect(html).toContain('Availability not confirmed');
    expect(html).not.toContain('<table');
    expect(html).not.toContain('data-days');
    expect(html).not.toContain('listing-calendar-messages');
  });
});

import { describe, expect, it } from 'vitest';
import { availabilityChip, availabilityLine } from './availability-texts.ts';
import { availabilityMessages } from './availability-messages.ts';
import { parseAvailabilityQuery } from '../../marketplace/index.ts';
import { dateCheckText } from '../../marketplace/availability/DateAvailability.tsx';
import { dateCheckMessages } from '../../marketplace/availability/date-check-messages.ts';

const en = availabilityMessages.for('en');
const hi = availabilityMessages.for('hi');

describe('what the lists say about dates', () => {
  it('names up to three free dates on a card, in the page language', () => {
    expect(availabilityLine({ status: 'free', dates: ['2027-02-27', '2027-03-04'] }, en)).toBe('Free on 27 Feb, 4 Mar');
    expect(availabilityLine({ status: 'free', dates: ['2027-02-04', '2027-02-10', '2027-02-19', '2027-02-27'] }, en)).toBe(
      'Free on 4 Feb, 10 Feb, 19 Feb and 1 more',
    );
    expect(availabilityLine({ status: 'partly', dates: ['2027-02-27'] }, en)).toBe('Partly free on 27 Feb');
    expect(availabilityLine({ status: 'unconfirmed', dates: [] }, en)).toBe('Availability not confirmed');
    expect(availabilityLine({ status: 'free', dates: ['2027-02-27'] }, hi)).toBe('27 फ़र॰ को खाली');
    expect(availabilityLine(undefined, en)).toBeNull();
  });

  it('says the filter in its chip', () => {
    const chip = (q: string, t = en) => availabilityChip(parseAvailabilityQuery(new URLSearchParams(q)).query!, t);
    expect(chip('date=2027-02-27&part=evening')).toBe('Free on 27 February 2027 (Evening)');
    expect(chip('muhurat=2027-02')).toBe('Free on an auspicious date in February 2027');
    expect(chip('from=2027-02-01&to=2027-02-10')).toBe('Free between 1 February 2027 and 10 February 2027');
    expect(chip('date=2027-02-27', hi)).toBe('27 फ़रवरी 2027 को खाली');
  });

  it('tells the enquiry form which part of the day is taken', () => {
    const t = dateCheckMessages.for('en');
    expect(dateCheckText({ whole: 'booked', day: 'free', evening: 'booked' }, '2027-02-27', t).text).toBe('Not available on 27 Feb 2027 (evening)');
    expect(dateCheckText({ whole: 'booked', day: 'booked', evening: 'booked' }, '2027-02-27', t).text).toBe('Not available on 27 Feb 2027');
    expect(dateCheckText({ whole: 'free', day: 'free', evening: 'free' }, '2027-02-27', t)).toEqual({ text: 'Free on 27 Feb 2027', free: true });
    expect(dateCheckText({ whole: 'unconfirmed', day: 'unconfirmed', evening: 'unconfirmed' }, '2027-02-27', t).text).toBe(
      'Availability not confirmed for 27 Feb 2027',
    );
  });
});

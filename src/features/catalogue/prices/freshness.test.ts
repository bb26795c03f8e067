import { describe, expect, it } from 'vitest';
import { PRICES_REMIND_AFTER_DAYS, PRICES_STALE_AFTER_DAYS, needsPriceReminder, priceFreshness } from './freshness.ts';
import { daysBetween } from '../../../lib/dates.ts';
import { todayInIndia } from '../../../lib/dates.ts';

describe('priceFreshness', () => {
  it('shows the month prices were verified, up to the stale limit', () => {
    expect(priceFreshness('2026-06-01', '2026-11-23')).toMatchObject({ stale: false, text: 'Prices verified June 2026' });
    expect(priceFreshness('2026-05-27', '2026-11-23')).toMatchObject({ stale: false, ageDays: 180 });
  });
  it('says prices may be out of date after 180 days, or when never verified', () => {
    expect(PRICES_STALE_AFTER_DAYS).toBe(180);
    expect(priceFreshness('2026-05-26', '2026-11-23')).toMatchObject({ stale: true, text: 'Prices may be out of date', ageDays: 181 });
    expect(priceFreshness(null, '2026-11-23').stale).toBe(true);
  });
  it('reminds owners after 150 days', () => {
    expect(PRICES_REMIND_AFTER_DAYS).toBe(150);
    expect(needsPriceReminder('2026-06-26', '2026-11-23')).toBe(false);
    expect(needsPriceReminder('2026-06-25', '2026-11-23')).toBe(true);
    expect(needsPriceReminder(null, '2026-11-23')).toBe(true);
  });
  it("takes today's date in India", () => {
    expect(todayInIndia(new Date('2026-11-23T20:00:00Z'))).toBe('2026-11-24');
    expect(daysBetween('2026-11-01', '2026-11-24')).toBe(23);
  });
});

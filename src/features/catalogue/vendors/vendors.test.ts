import { describe, expect, it } from 'vitest';
import { businessHoursLines, telHref, whatsappDigits } from './vendors.ts';

describe('vendor texts', () => {
  it('splits the default business hours into one line per day or run of days', () => {
    expect(businessHoursLines(null)).toEqual([
      { days: 'Mon-Fri', hours: '9-6' },
      { days: 'Sat', hours: '10-4' },
      { days: 'Sun', hours: 'closed' },
    ]);
    expect(businessHoursLines('Mon-Sat 10:00 AM - 8:00 PM, Sunday by appointment')).toEqual([
      { days: 'Mon-Sat', hours: '10:00 AM - 8:00 PM' },
      { days: 'Sunday', hours: 'by appointment' },
    ]);
  });

  it('builds chat and call links from a phone number', () => {
    expect(whatsappDigits('+91 98200 12345')).toBe('919820012345');
    expect(whatsappDigits('98200 12345')).toBe('919820012345');
    expect(whatsappDigits('098200 12345')).toBe('919820012345');
    expect(whatsappDigits('12')).toBeNull();
    expect(telHref('+91 98200-12345')).toBe('tel:+919820012345');
  });
});

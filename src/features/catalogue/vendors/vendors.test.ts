import { describe, expect, it } from 'vitest';
import { businessHoursLines, telHref, whatsappDigits } from './vendors.ts';
import { vendorPageMessages } from './detail-messages.ts';

const en = vendorPageMessages.for('en');
const hi = vendorPageMessages.for('hi');

describe('vendor texts', () => {
  it('splits the default business hours into one line per day or run of days', () => {
    expect(businessHoursLines(null, en.defaultHours)).toEqual([
      { days: 'Mon-Fri', hours: '9-6' },
      { days: 'Sat', hours: '10-4' },
      { days: 'Sun', hours: 'closed' },
    ]);
    expect(businessHoursLines('Mon-Sat 10:00 AM - 8:00 PM, Sunday by appointment', hi.defaultHours)).toEqual([
      { days: 'Mon-Sat', hours: '10:00 AM - 8:00 PM' },
      { days: 'Sunday', hours: 'by appointment' },
    ]);
    // The vendor's own hours stay as written on a Hindi page; only the default is in Hindi.
    expect(businessHoursLines('', hi.defaultHours)).toEqual([
      { days: 'सोम-शुक्र', hours: '9-6' },
      { days: 'शनि', hours: '10-4' },
      { days: 'रवि', hours: 'बंद' },
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

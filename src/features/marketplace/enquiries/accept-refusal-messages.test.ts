import { describe, expect, it } from 'vitest';
import { acceptRefusalMessages } from './accept-refusal-messages.ts';
import { enquiryText } from './enquiry-text.ts';
import { partLabel } from '../availability/availability.ts';

describe('the refusals of accepting a quote', () => {
  const en = acceptRefusalMessages.for('en');
  const hi = acceptRefusalMessages.for('hi');

  it('say in English exactly what the enquiry texts say', () => {
    expect(en.quoteExpired({ day: '1 Mar 2027' })).toBe(enquiryText.quoteExpired('1 Mar 2027'));
    expect(en.dateTaken({ name: 'Lakeside Lawns', day: '1 Mar 2027' })).toBe(enquiryText.dateTaken('Lakeside Lawns', '1 Mar 2027'));
    expect(en.partTaken({ name: 'Lakeside Lawns', day: '1 Mar 2027', part: en.partEvening })).toBe(
      enquiryText.partTaken('Lakeside Lawns', '1 Mar 2027', partLabel('evening')),
    );
    expect(en.partDay).toBe(partLabel('day'));
  });

  it('say it in Hindi to a Hindi account, with the business name as written', () => {
    expect(hi.dateTaken({ name: 'Lakeside Lawns', day: '1 मार्च 2027' })).toBe(
      'Lakeside Lawns 1 मार्च 2027 को पहले से बुक है। यह दिन में एक ही बुकिंग लेता है, इसलिए उस तारीख़ का कोटेशन मंज़ूर नहीं हो सकता।',
    );
    expect(hi.quoteExpired({ day: '1 मार्च 2027' })).toContain('ख़त्म हो गया');
  });
});

import { describe, expect, it } from 'vitest';
import { enquiryIslandMessages, enquiryWordsMessages, threadMessages } from './thread-messages.ts';
import { eventWhenText, functionsText, quoteStateText, statusText, whenText } from './enquiry-words.ts';
import { formatEventWhen, formatFunctions } from './enquiry-rules.ts';
import { enquiryText, statusLabels, quoteStateLabels, ENQUIRY_STATUSES } from './enquiry-text.ts';

const en = enquiryWordsMessages.for('en');
const hi = enquiryWordsMessages.for('hi');

describe('conversation words in the account language', () => {
  it('says in English exactly what the English helpers say', () => {
    expect(functionsText(en, ['wedding', 'sangeet', 'puja'])).toBe(formatFunctions(['wedding', 'sangeet', 'puja']));
    expect(eventWhenText(en, '2027-02-14', '2027-02')).toBe(formatEventWhen('2027-02-14', '2027-02'));
    expect(eventWhenText(en, null, '2027-11')).toBe(formatEventWhen(null, '2027-11'));
    for (const status of ENQUIRY_STATUSES) expect(statusText(en, status)).toBe(statusLabels[status]);
    expect(quoteStateText(en, 'expired')).toBe(quoteStateLabels.expired);
    expect(whenText('en', '2027-02-14T09:35:00Z')).toBe('14 Feb, 3:05 pm');
    const t = threadMessages.for('en');
    expect(t.dateTaken({ name: 'Kesar Bagh', day: '14 Feb 2027' })).toBe(enquiryText.dateTaken('Kesar Bagh', '14 Feb 2027'));
    expect(t.secondBooking({ name: 'A', functions: 'Wedding', day: '1 Jan 2027' })).toBe(enquiryText.secondBooking('A', 'Wedding', '1 Jan 2027'));
  });

  it('says it in Hindi, Latin digits and no Latin words', () => {
    expect(functionsText(hi, ['haldi', 'mehendi'])).toBe('हल्दी, मेहंदी');
    expect(eventWhenText(hi, null, '2027-11')).toBe('नवंबर 2027 (तारीख़ें तय नहीं)');
    expect(statusText(hi, 'booked')).toBe('बुक हो गया');
    expect(whenText('hi', '2027-02-14T09:35:00Z')).not.toMatch(/[A-Za-z]/);
    expect(whenText('hi', '2027-02-14T09:35:00Z')).toMatch(/^14 /);
  });

  it('gives an island every part it names, in one language', () => {
    const parts = enquiryIslandMessages('hi');
    expect(Object.keys(parts).sort()).toEqual(['enquiriesTab', 'enquiryWords', 'inbox', 'thread']);
    for (const part of Object.values(parts)) expect(part.locale).toBe('hi');
    for (const part of Object.values(parts))
      for (const message of Object.values(part.messages))
        expect((typeof message === 'string' ? message : Object.values(message).join(' ')).replace(/\{\w+\}/g, '')).not.toMatch(/[A-Za-z]{2,}/);
  });
});

import { describe, expect, it } from 'vitest';
import { ENQUIRY_LIMITS, SEND_ERRORS, enquiryText, functionLabels, translateSendError } from './enquiry-text.ts';
import { enquiryFormMessages } from './messages.ts';
import { capacityError } from './enquiry-draft.ts';

const en = enquiryFormMessages.for('en');
const hi = enquiryFormMessages.for('hi');

describe('enquiry form texts', () => {
  it('holds, in English, exactly the rule messages the server answers', () => {
    for (const [key, english, params] of SEND_ERRORS) {
      const message = (en as unknown as Record<string, string | ((p: object) => string)>)[key];
      expect(typeof message === 'function' ? message(params) : message, key).toBe(english);
    }
    expect(en.sentMany({ count: 3 })).toBe('Enquiry sent to 3 businesses');
    expect(en.sentMany({ count: 1 })).toBe('Enquiry sent to 1 business');
    expect(en.seatsUpTo({ max: 1200 })).toBe(enquiryText.seatsUpTo(1200));
    expect(en.overCapacity({ name: 'Kesar Retreat', max: 1200 })).toBe(enquiryText.overCapacity('Kesar Retreat', 1200));
    for (const [fn, label] of Object.entries(functionLabels)) expect(en[fn as keyof typeof functionLabels]).toBe(label);
  });

  it('shows the rule messages in Hindi on a Hindi page, and leaves unknown text alone', () => {
    expect(translateSendError(enquiryText.dayLimit, hi)).toBe(`एक दिन में ज़्यादा से ज़्यादा ${ENQUIRY_LIMITS.perDay} पूछताछ भेजी जा सकती हैं। कृपया कल फिर कोशिश करें।`);
    expect(translateSendError('Choose at least one function', hi)).toBe('कम से कम एक रस्म चुनें');
    expect(translateSendError('Enter the number of guests (1 to 1,00,000)', hi)).toBe('मेहमानों की संख्या लिखें (1 से 1,00,000 तक)');
    expect(translateSendError('Choose at least one function', en)).toBe('Choose at least one function');
    expect(translateSendError('Something new', hi)).toBe('Something new');
    expect(translateSendError(undefined, hi)).toBeUndefined();
  });

  it('words the capacity check in the page language', () => {
    const smallest = { name: 'Kesar Retreat', capacityMax: 350 };
    expect(capacityError(smallest, '400', (name, max) => hi.overCapacity({ name, max }))).toBe(
      'Kesar Retreat में 350 मेहमान तक बैठ सकते हैं। 350 या उससे कम लिखें, या कोई बड़ा वेन्यू चुनें।',
    );
  });
});

// The vendor pages' and the enquiry form's catalogues: each Hindi message takes the same
// placeholders as its English one, and is written in Devanagari.
import { describe, expect, it } from 'vitest';
import type { Catalogue, MessageBook } from '../../../i18n/catalogue.ts';
import { vendorListMessages, vendorListScriptMessages } from './messages.ts';
import { vendorPageMessages } from './detail-messages.ts';
import { enquiryFormMessages, enquiryPageMessages } from '../../marketplace/enquiries/messages.ts';

const books = { vendorListMessages, vendorListScriptMessages, vendorPageMessages, enquiryFormMessages, enquiryPageMessages } as unknown as Record<
  string,
  MessageBook<Catalogue>
>;

const placeholders = (text: string) => [...new Set([...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]))].sort();
const texts = (message: Catalogue[string]) => (typeof message === 'string' ? [message] : Object.values(message));

describe.each(Object.entries(books))('%s', (_, book) => {
  const en = book.data('en').messages;
  const hi = book.data('hi').messages;

  it('takes the English placeholders in Hindi', () => {
    for (const key of Object.keys(en)) {
      const english = placeholders(texts(en[key]!).join(' '));
      for (const text of texts(hi[key]!)) expect(placeholders(text), key).toEqual(english);
    }
  });

  it('is written in Devanagari', () => {
    for (const [key, message] of Object.entries(hi)) {
      for (const text of texts(message)) expect(text.replace(/\{\w+\}/g, ''), key).toMatch(/[\u0900-\u097F]/);
    }
  });
});

// The catalogues of the home page, the plain pages and the shared components: each Hindi
// message takes the same placeholders as its English one (a message without them is bound as
// plain text, and a page calling it would fail), and is written in Devanagari.
import { describe, expect, it } from 'vitest';
import type { Catalogue, MessageBook } from '../i18n/catalogue.ts';
import { commonMessages } from './messages.ts';
import { listControlMessages } from './lists/messages.ts';
import { uiMessages } from './ui/messages.ts';
import { heroMessages } from '../features/catalogue/search/hero-messages.ts';
import { homeMessages } from '../features/content/home/messages.ts';
import { calculatorMessages } from '../features/money/calculator/messages.ts';
import { contactPageMessages } from '../features/content/contact/messages.ts';
import { aboutMessages, careersMessages } from '../features/content/company/messages.ts';
import { privacyMessages, termsMessages } from '../features/content/legal/messages.ts';
import { contentPageMessages } from '../layouts/content-page-messages.ts';
import { notFoundMessages } from '../layouts/not-found-messages.ts';

const books = {
  commonMessages,
  listControlMessages,
  uiMessages,
  heroMessages,
  homeMessages,
  calculatorMessages,
  contactPageMessages,
  aboutMessages,
  careersMessages,
  privacyMessages,
  termsMessages,
  contentPageMessages,
  notFoundMessages,
} as unknown as Record<string, MessageBook<Catalogue>>;

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
const texts = (message: Catalogue[string]) => (typeof message === 'string' ? [message] : Object.values(message));

describe.each(Object.entries(books))('%s', (_, book) => {
  const en = book.data('en').messages;
  const hi = book.data('hi').messages;

  it('takes the same placeholders in Hindi as in English', () => {
    for (const [key, message] of Object.entries(en)) {
      for (const [index, text] of texts(message).entries()) expect(placeholders(texts(hi[key]!)[index]!), key).toEqual(placeholders(text));
    }
  });

  it('is written in Devanagari, the brand and figures aside', () => {
    for (const [key, message] of Object.entries(hi)) {
      for (const text of texts(message)) {
        const latin = text
          .replace(/\{\w+\}/g, '')
          .replace(/Mandap/g, '')
          .match(/[A-Za-z]+/g);
        expect(latin, `${key}: ${text}`).toBeNull();
      }
    }
  });
});

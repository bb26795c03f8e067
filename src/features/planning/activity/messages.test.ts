// The Recent changes texts: each Hindi message takes the English one's placeholders and is
// written in Devanagari (names and figures come in through the placeholders).
import { describe, expect, it } from 'vitest';
import { activityMessages } from './messages.ts';

const texts = (message: string | Record<string, string>) => (typeof message === 'string' ? [message] : Object.values(message));
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('activityMessages', () => {
  const en = activityMessages.data('en').messages as Record<string, string | Record<string, string>>;
  const hi = activityMessages.data('hi').messages as Record<string, string | Record<string, string>>;

  it('takes the same placeholders in Hindi as in English', () => {
    for (const [key, message] of Object.entries(en)) {
      for (const [index, text] of texts(message).entries()) expect(placeholders(texts(hi[key]!)[index]!), key).toEqual(placeholders(text));
    }
  });

  it('is written in Devanagari', () => {
    for (const [key, message] of Object.entries(hi)) {
      for (const text of texts(message)) expect(text.replace(/\{\w+\}/g, '').match(/[A-Za-z]+/g), `${key}: ${text}`).toBeNull();
    }
  });
});

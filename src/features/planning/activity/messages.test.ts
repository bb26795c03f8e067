// The Recent changes texts in Hindi are written in Devanagari: names and figures come in through
// the placeholders (defineMessages itself refuses a Hindi text with other placeholders).
import { expect, it } from 'vitest';
import type { Catalogue } from '../../../i18n/catalogue.ts';
import { activityMessages } from './messages.ts';

it('writes every Recent changes text in Devanagari', () => {
  for (const [key, message] of Object.entries(activityMessages.data('hi').messages as Catalogue)) {
    for (const text of typeof message === 'string' ? [message] : Object.values(message)) {
      expect(text!.replace(/\{\w+\}/g, '').match(/[A-Za-z]+/g), `${key}: ${text}`).toBeNull();
    }
  }
});

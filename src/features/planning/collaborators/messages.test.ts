import { describe, expect, it } from 'vitest';
import { collaboratorMessages } from './messages.ts';
import { accessMessages } from '../wedding/access-messages.ts';

describe('collaborator and access texts in Hindi', () => {
  for (const [name, book] of Object.entries({ collaboratorMessages, accessMessages })) {
    it(`${name}: every Hindi text is Devanagari, beyond its placeholders`, () => {
      const { messages } = book.data('hi');
      for (const [key, message] of Object.entries(messages)) {
        for (const text of typeof message === 'string' ? [message] : Object.values(message)) {
          expect(text.replace(/\{\w+\}/g, ''), key).not.toMatch(/[A-Za-z]/);
          expect(text, key).toMatch(/[\u0900-\u097F]/);
        }
      }
    });
  }

  it('names the sides as the other parts do', () => {
    const hi = collaboratorMessages.for('hi');
    expect([hi.sideBride, hi.sideGroom, hi.sideBoth]).toEqual(['दुल्हन की तरफ़', 'दूल्हे की तरफ़', 'दोनों तरफ़']);
    const en = collaboratorMessages.for('en');
    expect([en.sideBride, en.sideGroom, en.sideBoth]).toEqual(["Bride's side", "Groom's side", 'Both sides']);
  });
});

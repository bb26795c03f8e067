import { describe, expect, it } from 'vitest';
import { contactSchema } from './contact.schema.ts';
import { ruleMessage } from './contact-form.ts';
import { contactPageMessages } from './messages.ts';
import { CONTACT_RULES } from './rules.ts';

const hindi = contactPageMessages.for('hi');
const english = contactPageMessages.for('en');

/** Every message the schema answers for some input. */
function schemaMessages(): string[] {
  const inputs = [
    { name: '', email: '', subject: '', message: '' },
    { name: 'A', email: 'asha@', subject: 'Hi', message: 'short' },
    { name: 'A'.repeat(101), email: 'asha@example.in', subject: 'S'.repeat(151), message: 'x'.repeat(5001) },
  ];
  return inputs.flatMap((input) => {
    const result = contactSchema.safeParse(input);
    return result.success ? [] : result.error.issues.map((issue) => issue.message);
  });
}

describe('the contact form in Hindi', () => {
  it('shows every rule message the action answers with in Hindi', () => {
    const messages = schemaMessages();
    expect(new Set(messages)).toEqual(new Set(Object.values(CONTACT_RULES)));
    for (const message of messages) {
      const shown = ruleMessage(hindi, message);
      expect(shown, message).not.toBe(message);
      expect(shown).toMatch(/[\u0900-\u097F]/);
    }
  });

  it('keeps the English messages as the schema states them', () => {
    for (const message of schemaMessages()) expect(ruleMessage(english, message)).toBe(message);
  });

  it('passes a message it does not know through unchanged', () => {
    expect(ruleMessage(hindi, 'Something new')).toBe('Something new');
  });
});

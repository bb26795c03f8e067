import { describe, expect, it } from 'vitest';
import { contactSchema } from './contact.schema.ts';

const valid = { name: 'Asha Rao', email: 'asha@example.in', subject: 'Wedding in Udaipur', message: 'We are planning a wedding in March.' };

function fieldErrors(input: Record<string, unknown>) {
  const result = contactSchema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('contactSchema', () => {
  it('accepts a complete message and trims it', () => {
    const result = contactSchema.parse({ ...valid, name: '  Asha Rao ' });
    expect(result.name).toBe('Asha Rao');
  });

  it('names every missing field', () => {
    expect(fieldErrors({ name: '', email: '', subject: '', message: '' })).toEqual({
      name: 'Please enter your name',
      email: 'Please enter a valid email address',
      subject: 'Please enter a subject',
      message: 'Message must be at least 10 characters',
    });
  });

  it('states the length rule for a short name or subject instead of asking for one', () => {
    expect(fieldErrors({ ...valid, subject: 'Hi' })).toEqual({ subject: 'Subject must be at least 3 characters' });
    expect(fieldErrors({ ...valid, name: 'A' })).toEqual({ name: 'Name must be at least 2 characters' });
    expect(fieldErrors({ ...valid, subject: 'Hey' })).toEqual({});
  });

  it('rejects a malformed e-mail address', () => {
    expect(fieldErrors({ ...valid, email: 'asha@' })).toEqual({ email: 'Please enter a valid email address' });
  });

  it('rejects whitespace-only and overlong text', () => {
    expect(fieldErrors({ ...valid, name: '   ' })).toEqual({ name: 'Please enter your name' });
    expect(fieldErrors({ ...valid, message: 'x'.repeat(5001) })).toEqual({
      message: 'Message must be at most 5000 characters',
    });
  });
});

describe('contactSchema with form data', () => {
  it('reads empty form fields (sent as null) with the field messages', () => {
    const result = contactSchema.safeParse({ name: null, email: null, subject: null, message: null });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toEqual([
      'Please enter your name',
      'Please enter a valid email address',
      'Please enter a subject',
      'Message must be at least 10 characters',
    ]);
  });
});

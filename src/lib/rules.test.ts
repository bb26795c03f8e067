import { describe, expect, it } from 'vitest';
import { isPhoneNumber, ruleMessages } from './rules.ts';
import { emailField, optionalEmailField, optionalPhoneField, passwordField, phoneField, signUpPhoneField } from './rules.schema.ts';

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) => (result.success ? null : result.error!.issues[0]!.message);

describe('shared form rules', () => {
  it('words the password limits from their constants', () => {
    expect(ruleMessages.passwordTooShort).toBe('Password must be at least 6 characters');
    expect(ruleMessages.passwordTooLong).toBe('Password must be at most 256 characters');
    expect(messageOf(passwordField().safeParse('12345'))).toBe(ruleMessages.passwordTooShort);
    expect(messageOf(passwordField().safeParse('x'.repeat(257)))).toBe(ruleMessages.passwordTooLong);
    expect(passwordField().parse('x'.repeat(256))).toHaveLength(256);
  });

  it('accepts phone numbers of at least 8 digits in the usual notations', () => {
    expect(isPhoneNumber('+91 98200-12345')).toBe(true);
    expect(isPhoneNumber('(022) 2345 6789')).toBe(true);
    expect(isPhoneNumber('1234-567')).toBe(false);
    expect(isPhoneNumber('98200 12345 ext')).toBe(false);
    expect(isPhoneNumber('1'.repeat(21))).toBe(false);
    expect(messageOf(phoneField().safeParse(''))).toBe(ruleMessages.phone);
    expect(optionalPhoneField().parse('  ')).toBe('');
    expect(messageOf(optionalPhoneField().safeParse('12'))).toBe(ruleMessages.phone);
  });

  it('keeps the vendor sign-up phone at its specified 8 characters', () => {
    expect(signUpPhoneField().parse(' 1234-567 ')).toBe('1234-567');
    expect(messageOf(signUpPhoneField().safeParse('1234567'))).toBe(ruleMessages.phone);
  });

  it('reads e-mail addresses trimmed and, unless asked not to, lower-cased', () => {
    expect(emailField().parse(' Asha@Example.IN ')).toBe('asha@example.in');
    expect(emailField(undefined, { lowercase: false }).parse('Asha@Example.IN')).toBe('Asha@Example.IN');
    expect(messageOf(emailField('Enter a valid email').safeParse('asha@'))).toBe('Enter a valid email');
    expect(optionalEmailField().parse('')).toBe('');
    expect(messageOf(optionalEmailField().safeParse('nope'))).toBe(ruleMessages.email);
  });
});

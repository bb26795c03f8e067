import { describe, expect, it } from 'vitest';
import {
  forgotPasswordSchema,
  loginSchema,
  registerSchema,
  resetPasswordSchema,
  totpCodeSchema,
  twoFactorCodeSchema,
  vendorLoginSchema,
  vendorRegisterSchema,
} from './auth.schema.ts';
import { zodFieldErrors } from '../../../lib/form-errors.ts';
import type { z } from 'astro/zod';

function errorsOf(schema: z.ZodType, value: unknown) {
  const result = schema.safeParse(value);
  return result.success ? {} : zodFieldErrors(result.error);
}

describe('customer login schema', () => {
  it('shows Please enter a valid email address for a bad email', () => {
    expect(errorsOf(loginSchema, { email: 'not-an-email', password: 'secret1' }).email).toBe('Please enter a valid email address');
    expect(errorsOf(loginSchema, { email: '', password: 'secret1' }).email).toBe('Please enter a valid email address');
  });
  it('shows Password must be at least 6 characters for a short password', () => {
    expect(errorsOf(loginSchema, { email: 'a@b.in', password: '12345' }).password).toBe('Password must be at least 6 characters');
  });
  it('accepts a valid login and lower-cases the email', () => {
    expect(loginSchema.parse({ email: '  Asha@Example.IN ', password: '123456' })).toEqual({ email: 'asha@example.in', password: '123456' });
  });
  it('accepts long passphrases without truncating', () => {
    const long = 'x'.repeat(200);
    expect(loginSchema.parse({ email: 'a@b.in', password: long }).password).toBe(long);
  });
});

describe('customer register schema', () => {
  const valid = { name: '', email: 'a@b.in', password: 'secret1', confirmPassword: 'secret1' };
  it('treats name as optional with an empty default', () => {
    const { name: _name, ...withoutName } = valid;
    expect(registerSchema.parse(withoutName).name).toBe('');
  });
  it('shows Passwords do not match on confirmPassword', () => {
    expect(errorsOf(registerSchema, { ...valid, confirmPassword: 'secret2' })).toEqual({ confirmPassword: 'Passwords do not match' });
  });
  it('shows the minimum length message on confirmPassword', () => {
    expect(errorsOf(registerSchema, { ...valid, confirmPassword: '123' }).confirmPassword).toBe('Password must be at least 6 characters');
  });
  it('shows the email and password messages', () => {
    const errors = errorsOf(registerSchema, { ...valid, email: 'x', password: '1' });
    expect(errors.email).toBe('Please enter a valid email address');
    expect(errors.password).toBe('Password must be at least 6 characters');
  });
});

describe('vendor login schema', () => {
  it('shows Enter a valid email', () => {
    expect(errorsOf(vendorLoginSchema, { email: 'nope', password: 'secret1' }).email).toBe('Enter a valid email');
  });
  it('shows Password must be at least 6 characters', () => {
    expect(errorsOf(vendorLoginSchema, { email: 'v@b.in', password: 'abc' }).password).toBe('Password must be at least 6 characters');
  });
});

describe('vendor register schema', () => {
  const valid = { name: 'Rang Decor', category: '3', email: 'v@b.in', phone: '+91 98200 12345', password: 'secret1' };
  it('accepts a valid registration and turns the category into its id', () => {
    expect(vendorRegisterSchema.parse(valid).category).toBe(3);
  });
  it('shows Name is required under 2 characters', () => {
    expect(errorsOf(vendorRegisterSchema, { ...valid, name: 'R' }).name).toBe('Name is required');
  });
  it('shows Category is required when none is chosen', () => {
    expect(errorsOf(vendorRegisterSchema, { ...valid, category: '' }).category).toBe('Category is required');
  });
  it('shows Enter a valid email', () => {
    expect(errorsOf(vendorRegisterSchema, { ...valid, email: 'bad' }).email).toBe('Enter a valid email');
  });
  it('shows Enter a valid phone number under 8 characters or with letters', () => {
    expect(errorsOf(vendorRegisterSchema, { ...valid, phone: '1234567' }).phone).toBe('Enter a valid phone number');
    expect(errorsOf(vendorRegisterSchema, { ...valid, phone: 'call me maybe' }).phone).toBe('Enter a valid phone number');
  });
  it('shows Password must be at least 6 characters', () => {
    expect(errorsOf(vendorRegisterSchema, { ...valid, password: '12' }).password).toBe('Password must be at least 6 characters');
  });
});

describe('password reset and second factor schemas', () => {
  it('asks for a valid email to send a reset link', () => {
    expect(errorsOf(forgotPasswordSchema, { email: 'x' }).email).toBe('Please enter a valid email address');
  });
  it('needs matching new passwords', () => {
    expect(errorsOf(resetPasswordSchema, { token: 'abcdefghijkl', password: 'secret1', confirmPassword: 'secret2' }).confirmPassword).toBe(
      'Passwords do not match',
    );
  });
  it('takes a 6-digit code or a recovery code at sign-in', () => {
    expect(twoFactorCodeSchema.safeParse({ code: '123456' }).success).toBe(true);
    expect(twoFactorCodeSchema.safeParse({ code: 'abcd-efgh' }).success).toBe(true);
    expect(errorsOf(twoFactorCodeSchema, { code: '12' }).code).toBe('Enter the 6-digit code from your authenticator app');
  });
  it('takes only 6 digits to confirm an enrolment', () => {
    expect(errorsOf(totpCodeSchema, { code: 'abcdef' }).code).toBe('Enter the 6-digit code from your authenticator app');
  });
});

// Zod fields for the shared e-mail, phone and password rules (rules.ts) and optional text,
// used by the feature schemas so that each rule and its message is written once.
import { z } from 'astro/zod';
import {
  EMAIL_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PHONE_MAX_LENGTH,
  PHONE_MIN_DIGITS,
  PHONE_PATTERN,
  isPhoneNumber,
  ruleMessages,
} from './rules.ts';

// The auth forms parse with these in the browser, where zod must not compile its parsers with
// `new Function`: the Content-Security-Policy forbids eval, and Chrome reports the attempt as
// an issue of the page. Parsing without it gives the same results.
if (typeof document !== 'undefined') z.config({ jitless: true });

export function isEmailAddress(value: string): boolean {
  return z.email().safeParse(value).success;
}

/** A required e-mail address, trimmed and (unless told otherwise) lower-cased; every failure says `message`. */
export function emailField(message: string = ruleMessages.email, { lowercase = true } = {}) {
  const text = z.string({ error: message }).trim();
  return (lowercase ? text.toLowerCase() : text).max(EMAIL_MAX_LENGTH, message).pipe(z.email({ error: message }));
}

/** An e-mail address or an empty string, trimmed and lower-cased. */
export function optionalEmailField(message: string = ruleMessages.email) {
  return z
    .string()
    .trim()
    .toLowerCase()
    .max(EMAIL_MAX_LENGTH, message)
    .refine((v) => v === '' || isEmailAddress(v), message);
}

/** A new password: 6 to 256 characters. */
export function passwordField() {
  return z
    .string({ error: ruleMessages.passwordTooShort })
    .min(PASSWORD_MIN_LENGTH, ruleMessages.passwordTooShort)
    .max(PASSWORD_MAX_LENGTH, ruleMessages.passwordTooLong);
}

/** A required phone number (see `isPhoneNumber`). */
export function phoneField() {
  return z.string({ error: ruleMessages.phone }).trim().max(PHONE_MAX_LENGTH, ruleMessages.phone).refine(isPhoneNumber, ruleMessages.phone);
}

/** A phone number or an empty string. */
export function optionalPhoneField() {
  return z
    .string()
    .trim()
    .max(PHONE_MAX_LENGTH, ruleMessages.phone)
    .refine((v) => v === '' || isPhoneNumber(v), ruleMessages.phone);
}

/** The vendor sign-up's phone: the same characters, and at least 8 of them (specification, section 5). */
export function signUpPhoneField() {
  return z
    .string({ error: ruleMessages.phone })
    .trim()
    .min(PHONE_MIN_DIGITS, ruleMessages.phone)
    .max(PHONE_MAX_LENGTH, ruleMessages.phone)
    .regex(PHONE_PATTERN, ruleMessages.phone);
}

/** Optional text of at most `max` characters: trimmed, and null when empty or missing. */
export function optionalTextField(max: number, label: string) {
  return z
    .string({ message: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((v) => (v ? v : null));
}

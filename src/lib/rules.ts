// The e-mail, phone and password rules that every form shares, with their messages built
// from their limits. Zod-free, so islands can use the texts; the zod fields that apply the
// rules are in rules.schema.ts.

export const EMAIL_MAX_LENGTH = 254;

export const PASSWORD_MIN_LENGTH = 6;
/** Long passphrases are welcome; the hash never truncates. */
export const PASSWORD_MAX_LENGTH = 256;

export const PHONE_MAX_LENGTH = 20;
/** A phone number has at least this many digits (vendor sign-up: this many characters). */
export const PHONE_MIN_DIGITS = 8;
/** Digits, spaces, brackets and dashes, with an optional leading +. */
export const PHONE_PATTERN = /^\+?[\d\s()-]+$/;

export const ruleMessages = {
  email: 'Please enter a valid email address',
  /** The vendor forms' wording. */
  emailShort: 'Enter a valid email',
  phone: 'Enter a valid phone number',
  passwordTooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  passwordTooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters`,
} as const;

/** A phone number as typed: the allowed characters, at most 20 of them, at least 8 digits. */
export function isPhoneNumber(value: string): boolean {
  return value.length <= PHONE_MAX_LENGTH && PHONE_PATTERN.test(value) && value.replace(/\D/g, '').length >= PHONE_MIN_DIGITS;
}

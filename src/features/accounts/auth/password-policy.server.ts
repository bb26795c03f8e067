// What a new password may not be, beyond the spec's minimum of 6 characters: one of the
// most common passwords, one character repeated (six spaces included), or the account's
// own e-mail address. Server-only: the list stays out of the form islands' bundles.
import type { z } from 'astro/zod';
import { COMMON_PASSWORDS } from './common-passwords.server.ts';

export const passwordPolicyMessages = {
  common: 'This password is too common. Please choose one that is harder to guess.',
  email: 'Your password must not be your email address.',
} as const;

/** Why `password` may not be used (given the account's e-mail when known), or null. */
export function weakPasswordReason(password: string, email?: string | null): string | null {
  const normalised = password.normalize('NFKC').trim().toLowerCase();
  if (normalised === '' || new Set(normalised).size === 1 || COMMON_PASSWORDS.has(normalised)) {
    return passwordPolicyMessages.common;
  }
  if (email) {
    const address = email.trim().toLowerCase();
    const localPart = address.split('@')[0] ?? '';
    if (normalised === address || (localPart.length >= 6 && normalised === localPart)) return passwordPolicyMessages.email;
  }
  return null;
}

/**
 * Adds the policy to a form schema: `field` is checked against `emailField` when the form
 * has one. The failure comes back as a field message, like the schema's own rules.
 */
export function withPasswordPolicy<T extends z.ZodType<Record<string, unknown>>>(schema: T, field: string, emailField?: string): T {
  return schema.superRefine((value, ctx) => {
    const password = value[field];
    if (typeof password !== 'string') return;
    const email = emailField ? value[emailField] : undefined;
    const reason = weakPasswordReason(password, typeof email === 'string' ? email : null);
    if (reason) ctx.addIssue({ code: 'custom', path: [field], message: reason });
  }) as unknown as T;
}

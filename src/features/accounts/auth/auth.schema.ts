// Sign-in, sign-up and password schemas, for the actions and for the forms that check their
// fields before posting. The texts are in auth.ts.
import { z } from 'astro/zod';
import { emailField, passwordField, signUpPhoneField } from '../../../lib/rules.schema.ts';
import { messages } from './auth.ts';

const password = passwordField();
const email = (message: string) => emailField(message);

export const loginSchema = z.object({
  email: email(messages.email),
  password,
});
export type LoginInput = z.infer<typeof loginSchema>;

export const registerSchema = z
  .object({
    name: z.string().trim().max(100, 'Name must be at most 100 characters').default(''),
    email: email(messages.email),
    password,
    confirmPassword: password,
  })
  .refine((value) => value.password === value.confirmPassword, {
    message: messages.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });
export type RegisterInput = z.infer<typeof registerSchema>;

export const vendorLoginSchema = z.object({
  email: email(messages.vendorEmail),
  password,
});

export const vendorRegisterSchema = z.object({
  name: z.string({ error: messages.vendorName }).trim().min(2, messages.vendorName).max(120, 'Name must be at most 120 characters'),
  category: z.coerce.number({ error: messages.vendorCategory }).int(messages.vendorCategory).min(1, messages.vendorCategory),
  email: email(messages.vendorEmail),
  phone: signUpPhoneField(),
  password,
});
export type VendorRegisterInput = z.infer<typeof vendorRegisterSchema>;

export const forgotPasswordSchema = z.object({ email: email(messages.email) });

export const resetPasswordSchema = z
  .object({
    token: z.string().min(10, messages.resetLinkInvalid).max(200, messages.resetLinkInvalid),
    password,
    confirmPassword: password,
  })
  .refine((value) => value.password === value.confirmPassword, {
    message: messages.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });

/** A 6-digit TOTP code, or one of the recovery codes (letters, digits and dashes). */
export const twoFactorCodeSchema = z.object({
  code: z
    .string({ error: messages.totpCode })
    .trim()
    .min(6, messages.totpCode)
    .max(32, messages.totpCode)
    .regex(/^[A-Za-z0-9-\s]+$/, messages.totpCode),
});

export const totpCodeSchema = z.object({
  code: z
    .string({ error: messages.totpCode })
    .trim()
    .regex(/^\d{6}$/, messages.totpCode),
});

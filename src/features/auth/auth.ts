// Sign-in, sign-up and password schemas with the exact messages of the specification
// (section 5). Shared by the form islands and the actions, so both say the same thing.
import { z } from 'astro/zod';

export const MIN_PASSWORD_LENGTH = 6;
/** Long passphrases are welcome; the hash never truncates. */
export const MAX_PASSWORD_LENGTH = 256;

export const messages = {
  email: 'Please enter a valid email address',
  password: 'Password must be at least 6 characters',
  passwordTooLong: 'Password must be at most 256 characters',
  passwordsDoNotMatch: 'Passwords do not match',
  vendorEmail: 'Enter a valid email',
  vendorName: 'Name is required',
  vendorCategory: 'Category is required',
  vendorPhone: 'Enter a valid phone number',
  invalidCredentials: 'Invalid email or password. Please try again.',
  unexpected: 'An unexpected error occurred. Please try again later.',
  couldNotCreate: 'Could not create account. Please try again.',
  emailTaken: 'An account with this email already exists. Please sign in instead.',
  tooManyAttempts: 'Too many failed sign-in attempts. Please wait 15 minutes and try again.',
  accessDenied: "This login is for vendors only. Please use the regular login if you're a customer.",
  totpCode: 'Enter the 6-digit code from your authenticator app',
  totpInvalid: 'That code is not valid. Please try again.',
  resetLinkInvalid: 'This reset link is invalid or has expired. Please request a new one.',
  verifyLinkInvalid: 'This verification link is invalid or has expired.',
} as const;

export const toasts = {
  loginFailed: 'Login failed',
  loginSuccess: 'Login successful!',
  customerWelcome: (brand: string) => `Welcome back to ${brand}.`,
  vendorWelcome: 'Welcome back to your vendor dashboard!',
  registrationFailed: 'Registration failed',
  registrationSuccess: 'Registration successful!',
  checkEmail: 'Please check your email to verify your account.',
  accessDenied: 'Access denied',
  categoriesError: 'Error loading categories',
  signupFailed: 'Signup failed',
  vendorCreated: 'Account created!',
  vendorCheckEmail: 'Please check your email to confirm your account.',
} as const;

const password = z
  .string({ error: messages.password })
  .min(MIN_PASSWORD_LENGTH, messages.password)
  .max(MAX_PASSWORD_LENGTH, messages.passwordTooLong);

const email = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .toLowerCase()
    .max(254, message)
    .pipe(z.email({ error: message }));

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
  phone: z
    .string({ error: messages.vendorPhone })
    .trim()
    .min(8, messages.vendorPhone)
    .max(20, messages.vendorPhone)
    .regex(/^\+?[\d\s()-]+$/, messages.vendorPhone),
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

// Sign-in and sign-up texts with the exact messages of the specification (section 5), shared
// by the form islands and the actions. Zod-free; the schemas are in auth.schema.ts.
import { ruleMessages } from '../../../lib/rules.ts';

export const messages = {
  email: ruleMessages.email,
  password: ruleMessages.passwordTooShort,
  passwordTooLong: ruleMessages.passwordTooLong,
  passwordsDoNotMatch: 'Passwords do not match',
  vendorEmail: ruleMessages.emailShort,
  vendorName: 'Name is required',
  vendorCategory: 'Category is required',
  vendorPhone: ruleMessages.phone,
  invalidCredentials: 'Invalid email or password. Please try again.',
  unexpected: 'An unexpected error occurred. Please try again later.',
  couldNotCreate: 'Could not create account. Please try again.',
  emailTaken: 'An account with this email already exists. Please sign in instead.',
  tooManyAttempts: 'Too many failed sign-in attempts. Please wait 15 minutes and try again.',
  /** The same text with the wait that is actually left ("30 seconds", "2 minutes"). */
  tooManyAttemptsWait: (wait: string) => `Too many failed sign-in attempts. Please wait ${wait} and try again.`,
  tooManySignUps: 'Too many accounts were created from your network. Please wait an hour and try again.',
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

// Types only: erased at build, so importing them brings no zod along.

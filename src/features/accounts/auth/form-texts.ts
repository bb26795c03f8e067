// The sign-in and sign-up forms' English texts, the English side of their catalogue
// (messages.ts), written once. The error texts are here too, under the keys the forms look
// them up by: the schemas and actions keep their English messages (the specification's), and a
// form on a Hindi page shows each one in Hindi (localizeAuthError). Browser-safe, zod-free.
import type { MessagesData } from '../../../i18n/catalogue.ts';
import { messages, toasts } from './auth.ts';

/** The errors the auth forms may be shown, English as the schemas and actions give them. */
export const AUTH_ERRORS_EN = {
  email: messages.email,
  password: messages.password,
  passwordTooLong: messages.passwordTooLong,
  passwordsDoNotMatch: messages.passwordsDoNotMatch,
  vendorEmail: messages.vendorEmail,
  vendorName: messages.vendorName,
  vendorCategory: messages.vendorCategory,
  vendorPhone: messages.vendorPhone,
  invalidCredentials: messages.invalidCredentials,
  unexpected: messages.unexpected,
  couldNotCreate: messages.couldNotCreate,
  emailTaken: messages.emailTaken,
  tooManyAttempts: messages.tooManyAttempts,
  tooManySignUps: messages.tooManySignUps,
  accessDenied: messages.accessDenied,
  totpCode: messages.totpCode,
  totpInvalid: messages.totpInvalid,
  resetLinkInvalid: messages.resetLinkInvalid,
  verifyLinkInvalid: messages.verifyLinkInvalid,
  nameTooLong: 'Name must be at most 100 characters',
  vendorNameTooLong: 'Name must be at most 120 characters',
  // The password policy's reasons (password-policy.server.ts; a test keeps them the same).
  passwordCommon: 'This password is too common. Please choose one that is harder to guess.',
  passwordIsEmail: 'Your password must not be your email address.',
  passwordWeak: 'Please choose a different password.',
  signInExpired: 'Your sign-in has expired. Please sign in again.',
} as const;

export const AUTH_FORM_TEXTS_EN = {
  ...AUTH_ERRORS_EN,
  /** messages.tooManyAttemptsWait, with the wait as a placeholder. */
  tooManyAttemptsWait: 'Too many failed sign-in attempts. Please wait {wait} and try again.',
  waitSeconds: { one: '{count} second', other: '{count} seconds' },
  waitMinutes: { one: '{count} minute', other: '{count} minutes' },
  nameLabel: 'Name',
  emailLabel: 'Email',
  passwordLabel: 'Password',
  confirmPasswordLabel: 'Confirm Password',
  optional: 'Optional',
  signIn: 'Sign In',
  signingIn: 'Signing in...',
  createAccount: 'Create Account',
  creatingAccount: 'Creating account...',
  businessName: 'Business Name',
  category: 'Category',
  loadingCategories: 'Loading categories...',
  selectCategory: 'Select a category',
  phone: 'Phone',
  sendResetLink: 'Send Reset Link',
  sending: 'Sending...',
  resetSent: 'If an account exists for that email, we have sent a link to reset your password. It expires in 1 hour.',
  newPassword: 'New Password',
  confirmNewPassword: 'Confirm New Password',
  setNewPassword: 'Set New Password',
  saving: 'Saving...',
  passwordUpdated: 'Password updated',
  passwordChanged: 'Your password has been changed. Please sign in with your new password.',
  authCode: 'Authentication code',
  authCodeHint: 'Enter the 6-digit code from your authenticator app, or one of your recovery codes.',
  verify: 'Verify',
  verifying: 'Verifying...',
  error: 'Error',
  loginFailed: toasts.loginFailed,
  loginSuccess: toasts.loginSuccess,
  customerWelcome: 'Welcome back to {brand}.',
  vendorWelcome: toasts.vendorWelcome,
  registrationFailed: toasts.registrationFailed,
  registrationSuccess: toasts.registrationSuccess,
  checkEmail: toasts.checkEmail,
  accessDeniedTitle: toasts.accessDenied,
  signupFailed: toasts.signupFailed,
  vendorCreated: toasts.vendorCreated,
  vendorCheckEmail: toasts.vendorCheckEmail,
} as const;

/** The auth forms' texts in one language, as a page hands them to a form island. */
export type AuthFormTexts = MessagesData<typeof AUTH_FORM_TEXTS_EN>;

// The settings actions' messages are English at definition (the specification's texts); a Hindi
// account sees the Hindi text of each one the island knows, matched by its English text.
// Browser-safe: the island imports it.
import type { Bound, CatalogueOf } from '../../../i18n/catalogue.ts';
import { PASSWORD_MIN_LENGTH, ruleMessages } from '../../../lib/rules.ts';
import { messages as authMessages } from '../auth/auth.ts';
import type { settingsPanelMessages } from './messages.ts';
import { settingsText } from './settings.ts';

export const POLICY_COMMON = 'This password is too common. Please choose one that is harder to guess.';
export const POLICY_EMAIL = 'Your password must not be your email address.';

export type SettingsTexts = Bound<CatalogueOf<typeof settingsPanelMessages>>;

/** The text to show for an action's message: itself in English, its translation when known. */
export function settingsError(t: SettingsTexts, text: string): string {
  if (t.$locale === 'en') return text;
  const known: Record<string, string> = {
    [settingsText.name]: t.errName,
    [ruleMessages.phone]: t.errPhone,
    [ruleMessages.passwordTooShort]: t.errPasswordTooShort({ min: PASSWORD_MIN_LENGTH }),
    [settingsText.currentPasswordRequired]: t.errCurrentPasswordRequired,
    [settingsText.passwordsDoNotMatch]: t.errPasswordsDoNotMatch,
    [settingsText.wrongCurrentPassword]: t.errWrongPassword,
    'Please choose a different password.': t.errDifferentPassword,
    // The password policy's reasons (password-policy.server.ts, server-only; a test keeps them the same).
    [POLICY_COMMON]: t.errPasswordCommon,
    [POLICY_EMAIL]: t.errPasswordIsEmail,
    [authMessages.totpInvalid]: t.errCodeInvalid,
    [authMessages.tooManyAttempts]: t.errTooManyAttempts,
    'Two-factor authentication is already on.': t.errAlreadyOn,
    'Two-factor authentication is not on.': t.errNotOn,
  };
  return known[text] ?? text;
}

/** Each field's message through `settingsError`. */
export function settingsFieldErrors<E extends Record<string, string | undefined>>(t: SettingsTexts, errors: E): E {
  return Object.fromEntries(Object.entries(errors).map(([field, text]) => [field, text === undefined ? text : settingsError(t, text)])) as E;
}

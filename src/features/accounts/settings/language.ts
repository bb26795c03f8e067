// The account's language: its signed-in pages and the mail it gets follow it. Browser-safe.
import { DEFAULT_LOCALE, toLocale, type Locale } from '../../../i18n/locales.ts';

/**
 * The language a signed-in page renders in and mail to the account goes out in. Signed out,
 * `fallback`: the page's own address (English unless it is under /hi).
 */
export function accountLocale(user: { locale?: string | null } | null | undefined, fallback: Locale = DEFAULT_LOCALE): Locale {
  return user?.locale ? toLocale(user.locale) : fallback;
}

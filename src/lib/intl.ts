// Intl without its start-up on a page's first screen: the first Intl object a page makes (or the
// first localeCompare) starts ICU, tens of milliseconds of the main thread in Chromium (see
// i18n/indian-number.ts). Formatters are made when first used, not when their module loads,
// and codes (ISO dates, ids, keys) are ordered without ICU.
import { LANG_TAG, type Locale } from '../i18n/locales.ts';

/** `make()` on the first call, the same object after. */
export function lazy<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}

/** One formatter per language, each made on its language's first call. */
export function perLocale<T>(make: (tag: string, locale: Locale) => T): (locale: Locale) => T {
  const made = new Map<Locale, T>();
  return (locale) => {
    let value = made.get(locale);
    if (value === undefined) made.set(locale, (value = make(LANG_TAG[locale], locale)));
    return value;
  };
}

/** Orders codes (ISO dates, ids, keys) by their characters, as a sort comparator; people's words take a Collator. */
export function compareCodes(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

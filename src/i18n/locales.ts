// The site's languages and their addresses. English is the default and keeps today's URLs;
// Hindi lives under /hi (Astro's i18n routing, astro.config.mjs). Browser-safe.

export const LOCALES = ['en', 'hi'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** The `lang` of a page, and the locale `Intl` formats with (Indian grouping in both). */
export const LANG_TAG: Record<Locale, string> = { en: 'en-IN', hi: 'hi-IN' };

/** What the language switcher calls each language, in that language. */
export const LANGUAGE_NAME: Record<Locale, string> = { en: 'English', hi: 'हिन्दी' };

export function isLocale(value: unknown): value is Locale {
  return value === 'en' || value === 'hi';
}

/** Anything that is not a known locale (a missing value, an old cookie) is English. */
export function toLocale(value: unknown): Locale {
  return isLocale(value) ? value : DEFAULT_LOCALE;
}

const HINDI_PREFIX = /^\/hi(?=\/|$)/;

/** The locale a path is in, and the path without its prefix ("/hi/venues" → hi, "/venues"). */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  if (!HINDI_PREFIX.test(pathname)) return { locale: 'en', path: pathname || '/' };
  return { locale: 'hi', path: pathname.replace(HINDI_PREFIX, '') || '/' };
}

/**
 * A site path (with its query and hash) in a locale: "/venues/jaipur/wedding?sort=price" →
 * "/hi/venues/jaipur/wedding?sort=price". Paths already in a locale are moved to the other.
 * Addresses that are not pages of ours (other sites, mailto:, #fragments) are left alone.
 */
export function localePath(href: string, locale: Locale): string {
  if (!href.startsWith('/') || href.startsWith('//')) return href;
  const split = href.search(/[?#]/);
  const pathname = split === -1 ? href : href.slice(0, split);
  const rest = split === -1 ? '' : href.slice(split);
  const { path } = splitLocale(pathname);
  if (locale === DEFAULT_LOCALE) return path + rest;
  return (path === '/' ? '/hi/' : `/hi${path}`) + rest;
}

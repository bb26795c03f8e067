// What the feed endpoints share: one file per feed serves both languages (/rss.xml and
// /hi/rss.xml), since Astro's language fallback renders pages, not endpoints, at /hi.
import type { GetStaticPaths } from 'astro';
import { toLocale, type Locale } from '../../../i18n/locales.ts';

/** The `[...lang]` parameter of each language: none for English, `hi` for Hindi. */
export const feedStaticPaths = (() => [{ params: { lang: undefined } }, { params: { lang: 'hi' } }]) satisfies GetStaticPaths;

export function feedLocale(lang: string | undefined): Locale {
  return toLocale(lang ?? 'en');
}

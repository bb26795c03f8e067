// What robots.txt says: the private areas crawlers stay out of, in both languages, and where
// the sitemap is. Pages there are signed-in or secret (tokens), never in the sitemap.
import { localePath, LOCALES } from '../i18n/locales.ts';

/**
 * Addresses that are signed-in, hold a secret token or are not pages (APIs, actions); each also
 * under /hi. The sign-in and sign-up pages stay crawlable: people search for them.
 */
export const PRIVATE_PREFIXES = [
  '/dashboard',
  '/vendor-dashboard',
  '/myprofile',
  '/admin',
  '/api/',
  '/_actions/',
  '/auth/',
  '/vendor-registration',
  '/reset-password',
  '/verify-email',
  '/claim/',
  '/rsvp/',
  '/enquiry/',
  '/weddings/',
] as const;

export function robotsTxt(origin: URL | string): string {
  const disallowed = [...new Set(PRIVATE_PREFIXES.flatMap((prefix) => LOCALES.map((locale) => localePath(prefix, locale))))];
  return ['User-agent: *', 'Allow: /', ...disallowed.map((path) => `Disallow: ${path}`), '', `Sitemap: ${new URL('/sitemap-index.xml', origin).href}`, ''].join(
    '\n',
  );
}

// What robots.txt says: the private areas crawlers stay out of, in both languages, and where
// the sitemap is. Pages there are signed-in or secret (tokens), never in the sitemap.
import { localePath, LOCALES } from '../i18n/locales.ts';

/** Addresses that are signed-in, secret or not pages (APIs, actions); each also under /hi. */
export const PRIVATE_PREFIXES = [
  '/dashboard',
  '/vendor-dashboard',
  '/myprofile',
  '/admin',
  '/api/',
  '/_actions/',
  '/auth/',
  '/login',
  '/LoginVendor',
  '/register',
  '/RegisterVendor',
  '/forgot-password',
  '/reset-password',
  '/verify-email',
  '/claim/',
  '/rsvp/',
  '/enquiry/',
  '/weddings/',
  '/vendor-registration',
  '/start-planning',
  '/search',
] as const;

export function robotsTxt(origin: URL | string): string {
  const disallowed = [...new Set(PRIVATE_PREFIXES.flatMap((prefix) => LOCALES.map((locale) => localePath(prefix, locale))))];
  return ['User-agent: *', 'Allow: /', ...disallowed.map((path) => `Disallow: ${path}`), '', `Sitemap: ${new URL('/sitemap-index.xml', origin).href}`, ''].join(
    '\n',
  );
}

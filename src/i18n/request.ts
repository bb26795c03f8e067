// The language of a request that is not a page: an action or API call made from a page. Server only.
import { splitLocale, type Locale } from './locales.ts';

interface RequestContext {
  url: URL;
  request: Request;
}

/**
 * A page's own address says its language (/hi/…). An action or API call made from a page
 * carries the page's address as its Referer (same-origin, so the full address); a call from
 * anywhere else is English.
 */
export function requestLocale(context: RequestContext): Locale {
  const own = splitLocale(context.url.pathname);
  if (own.locale !== 'en') return own.locale;
  const referer = context.request.headers.get('Referer');
  if (!referer) return 'en';
  try {
    const from = new URL(referer);
    return from.origin === context.url.origin ? splitLocale(from.pathname).locale : 'en';
  } catch {
    return 'en';
  }
}

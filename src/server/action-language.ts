// An action's refusal answered in the caller's language (src/i18n/action-reasons.ts). Server only:
// the middleware rewrites the JSON of a failed action call, so no island carries the texts.
import { translateActionError, type ReasonTable } from '../i18n/action-reasons.ts';
import { requestLocale } from '../i18n/request.ts';
import { splitLocale, type Locale } from '../i18n/locales.ts';

/** The signed-in areas: one address each, in the account's language whatever the address. */
const SIGNED_IN = /^\/(dashboard|vendor-dashboard|myprofile|admin)(\/|$)/;

interface CallContext {
  url: URL;
  request: Request;
}

/**
 * The language of the page an action was called from: a Hindi page's (/hi/…), or, from a
 * signed-in area, the account's (`account`, accountLocale of the signed-in user).
 */
export function callerLocale(context: CallContext, account: Locale | null): Locale {
  const page = requestLocale(context);
  if (page !== 'en' || !account) return page;
  const referer = context.request.headers.get('Referer');
  if (!referer) return 'en';
  try {
    const from = new URL(referer);
    return from.origin === context.url.origin && SIGNED_IN.test(splitLocale(from.pathname).path) ? account : 'en';
  } catch {
    return 'en';
  }
}

/** A failed action call's answer with its reasons translated; anything else as it was. */
export async function translatedActionAnswer(response: Response, table: ReasonTable): Promise<Response> {
  if (response.status < 400 || !(response.headers.get('Content-Type') ?? '').includes('application/json')) return response;
  let body: unknown;
  try {
    body = await response.clone().json();
  } catch {
    return response;
  }
  const headers = new Headers(response.headers);
  headers.delete('Content-Length');
  return new Response(JSON.stringify(translateActionError(body, table)), { status: response.status, statusText: response.statusText, headers });
}

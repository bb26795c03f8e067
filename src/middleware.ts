import { defineMiddleware } from 'astro:middleware';
import type { AstroCookies } from 'astro';
import { db } from './server/db/index.ts';
import { SESSION_COOKIE, deleteSessionCookie, setSessionCookie, validateSessionToken } from './server/auth/session.ts';
import { BUSY_RETRY_AFTER_SECONDS } from './server/auth/password.ts';
import { isCrossSiteRequest, securityHeaders } from './server/security-headers.ts';
import { isSecureRequest, malformedActionBody } from './server/http.ts';
import { applyDefaultCaching, isPublicResponse, makePrivate } from './server/caching.ts';
import { server } from './actions/index.ts';
import { actionName, forbiddenActionResponse, isKnownAction, unknownActionResponse } from './middleware-guards.ts';
import { actionReasonsFor } from './actions/reasons.ts';
import { callerLocale, translatedActionAnswer } from './server/action-language.ts';
import { accountLocale } from './features/accounts/index.server.ts';
import { runInRequestScope } from './server/request-scope.ts';
import { actionRefusal, WEDDING_CHOICE_COOKIE } from './features/planning/index.server.ts';

export const onRequest = defineMiddleware(async (context, next) => {
  // A Hindi address of an on-demand page passes through here twice: first for /hi/… (no route
  // of its own), then for the English route Astro's i18n fallback rewrites it to. The session
  // is read once.
  const sessionRead = context.locals.sessionRead;
  if (!sessionRead) {
    context.locals.user = null;
    context.locals.session = null;
  }

  if (context.isPrerendered) return next();

  if (isCrossSiteRequest(context.request, context.url)) {
    return withSecurityHeaders(
      new Response('Cross-site requests are not allowed.', { status: 403, headers: { 'Content-Type': 'text/plain' } }),
      context.request.method,
    );
  }

  const action = context.request.method === 'POST' ? actionName(context.url.pathname) : null;
  if (action !== null && !isKnownAction(server, action)) return withSecurityHeaders(unknownActionResponse(action), context.request.method);

  const refused = await malformedActionBody(context);
  if (refused) return withSecurityHeaders(refused, context.request.method);

  const token = context.cookies.get(SESSION_COOKIE)?.value;
  const cookieChange = sessionRead ? sessionRead.cookieChange : await readSession(context.locals, token);
  context.locals.sessionRead = { cookieChange };

  const locale = callerLocale(context, context.locals.user ? accountLocale(context.locals.user) : null);
  // The wedding the account chose to open (checked against the account where it is used), and
  // the rest of the request in a scope of its own (server/request-scope.ts).
  const weddingChoice = context.cookies.get(WEDDING_CHOICE_COOKIE)?.value ?? null;
  let answer = await runInRequestScope(weddingChoice, async () => {
    // A collaborator's role is checked before any wedding action runs.
    // (A form may also name its action in `?_action=` on a page's address.)
    const called = action ?? (context.request.method === 'POST' ? context.url.searchParams.get('_action') : null);
    const refusal = called !== null && context.locals.user ? await actionRefusal(db, context.locals.user.id, called, locale) : null;
    return refusal ? forbiddenActionResponse(refusal) : next();
  });
  // A refused action call tells its reasons in the caller's language (the English stays at the source).
  if (action !== null) {
    const reasons = actionReasonsFor(action, locale);
    if (reasons) answer = await translatedActionAnswer(answer, reasons);
  }
  const response = withSecurityHeaders(fallbackStatus(answer), context.request.method);
  const publicResponse = isPublicResponse(response.headers);
  // A shared cache would hand a cookie on a public response to everyone who asks for the
  // same URL, so the session cookie is renewed (or cleared) only on private responses. The
  // browser's cookie lives as long as the session; the next private response (every page
  // asks /api/session) carries the renewal.
  if (!publicResponse && cookieChange && !handlerSetSessionCookie(context.cookies)) {
    const secure = isSecureRequest(context);
    if (cookieChange === 'clear') deleteSessionCookie(context.cookies, secure);
    else if (context.locals.session?.id === cookieChange.renew.sessionId) {
      setSessionCookie(context.cookies, token!, cookieChange.renew.expiresAt, secure);
    }
  }
  // Whatever sets a cookie is private, even if its handler asked for public caching.
  if (publicResponse && [...context.cookies.headers()].length > 0) makePrivate(response.headers);
  if (response.status === 503 && !response.headers.has('Retry-After')) {
    response.headers.set('Retry-After', String(BUSY_RETRY_AFTER_SECONDS));
  }
  return response;
});

type CookieChange = NonNullable<App.Locals['sessionRead']>['cookieChange'];

async function readSession(locals: App.Locals, token: string | undefined): Promise<CookieChange> {
  if (!token) return null;
  const { session, user } = await validateSessionToken(db, token);
  if (session && session.twoFactorVerified) {
    locals.session = session;
    locals.user = user;
    return { renew: { expiresAt: session.expiresAt, sessionId: session.id } };
  }
  // Signed in with a password but still owes a TOTP code: not signed in yet.
  if (session) {
    locals.session = session;
    return null;
  }
  return 'clear';
}

/**
 * Astro answers a page its i18n fallback rendered at the Hindi address with the status of a
 * redirect (302) but no Location: the page itself, rendered in Hindi, is the answer (200).
 */
export function fallbackStatus(response: Response): Response {
  if (response.status !== 302 || response.headers.has('Location')) return response;
  return new Response(response.body, { status: 200, headers: response.headers });
}

/** Sign-in, sign-out and reset set or clear the cookie themselves; theirs wins. */
function handlerSetSessionCookie(cookies: AstroCookies): boolean {
  for (const header of cookies.headers()) if (header.startsWith(`${SESSION_COOKIE}=`)) return true;
  return false;
}

function withSecurityHeaders(response: Response, method: string): Response {
  const rerouted = response.body === null && (response.status === 404 || response.status === 500);
  try {
    applyHeaders(response.headers, method, rerouted);
    return response;
  } catch {
    // Some responses (redirects built by Astro) have immutable headers.
    const copy = new Response(response.body, response);
    applyHeaders(copy.headers, method, rerouted);
    return copy;
  }
}

function applyHeaders(headers: Headers, method: string, reroutedToErrorPage: boolean): void {
  for (const [name, value] of Object.entries(securityHeaders)) {
    // A page's own policy (hashes for its scripts) and ours are both enforced. An empty 404 or
    // 500 is answered with the error page, whose headers Astro merges under this response's: a
    // policy set here would push out the page's own (its script-src), so the error page's pass
    // through this middleware adds ours instead.
    if (name === 'Content-Security-Policy') {
      if (!reroutedToErrorPage) headers.append(name, value);
    } else if (!headers.has(name)) headers.set(name, value);
  }
  // Private by default; an answer to a POST is not stored at all (server/caching.ts).
  applyDefaultCaching(headers, method);
}

import { defineMiddleware } from 'astro:middleware';
import { db } from './server/db/index.ts';
import {
  SESSION_COOKIE,
  deleteSessionCookie,
  setSessionCookie,
  validateSessionToken,
} from './server/auth/session.ts';
import { isCrossSiteRequest, securityHeaders } from './server/security-headers.ts';

export const onRequest = defineMiddleware(async (context, next) => {
  context.locals.user = null;
  context.locals.session = null;

  if (context.isPrerendered) return next();

  if (isCrossSiteRequest(context.request, context.url)) {
    return withSecurityHeaders(
      new Response('Cross-site requests are not allowed.', { status: 403, headers: { 'Content-Type': 'text/plain' } }),
    );
  }

  const token = context.cookies.get(SESSION_COOKIE)?.value;
  if (token) {
    const secure = context.url.protocol === 'https:';
    const { session, user } = await validateSessionToken(db, token);
    if (session && session.twoFactorVerified) {
      context.locals.session = session;
      context.locals.user = user;
      setSessionCookie(context.cookies, token, session.expiresAt, secure);
    } else if (session) {
      // Signed in with a password but still owes a TOTP code: not signed in yet.
      context.locals.session = session;
    } else {
      deleteSessionCookie(context.cookies, secure);
    }
  }

  const response = await next();
  return withSecurityHeaders(response);
});

function withSecurityHeaders(response: Response): Response {
  try {
    applyHeaders(response.headers);
    return response;
  } catch {
    // Some responses (redirects built by Astro) have immutable headers.
    const copy = new Response(response.body, response);
    applyHeaders(copy.headers);
    return copy;
  }
}

function applyHeaders(headers: Headers): void {
  for (const [name, value] of Object.entries(securityHeaders)) {
    // A page's own policy (hashes for its scripts) and ours are both enforced.
    if (name === 'Content-Security-Policy') headers.append(name, value);
    else if (!headers.has(name)) headers.set(name, value);
  }
  // Private by default; public on-demand pages opt in to CDN caching themselves.
  if (!headers.has('Cache-Control')) headers.set('Cache-Control', 'no-store');
}

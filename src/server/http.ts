// HTTP facts every handler needs the same way: whether the request came over HTTPS, who
// the client is, how a session ends, and how private JSON is answered. Behind a reverse
// proxy the socket shows the proxy, so its forwarded headers are believed only when the
// proxy's address is listed in TRUST_PROXY.
import type { APIContext, APIRoute, AstroCookies } from 'astro';
import { TRUST_PROXY } from 'astro:env/server';
import { db } from './db/index.ts';
import { deleteSessionCookie, invalidateSession, type SessionUser } from './auth/session.ts';
import { parseTrustedProxies, resolveClient } from './proxy.ts';
import { privateHeaders } from './caching.ts';

/** What these helpers read from an endpoint, page (`Astro`) or action context. */
export type RequestContext = {
  url: URL;
  request: Request;
  readonly clientAddress: string;
};

const trustedProxies = parseTrustedProxies(TRUST_PROXY);

function socketAddress(context: RequestContext): string {
  try {
    return context.clientAddress || '';
  } catch {
    // Prerendered pages and some adapters have no client address.
    return '';
  }
}

function client(context: RequestContext) {
  return resolveClient(
    {
      socketAddress: socketAddress(context),
      protocol: context.url.protocol,
      forwardedFor: context.request.headers.get('x-forwarded-for'),
      forwardedProto: context.request.headers.get('x-forwarded-proto'),
    },
    trustedProxies,
  );
}

/** True when the visitor reached the site over HTTPS (directly or through a trusted proxy). */
export function isSecureRequest(context: RequestContext): boolean {
  return client(context).secure;
}

/** The visitor's IP address, for rate limits; `unknown` when the adapter gives none. */
export function clientIp(context: RequestContext): string {
  return client(context).ip || 'unknown';
}

/** Ends the current session on the server (when there is one) and clears the cookie. */
export async function endSession(context: RequestContext & { locals: App.Locals; cookies: AstroCookies }): Promise<void> {
  if (context.locals.session) await invalidateSession(db, context.locals.session.id);
  context.locals.session = null;
  context.locals.user = null;
  deleteSessionCookie(context.cookies, isSecureRequest(context));
}

/** JSON for a private read: kept by the browser only, and asked for again on every use. */
export function privateJson(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', ...privateHeaders(), ...headers },
  });
}

type UserHandler = (context: APIContext, user: SessionUser) => Promise<Response> | Response;

/**
 * An endpoint only for signed-in visitors: answers 401 (private JSON) when signed out,
 * otherwise runs `handler` with the user.
 */
export function requireUser(handler: UserHandler): APIRoute {
  return (context) => {
    const user = context.locals.user;
    if (!user) return privateJson({ error: 'Please sign in first.' }, 401);
    return handler(context, user);
  };
}

/** An endpoint only for signed-in vendors: 401 when signed out, 403 for anyone else. */
export function requireVendor(handler: UserHandler): APIRoute {
  return requireUser((context, user) => (user.role === 'vendor' ? handler(context, user) : privateJson({ error: 'This is for vendors only.' }, 403)));
}

/** Largest action body read to check it (Astro's own limit for action bodies, 1 MB). */
const ACTION_BODY_LIMIT = 1024 * 1024;

function actionError(status: number, code: string, message: string): Response {
  return privateJson({ type: 'AstroActionError', code, status, message }, status);
}

/**
 * A JSON body an action cannot read (`{`, `NaN`, cut off) answered like an action's own
 * error: 400 with a message, never a 500.
 * Null when the request is not an action call or its body is fine.
 */
export async function malformedActionBody(context: RequestContext): Promise<Response | null> {
  const { request, url } = context;
  if (request.method !== 'POST' || !url.pathname.startsWith('/_actions/')) return null;
  // Other body types are Astro's to answer (form data, or 415).
  const type = request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/json') return null;
  const length = Number(request.headers.get('content-length') ?? NaN);
  if (length > ACTION_BODY_LIMIT) return null; // Astro refuses it with 413 itself.
  const text = await readText(request.clone(), ACTION_BODY_LIMIT);
  if (text === null) return actionError(413, 'CONTENT_TOO_LARGE', `Request body exceeds ${ACTION_BODY_LIMIT} bytes`);
  if (text.trim() === '') return null;
  try {
    JSON.parse(text);
    return null;
  } catch {
    return actionError(400, 'BAD_REQUEST', 'The request body is not valid JSON.');
  }
}

/** The body as text, or null once it passes `limit` bytes. */
async function readText(request: Request, limit: number): Promise<string | null> {
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

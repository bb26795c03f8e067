// How every kind of response is cached: the one place that writes Cache-Control and the CDN's
// headers (docs/decisions/0014-one-production-path.md).
//
//   public static     built files: hashed assets immutable, pages revalidated by the CDN
//   public on-demand  pages the same for everyone (venue and vendor pages, lists, search):
//                     the browser revalidates, Netlify's CDN keeps them durably until a write
//                     purges one of their tags (server/purge.ts); Netlify-Vary names the query
//                     parameters that change the answer, so tracking parameters share one entry
//   public read API   the same, for JSON
//   private           a signed-in person's page or API: `private, no-cache` with a weak ETag
//                     that encodes the user and the version the triggers keep; `Vary: Cookie`
//   secret            pages that show secrets (two-factor setup, password forms, RSVP token
//                     pages), and anything that must never be stored: `no-store`
import { createHash } from 'node:crypto';
import { requestScope } from './request-scope.ts';
import { cacheHeaders, DAY, YEAR } from '@netlify/cache';

export type ResponseKind = 'public-static' | 'public-page' | 'public-api' | 'private' | 'secret';

/** Hashed build assets (`/_astro/…`) and content-addressed media: never change under their name. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Built pages and other unhashed files: the browser asks again each time (a 304 when unchanged). */
export const REVALIDATE = 'public, max-age=0, must-revalidate';
/** Generated cover art (`/art/…`): the same drawing for a week, then checked again. */
export const COVER_ART = 'public, max-age=604800, stale-while-revalidate=86400';
/** Built files by path, for the CDN (`_headers`, src/build/static-caching.ts) and the local server. */
export const STATIC_CACHING = { '/_astro/*': IMMUTABLE, '/art/*': COVER_ART } as const;
/** The Cache-Control of a built file at `path`: its STATIC_CACHING rule, else REVALIDATE. */
export function staticCacheControl(path: string): string {
  for (const [pattern, value] of Object.entries(STATIC_CACHING)) if (path.startsWith(pattern.slice(0, -1))) return value;
  return REVALIDATE;
}
/** Private answers: kept by the browser only, checked against their ETag on every use. */
export const PRIVATE = 'private, no-cache';
/** Never stored anywhere. */
export const NO_STORE = 'no-store';
/**
 * A private calendar feed: calendar apps fetch it without a cookie (the token in its address is
 * the key) every few hours; the fetching app alone may keep it for five minutes.
 */
export const CALENDAR_FEED = 'private, max-age=300';

export type PublicCaching = {
  /** Cache tags of what the answer shows (server/cache-tags.ts); a write purges them. */
  tags: readonly string[];
  /** The query parameters that change the answer (from the filters' schema); none by default. */
  vary?: readonly string[];
};

/** Headers of a public on-demand answer (page or read API). */
export function publicHeaders({ tags, vary = [] }: PublicCaching): Record<string, string> {
  return {
    'Cache-Control': REVALIDATE,
    ...cacheHeaders({
      durable: true,
      ttl: YEAR,
      swr: DAY,
      tags: [...tags],
      ...(vary.length ? { vary: { query: [...vary] } } : {}),
    }),
  };
}

/** The build the running code came from (astro.config.mjs): a deploy never confirms a copy an older one made. */
const BUILD = typeof __MANDAP_BUILD__ === 'string' ? __MANDAP_BUILD__ : 'dev';

/**
 * The weak ETag of a private answer: the signed-in user it was made for, the version of what it
 * shows (one the triggers raise on every change it shows, plus anything else it shows, such as
 * today's date) and the build, hashed so neither the user's id nor the version is exposed.
 * Read the version before what it describes: a change in between then leaves the older version
 * on the newer answer, which only costs one more full answer, never a stale one.
 */
export function privateEtag(userId: string, version: string): string {
  const hash = createHash('sha256').update(`${BUILD}\0${userId}\0${version}`).digest('base64url').slice(0, 27);
  return `W/"${hash}"`;
}

/** True when the request's If-None-Match names `etag` (weak comparison, as RFC 9110 asks for If-None-Match) or is `*`. */
export function isNotModified(request: Request, etag: string): boolean {
  const asked = request.headers.get('If-None-Match');
  if (!asked) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return asked.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}

/** The answer to a request whose copy is current: no body, the same caching headers. */
export function notModified(etag: string): Response {
  return new Response(null, { status: 304, headers: privateHeaders(etag) });
}

/** What a private read needs of its request: who is signed in, and what the browser holds. */
export type PrivateContext = { locals: App.Locals; request: Request };

function signedInEtag({ locals }: PrivateContext, version: string): string {
  if (!locals.user) throw new Error('A private answer with a version needs a signed-in user');
  // The same account sees another wedding, or less of one, with another role or side.
  const view = requestScope()?.etagPart;
  return privateEtag(locals.user.id, view ? `${version}\0${view}` : version);
}

/**
 * An endpoint's private read of the signed-in user at `version` (read first, see privateEtag):
 * a 304 when the browser already holds this user's answer at this version, otherwise `read`'s
 * answer, which carries the ETag when it is a 200. Call it once the user may see what `read`
 * answers (requireUser, and anything the read itself checks): the ETag is compared only then.
 */
export async function privateAnswer(context: PrivateContext, version: string, read: () => Promise<Response>): Promise<Response> {
  const etag = signedInEtag(context, version);
  if (isNotModified(context.request, etag)) return notModified(etag);
  const response = await read();
  if (response.status === 200) applyCaching(response.headers, privateHeaders(etag));
  return response;
}

/**
 * The same for a page (`Astro`), once what it shows has been read and found to be the user's:
 * the 304 to return, or null after giving the page's answer its ETag (then render it).
 */
export function privatePage(page: PrivateContext & { response: { headers: Headers } }, version: string): Response | null {
  const etag = signedInEtag(page, version);
  if (isNotModified(page.request, etag)) return notModified(etag);
  applyCaching(page.response.headers, privateHeaders(etag));
  return null;
}

/** Headers of a private answer; `etag` (see privateEtag) lets the browser revalidate it. */
export function privateHeaders(etag?: string): Record<string, string> {
  return { 'Cache-Control': PRIVATE, Vary: 'Cookie', ...(etag ? { ETag: etag } : {}) };
}

/** Headers of a private calendar feed (CALENDAR_FEED), never indexed. */
export function calendarFeedHeaders(): Record<string, string> {
  return { 'Cache-Control': CALENDAR_FEED, 'X-Robots-Tag': 'noindex' };
}

/** Headers of an answer that must never be stored. */
export function secretHeaders(): Record<string, string> {
  return { 'Cache-Control': NO_STORE };
}

/**
 * Sets `values` on `headers` (a page's `Astro.response.headers`, or a Response's). `Vary` is a
 * list: its names join those already there (say, Accept-Encoding) instead of replacing them.
 */
export function applyCaching(headers: Headers, values: Record<string, string>): void {
  for (const [name, value] of Object.entries(values)) {
    if (name.toLowerCase() !== 'vary' || !headers.has(name)) {
      headers.set(name, value);
      continue;
    }
    const names = headers
      .get(name)!
      .split(',')
      .map((n) => n.trim())
      .filter(Boolean);
    for (const added of value.split(',').map((n) => n.trim())) {
      if (!names.some((n) => n.toLowerCase() === added.toLowerCase())) names.push(added);
    }
    headers.set(name, names.join(', '));
  }
}

/** True when shared caches may store the response (`public`, or `s-maxage` without `private`/`no-store`). */
export function isPubliclyCacheable(cacheControl: string | null): boolean {
  if (!cacheControl) return false;
  const directives = cacheControl
    .toLowerCase()
    .split(',')
    .map((d) => d.trim().split('=')[0]);
  if (directives.includes('no-store') || directives.includes('private')) return false;
  return directives.includes('public') || directives.includes('s-maxage');
}

/** True when shared caches may store this response (its Cache-Control, see isPubliclyCacheable). */
export function isPublicResponse(headers: Headers): boolean {
  return isPubliclyCacheable(headers.get('Cache-Control'));
}

/**
 * The caching of an on-demand answer whose handler chose none: private (`private, no-cache`,
 * `Vary: Cookie`). Public on-demand pages opt in to CDN caching, and pages that show secrets to
 * `no-store`, themselves. An answer to anything but GET or HEAD is never reused by any cache,
 * and some carry secrets (a new two-factor key, recovery codes): it is not stored at all.
 */
export function applyDefaultCaching(headers: Headers, method: string): void {
  if (headers.has('Cache-Control')) return;
  applyCaching(headers, method === 'GET' || method === 'HEAD' ? privateHeaders() : secretHeaders());
}

/** Makes a response that sets a cookie private, whatever its handler asked for. */
export function makePrivate(headers: Headers): void {
  headers.set('Cache-Control', NO_STORE);
  for (const name of ['Netlify-CDN-Cache-Control', 'Netlify-Cache-Tag', 'Netlify-Vary']) headers.delete(name);
}

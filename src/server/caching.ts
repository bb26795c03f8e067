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
import { cacheHeaders, DAY, YEAR } from '@netlify/cache';

export type ResponseKind = 'public-static' | 'public-page' | 'public-api' | 'private' | 'secret';

/** Hashed build assets (`/_astro/…`) and content-addressed media: never change under their name. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Built pages and other unhashed files: the browser asks again each time (a 304 when unchanged). */
export const REVALIDATE = 'public, max-age=0, must-revalidate';
/** Private answers: kept by the browser only, checked against their ETag on every use. */
export const PRIVATE = 'private, no-cache';
/** Never stored anywhere. */
export const NO_STORE = 'no-store';

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

/** Headers of a private answer; `etag` (see privateEtag) lets the browser revalidate it. */
export function privateHeaders(etag?: string): Record<string, string> {
  return { 'Cache-Control': PRIVATE, Vary: 'Cookie', ...(etag ? { ETag: etag } : {}) };
}

/** Headers of an answer that must never be stored. */
export function secretHeaders(): Record<string, string> {
  return { 'Cache-Control': NO_STORE };
}

/** Sets `values` on `headers` (a page's `Astro.response.headers`, or a Response's). */
export function applyCaching(headers: Headers, values: Record<string, string>): void {
  for (const [name, value] of Object.entries(values)) headers.set(name, value);
}

/** True when shared caches may store the response (`public`, or `s-maxage` without `private`/`no-store`). */
export function isPubliclyCacheable(cacheControl: string | null): boolean {
  if (!cacheControl) return false;
  const directives = cacheControl.toLowerCase().split(',').map((d) => d.trim().split('=')[0]);
  if (directives.includes('no-store') || directives.includes('private')) return false;
  return directives.includes('public') || directives.includes('s-maxage');
}

/** Makes a response that sets a cookie private, whatever its handler asked for. */
export function makePrivate(headers: Headers): void {
  headers.set('Cache-Control', NO_STORE);
  for (const name of ['Netlify-CDN-Cache-Control', 'Netlify-Cache-Tag', 'Netlify-Vary']) headers.delete(name);
}

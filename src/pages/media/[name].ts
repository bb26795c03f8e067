import type { APIRoute } from 'astro';
import { cacheHeaders, YEAR } from '@netlify/cache';
import { parseVariantName } from '../../features/catalogue/index.ts';
import { photoFileAccess, photoStorage } from '../../features/catalogue/index.server.ts';
import { db } from '../../server/db/index.ts';
import { tag } from '../../server/cache-tags.ts';
import { IMMUTABLE, secretHeaders } from '../../server/caching.ts';

export const prerender = false;

const notFound = () =>
  new Response('Not found', {
    status: 404,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', ...secretHeaders(), 'X-Content-Type-Options': 'nosniff' },
  });

/**
 * GET /media/{hash}-{width}.{avif|webp|jpg}: one stored photo variant. A hidden photo's
 * variants answer 404 to everyone but its owner and admins (photo-files.server.ts).
 */
export const GET: APIRoute = async ({ params, locals }) => {
  const name = params.name ?? '';
  const variant = parseVariantName(name);
  if (!variant) return notFound();
  const allowed = await photoFileAccess(db, variant.key, locals.user);
  if (allowed.access === 'none') return notFound();
  const stored = await photoStorage().get(name);
  if (!stored) return notFound();
  return new Response(stored.data as Uint8Array<ArrayBuffer>, {
    headers: {
      'Content-Type': variant.contentType,
      'Content-Length': String(stored.data.byteLength),
      ...(allowed.access === 'everyone'
        ? {
            // Immutable: the name is the content's hash, so what it names never changes. The CDN
            // keeps it under its listings' tags, so hiding the photo purges the copy there.
            'Cache-Control': IMMUTABLE,
            ...(allowed.listings.length ? cacheHeaders({ durable: true, ttl: YEAR, tags: allowed.listings.map((l) => tag.listing(l.kind, l.id)) }) : {}),
            ETag: `"${name}"`,
          }
        : secretHeaders()),
      'X-Content-Type-Options': 'nosniff',
      'Cross-Origin-Resource-Policy': 'same-origin',
    },
  });
};

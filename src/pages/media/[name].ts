import type { APIRoute } from 'astro';
import { parseVariantName } from '../../features/catalogue/index.ts';
import { photoStorage } from '../../features/catalogue/index.server.ts';
import { IMMUTABLE, secretHeaders } from '../../server/caching.ts';

export const prerender = false;

/** GET /media/{hash}-{width}.{avif|webp|jpg}: one stored photo variant. */
export const GET: APIRoute = async ({ params }) => {
  const name = params.name ?? '';
  const variant = parseVariantName(name);
  const stored = variant ? await photoStorage().get(name) : null;
  if (!variant || !stored) {
    return new Response('Not found', {
      status: 404,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', ...secretHeaders(), 'X-Content-Type-Options': 'nosniff' },
    });
  }
  return new Response(stored.data as Uint8Array<ArrayBuffer>, {
    headers: {
      'Content-Type': variant.contentType,
      'Content-Length': String(stored.data.byteLength),
      // Immutable: the name is the content's hash, so what it names never changes.
      'Cache-Control': IMMUTABLE,
      ETag: `"${name}"`,
      'X-Content-Type-Options': 'nosniff',
      'Cross-Origin-Resource-Policy': 'same-origin',
    },
  });
};

import type { APIRoute } from 'astro';
import { photoCategoryHref } from '../../lib/routes.ts';

export const prerender = false;

/** `/photos/{slug}` is an older shape of the category page: send it on, permanently. */
export const GET: APIRoute = ({ params }) =>
  new Response(null, {
    status: 301,
    headers: {
      Location: photoCategoryHref(encodeURIComponent(params.slug ?? '')),
      'Cache-Control': 'public, max-age=3600',
    },
  });

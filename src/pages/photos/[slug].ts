import type { APIRoute } from 'astro';
import { photoCategoryHref } from '../../lib/routes.ts';
import { publicHeaders } from '../../server/caching.ts';
import { pageTags } from '../../server/cache-tags.ts';

export const prerender = false;

/** `/photos/{slug}` is an older shape of the category page: send it on, permanently. */
export const GET: APIRoute = ({ params }) =>
  new Response(null, {
    status: 301,
    headers: {
      Location: photoCategoryHref(encodeURIComponent(params.slug ?? '')),
      ...publicHeaders({ tags: pageTags.content() }),
    },
  });

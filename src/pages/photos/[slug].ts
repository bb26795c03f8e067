import type { APIRoute } from 'astro';
import { photoCategoryHref } from '../../lib/routes.ts';
import { publicHeaders } from '../../server/caching.ts';
import { pageTags } from '../../server/cache-tags.ts';
import { localePath, toLocale } from '../../i18n/locales.ts';

export const prerender = false;

/** `/photos/{slug}` is an older shape of the category page: send it on, permanently, in its language. */
export const GET: APIRoute = ({ params, currentLocale }) =>
  new Response(null, {
    status: 301,
    headers: {
      Location: localePath(photoCategoryHref(encodeURIComponent(params.slug ?? '')), toLocale(currentLocale)),
      ...publicHeaders({ tags: pageTags.content() }),
    },
  });

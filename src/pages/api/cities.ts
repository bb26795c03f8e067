import type { APIRoute } from 'astro';
import { citiesOrNone } from '../../features/catalogue/index.server.ts';
import { cityName } from '../../features/catalogue/index.ts';
import { toLocale } from '../../i18n/locales.ts';
import { db } from '../../server/db/index.ts';
import { publicHeaders } from '../../server/caching.ts';
import { pageTags } from '../../server/cache-tags.ts';

export const prerender = false;

/** Cities for the header's picker when the page was built without them; `?lang=hi` names them in Hindi. */
export const GET: APIRoute = async ({ url }) => {
  const locale = toLocale(url.searchParams.get('lang'));
  const cities = (await citiesOrNone(db)).map((city) => ({ ...city, name: cityName(city, locale) }));
  return Response.json({ cities }, { headers: publicHeaders({ tags: pageTags.cities(), vary: ['lang'] }) });
};

import { vendorsHref } from '../../../lib/routes.ts';
import type { Db } from '../../../server/db/client.ts';
import { findCity, findVendorCategory } from '../catalogue.server.ts';

/**
 * Canonical address for a /vendors/… URL that no page answered: a city or category
 * written by name or in capitals ("/vendors/New Delhi/Photography"). Null means not found.
 */
export async function resolveVendorPath(db: Db, segments: string[]): Promise<string | null> {
  const [first, second, third, ...more] = segments;
  if (!first || more.length > 0) return null;
  const isAll = first.toLowerCase() === 'all';
  const city = isAll ? null : await findCity(db, first);
  if (second === undefined) {
    if (city) return vendorsHref(city.slug);
    if (isAll) return vendorsHref(null);
    const category = await findVendorCategory(db, first);
    return category ? vendorsHref(null, category.slug) : null;
  }
  if (!city && !isAll) return null;
  const category = await findVendorCategory(db, second);
  if (!category) return null;
  const base = vendorsHref(city?.slug ?? 'all', category.slug);
  const target = third === undefined ? base : `${base}/${third}`;
  return target === `/${['vendors', ...segments].join('/')}` ? null : target;
}

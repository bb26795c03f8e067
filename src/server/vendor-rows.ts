// The vendors read together with their category and city names: the shape every vendor card
// needs, read by the shortlist (catalogue) and the calculator's recommendations (money).
import { eq } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/sqlite-core';
import type { Db } from './db/client.ts';
import { categories, cities, vendors } from './db/schema.ts';

/** `fields` of each vendor, with its category's name and its city's name (null without one). */
export function selectVendorsWithPlace<T extends SelectedFields>(db: Db, fields: T) {
  return db
    .select({ ...fields, category: categories.name, city: cities.name })
    .from(vendors)
    .innerJoin(categories, eq(categories.id, vendors.categoryId))
    .leftJoin(cities, eq(cities.id, vendors.cityId));
}

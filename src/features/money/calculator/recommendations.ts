import { and, desc, eq, lte } from 'drizzle-orm';
import type { Db } from '../../../server/db/client.ts';
import { categories, cities, vendors } from '../../../server/db/schema.ts';
import { selectVendorsWithPlace } from '../../../server/vendor-rows.ts';
import { RECOMMENDATION_LIMIT } from './budget.ts';

/** Up to three active vendors whose starting price fits the budget, best rated first. */
export function recommendationQuery(db: Db, budget: number) {
  return (
    selectVendorsWithPlace(db, {
      id: vendors.id,
      name: vendors.name,
      ratingAverage: vendors.ratingAverage,
      reviewCount: vendors.reviewCount,
      priceRangeMin: vendors.priceRangeMin,
      // The Hindi names, for a Hindi page's calculator ('' until written: the English name shows).
      categoryHi: categories.nameHi,
      cityHi: cities.nameHi,
    })
      .where(and(eq(vendors.isActive, true), lte(vendors.priceRangeMin, budget)))
      // Matches vendors_recommend_idx read backwards, so SQLite stops after the first rows.
      .orderBy(desc(vendors.ratingAverage), desc(vendors.priceRangeMin), desc(vendors.id))
      .limit(RECOMMENDATION_LIMIT)
  );
}

import { db } from '../../server/db/index.ts';
import { withRetry } from '../../server/db/client.ts';
import type { RecommendedVendor } from './budget.ts';
import { recommendationQuery } from './recommendations.ts';

/** Up to three active vendors whose starting price fits the budget, best rated first. */
export async function recommendVendors(budget: number): Promise<RecommendedVendor[]> {
  return withRetry(() => recommendationQuery(db, budget));
}

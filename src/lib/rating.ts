// The rating sort's Bayesian average, in one place: the catalogue's sort (its SQL and the
// numbers tests compare with) and the schema's indexes on the same expression read it here.
/**
 * The rating sort's Bayesian average: each listing's reviews count together with
 * `RATING_PRIOR.weight` imagined reviews at `RATING_PRIOR.mean`, so a 5.0 from one review ranks
 * below a 4.8 from forty. `ratingScoreSql` is the same formula over a table's columns.
 */
export const RATING_PRIOR = { mean: 3.5, weight: 10 } as const;
export function ratingScore(average: number, reviews: number): number {
  return (RATING_PRIOR.mean * RATING_PRIOR.weight + average * reviews) / (RATING_PRIOR.weight + reviews);
}
export function ratingScoreSql(table = ''): string {
  const col = (name: string) => (table ? `${table}.${name}` : name);
  return `((${RATING_PRIOR.mean * RATING_PRIOR.weight} + ${col('rating_average')} * ${col('review_count')}) / (${RATING_PRIOR.weight} + ${col('review_count')}))`;
}

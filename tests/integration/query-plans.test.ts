// Every filter and sort combination of the venue list, and every vendor list shape, must be
// answered through an index: with 100,000 rows a full-table scan would break the read bars.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../setup/db.ts';
import { venueListSql, type VenueDriver } from '../../src/features/venues/venues.server.ts';
import { vendorListQuery } from '../../src/features/vendors/vendors.server.ts';
import { VENUE_SORTS, type VenueFilters } from '../../src/features/venues/venues.ts';
import { recommendationQuery } from '../../src/features/budget/recommendations.ts';

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb();
});
afterAll(() => t.cleanup());

async function plan(query: { toSQL(): { sql: string; params: unknown[] } }): Promise<string[]> {
  const { sql, params } = query.toSQL();
  const result = await t.db.$client.execute({ sql: `EXPLAIN QUERY PLAN ${sql}`, args: params as never });
  return result.rows.map((r) => String(r.detail));
}

/** A full scan of the table itself; "SCAN t USING INDEX" walks an index in ORDER BY order and stops at LIMIT. */
function fullScans(lines: string[], table: string): string[] {
  return lines.filter((l) => new RegExp(`^SCAN ${table}(?! USING (COVERING )?INDEX)\\b`).test(l));
}

const variants = {
  capacity: [undefined, 300, 501],
  pricePerPlate: [undefined, 2000, 5001],
  rentalPrice: [undefined, 300_000, 500_001],
  rating: [undefined, 4],
  venueType: [undefined, 'heritage'] as const,
  q: [undefined, 'lake view'],
};

function* combinations(): Generator<VenueFilters> {
  for (const sort of VENUE_SORTS)
    for (const capacity of variants.capacity)
      for (const pricePerPlate of variants.pricePerPlate)
        for (const rentalPrice of variants.rentalPrice)
          for (const rating of variants.rating)
            for (const venueType of variants.venueType)
              for (const q of variants.q) {
                const f: VenueFilters = { sort, page: 1 };
                if (capacity) f.capacity = capacity;
                if (pricePerPlate) f.pricePerPlate = pricePerPlate;
                if (rentalPrice) f.rentalPrice = rentalPrice;
                if (rating) f.rating = rating;
                if (venueType) f.venueType = venueType;
                if (q) f.q = q;
                yield f;
              }
}

describe('query plans', () => {
  it('uses an index for every venue filter and sort combination, in one city and in all', async () => {
    let checked = 0;
    const failures: string[] = [];
    for (const filters of combinations()) {
      // Every access path the query may be given, not only the one today's data would choose.
      const drivers: VenueDriver[] = [
        { kind: 'order' },
        { kind: 'fts' },
        ...(['capacity', 'pricePerPlate', 'rentalPrice', 'rating'] as const).map((filter) => ({ kind: 'range' as const, filter })),
      ];
      for (const cityId of [1, null]) {
        for (const driver of drivers) {
          const lines = await plan({ toSQL: () => { const s = venueListSql(cityId, filters, 12, driver); return { sql: s.sql, params: s.args }; } });
          const scans = fullScans(lines, 'venues');
          if (scans.length) failures.push(`${JSON.stringify({ cityId, driver, ...filters })}: ${lines.join(' | ')}`);
        }
        checked++;
      }
    }
    expect(checked).toBe(4 * 3 * 3 * 3 * 2 * 2 * 2 * 2);
    expect(failures).toEqual([]);
  });

  it('sanity: the check does catch a full scan', async () => {
    const lines = await plan({ toSQL: () => ({ sql: "SELECT * FROM venues WHERE name = 'x'", params: [] }) });
    expect(fullScans(lines, 'venues')).toHaveLength(1);
  });

  it('uses an index for every vendor list shape', async () => {
    const failures: string[] = [];
    for (const cityId of [1, null]) {
      for (const page of [1, 3]) {
        const lines = await plan(vendorListQuery(t.db, { categoryId: 2, cityId, page }));
        if (fullScans(lines, 'vendors').length || lines.some((l) => /TEMP B-TREE/.test(l))) {
          failures.push(`${cityId}/${page}: ${lines.join(' | ')}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('reads budget recommendations along an index, with no sort of the tied rows', async () => {
    const lines = await plan(recommendationQuery(t.db, 500_000));
    expect(fullScans(lines, 'vendors')).toEqual([]);
    expect(lines.filter((l) => /TEMP B-TREE/.test(l))).toEqual([]);
  });
});

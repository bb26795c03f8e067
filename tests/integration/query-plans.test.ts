// Every filter and sort combination of the venue list, and every vendor list shape, must be
// answered through an index: with 100,000 rows a full-table scan would break the read bars.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../setup/db.ts';
import { venueCountSql, venueListSql, type VenueDriver } from '../../src/features/venues/venue-sql.server.ts';
import { vendorCountQuery, vendorListQuery } from '../../src/features/vendors/vendors.server.ts';
import { VENDOR_PRICE_OVER, VENDOR_SORTS, type VendorFilters } from '../../src/features/vendors/vendor-filters.ts';
import { VENUE_SORTS, type VenueFilters } from '../../src/features/venues/venues.ts';
import { recommendationQuery } from '../../src/features/budget/recommendations.ts';
import { inboxCountSql, inboxPageSql } from '../../src/features/enquiries/threads.server.ts';
import { catalogueIndex, catalogueSql } from '../../src/features/search/catalogue-search.server.ts';
import { catalogueMatch, cityRowidStart } from '../../src/features/search/catalogue-search.ts';

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
    expect(checked).toBe(VENUE_SORTS.length * 3 * 3 * 3 * 2 * 2 * 2 * 2);
    expect(failures).toEqual([]);
  });

  it('checks every venue filter from the index it walks, reading the table only for the page', async () => {
    const columns = new Map<string, string[]>();
    const indexColumns = async (name: string) => {
      if (!columns.has(name)) {
        const { rows } = await t.db.$client.execute(`PRAGMA index_info(${name})`);
        columns.set(name, rows.map((r) => String(r.name)));
      }
      return columns.get(name)!;
    };
    const failures: string[] = [];
    for (const filters of combinations()) {
      const needed = [
        filters.venueType ? 'type' : null,
        filters.capacity ? 'capacity_min' : null,
        filters.capacity ? 'capacity_max' : null,
        filters.pricePerPlate ? 'price_per_plate_veg' : null,
        filters.rentalPrice ? 'rental_price_min' : null,
        filters.rating ? 'rating_average' : null,
      ].filter((c): c is string => c !== null);
      const drivers: VenueDriver[] = [{ kind: 'order' }, ...(['capacity', 'pricePerPlate', 'rentalPrice', 'rating'] as const).map((filter) => ({ kind: 'range' as const, filter }))];
      for (const cityId of [1, null]) {
        for (const driver of drivers) {
          const { sql } = venueListSql(cityId, filters, 12, driver);
          const index = /INDEXED BY (\w+)/.exec(sql)?.[1];
          if (!index) continue;
          const have = await indexColumns(index);
          const missing = [...needed, ...(cityId === null ? [] : ['city_id'])].filter((c) => !have.includes(c));
          if (missing.length) failures.push(`${index} lacks ${missing.join(', ')} for ${JSON.stringify({ cityId, driver, ...filters })}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('sorts by estimated cost along the nearest step index: a range of it, covered, and the page by primary key', async () => {
    const failures: string[] = [];
    for (const guests of [undefined, 10, 50, 150, 399, 2000]) {
      for (const extra of [{}, { capacity: 300 }, { venueType: 'heritage' as const, rating: 4 }, { q: 'lake view' }]) {
        for (const cityId of [1, null]) {
          const filters: VenueFilters = { sort: 'estimate_asc', page: 2, ...(guests ? { guests } : {}), ...extra };
          const s = venueListSql(cityId, filters, 12, { kind: 'order' });
          const lines = await plan({ toSQL: () => ({ sql: s.sql, params: s.args }) });
          const step = [400, 200, 100, 50].find((n) => n <= (guests ?? 100)) ?? 50;
          // From PLATE_WALK_FROM guests the walk is along the plate index instead.
          const walked = (guests ?? 100) >= 600 ? 'plate_idx \\((city_id=\\? AND )?price_per_plate_veg<\\?\\)' : `est${step}_idx \\((city_id=\\? AND )?<expr><\\?\\)`;
          const ok =
            fullScans(lines, 'venues').length === 0 &&
            lines.some((l) => new RegExp(`^SEARCH venues USING COVERING INDEX venues_(city_)?${walked}$`).test(l)) &&
            lines.some((l) => l === 'SEARCH venues USING INTEGER PRIMARY KEY (rowid=?)');
          if (!ok) failures.push(`${JSON.stringify({ cityId, ...filters })}: ${lines.join(' | ')}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('reads catalogue search results in the index order, with no sort, and listings by primary key', async () => {
    for (const cityId of [null, 3]) {
      const match = catalogueMatch(['lake', 'vi'], cityId, true)!;
      for (const part of ['title', 'all'] as const) {
        const inCity = cityId !== null;
        const params = inCity ? [match[part], cityRowidStart(cityId), 11] : [match[part], 11];
        const lines = await plan({ toSQL: () => ({ sql: catalogueSql.page(catalogueIndex(part, inCity), inCity), params }) });
        expect(lines.join(' | ')).toMatch(/VIRTUAL TABLE INDEX/);
        expect(lines.filter((l) => /TEMP B-TREE/.test(l))).toEqual([]);
      }
    }
    const venueLines = await plan({ toSQL: () => ({ sql: catalogueSql.venues(3), params: [1, 2, 3] }) });
    expect(venueLines.join(' | ')).toMatch(/SEARCH venues USING INTEGER PRIMARY KEY/);
    const vendorLines = await plan({ toSQL: () => ({ sql: catalogueSql.vendors(3), params: [1, 2, 3] }) });
    expect(vendorLines.join(' | ')).toMatch(/SEARCH v USING INTEGER PRIMARY KEY/);
    expect(fullScans(vendorLines, 'v')).toEqual([]);
  });

  it('sanity: the check does catch a full scan', async () => {
    const lines = await plan({ toSQL: () => ({ sql: "SELECT * FROM venues WHERE name = 'x'", params: [] }) });
    expect(fullScans(lines, 'venues')).toHaveLength(1);
  });

  it('uses an index for every vendor list shape: sort, price, rating, search, page, and the count', async () => {
    const failures: string[] = [];
    let checked = 0;
    for (const cityId of [1, null])
      for (const sort of VENDOR_SORTS)
        for (const price of [undefined, 100_000, VENDOR_PRICE_OVER])
          for (const rating of [undefined, 4])
            for (const q of [undefined, 'candid'])
              for (const page of [1, 3]) {
                const filters: VendorFilters = { sort, page };
                if (price) filters.price = price;
                if (rating) filters.rating = rating;
                if (q) filters.q = q;
                const options = { categoryId: 2, cityId, filters };
                const lines = await plan(vendorListQuery(t.db, options));
                // The default order walks the category's rank index and stops at LIMIT: no sort at all.
                const sorted = sort === 'rating' && !q && lines.some((l) => /TEMP B-TREE/.test(l));
                if (fullScans(lines, 'vendors').length || sorted || !lines.some((l) => /USING (COVERING )?INDEX vendors_|USING INTEGER PRIMARY KEY/.test(l))) {
                  failures.push(`list ${JSON.stringify({ cityId, ...filters })}: ${lines.join(' | ')}`);
                }
                const countLines = await plan(vendorCountQuery(t.db, options));
                if (fullScans(countLines, 'vendors').length) failures.push(`count ${JSON.stringify({ cityId, ...filters })}: ${countLines.join(' | ')}`);
                checked++;
              }
    expect(checked).toBe(2 * 3 * 3 * 2 * 2 * 2);
    expect(failures).toEqual([]);
  });

  it('counts venues along the access path of their page', async () => {
    const failures: string[] = [];
    let n = 0;
    for (const filters of combinations()) {
      // The count shares its WHERE and access path with the page (checked in full above): a
      // quarter of the combinations shows the wrapper keeps them.
      if (n++ % 4 !== 0) continue;
      const drivers: VenueDriver[] = [{ kind: 'order' }, { kind: 'fts' }, { kind: 'range', filter: 'rating' }];
      for (const cityId of [1, null])
        for (const driver of drivers)
          for (const cap of [1000, null]) {
            const s = venueCountSql(cityId, filters, driver, cap);
            const lines = await plan({ toSQL: () => ({ sql: s.sql, params: s.args }) });
            if (fullScans(lines, 'venues').length) failures.push(`${JSON.stringify({ cityId, driver, cap, ...filters })}: ${lines.join(' | ')}`);
          }
    }
    expect(failures).toEqual([]);
  });

  it('reads budget recommendations along an index, with no sort of the tied rows', async () => {
    const lines = await plan(recommendationQuery(t.db, 500_000));
    expect(fullScans(lines, 'vendors')).toEqual([]);
    expect(lines.filter((l) => /TEMP B-TREE/.test(l))).toEqual([]);
  });

  it('reads a business inbox along its indexes: every filter, search and page, and the counts', async () => {
    const tree = async (statement: { sql: string; args: (string | number)[] }) =>
      (await t.db.$client.execute({ sql: `EXPLAIN QUERY PLAN ${statement.sql}`, args: statement.args })).rows.map((r) => ({ id: Number(r.id), parent: Number(r.parent), detail: String(r.detail) }));
    const failures: string[] = [];
    for (const status of ['all', 'new', 'replied', 'quoted', 'booked', 'declined', 'withdrawn'] as const) {
      for (const q of ['', 'priya']) {
        for (const page of [1, 40]) {
          const nodes = await tree(inboxPageSql('business-id', { status, q, page }));
          const lines = nodes.map((n) => n.detail);
          const subquery = nodes.find((n) => n.detail.startsWith('LIST SUBQUERY'))!;
          const inner = nodes.filter((n) => n.parent === subquery?.id);
          // The page is chosen from a (business, …, last activity) index in its order: no table scan, no sort of
          // the business's conversations (sorting the 21 rows shown is all the outer query does).
          const ok =
            fullScans(lines, 'conversations').length === 0 &&
            inner.some((n) => new RegExp(`USING ${q ? '' : 'COVERING '}INDEX conversations_business_`).test(n.detail)) &&
            !inner.some((n) => /TEMP B-TREE/.test(n.detail)) &&
            lines.some((l) => l === 'SEARCH conversations USING INTEGER PRIMARY KEY (rowid=?)');
          if (!ok) failures.push(`${status}/${q}/${page}: ${lines.join(' | ')}`);
        }
      }
    }
    // The counts are a handful of rows kept by triggers, read by primary key.
    const counts = (await tree(inboxCountSql('business-id'))).map((n) => n.detail);
    if (!counts.some((l) => /SEARCH inbox_counts USING INDEX sqlite_autoindex_inbox_counts_1 \(business_user_id=\?\)/.test(l))) failures.push(`counts: ${counts.join(' | ')}`);
    expect(failures).toEqual([]);
  });
});

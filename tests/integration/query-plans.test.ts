// Every filter and sort combination of the venue list, and every vendor list shape, must be
// answered through an index: with 100,000 rows a full-table scan would break the read bars.
// SQLite's planner chooses the index, so each plan is checked twice: on an empty database (no
// statistics) and with the statistics ANALYZE gathered from the seed at 100,000 venues
// (tests/setup/scale-334-stat1.json: the tables the seed fills at scale, of 1,000 rows or more),
// as production has them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../setup/db.ts';
import { venueCountSql, venueListSql } from '../../src/features/catalogue/venues/venue-sql.server.ts';
import { vendorCountQuery, vendorListQuery, vendorQuery } from '../../src/features/catalogue/vendors/vendors.server.ts';
import { VENDOR_PRICE_OVER, VENDOR_SORTS, type VendorFilters } from '../../src/features/catalogue/vendors/vendor-filters.ts';
import { VENUE_SORTS, type VenueFilters } from '../../src/features/catalogue/venues/venues.ts';
import { recommendationQuery } from '../../src/features/money/calculator/recommendations.ts';
import { inboxCountSql, inboxPageSql } from '../../src/features/marketplace/enquiries/threads.server.ts';
import { conversationDateTaken, quoteSlotFree } from '../../src/features/marketplace/enquiries/booking-clashes.server.ts';
import { eq } from 'drizzle-orm';
import { conversations, quotes } from '../../src/server/db/schema.ts';
import { catalogueIndex, catalogueSql } from '../../src/features/catalogue/search/catalogue-search.server.ts';
import { catalogueMatch, cityRowidStart } from '../../src/features/catalogue/search/catalogue-search.ts';
import { venueQuery } from '../../src/features/catalogue/venues/venues.server.ts';
import { reviewsForQuery } from '../../src/features/catalogue/reviews/reviews.server.ts';
import { listPublicPhotosQuery } from '../../src/features/catalogue/photos/listing-photos.server.ts';
import { coverPhotosAmong } from '../../src/features/catalogue/photos/cover-photos.server.ts';
import { priceHistoryQuery } from '../../src/features/catalogue/prices/prices.server.ts';
import { statement } from '../../src/server/db/statement.ts';
import { SQLiteSyncDialect } from 'drizzle-orm/sqlite-core';
import scaleStat1 from '../setup/scale-334-stat1.json' with { type: 'json' };

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb();
});
afterAll(() => t.cleanup());

const dialect = new SQLiteSyncDialect();

/** Loads the statistics of the seed at scale 334 (100,000 venues) into the empty test database. */
async function loadScaleStatistics(): Promise<void> {
  await t.db.$client.execute('ANALYZE');
  await t.db.$client.execute('DELETE FROM sqlite_stat1');
  for (const row of scaleStat1) {
    await t.db.$client.execute({ sql: 'INSERT INTO sqlite_stat1 (tbl, idx, stat) VALUES (?, ?, ?)', args: [row.tbl, row.idx, row.stat] });
  }
  // Makes the planner read sqlite_stat1 again.
  await t.db.$client.execute('ANALYZE sqlite_schema');
}

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

for (const statistics of ['no statistics', 'the statistics of 100,000 venues'] as const)
  describe(`query plans with ${statistics}`, () => {
    beforeAll(async () => {
      if (statistics !== 'no statistics') await loadScaleStatistics();
    });

    it('uses an index for every venue filter and sort combination, in one city and in all', async () => {
      let checked = 0;
      const failures: string[] = [];
      for (const filters of combinations()) {
        for (const cityId of [1, null]) {
          const s = venueListSql(cityId, filters, 12);
          const lines = await plan({ toSQL: () => ({ sql: s.sql, params: s.args }) });
          const scans = fullScans(lines, 'venues');
          // A city's venues are found by their city: a few hundred rows, never the whole table.
          const wholeIndex = cityId !== null && !filters.q && !lines.some((l) => /city_id=\?|rowid=\?/.test(l));
          if (scans.length || wholeIndex) failures.push(`${JSON.stringify({ cityId, ...filters })}: ${lines.join(' | ')}`);
          checked++;
        }
      }
      expect(checked).toBe(VENUE_SORTS.length * 3 * 3 * 3 * 2 * 2 * 2 * 2);
      expect(failures).toEqual([]);
    });

    it('sorts by estimated cost along the nearest step index: a range of it, covered, and the page by primary key', async () => {
      const failures: string[] = [];
      for (const guests of [undefined, 10, 50, 150, 399, 2000]) {
        for (const extra of [{}, { capacity: 300 }, { venueType: 'heritage' as const, rating: 4 }, { q: 'lake view' }]) {
          for (const cityId of [1, null]) {
            const filters: VenueFilters = { sort: 'estimate_asc', page: 2, ...(guests ? { guests } : {}), ...extra };
            const s = venueListSql(cityId, filters, 12);
            const lines = await plan({ toSQL: () => ({ sql: s.sql, params: s.args }) });
            const step = [400, 200, 100, 50].find((n) => n <= (guests ?? 100)) ?? 50;
            // From PLATE_WALK_FROM guests the walk is along the plate index instead.
            const walked =
              (guests ?? 100) >= 600 ? 'plate_idx \\((city_id=\\? AND )?price_per_plate_veg<\\?\\)' : `est${step}_idx \\((city_id=\\? AND )?<expr><\\?\\)`;
            // A text search starts from its matches and sorts them instead.
            const ok =
              fullScans(lines, 'venues').length === 0 &&
              ('q' in extra ||
                (lines.some((l) => new RegExp(`^SEARCH venues USING COVERING INDEX venues_(city_)?${walked}$`).test(l)) &&
                  lines.some((l) => l === 'SEARCH venues USING INTEGER PRIMARY KEY (rowid=?)')));
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

    it('reads a venue or vendor page by primary key and each of its lists along an index', async () => {
      const failures: string[] = [];
      for (const kind of ['venue', 'vendor'] as const) {
        const id = 7;
        const queries = [
          kind === 'venue' ? venueQuery(t.db, id) : vendorQuery(t.db, id),
          reviewsForQuery(t.db, { type: kind, id }),
          listPublicPhotosQuery(t.db, { kind, id }),
          priceHistoryQuery(t.db, { kind, id }),
        ];
        for (const query of queries) {
          const lines = await plan(query);
          if (lines.some((l) => /^SCAN (?!\(subquery)(?!.* USING (COVERING )?INDEX)/.test(l))) failures.push(`${kind}: ${lines.join(' | ')}`);
        }
        const list =
          kind === 'venue' ? statement(venueListSql(1, { sort: 'rating_desc', page: 1 })) : vendorListQuery(t.db, { categoryId: 2, cityId: 1 }).getSQL();
        const covers = await plan({ toSQL: () => dialect.sqlToQuery(coverPhotosAmong(t.db, kind, list).getSQL()) });
        if (covers.some((l) => /^SCAN (?!\(subquery)(?!.* USING (COVERING )?INDEX)/.test(l))) failures.push(`${kind} covers: ${covers.join(' | ')}`);
      }
      expect(failures).toEqual([]);
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
                  // Featured first and the rating order walk a rank index and stop at LIMIT: no sort at all.
                  const sorted = (sort === 'featured' || sort === 'rating') && !q && lines.some((l) => /TEMP B-TREE/.test(l));
                  if (
                    fullScans(lines, 'vendors').length ||
                    sorted ||
                    !lines.some((l) => /USING (COVERING )?INDEX vendors_|USING INTEGER PRIMARY KEY/.test(l))
                  ) {
                    failures.push(`list ${JSON.stringify({ cityId, ...filters })}: ${lines.join(' | ')}`);
                  }
                  const countLines = await plan(vendorCountQuery(t.db, options));
                  if (fullScans(countLines, 'vendors').length) failures.push(`count ${JSON.stringify({ cityId, ...filters })}: ${countLines.join(' | ')}`);
                  checked++;
                }
      expect(checked).toBe(2 * VENDOR_SORTS.length * 3 * 2 * 2 * 2);
      expect(failures).toEqual([]);
    });

    it('counts venues through an index', async () => {
      const failures: string[] = [];
      let n = 0;
      for (const filters of combinations()) {
        // The count shares its WHERE with the page (checked in full above): a quarter of the
        // combinations shows the wrapper keeps it on an index.
        if (n++ % 4 !== 0) continue;
        for (const cityId of [1, null])
          for (const cap of [1000, null]) {
            const s = venueCountSql(cityId, filters, cap);
            const lines = await plan({ toSQL: () => ({ sql: s.sql, params: s.args }) });
            if (fullScans(lines, 'venues').length) failures.push(`${JSON.stringify({ cityId, cap, ...filters })}: ${lines.join(' | ')}`);
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
        (await t.db.$client.execute({ sql: `EXPLAIN QUERY PLAN ${statement.sql}`, args: statement.args })).rows.map((r) => ({
          id: Number(r.id),
          parent: Number(r.parent),
          detail: String(r.detail),
        }));
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
      if (!counts.some((l) => /SEARCH inbox_counts USING INDEX sqlite_autoindex_inbox_counts_1 \(business_user_id=\?\)/.test(l)))
        failures.push(`counts: ${counts.join(' | ')}`);
      expect(failures).toEqual([]);
    });

    it('finds a space’s calendar rows on a date along their keys: the booking guard and the clash marks', async () => {
      const explain = async (statement: { sql: string; args: (string | number)[] }) =>
        (await t.db.$client.execute({ sql: `EXPLAIN QUERY PLAN ${statement.sql}`, args: statement.args })).rows.map((r) => String(r.detail));
      const joined = () => t.db.select({ id: quotes.id }).from(quotes).innerJoin(conversations, eq(conversations.id, quotes.conversationId));
      const guard = await plan(joined().where(quoteSlotFree()));
      const quoted = await plan(
        t.db
          .select({ taken: conversationDateTaken })
          .from(quotes)
          .innerJoin(conversations, eq(conversations.id, quotes.conversationId))
          .where(eq(conversations.coupleUserId, 'couple-id')),
      );
      const inbox = await explain(inboxPageSql('business-id', { status: 'all', q: '', page: 1 }));
      for (const [lines, index] of [
        [guard, 'calendar_entries_space_date_part_idx'],
        [quoted, 'calendar_entries_space_date_part_idx'],
        // Either calendar index that binds the listing and the date.
        [inbox, 'calendar_entries_listing'],
      ] as const) {
        expect(fullScans(lines, '(calendar_entries|held|ce|listing_spaces|s)'), lines.join(' | ')).toEqual([]);
        expect(
          lines.some((l) => l.includes(index)),
          lines.join(' | '),
        ).toBe(true);
      }
    });
  });

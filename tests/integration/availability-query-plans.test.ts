// The lists by date must stay on indexes: the venues of a city (or the vendors of a category)
// by their own index as without a date, and each one's calendar rows by
// calendar_entries_listing_date_idx (kind, date, listing) or calendar_entries_listing_idx (kind,
// listing, date), always with the listing bound (a range of dates alone would read every
// listing's rows in it), and its spaces by listing_spaces_listing_idx;
// never a scan of the calendar, which holds a year of rows per listing. A listing's own year (its
// page's calendar) is one range of the same index.
// Checked on an empty database and with the statistics of the seed at 100,000 venues.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../setup/db.ts';
import { venueCountSql, venueListSql, venuePageIdsSql } from '../../src/features/catalogue/venues/venue-sql.server.ts';
import { parseVenueQuery } from '../../src/features/catalogue/venues/venues.ts';
import { vendorCountQuery, vendorListQuery } from '../../src/features/catalogue/vendors/vendors.server.ts';
import { parseVendorQuery } from '../../src/features/catalogue/vendors/vendor-filters.ts';
import { withPageCalendarSql } from '../../src/features/marketplace/availability/availability-sql.ts';
import { entriesQuery } from '../../src/features/marketplace/availability/availability-reads.server.ts';
import { listingRowsQuery } from '../../src/features/marketplace/availability/availability.server.ts';
import scaleStat1 from '../setup/scale-334-stat1.json' with { type: 'json' };

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb();
});
afterAll(() => t.cleanup());

async function loadScaleStatistics(): Promise<void> {
  await t.db.$client.execute('ANALYZE');
  await t.db.$client.execute('DELETE FROM sqlite_stat1');
  for (const row of scaleStat1) {
    await t.db.$client.execute({ sql: 'INSERT INTO sqlite_stat1 (tbl, idx, stat) VALUES (?, ?, ?)', args: [row.tbl, row.idx, row.stat] });
  }
  await t.db.$client.execute('ANALYZE sqlite_schema');
}

async function plan(sql: string, args: unknown[]): Promise<string[]> {
  const result = await t.db.$client.execute({ sql: `EXPLAIN QUERY PLAN ${sql}`, args: args as never });
  return result.rows.map((r) => String(r.detail).trim());
}

/** A scan of a table itself (not an index walk). */
const scans = (lines: string[], table: string) => lines.filter((l) => new RegExp(`^SCAN ${table}(?! USING (COVERING )?INDEX)\\b`).test(l));
const scansOf = (lines: string[], table: string) => lines.filter((l) => new RegExp(`^SCAN (${table}|e|s)\\b`).test(l) && !/USING (COVERING )?INDEX/.test(l));
/** Calendar lookups by the listing index that do not bind the listing: a walk of every listing's rows on the dates. */
const unboundCalendar = (lines: string[]) => lines.filter((l) => /calendar_entries_listing(_date)?_idx/.test(l) && !/listing_id=\?/.test(l));

const QUERIES = [
  'date=2027-02-27',
  'date=2027-02-27&part=evening',
  'muhurat=2027-02',
  'from=2027-02-01&to=2027-03-31',
  'date=2027-02-27&guests=300&sort=capacity_desc',
];

for (const statistics of ['no statistics', 'the statistics of 100,000 venues'] as const)
  describe(`lists by date, with ${statistics}`, () => {
    beforeAll(async () => {
      if (statistics !== 'no statistics') await loadScaleStatistics();
    });

    it('read the venues of a city by index and their calendars by the calendar index', async () => {
      for (const query of QUERIES) {
        const filters = parseVenueQuery(new URLSearchParams(query));
        expect(filters.availability, query).toBeDefined();
        for (const s of [venueListSql(1, filters, 12), venueCountSql(1, filters)]) {
          const lines = await plan(s.sql, s.args);
          expect(scans(lines, 'venues'), `${query}\n${lines.join('\n')}`).toEqual([]);
          expect(scansOf(lines, 'calendar_entries').concat(unboundCalendar(lines)), `${query}\n${lines.join('\n')}`).toEqual([]);
          expect(
            lines.some((l) => /calendar_entries_listing(_date)?_idx|calendar_entries_space_date_part_idx/.test(l)),
            `${query}\n${lines.join('\n')}`,
          ).toBe(true);
          expect(
            lines.some((l) => /listing_spaces_listing_idx/.test(l)),
            `${query}\n${lines.join('\n')}`,
          ).toBe(true);
        }
        // The page reads its cards by id, for its own rows only; its covers read the ids alone.
        const page = venueListSql(1, filters, 12);
        const lines = await plan(page.sql, page.args);
        expect(scans(lines, 'l'), `${query}\n${lines.join('\n')}`).toEqual([]);
        expect(lines, `${query}\n${lines.join('\n')}`).toContain('SEARCH l USING INTEGER PRIMARY KEY (rowid=?)');
        const ids = venuePageIdsSql(1, filters, 12);
        expect(ids.sql).not.toMatch(/calendar_json|\bname\b/);
        const idLines = await plan(ids.sql, ids.args);
        expect(scans(idLines, 'venues').concat(scansOf(idLines, 'calendar_entries'), unboundCalendar(idLines)), `${query}\n${idLines.join('\n')}`).toEqual([]);
      }
    });

    if (statistics !== 'no statistics')
      it("count a city's venues by date in the order of their ids, as the calendar's index keeps them", async () => {
        for (const query of QUERIES.slice(0, 4)) {
          const s = venueCountSql(1, parseVenueQuery(new URLSearchParams(query)));
          const lines = await plan(s.sql, s.args);
          expect(lines, `${query}\n${lines.join('\n')}`).toContain('SEARCH venues USING COVERING INDEX venues_city_idx (city_id=?)');
        }
      });

    it("read one listing's year (its page's calendar, its owner's month) as one range of the calendar index", async () => {
      for (const kind of ['venue', 'vendor'] as const) {
        for (const q of [
          entriesQuery(t.db, { kind, id: 7 }, '2027-01-01', '2027-12-31'),
          listingRowsQuery(t.db, { kind, id: 7 }, { from: '2027-02-01', to: '2027-02-28' }),
        ]) {
          const { sql, params } = q.toSQL();
          const lines = await plan(sql, params);
          expect(scansOf(lines, 'calendar_entries').concat(unboundCalendar(lines)), lines.join('\n')).toEqual([]);
          expect(
            lines.some((l) => /calendar_entries_listing_idx \(listing_kind=\? AND listing_id=\? AND date>\? AND date<\?\)/.test(l)),
            lines.join('\n'),
          ).toBe(true);
        }
      }
    });

    it('read the vendors of a category by index and their calendars by the calendar index', async () => {
      for (const query of QUERIES.slice(0, 4)) {
        const filters = parseVendorQuery(new URLSearchParams(query));
        for (const cityId of [1, null]) {
          for (const q of [vendorListQuery(t.db, { categoryId: 1, cityId, filters }), vendorCountQuery(t.db, { categoryId: 1, cityId, filters })]) {
            const { sql, params } = q.toSQL();
            const lines = await plan(sql, params);
            expect(scans(lines, 'vendors').concat(unboundCalendar(lines)), `${query}\n${lines.join('\n')}`).toEqual([]);
            expect(
              lines.some((l) => /calendar_entries_listing(_date)?_idx|calendar_entries_space_date_part_idx/.test(l)),
              `${query}\n${lines.join('\n')}`,
            ).toBe(true);
          }
          // The page with each row's calendar rows and spaces, as listVendors reads it.
          const { sql, params } = vendorListQuery(t.db, { categoryId: 1, cityId, filters }).toSQL();
          const page = withPageCalendarSql('vendor', { sql, args: params as (string | number)[] }, filters.availability!);
          const lines = await plan(page.sql, page.args);
          expect(
            scansOf(lines, 'calendar_entries').concat(unboundCalendar(lines), scans(lines, 'listing_spaces'), scans(lines, 'vendors')),
            `${query}\n${lines.join('\n')}`,
          ).toEqual([]);
          expect(
            lines.some((l) => /listing_spaces_listing_idx/.test(l)),
            `${query}\n${lines.join('\n')}`,
          ).toBe(true);
        }
      }
    });
  });

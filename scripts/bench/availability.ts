// The venue list by date at scale: gives every venue a year of calendar rows (2027, about one
// slot in twelve taken: a busy venue's sixty-odd days, by day, evening or both), then times the
// list's statements as listVenues batches them (the page, with a date carrying each row's
// calendar rows and spaces; its count; its cover photos, which read the page's ids again) with
// and without a date: the page alone, the count alone, and the whole batch; and a venue page's
// year of calendar rows. The bar: the list query (the page) with a date within 2× of the same
// query without one; the count and the batch are reported beside it.
//
//   node --experimental-strip-types scripts/bench/availability.ts data/bench-scale-334.db [runs]
//
// The database is migrated first; the calendar rows are written once (their note is 'bench').
import { openDb } from '../../src/server/db/client.ts';
import { migrateDb } from '../../src/server/db/migrate.ts';
import { venueCountSql, venueListSql, venuePageIdsSql } from '../../src/features/catalogue/venues/venue-sql.server.ts';
import { parseVenueQuery } from '../../src/features/catalogue/venues/venues.ts';
import { coverPhotosAmong } from '../../src/features/catalogue/photos/cover-photos.server.ts';
import { statement } from '../../src/server/db/statement.ts';
import { entriesQuery } from '../../src/features/marketplace/availability/availability-reads.server.ts';
import type { SqlStatement } from '../../src/server/db/statement.ts';
import { median } from './stats.ts';

const [path, runsArg] = process.argv.slice(2);
if (!path) throw new Error('Usage: availability.ts <database file> [runs]');
const RUNS = Number(runsArg ?? 101);
const db = openDb(`file:${path}`);

await migrateDb(db);
const { rows: seeded } = await db.$client.execute("SELECT count(*) AS n FROM calendar_entries WHERE note = 'bench'");
if (Number(seeded[0]!.n) === 0) {
  const started = performance.now();
  await db.$client.execute(`
    INSERT OR IGNORE INTO calendar_entries (id, space_id, listing_kind, listing_id, date, part, source, note)
    WITH RECURSIVE days(n) AS (SELECT 0 UNION ALL SELECT n + 1 FROM days WHERE n < 364)
    SELECT lower(hex(randomblob(16))), s.id, s.listing_kind, s.listing_id, date('2027-01-01', '+' || d.n || ' days'), p.part, 'block', 'bench'
      FROM listing_spaces s CROSS JOIN days d CROSS JOIN (SELECT 'day' AS part UNION ALL SELECT 'evening' AS part) p
     WHERE s.listing_kind = 'venue' AND (s.listing_id * 7 + d.n * 13 + (p.part = 'day') * 5) % 12 = 0`);
  await db.$client.execute("UPDATE venues SET calendar_updated_at = unixepoch('subsec') * 1000 WHERE calendar_updated_at IS NULL");
  await db.$client.execute('ANALYZE');
  console.error(`Calendar rows written in ${Math.round((performance.now() - started) / 1000)} s.`);
}
const { rows: counts } = await db.$client.execute(
  "SELECT (SELECT count(*) FROM venues) AS venues, (SELECT count(*) FROM calendar_entries WHERE listing_kind = 'venue') AS entries",
);
const [jaipur] = (await db.$client.execute("SELECT id FROM cities WHERE slug = 'jaipur'")).rows;
const jaipurId = Number(jaipur!.id);

/** Each list with and without its dates: the city's (or all cities') list a couple opens, then the same by date. */
const PAIRS: { label: string; cityId: number | null; plain: string; dated: string }[] = [
  { label: 'All cities', cityId: null, plain: '', dated: 'date=2027-02-27' },
  { label: 'Jaipur', cityId: jaipurId, plain: '', dated: 'date=2027-02-27' },
  { label: 'Jaipur, evening', cityId: jaipurId, plain: '', dated: 'date=2027-02-27&part=evening' },
  { label: 'Jaipur, auspicious February', cityId: jaipurId, plain: '', dated: 'muhurat=2027-02' },
  { label: 'Jaipur, February and March', cityId: jaipurId, plain: '', dated: 'from=2027-02-01&to=2027-03-31' },
  { label: 'Jaipur, 300 guests by capacity', cityId: jaipurId, plain: 'guests=300&sort=capacity_desc', dated: 'guests=300&sort=capacity_desc&date=2027-02-27' },
];

/** The list's statements for one query, as listVenues batches them (with dates, each page row carries its calendar): the page, its count, its covers. */
function statements(cityId: number | null, query: string): [SqlStatement, SqlStatement, SqlStatement] {
  const filters = parseVenueQuery(new URLSearchParams(query));
  const covers = coverPhotosAmong(db, 'venue', statement(venuePageIdsSql(cityId, filters))).getQuery();
  return [venueListSql(cityId, filters), venueCountSql(cityId, filters), { sql: covers.sql, args: covers.params as (string | number)[] }];
}

const asBatch = (list: readonly SqlStatement[]) => list.map((s) => ({ sql: s.sql, args: s.args as never }));

async function timeBatch(list: readonly SqlStatement[]): Promise<number> {
  return (await timePair(list, list))[0];
}

/**
 * Median times of two batches, run in turn (one, the other, one…) so that a slow spell of the
 * machine falls on both alike: these are fractions of a millisecond.
 */
async function timePair(one: readonly SqlStatement[], other: readonly SqlStatement[]): Promise<[number, number]> {
  const batches = [asBatch(one), asBatch(other)];
  for (const batch of batches) await db.$client.batch(batch, 'read'); // warm: pages in memory
  const times: [number[], number[]] = [[], []];
  for (let i = 0; i < RUNS; i++) {
    for (const [n, batch] of batches.entries()) {
      const started = performance.now();
      await db.$client.batch(batch, 'read');
      times[n]!.push(performance.now() - started);
    }
  }
  return [median(times[0]), median(times[1])];
}

const ms = (n: number) => Number(n.toFixed(2));
type Timing = { withoutDateMs: number; withDateMs: number; ratio: number };
const results: { list: string; page: Timing; count: Timing; batch: Timing }[] = [];
for (const pair of PAIRS) {
  const plain = statements(pair.cityId, pair.plain);
  const dated = statements(pair.cityId, pair.dated);
  const page = await timePair([plain[0]], [dated[0]]);
  const count = await timePair([plain[1]], [dated[1]]);
  const both = await timePair(plain, dated);
  results.push({
    list: pair.label,
    page: { withoutDateMs: ms(page[0]!), withDateMs: ms(page[1]!), ratio: ms(page[1]! / page[0]!) },
    count: { withoutDateMs: ms(count[0]!), withDateMs: ms(count[1]!), ratio: ms(count[1]! / count[0]!) },
    batch: { withoutDateMs: ms(both[0]!), withDateMs: ms(both[1]!), ratio: ms(both[1]! / both[0]!) },
  });
}
// A venue page's twelve months: one venue's calendar rows for a year, as the page's batch reads them.
const [someVenue] = (await db.$client.execute({ sql: 'SELECT id FROM venues WHERE city_id = ? LIMIT 1', args: [jaipurId] })).rows;
const yearRead = entriesQuery(db, { kind: 'venue', id: Number(someVenue!.id) }, '2027-01-01', '2027-12-31').toSQL();
const venueYearMs = ms(await timeBatch([{ sql: yearRead.sql, args: yearRead.params as (string | number)[] }]));
db.$client.close();

console.log(
  JSON.stringify({ database: path, venues: Number(counts[0]!.venues), calendarRows: Number(counts[0]!.entries), runs: RUNS, results, venueYearMs }, null, 2),
);
console.error(`A venue page's year of calendar rows: ${venueYearMs} ms`);
const worst = (key: 'page' | 'count' | 'batch') => Math.max(...results.map((r) => r[key].ratio)).toFixed(2);
console.error(
  `Worst ratio with/without a date: the list query (page) ${worst('page')}× (bar: ≤ 2×); its count ${worst('count')}×; both in one batch ${worst('batch')}×`,
);
process.exitCode = Number(worst('page')) <= 2 ? 0 : 1;

// The venue list's query planner: measures how selective each filter is and picks the index
// the SELECT starts from (see README.md, "Staying fast at 100,000 venues").
import type { Db } from '../../server/db/client.ts';
import { readRows } from '../../server/db/fast-read.server.ts';
import { RANGE_FILTERS, RANGE_INDEX, ftsMatch, orderIndex, rangeCondition, type RangeFilter, type VenueDriver } from './venue-sql.server.ts';
import type { VenueFilters } from './venues.ts';

/**
 * Starting from a filter reads every row it matches; walking the sort order reads about
 * page size ÷ density rows. They cost the same near √(page size × rows in scope), which is
 * about 1,100 across 100,000 venues and 300 within one city of them.
 */
const SELECTIVE = { all: 1_000, city: 300 } as const;

/** Picks the access path: the most selective filter when it is selective enough, else the sort order. */
export async function chooseVenueDriver(db: Db, cityId: number | null, filters: VenueFilters): Promise<VenueDriver> {
  const limit = cityId !== null ? SELECTIVE.city : SELECTIVE.all;
  const probes: Promise<{ driver: VenueDriver; rows: number }>[] = [];
  // A filter on the sort column is walked in order anyway: it is the fallback, not a probe.
  let sortColumnFilter: RangeFilter | null = null;
  for (const filter of RANGE_FILTERS) {
    const condition = rangeCondition(filter, filters);
    if (!condition) continue;
    const index = RANGE_INDEX[filter][cityId !== null ? 0 : 1];
    if (index === orderIndex(filters.sort, cityId !== null, false) && !(filter === 'rating' && filters.venueType)) {
      sortColumnFilter = filter;
      continue;
    }
    const where = cityId !== null ? `city_id = ? AND ${condition.sql}` : condition.sql;
    const args = cityId !== null ? [cityId, condition.arg, limit] : [condition.arg, limit];
    probes.push(
      readRows(db, { sql: `SELECT count(*) AS n FROM (SELECT 1 FROM venues INDEXED BY ${index} WHERE ${where} LIMIT ?)`, args }).then((rows) => ({
        driver: { kind: 'range', filter } as VenueDriver,
        rows: Number(rows[0]?.n ?? 0),
      })),
    );
  }
  const match = filters.q ? ftsMatch(filters.q) : null;
  if (match) {
    probes.push(
      readRows(db, { sql: 'SELECT count(*) AS n FROM (SELECT rowid FROM venues_fts WHERE venues_fts MATCH ? LIMIT ?)', args: [match, limit] }).then((rows) => ({
        driver: { kind: 'fts' } as VenueDriver,
        rows: Number(rows[0]?.n ?? 0),
      })),
    );
  }
  const measured = await Promise.all(probes);
  const best = measured.sort((a, b) => a.rows - b.rows)[0];
  if (best && best.rows < limit) return best.driver;
  return sortColumnFilter ? { kind: 'range', filter: sortColumnFilter } : { kind: 'order' };
}

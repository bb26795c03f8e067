// The availability part of a public list's SELECT: a rank per listing for the dates asked
// (0 free or partly free, 1 never confirmed, 2 booked), and the calendar rows and spaces of a
// page's listings, read in the list's own batch (no extra round trip).
import type { Row, SqlStatement } from '../../../server/db/statement.ts';
import { DAY_PARTS, isDayPart, type EntryFacts, type SpaceFacts } from './availability.ts';
import { cardAvailability, type AvailabilityQuery, type CardAvailability } from './availability-query.ts';

export type ListingKind = 'venue' | 'vendor';

/** The dates condition on calendar_entries `e`: one day, a run of days, or a month's auspicious dates. */
function datesCondition(query: AvailabilityQuery): SqlStatement {
  if (query.dates.length === 1) return { sql: 'e.date = ?', args: [query.from] };
  if (query.params.muhurat) return { sql: `e.date IN (${query.dates.map(() => '?').join(', ')})`, args: [...query.dates] };
  return { sql: 'e.date BETWEEN ? AND ?', args: [query.from, query.to] };
}

/**
 * The rank of the listing `{table}.id` for the dates asked. Booked (2) when every (fitting
 * space, date, part asked) holds a row: the unique key (space, date, part) makes counting the
 * rows enough. Unconfirmed (1) when the owner never saved the calendar and nothing is held on
 * those dates. Otherwise 0: free, or partly free, on at least one date. The rows are found by
 * calendar_entries_listing_date_idx (kind, date, listing).
 */
export function availabilityRankSql(kind: ListingKind, table: string, query: AvailabilityQuery, guests: number | null = null): SqlStatement {
  const parts = query.part ? [query.part] : [...DAY_PARTS];
  const fits = guests === null ? '' : ' AND (s.capacity IS NULL OR s.capacity >= ?)';
  const fitsArgs = guests === null ? [] : [guests];
  const dates = datesCondition(query);
  const fitting = `(SELECT count(*) FROM listing_spaces s WHERE s.listing_kind = ? AND s.listing_id = ${table}.id${fits})`;
  const held = `(SELECT count(*) FROM calendar_entries e JOIN listing_spaces s ON s.id = e.space_id
    WHERE e.listing_kind = ? AND ${dates.sql} AND e.listing_id = ${table}.id AND e.part IN (${parts.map(() => '?').join(', ')})${fits})`;
  const anyHeld = `EXISTS (SELECT 1 FROM calendar_entries e WHERE e.listing_kind = ? AND ${dates.sql} AND e.listing_id = ${table}.id)`;
  return {
    // Never confirmed and nothing held is told first, by one look at the calendar index: most
    // listings of a list are that, and need no count of their spaces.
    sql: `(CASE WHEN ${table}.calendar_updated_at IS NULL AND NOT ${anyHeld} THEN 1 WHEN ${held} >= ${fitting} * ? THEN 2 ELSE 0 END)`,
    args: [kind, ...dates.args, kind, ...dates.args, ...parts, ...fitsArgs, kind, ...fitsArgs, query.dates.length * parts.length],
  };
}

/** The calendar rows of the listings a page's SELECT returns (its `id` column), on the dates asked. */
export function pageEntriesSql(kind: ListingKind, page: SqlStatement, query: AvailabilityQuery): SqlStatement {
  const dates = datesCondition(query);
  return {
    sql: `SELECT e.listing_id, e.space_id, e.date, e.part FROM calendar_entries e
      WHERE e.listing_kind = ? AND ${dates.sql} AND e.listing_id IN (SELECT id FROM (${page.sql}))`,
    args: [kind, ...dates.args, ...page.args],
  };
}

/** The spaces of the listings a page's SELECT returns. */
export function pageSpacesSql(kind: ListingKind, page: SqlStatement): SqlStatement {
  return {
    sql: `SELECT id, listing_id, capacity FROM listing_spaces WHERE listing_kind = ? AND listing_id IN (SELECT id FROM (${page.sql}))`,
    args: [kind, ...page.args],
  };
}

/**
 * Each listing's card line, from the page's calendar rows and spaces (pageEntriesSql,
 * pageSpacesSql) and whether its owner ever saved the calendar.
 */
export function pageAvailability(input: {
  ids: readonly number[];
  entries: readonly Row[];
  spaces: readonly Row[];
  confirmed: (id: number) => boolean;
  query: AvailabilityQuery;
  guests?: number | null;
}): Map<number, CardAvailability | null> {
  const spaces = new Map<number, SpaceFacts[]>();
  for (const row of input.spaces) {
    const id = Number(row.listing_id);
    spaces.set(id, [...(spaces.get(id) ?? []), { id: Number(row.id), capacity: row.capacity === null ? null : Number(row.capacity) }]);
  }
  const entries = new Map<number, EntryFacts[]>();
  for (const row of input.entries) {
    const id = Number(row.listing_id);
    const part = String(row.part);
    if (!isDayPart(part)) continue;
    entries.set(id, [...(entries.get(id) ?? []), { spaceId: Number(row.space_id), date: String(row.date), part }]);
  }
  return new Map(
    input.ids.map((id) => [
      id,
      cardAvailability({
        query: input.query,
        spaces: spaces.get(id) ?? [],
        entries: entries.get(id) ?? [],
        confirmed: input.confirmed(id),
        guests: input.guests,
      }),
    ]),
  );
}

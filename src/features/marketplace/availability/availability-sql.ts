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

/** The pieces of a listing's availability for the dates asked, as correlated subqueries on `{table}.id`. */
function rankParts(kind: ListingKind, table: string, query: AvailabilityQuery, guests: number | null) {
  const parts = query.part ? [query.part] : [...DAY_PARTS];
  const fits = guests === null ? '' : ' AND (s.capacity IS NULL OR s.capacity >= ?)';
  const fitsArgs = guests === null ? [] : [guests];
  const dates = datesCondition(query);
  // Without a guest count every space fits, and the calendar rows alone tell what is held.
  const held: SqlStatement =
    guests === null
      ? {
          sql: `(SELECT count(*) FROM calendar_entries e WHERE e.listing_kind = ? AND ${dates.sql} AND e.listing_id = ${table}.id AND e.part IN (${parts.map(() => '?').join(', ')}))`,
          args: [kind, ...dates.args, ...parts],
        }
      : {
          sql: `(SELECT count(*) FROM calendar_entries e JOIN listing_spaces s ON s.id = e.space_id
    WHERE e.listing_kind = ? AND ${dates.sql} AND e.listing_id = ${table}.id AND e.part IN (${parts.map(() => '?').join(', ')})${fits})`,
          args: [kind, ...dates.args, ...parts, ...fitsArgs],
        };
  return {
    /** Anything held on those dates: one look in the calendar's indexes, the listing bound. */
    anyHeld: {
      sql: `EXISTS (SELECT 1 FROM calendar_entries e WHERE e.listing_kind = ? AND ${dates.sql} AND e.listing_id = ${table}.id)`,
      args: [kind, ...dates.args],
    },
    held,
    fitting: { sql: `(SELECT count(*) FROM listing_spaces s WHERE s.listing_kind = ? AND s.listing_id = ${table}.id${fits})`, args: [kind, ...fitsArgs] },
    /** Every (fitting space, date, part asked): the unique key (space, date, part) makes counting rows enough. */
    slots: query.dates.length * parts.length,
  };
}

/**
 * The rank of the listing `{table}.id` for the dates asked: booked (2) when every (fitting
 * space, date, part asked) holds a row; unconfirmed (1) when the owner never saved the calendar
 * and nothing is held on those dates; otherwise 0: free, or partly free, on at least one date.
 * Most listings of a list hold nothing on a given date, so that is asked first, by one look at
 * calendar_entries_listing_date_idx (kind, date, listing).
 */
export function availabilityRankSql(kind: ListingKind, table: string, query: AvailabilityQuery, guests: number | null = null): SqlStatement {
  const { anyHeld, held, fitting, slots } = rankParts(kind, table, query, guests);
  const unheld = guests === null ? { sql: '0', args: [] } : { sql: `CASE WHEN ${fitting.sql} > 0 THEN 0 ELSE 2 END`, args: fitting.args };
  return {
    sql: `(CASE WHEN ${anyHeld.sql} THEN (CASE WHEN ${held.sql} >= ${fitting.sql} * ? THEN 2 ELSE 0 END) WHEN ${table}.calendar_updated_at IS NULL THEN 1 ELSE ${unheld.sql} END)`,
    args: [...anyHeld.args, ...held.args, ...fitting.args, slots, ...unheld.args],
  };
}

/**
 * Whether the listing `{table}.id` has the rank `rank` for the dates asked (availabilityRankSql),
 * or, for 'available', a rank below 2 (not booked: a list's count). Each is written as the
 * shortest test of its own, asked in the order that leaves the listing's row unread in the usual
 * case (nothing held, a space that fits), so a count walks the list's index alone.
 */
export function rankIsSql(kind: ListingKind, table: string, query: AvailabilityQuery, guests: number | null, rank: 0 | 1 | 'available'): SqlStatement {
  const { anyHeld, held, fitting, slots } = rankParts(kind, table, query, guests);
  if (rank === 1) return { sql: `(${table}.calendar_updated_at IS NULL AND NOT ${anyHeld.sql})`, args: anyHeld.args };
  // With nothing held, a listing is free when one of its spaces fits. Without a guest count
  // every space fits, and every listing has one (migration 0029's triggers give each listing its
  // first; the last cannot be deleted), so the spaces are not read.
  // (A CASE, not OR: SQLite evaluates both sides of an OR, and the second reads the listing's row.)
  const unheld =
    guests === null
      ? { sql: rank === 0 ? `${table}.calendar_updated_at IS NOT NULL` : '1', args: [] }
      : rank === 0
        ? { sql: `${table}.calendar_updated_at IS NOT NULL AND ${fitting.sql} > 0`, args: fitting.args }
        : { sql: `CASE WHEN ${fitting.sql} > 0 THEN 1 ELSE ${table}.calendar_updated_at IS NULL END`, args: fitting.args };
  return {
    sql: `(CASE WHEN ${anyHeld.sql} THEN ${held.sql} < ${fitting.sql} * ? ELSE (${unheld.sql}) END)`,
    args: [...anyHeld.args, ...held.args, ...fitting.args, slots, ...unheld.args],
  };
}

/**
 * A page's SELECT (its rows carry `id`) with each listing's calendar rows on the dates asked and
 * its spaces, as JSON columns `calendar_json` ([space, date, part]…) and `spaces_json` ([id,
 * capacity]…): read for the page's rows only, in the page's own statement (pageCalendarOf).
 */
export function withPageCalendarSql(kind: ListingKind, page: SqlStatement, query: AvailabilityQuery): SqlStatement {
  const dates = datesCondition(query);
  return {
    sql: `SELECT page.*,
      (SELECT json_group_array(json_array(e.space_id, e.date, e.part)) FROM calendar_entries e WHERE e.listing_kind = ? AND ${dates.sql} AND e.listing_id = page.id) AS calendar_json,
      (SELECT json_group_array(json_array(s.id, s.capacity)) FROM listing_spaces s WHERE s.listing_kind = ? AND s.listing_id = page.id) AS spaces_json
      FROM (${page.sql}) AS page`,
    args: [kind, ...dates.args, kind, ...page.args],
  };
}

/** The calendar rows and spaces of a page read by withPageCalendarSql, as pageAvailability takes them. */
export function pageCalendarOf(rows: readonly Row[]): { entries: Row[]; spaces: Row[] } {
  const entries: Row[] = [];
  const spaces: Row[] = [];
  for (const row of rows) {
    const listingId = row.id;
    for (const [spaceId, date, part] of JSON.parse(String(row.calendar_json ?? '[]')) as [number, string, string][])
      entries.push({ listing_id: listingId ?? null, space_id: spaceId, date, part });
    for (const [id, capacity] of JSON.parse(String(row.spaces_json ?? '[]')) as [number, number | null][])
      spaces.push({ id, listing_id: listingId ?? null, capacity });
  }
  return { entries, spaces };
}

/**
 * Each listing's card line, from the page's calendar rows and spaces (pageCalendarOf) and
 * whether its owner ever saved the calendar.
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

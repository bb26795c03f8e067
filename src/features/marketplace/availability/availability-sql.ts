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
  const inParts = `e.part IN (${parts.map(() => '?').join(', ')})`;
  // Without a guest count every space fits, and the calendar rows alone tell what is held.
  const held: SqlStatement =
    guests === null
      ? {
          sql: `(SELECT count(*) FROM calendar_entries e WHERE e.listing_kind = ? AND ${dates.sql} AND e.listing_id = ${table}.id AND ${inParts})`,
          args: [kind, ...dates.args, ...parts],
        }
      : {
          sql: `(SELECT count(*) FROM calendar_entries e JOIN listing_spaces s ON s.id = e.space_id
    WHERE e.listing_kind = ? AND ${dates.sql} AND e.listing_id = ${table}.id AND ${inParts}${fits})`,
          args: [kind, ...dates.args, ...parts, ...fitsArgs],
        };
  const anyHeld: SqlStatement = {
    sql: `EXISTS (SELECT 1 FROM calendar_entries e WHERE e.listing_kind = ? AND ${dates.sql} AND e.listing_id = ${table}.id)`,
    args: [kind, ...dates.args],
  };
  // For one whole day, "held on the first date" is "held at all".
  const firstIsAny = query.dates.length === 1 && !query.part;
  const fitting = { sql: `(SELECT count(*) FROM listing_spaces s WHERE s.listing_kind = ? AND s.listing_id = ${table}.id${fits})`, args: [kind, ...fitsArgs] };
  return {
    /** Anything held on those dates: one look in the calendar's indexes, the listing bound. */
    anyHeld,
    /**
     * Anything held on the first date asked, in the parts asked: a listing is booked only when
     * every date is, so without this it is not. One point lookup, where counting a range's rows
     * would read a listing's every row in it.
     */
    firstHeld: firstIsAny
      ? anyHeld
      : {
          sql: `EXISTS (SELECT 1 FROM calendar_entries e WHERE e.listing_kind = ? AND e.date = ? AND e.listing_id = ${table}.id AND ${inParts})`,
          args: [kind, query.dates[0]!, ...parts],
        },
    /**
     * Without a guest count, what the rows on the dates asked say, in one look at the listing's
     * rows there: 2 when some date holds rows and still has a slot free in the parts asked (free
     * or partly free there: its rows in those parts fall short of every space's, so all the
     * dates' together do); else 1 when every date asked holds rows (all full: booked); else 0
     * (some dates without rows, none with a slot free). A listing never confirmed is free only
     * on a date with a slot free: on a date without rows its card says "Availability not
     * confirmed".
     */
    datesState:
      guests === null
        ? {
            sql: `(SELECT CASE WHEN sum(${inParts}) < count(DISTINCT e.date) * ${fitting.sql} * ? THEN 2 ELSE count(DISTINCT e.date) = ? END
        FROM calendar_entries e WHERE e.listing_kind = ? AND ${dates.sql} AND e.listing_id = ${table}.id)`,
            args: [...parts, ...fitting.args, parts.length, query.dates.length, kind, ...dates.args],
          }
        : {
            // With a guest count, a date's rows in the parts asked count only for spaces that fit.
            sql: `(SELECT CASE WHEN sum(${inParts}${fits}) < count(DISTINCT e.date) * ${fitting.sql} * ? THEN 2 ELSE count(DISTINCT e.date) = ? END
        FROM calendar_entries e JOIN listing_spaces s ON s.id = e.space_id WHERE e.listing_kind = ? AND ${dates.sql} AND e.listing_id = ${table}.id)`,
            args: [...parts, ...fitsArgs, ...fitting.args, parts.length, query.dates.length, kind, ...dates.args],
          },
    held,
    fitting,
    /** Every (fitting space, date, part asked): the unique key (space, date, part) makes counting rows enough. */
    slots: query.dates.length * parts.length,
  };
}

type RankParts = ReturnType<typeof rankParts>;
/** `CASE WHEN a THEN b … ELSE z END` from statements, their arguments in order. */
function caseOf(...arms: [SqlStatement, SqlStatement][]): (otherwise: SqlStatement) => SqlStatement {
  return (otherwise) => ({
    sql: `(CASE ${arms.map(([when, then]) => `WHEN ${when.sql} THEN ${then.sql}`).join(' ')} ELSE ${otherwise.sql} END)`,
    args: [...arms.flatMap(([when, then]) => [...when.args, ...then.args]), ...otherwise.args],
  });
}
const literal = (sql: string): SqlStatement => ({ sql, args: [] });

/**
 * The four tests. A confirmed listing held on no date asked is free; otherwise the rows on the
 * dates decide (datesState): booked when every slot is held, free when a date with rows has a
 * slot free, and else free when confirmed (on its dates without rows) or unconfirmed when not.
 * A listing is booked only when held on the first date asked, which is one point lookup: asked
 * first, it spares most listings the rest. With a guest count only the spaces that fit count,
 * and a listing with none is booked (its card says no date is free).
 */
function availabilityTests(table: string, query: AvailabilityQuery, p: RankParts, guests: number | null) {
  const confirmed = literal(`${table}.calendar_updated_at IS NOT NULL`);
  const state = p.datesState;
  // (CASE, not AND or OR: SQLite may evaluate both sides of those.)
  const plainlyFree = caseOf([confirmed, { sql: `NOT ${p.firstHeld.sql}`, args: p.firstHeld.args }])(literal('0'));
  const notBooked = { sql: `${p.held.sql} < ${p.fitting.sql} * ?`, args: [...p.held.args, ...p.fitting.args, p.slots] };
  const tests = {
    rank: caseOf([plainlyFree, literal('0')])({
      sql: `(CASE ${state.sql} WHEN 1 THEN 2 WHEN 0 THEN (CASE WHEN ${confirmed.sql} THEN 0 ELSE 1 END) ELSE 0 END)`,
      args: state.args,
    }),
    free: caseOf([plainlyFree, literal('1')])({ sql: `(CASE ${state.sql} WHEN 1 THEN 0 WHEN 0 THEN ${confirmed.sql} ELSE 1 END)`, args: state.args }),
    // For one date, "no date with rows and a slot free, and not every date full" is "nothing held".
    unconfirmed:
      query.dates.length === 1
        ? { sql: `(${table}.calendar_updated_at IS NULL AND NOT ${p.anyHeld.sql})`, args: p.anyHeld.args }
        : { sql: `(${table}.calendar_updated_at IS NULL AND ${state.sql} = 0)`, args: state.args },
    // A list's count: held on the first date and every slot held is booked.
    available: caseOf([p.firstHeld, notBooked])(literal('1')),
  };
  if (guests === null) return tests;
  // Every listing has a space, and without a guest count every space fits: only a guest count
  // can leave a listing with none.
  const noneFits = { sql: `${p.fitting.sql} = 0`, args: p.fitting.args };
  return {
    rank: caseOf([noneFits, literal('2')])(tests.rank),
    free: caseOf([noneFits, literal('0')])(tests.free),
    unconfirmed: caseOf([noneFits, literal('0')])(tests.unconfirmed),
    available: caseOf([p.firstHeld, notBooked])({ sql: `${p.fitting.sql} > 0`, args: p.fitting.args }),
  };
}

/**
 * The rank of the listing `{table}.id` for the dates asked: booked (2) when every (fitting
 * space, date, part asked) holds a row; unconfirmed (1) when the owner never saved the calendar
 * and no date asked is free or partly free by its rows; otherwise 0: free, or partly free, on at
 * least one date. The card reads the same from the rows (cardAvailability);
 * availability-rank.test.ts holds them to each other.
 */
export function availabilityRankSql(kind: ListingKind, table: string, query: AvailabilityQuery, guests: number | null = null): SqlStatement {
  return availabilityTests(table, query, rankParts(kind, table, query, guests), guests).rank;
}

/**
 * Whether the listing `{table}.id` has the rank `rank` for the dates asked (availabilityRankSql),
 * or, for 'available', a rank below 2 (not booked: a list's count). Each is written as the
 * shortest test of its own, asked in the order that leaves the listing's row unread in the usual
 * case (nothing held on the first date), so a count walks the list's index alone.
 */
export function rankIsSql(kind: ListingKind, table: string, query: AvailabilityQuery, guests: number | null, rank: 0 | 1 | 'available'): SqlStatement {
  const tests = availabilityTests(table, query, rankParts(kind, table, query, guests), guests);
  return rank === 0 ? tests.free : rank === 1 ? tests.unconfirmed : tests.available;
}

/**
 * A page's SELECT (its rows carry `id`) with each listing's calendar rows on the dates asked and
 * its spaces, as JSON columns `calendar_json` ([space, date, part]…) and `spaces_json` ([id,
 * capacity]…): read for the page's rows only, in the page's own statement (pageCalendarOf).
 * Given `card`, the page selects only ids, and the card's columns are read from its table for
 * those rows (CROSS JOIN keeps the page as the outer loop, so its order stands).
 */
export function withPageCalendarSql(
  kind: ListingKind,
  page: SqlStatement,
  query: AvailabilityQuery,
  card?: { table: string; columns: readonly string[] },
): SqlStatement {
  // Every row from the first date asked to the last: a month's auspicious dates are one short
  // range of the listing's index rather than a lookup each; dateStatus reads the dates asked.
  const dates: SqlStatement =
    query.dates.length === 1 ? { sql: 'e.date = ?', args: [query.from] } : { sql: 'e.date BETWEEN ? AND ?', args: [query.from, query.to] };
  const columns = card ? card.columns.map((column) => `l.${column}`).join(', ') : 'page.*';
  const from = card ? `(${page.sql}) AS page CROSS JOIN ${card.table} AS l ON l.id = page.id` : `(${page.sql}) AS page`;
  return {
    sql: `SELECT ${columns},
      (SELECT json_group_array(json_array(e.space_id, e.date, e.part)) FROM calendar_entries e WHERE e.listing_kind = ? AND ${dates.sql} AND e.listing_id = page.id) AS calendar_json,
      (SELECT json_group_array(json_array(s.id, s.capacity)) FROM listing_spaces s WHERE s.listing_kind = ? AND s.listing_id = page.id) AS spaces_json
      FROM ${from}`,
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

// The lists' SQL tests of availability (availability-sql.ts) against the card's own reading of a
// listing's calendar (cardAvailability): for every kind of calendar and every way of asking for
// dates, the rank SQLite gives a listing (0 free or partly free, 1 never confirmed, 2 booked)
// and each short test of it (rankIsSql) must say what the card says.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../setup/db.ts';
import { insertCatalogue } from '../setup/catalogue.ts';
import { calendarEntries, listingSpaces, venues } from '../../src/server/db/schema.ts';
import { availabilityRankSql, rankIsSql } from '../../src/features/marketplace/availability/availability-sql.ts';
import { cardAvailability, parseAvailabilityQuery } from '../../src/features/marketplace/availability/availability-query.ts';
import { muhuratDatesIn } from '../../src/lib/muhurat.ts';
import { newId } from '../../src/lib/ids.ts';
import { and, eq, inArray } from 'drizzle-orm';

type Part = 'day' | 'evening';
/** A calendar: whether its owner saved it, a second space, and what each space holds: [space index, date, parts]. */
type Calendar = { label: string; confirmed: boolean; spaces: 1 | 2; held: [0 | 1, string, Part[]][] };

const MUHURAT = muhuratDatesIn('2027-02');
const [D1, D2, D3] = ['2027-03-01', '2027-03-02', '2027-03-03'];
const BOTH: Part[] = ['day', 'evening'];

const CALENDARS: Calendar[] = [
  { label: 'confirmed, nothing held', confirmed: true, spaces: 1, held: [] },
  { label: 'never confirmed, nothing held', confirmed: false, spaces: 1, held: [] },
  { label: 'evening held on the first date', confirmed: true, spaces: 1, held: [[0, D1, ['evening']]] },
  { label: 'the first date held all day', confirmed: true, spaces: 1, held: [[0, D1, BOTH]] },
  { label: 'never confirmed, the first date held by a booking', confirmed: false, spaces: 1, held: [[0, D1, BOTH]] },
  { label: 'never confirmed, the second date held by day', confirmed: false, spaces: 1, held: [[0, D2, ['day']]] },
  { label: 'hall held on the first date, lawn free', confirmed: true, spaces: 2, held: [[0, D1, BOTH]] },
  {
    label: 'hall and lawn held on the first date',
    confirmed: true,
    spaces: 2,
    held: [
      [0, D1, BOTH],
      [1, D1, BOTH],
    ],
  },
  { label: 'three days held', confirmed: true, spaces: 1, held: [D1, D2, D3].map((d) => [0, d, BOTH] as [0, string, Part[]]) },
  { label: 'the second and third days held', confirmed: true, spaces: 1, held: [D2, D3].map((d) => [0, d, BOTH] as [0, string, Part[]]) },
  { label: 'never confirmed, three days held', confirmed: false, spaces: 1, held: [D1, D2, D3].map((d) => [0, d, BOTH] as [0, string, Part[]]) },
  { label: 'three evenings held', confirmed: true, spaces: 1, held: [D1, D2, D3].map((d) => [0, d, ['evening']] as [0, string, Part[]]) },
  { label: "a month's auspicious dates held", confirmed: true, spaces: 1, held: MUHURAT.map((d) => [0, d, BOTH] as [0, string, Part[]]) },
  { label: 'all but the first auspicious date held', confirmed: true, spaces: 1, held: MUHURAT.slice(1).map((d) => [0, d, BOTH] as [0, string, Part[]]) },
];

const QUERIES = [
  `date=${D1}`,
  `date=${D1}&part=evening`,
  `date=${D1}&part=day`,
  `date=${D2}`,
  `from=${D1}&to=${D3}`,
  `from=${D1}&to=${D3}&part=evening`,
  `from=${D2}&to=${D3}&part=day`,
  'muhurat=2027-02',
  'muhurat=2027-02&part=evening',
];

/** No guest count; both spaces fit; the hall alone; neither. */
const GUESTS = [null, 50, 100, 500];

let t: TestDb;
/** Each calendar's venue, its spaces and its rows, as the card reads them. */
const facts = new Map<
  number,
  { calendar: Calendar; spaces: { id: number; capacity: number | null }[]; entries: { spaceId: number; date: string; part: Part }[] }
>();

beforeAll(async () => {
  t = await createTestDb();
  const catalogue = await insertCatalogue(t.db, { venuesPerCity: CALENDARS.length });
  const cityId = catalogue.cities[0]!.id;
  const ids = catalogue.venues.filter((v) => v.cityId === cityId).map((v) => v.id);
  for (const [i, calendar] of CALENDARS.entries()) {
    const id = ids[i]!;
    await t.db
      .update(venues)
      .set({ calendarUpdatedAt: calendar.confirmed ? new Date() : null })
      .where(eq(venues.id, id));
    // A hall for 200 and, for some, a lawn for 80: 50 guests fit both, 100 the hall, 500 neither.
    await t.db
      .update(listingSpaces)
      .set({ capacity: 200 })
      .where(and(eq(listingSpaces.listingKind, 'venue'), eq(listingSpaces.listingId, id)));
    if (calendar.spaces === 2) await t.db.insert(listingSpaces).values({ listingKind: 'venue', listingId: id, name: 'Lawn', capacity: 80 });
    const spaces = await t.db
      .select()
      .from(listingSpaces)
      .where(inArray(listingSpaces.listingId, [id]));
    const own = spaces.filter((s) => s.listingKind === 'venue').sort((a, b) => a.id - b.id);
    const entries = calendar.held.flatMap(([space, date, parts]) => parts.map((part) => ({ spaceId: own[space]!.id, date, part })));
    if (entries.length > 0)
      await t.db
        .insert(calendarEntries)
        .values(entries.map((e) => ({ id: newId(), ...e, listingKind: 'venue' as const, listingId: id, source: 'block' as const })));
    facts.set(id, { calendar, spaces: own.map((s) => ({ id: s.id, capacity: s.capacity })), entries });
  }
});
afterAll(() => t.cleanup());

describe("the lists' availability SQL", () => {
  it('ranks every calendar as its card reads it, for every way of asking, with and without a guest count', async () => {
    expect(MUHURAT.length).toBeGreaterThan(1);
    for (const [q, guests] of QUERIES.flatMap((q) => GUESTS.map((g) => [q, g] as const))) {
      const query = parseAvailabilityQuery(new URLSearchParams(q)).query!;
      const rank = availabilityRankSql('venue', 'venues', query, guests);
      const [free, unconfirmed, available] = ([0, 1, 'available'] as const).map((r) => rankIsSql('venue', 'venues', query, guests, r));
      const ids = [...facts.keys()];
      const { rows } = await t.db.$client.execute({
        sql: `SELECT id, ${rank.sql} AS rank, ${free!.sql} AS free, ${unconfirmed!.sql} AS unconfirmed, ${available!.sql} AS available
          FROM venues WHERE id IN (${ids.map(() => '?').join(', ')})`,
        args: [...rank.args, ...free!.args, ...unconfirmed!.args, ...available!.args, ...ids],
      });
      expect(rows).toHaveLength(ids.length);
      for (const row of rows) {
        const fact = facts.get(Number(row.id))!;
        const card = cardAvailability({ query, spaces: fact.spaces, entries: fact.entries, confirmed: fact.calendar.confirmed, guests });
        const expected = card === null ? 2 : card.status === 'unconfirmed' ? 1 : 0;
        const where = `${q}, ${guests ?? 'no'} guests: ${fact.calendar.label}`;
        expect(Number(row.rank), where).toBe(expected);
        expect(Number(row.free), where).toBe(expected === 0 ? 1 : 0);
        expect(Number(row.unconfirmed), where).toBe(expected === 1 ? 1 : 0);
        expect(Number(row.available), where).toBe(expected === 2 ? 0 : 1);
      }
    }
  });

  it('sees each rank at least once, so the comparison means something', async () => {
    const seen = new Set<number>();
    for (const [q, guests] of QUERIES.flatMap((q) => GUESTS.map((g) => [q, g] as const))) {
      const query = parseAvailabilityQuery(new URLSearchParams(q)).query!;
      for (const fact of facts.values()) {
        const card = cardAvailability({ query, spaces: fact.spaces, entries: fact.entries, confirmed: fact.calendar.confirmed, guests });
        seen.add(card === null ? 2 : card.status === 'unconfirmed' ? 1 : 0);
      }
    }
    expect([...seen].sort()).toEqual([0, 1, 2]);
  });
});

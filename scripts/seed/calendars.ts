// Calendars for the demo: a few Jaipur venues and photographers with their owners' marks in
// February 2027 (the season's auspicious dates), so the lists and detail pages have free,
// partly free, booked and never-touched listings to show. The first Jaipur venue is taken on
// the evening of 27 Feb 2027 only: free by day for a Mehendi, not for a Sangeet.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client.ts';
import { calendarEntries, categories, cities, listingSpaces, users, vendors, venues } from '../../src/server/db/schema.ts';
import { VENUE_EMAIL } from './users.ts';
import { inserts, write } from './insert.ts';
import { stableId } from './random.ts';

type Block = { date: string; parts: ('day' | 'evening')[]; note: string };
const whole = ['day', 'evening'] as const;

/** Marks per listing, by position among the city's first listings of the kind. */
const VENUE_BLOCKS: Block[][] = [
  [
    { date: '2027-02-27', parts: ['evening'], note: 'Family function' },
    { date: '2027-02-05', parts: [...whole], note: 'Renovation' },
    { date: '2027-02-06', parts: [...whole], note: 'Renovation' },
    { date: '2027-02-14', parts: ['day'], note: '' },
  ],
  // Taken the whole day on 27 Feb: left out of a list for that date.
  [{ date: '2027-02-27', parts: [...whole], note: 'Held for a repeat client' }],
  // Touched and free all month: "free" rather than "not confirmed".
  [{ date: '2027-03-20', parts: ['day'], note: '' }],
];
const PHOTOGRAPHER_BLOCKS: Block[][] = [
  [{ date: '2027-02-20', parts: [...whole], note: '' }],
  [{ date: '2027-02-27', parts: [...whole], note: 'Out of town' }],
];

export async function seedCalendars(db: Db, now: Date = new Date()): Promise<void> {
  const [jaipur] = await db.select({ id: cities.id }).from(cities).where(eq(cities.slug, 'jaipur')).limit(1);
  const [photography] = await db.select({ id: categories.id }).from(categories).where(eq(categories.slug, 'photography')).limit(1);
  if (!jaipur) return;
  const venueIds = (await db.select({ id: venues.id }).from(venues).where(eq(venues.cityId, jaipur.id)).orderBy(asc(venues.id)).limit(VENUE_BLOCKS.length)).map(
    (r) => r.id,
  );
  const vendorIds = photography
    ? (
        await db
          .select({ id: vendors.id })
          .from(vendors)
          .where(and(eq(vendors.cityId, jaipur.id), eq(vendors.categoryId, photography.id), eq(vendors.isActive, true)))
          .orderBy(asc(vendors.id))
          .limit(PHOTOGRAPHER_BLOCKS.length)
      ).map((r) => r.id)
    : [];
  // The demo venue account's own venue: a booking on 27 Feb 2027 (the demo wedding) and a mark.
  const [own] = await db.select({ id: venues.id }).from(venues).innerJoin(users, eq(users.id, venues.ownerUserId)).where(eq(users.email, VENUE_EMAIL)).limit(1);
  const ownBlocks: Block[] = [{ date: '2027-02-20', parts: ['evening'], note: 'Staff holiday' }];
  const listingIds = [...venueIds, ...vendorIds, ...(own ? [own.id] : [])];
  if (listingIds.length === 0) return;
  const spaces = await db
    .select({ id: listingSpaces.id, kind: listingSpaces.listingKind, listingId: listingSpaces.listingId })
    .from(listingSpaces)
    .where(inArray(listingSpaces.listingId, listingIds))
    .orderBy(asc(listingSpaces.id));
  const spaceOf = (kind: 'venue' | 'vendor', id: number) => spaces.find((s) => s.kind === kind && s.listingId === id)!;
  const rows = [
    ...venueIds.flatMap((id, n) => VENUE_BLOCKS[n]!.map((b) => ({ kind: 'venue' as const, id, ...b }))),
    ...vendorIds.flatMap((id, n) => PHOTOGRAPHER_BLOCKS[n]!.map((b) => ({ kind: 'vendor' as const, id, ...b }))),
    ...(own ? ownBlocks.map((b) => ({ kind: 'venue' as const, id: own.id, ...b })) : []),
  ].flatMap((b) =>
    b.parts.map((part) => ({
      id: stableId('calendar', `${b.kind}-${b.id}-${b.date}-${part}`),
      spaceId: spaceOf(b.kind, b.id).id,
      listingKind: b.kind,
      listingId: b.id,
      date: b.date,
      part,
      source: 'block' as const,
      note: b.note,
      createdAt: now,
    })),
  );
  await write(db, [
    ...inserts(db, calendarEntries, rows),
    ...(venueIds.length || own
      ? [
          db
            .update(venues)
            .set({ calendarUpdatedAt: now })
            .where(inArray(venues.id, [...venueIds, ...(own ? [own.id] : [])])),
        ]
      : []),
    ...(vendorIds.length ? [db.update(vendors).set({ calendarUpdatedAt: now }).where(inArray(vendors.id, vendorIds))] : []),
  ]);
}

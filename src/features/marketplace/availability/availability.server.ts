// The owner's side of availability: which listings and spaces a business may edit, its blocks,
// its spaces, and the calendar rows a booking writes. Every function takes the signed-in
// user and finds the listing among theirs, so an id from the browser never reaches another
// business's calendar ("not found", as for a listing that does not exist).
import { and, asc, count, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { purgeListingWrite } from '../../../server/purge.ts';
import type { Db } from '../../../server/db/client.ts';
import { bookings, calendarEntries, listingSpaces, vendors, venues } from '../../../server/db/schema.ts';
import { ConflictError, DomainError, NotFoundError } from '../../../server/errors.ts';
import type { ListingKind } from '../../../lib/listing-ref.ts';
import { newId } from '../../../lib/ids.ts';
import { datesOf, parseRange, partsOf, type BookingPart, type DateRange, type DayPart } from './availability.ts';
import { calendarErrors } from './errors.ts';

export type OwnedListing = { kind: ListingKind; id: number; name: string; capacity: number | null; calendarUpdatedAt: Date | null };
export type Space = { id: number; name: string; capacity: number | null; sort: number };
export type ListingRef = { kind: ListingKind; id: number };

/** The venues and vendor listings the user owns, venues first, by name. */
export async function ownedListings(db: Db, userId: string): Promise<OwnedListing[]> {
  const [v, b] = await db.batch([
    db
      .select({
        id: venues.id,
        name: venues.name,
        capacity: sql<number | null>`coalesce(${venues.capacityMax}, ${venues.capacity})`,
        calendarUpdatedAt: venues.calendarUpdatedAt,
      })
      .from(venues)
      .where(eq(venues.ownerUserId, userId))
      .orderBy(asc(venues.name)),
    db
      .select({ id: vendors.id, name: vendors.name, calendarUpdatedAt: vendors.calendarUpdatedAt })
      .from(vendors)
      .where(eq(vendors.ownerUserId, userId))
      .orderBy(asc(vendors.name)),
  ]);
  return [...v.map((r) => ({ kind: 'venue' as const, ...r })), ...b.map((r) => ({ kind: 'vendor' as const, ...r, capacity: null }))];
}

/** The user's own listing, or NotFoundError. */
export async function ownedListing(db: Db, userId: string, ref: ListingRef): Promise<OwnedListing> {
  const found = (await ownedListings(db, userId)).find((l) => l.kind === ref.kind && l.id === ref.id);
  if (!found) throw new NotFoundError(calendarErrors.notFound);
  return found;
}

/** A listing's spaces in their order (every listing has at least one). */
export function listSpaces(db: Db, ref: ListingRef): Promise<Space[]> {
  return spacesQuery(db, ref);
}

/** The same, as a read for a batch. */
export function spacesQuery(db: Db, ref: ListingRef) {
  return db
    .select({ id: listingSpaces.id, name: listingSpaces.name, capacity: listingSpaces.capacity, sort: listingSpaces.sort })
    .from(listingSpaces)
    .where(and(eq(listingSpaces.listingKind, ref.kind), eq(listingSpaces.listingId, ref.id)))
    .orderBy(asc(listingSpaces.sort), asc(listingSpaces.id));
}

/** The space, when it belongs to the user's listing; NotFoundError otherwise. */
async function ownedSpace(db: Db, userId: string, ref: ListingRef, spaceId: number): Promise<Space> {
  await ownedListing(db, userId, ref);
  const space = (await listSpaces(db, ref)).find((s) => s.id === spaceId);
  if (!space) throw new NotFoundError(calendarErrors.notFound);
  return space;
}

export type CalendarRow = { date: string; part: DayPart; source: 'block' | 'booking'; note: string; functions: string[] | null };

/** One space's rows in a range, with the booked functions of booking rows (for the owner only). */
export async function spaceCalendar(db: Db, userId: string, ref: ListingRef, spaceId: number, range: DateRange): Promise<CalendarRow[]> {
  await ownedSpace(db, userId, ref, spaceId);
  return (await listingRowsQuery(db, ref, range)).filter((r) => r.spaceId === spaceId).map(({ spaceId: _, ...row }) => row);
}

/**
 * Every space's rows of a listing in a range, with the booked functions of booking rows: a read
 * for a batch, for a listing already known to be the caller's.
 */
export function listingRowsQuery(db: Db, ref: ListingRef, range: DateRange) {
  return db
    .select({
      spaceId: calendarEntries.spaceId,
      date: calendarEntries.date,
      part: calendarEntries.part,
      source: calendarEntries.source,
      note: calendarEntries.note,
      functions: bookings.functions,
    })
    .from(calendarEntries)
    .leftJoin(bookings, eq(bookings.id, calendarEntries.bookingId))
    .where(
      and(
        eq(calendarEntries.listingKind, ref.kind),
        gte(calendarEntries.date, range.from),
        lte(calendarEntries.date, range.to),
        eq(calendarEntries.listingId, ref.id),
      ),
    )
    .orderBy(asc(calendarEntries.date), asc(calendarEntries.part));
}

/**
 * Marks the calendar as the owner's own (the public side then says free, not "not confirmed").
 * A statement for the caller's batch; each caller purges the listing after its batch commits.
 */
function touchCalendar(db: Db, ref: ListingRef, now: Date) {
  const table = ref.kind === 'venue' ? venues : vendors;
  return db.update(table).set({ calendarUpdatedAt: now }).where(eq(table.id, ref.id));
}

export type BlockInput = { listing: ListingRef; spaceId: number; from: string; to?: string | null; part: BookingPart; note?: string };

function rangeOf(from: string, to: string | null | undefined, today: string): DateRange {
  const parsed = parseRange(from, to);
  if (!parsed.ok) throw new DomainError('VALIDATION', parsed.reason === 'too-long' ? calendarErrors.rangeTooLong : calendarErrors.badRange);
  if (parsed.range.to < today) throw new DomainError('VALIDATION', calendarErrors.past);
  return { from: parsed.range.from < today ? today : parsed.range.from, to: parsed.range.to };
}

export const NOTE_MAX = 200;

/**
 * Marks the dates unavailable (whole day or one part) with the note. A slot already blocked
 * takes the new note; a booked slot stays the booking's. Returns how many slots (date and part)
 * and dates the change covers.
 */
export async function blockDates(
  db: Db,
  userId: string,
  input: BlockInput,
  today: string,
  now: Date = new Date(),
): Promise<{ blocked: number; dates: number }> {
  await ownedSpace(db, userId, input.listing, input.spaceId);
  const range = rangeOf(input.from, input.to, today);
  const dates = datesOf(range);
  const note = (input.note ?? '').trim().slice(0, NOTE_MAX);
  const rows = dates.flatMap((date) =>
    partsOf(input.part).map((part) => ({
      id: newId(),
      spaceId: input.spaceId,
      listingKind: input.listing.kind,
      listingId: input.listing.id,
      date,
      part,
      source: 'block' as const,
      note,
      createdAt: now,
    })),
  );
  await db.batch([
    db
      .insert(calendarEntries)
      .values(rows)
      .onConflictDoUpdate({
        target: [calendarEntries.spaceId, calendarEntries.date, calendarEntries.part],
        set: { note },
        setWhere: sql`${calendarEntries.source} = 'block'`,
      }),
    touchCalendar(db, input.listing, now),
  ]);
  await purgeListingWrite(db, 'calendar', input.listing);
  return { blocked: rows.length, dates: dates.length };
}

/**
 * Frees the blocked dates of a range (whole day or one part). Booked slots cannot be freed by
 * hand: a range of only booked slots is refused, and a mixed one frees its blocks and says so.
 */
export async function unblockDates(
  db: Db,
  userId: string,
  input: Omit<BlockInput, 'note'>,
  today: string,
  now: Date = new Date(),
): Promise<{ freed: number; booked: number }> {
  await ownedSpace(db, userId, input.listing, input.spaceId);
  const range = rangeOf(input.from, input.to, today);
  const inRange = and(
    eq(calendarEntries.spaceId, input.spaceId),
    gte(calendarEntries.date, range.from),
    lte(calendarEntries.date, range.to),
    inArray(calendarEntries.part, partsOf(input.part)),
  );
  const [[booked], deleted] = await db.batch([
    db
      .select({ n: count() })
      .from(calendarEntries)
      .where(and(inRange, eq(calendarEntries.source, 'booking'))),
    db.delete(calendarEntries).where(and(inRange, eq(calendarEntries.source, 'block'))),
    touchCalendar(db, input.listing, now),
  ]);
  const freed = deleted.rowsAffected;
  if (freed > 0) await purgeListingWrite(db, 'calendar', input.listing);
  if (freed === 0 && (booked?.n ?? 0) > 0) throw new ConflictError(calendarErrors.bookedCannotUnmark);
  return { freed, booked: booked?.n ?? 0 };
}

export type SpaceInput = { name: string; capacity: number | null };

function cleanSpace(input: SpaceInput): SpaceInput {
  const name = input.name.trim().slice(0, 60);
  if (!name) throw new DomainError('VALIDATION', calendarErrors.spaceName);
  if (input.capacity != null && (!Number.isInteger(input.capacity) || input.capacity < 1 || input.capacity > 100_000))
    throw new DomainError('VALIDATION', calendarErrors.spaceCapacity);
  return { name, capacity: input.capacity };
}

export const MAX_SPACES = 20;

/** Adds a space to the user's venue (vendors keep their one calendar). */
export async function addSpace(db: Db, userId: string, ref: ListingRef, input: SpaceInput): Promise<{ id: number }> {
  await ownedListing(db, userId, ref);
  if (ref.kind !== 'venue') throw new DomainError('VALIDATION', calendarErrors.notFound);
  const space = cleanSpace(input);
  const existing = await listSpaces(db, ref);
  if (existing.length >= MAX_SPACES) throw new ConflictError(calendarErrors.tooManySpaces);
  const sort = Math.max(0, ...existing.map((s) => s.sort)) + 1;
  const [row] = await db
    .insert(listingSpaces)
    .values({ listingKind: ref.kind, listingId: ref.id, name: space.name, capacity: space.capacity, sort })
    .returning({ id: listingSpaces.id });
  await purgeListingWrite(db, 'calendar', ref);
  return { id: row!.id };
}

export async function updateSpace(db: Db, userId: string, ref: ListingRef, spaceId: number, input: SpaceInput): Promise<void> {
  await ownedSpace(db, userId, ref, spaceId);
  const space = cleanSpace(input);
  await db.update(listingSpaces).set(space).where(eq(listingSpaces.id, spaceId));
  await purgeListingWrite(db, 'calendar', ref);
}

/** Removes a space with no bookings (its blocks go with it); the last space stays. */
export async function removeSpace(db: Db, userId: string, ref: ListingRef, spaceId: number): Promise<void> {
  await ownedSpace(db, userId, ref, spaceId);
  const [[spaces], [booked]] = await db.batch([
    db
      .select({ n: count() })
      .from(listingSpaces)
      .where(and(eq(listingSpaces.listingKind, ref.kind), eq(listingSpaces.listingId, ref.id))),
    db.select({ n: count() }).from(bookings).where(eq(bookings.spaceId, spaceId)),
  ]);
  if ((spaces?.n ?? 0) <= 1) throw new ConflictError(calendarErrors.lastSpace);
  if ((booked?.n ?? 0) > 0) throw new ConflictError(calendarErrors.spaceHasBookings);
  // The checks again, in the statement itself: two removals at once must not leave the listing
  // without a space (the public lists count on every listing having one).
  await db
    .delete(listingSpaces)
    .where(
      and(
        eq(listingSpaces.id, spaceId),
        sql`NOT EXISTS (SELECT 1 FROM bookings WHERE bookings.space_id = ${spaceId})`,
        sql`(SELECT count(*) FROM listing_spaces others WHERE others.listing_kind = ${ref.kind} AND others.listing_id = ${ref.id}) > 1`,
      ),
    );
  await purgeListingWrite(db, 'calendar', ref);
}

/** The parts of `part` held on the date in the space, by a block or a booking. */
export async function slotHeld(db: Db, spaceId: number, date: string, part: BookingPart): Promise<{ part: DayPart; source: 'block' | 'booking' }[]> {
  return db
    .select({ part: calendarEntries.part, source: calendarEntries.source })
    .from(calendarEntries)
    .where(and(eq(calendarEntries.spaceId, spaceId), eq(calendarEntries.date, date), inArray(calendarEntries.part, partsOf(part))));
}

/** The listing's first space: what a quote without a space holds. */
export async function firstSpaceId(db: Db, ref: ListingRef): Promise<number | null> {
  const [first] = await listSpaces(db, ref);
  return first?.id ?? null;
}

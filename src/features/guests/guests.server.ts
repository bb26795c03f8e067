// Guest list reads and writes. Every call names the signed-in user; a guest is reachable
// only through that user's own wedding profile, so another couple's ids are "not found".
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../server/db/client.ts';
import { guests, weddingProfiles } from '../../server/db/schema.ts';
import { NotFoundError } from '../../server/errors.ts';
import { attendingOf, guestMessages, rsvpOf, type Guest } from './guests.ts';
import type { GuestValues } from './guests.schema.ts';

type GuestRow = typeof guests.$inferSelect;

export function toGuest(row: GuestRow): Guest {
  return {
    id: row.id,
    fullName: row.fullName,
    email: row.email,
    phone: row.phone,
    address: row.address,
    isInvited: row.isInvited,
    rsvp: rsvpOf(row.isAttending),
    mealPreference: row.mealPreference,
    tableNumber: row.tableNumber,
    notes: row.notes,
    createdAt: row.createdAt.toISOString(),
  };
}

function toColumns(values: GuestValues) {
  const { rsvp, ...rest } = values;
  return { ...rest, isAttending: attendingOf(rsvp) };
}

function toChanges(values: Partial<GuestValues>) {
  const { rsvp, ...rest } = values;
  return { ...rest, ...(rsvp === undefined ? {} : { isAttending: attendingOf(rsvp) }) };
}

/** The id of the user's wedding profile, or NotFoundError when there is none. */
export async function requireProfileId(db: Db, userId: string): Promise<string> {
  const [row] = await db
    .select({ id: weddingProfiles.id })
    .from(weddingProfiles)
    .where(eq(weddingProfiles.userId, userId))
    .limit(1);
  if (!row) throw new NotFoundError(guestMessages.profileFirst);
  return row.id;
}

/** The user's guests in the order they were added. */
export async function listGuests(db: Db, userId: string): Promise<Guest[]> {
  const rows = await db
    .select({ guest: guests })
    .from(guests)
    .innerJoin(weddingProfiles, eq(weddingProfiles.id, guests.weddingProfileId))
    .where(eq(weddingProfiles.userId, userId))
    .orderBy(asc(guests.createdAt), asc(guests.id));
  return rows.map((r) => toGuest(r.guest));
}

/** One plain insert: guests added at the same moment from two tabs are both kept. */
export async function addGuest(db: Db, userId: string, values: GuestValues): Promise<Guest> {
  const weddingProfileId = await requireProfileId(db, userId);
  const [row] = await db
    .insert(guests)
    .values({ weddingProfileId, ...toColumns(values) })
    .returning();
  return toGuest(row!);
}

/** Sets only the fields given, on the user's own guest. */
export async function updateGuest(db: Db, userId: string, id: string, changes: Partial<GuestValues>): Promise<Guest> {
  const weddingProfileId = await requireProfileId(db, userId);
  const [row] = await db
    .update(guests)
    .set({ ...toChanges(changes), updatedAt: new Date() })
    .where(and(eq(guests.id, id), eq(guests.weddingProfileId, weddingProfileId)))
    .returning();
  if (!row) throw new NotFoundError('Guest not found');
  return toGuest(row);
}

/**
 * Deletes the user's guests with these ids, all or none: if any id is not theirs (or no
 * longer exists), nothing is deleted.
 */
export async function deleteGuests(db: Db, userId: string, ids: readonly string[]): Promise<number> {
  const weddingProfileId = await requireProfileId(db, userId);
  const unique = [...new Set(ids)];
  const owned = and(inArray(guests.id, unique), eq(guests.weddingProfileId, weddingProfileId));
  const [found] = await db.select({ n: count() }).from(guests).where(owned);
  if ((found?.n ?? 0) !== unique.length) throw new NotFoundError('Guest not found');
  const deleted = await db.delete(guests).where(owned).returning({ id: guests.id });
  return deleted.length;
}

/**
 * Adds every guest atomically: either all are stored or none. One `db.batch` runs the
 * inserts as a single transaction without yielding, so other requests never wait on it.
 */
export async function importGuests(db: Db, userId: string, list: readonly GuestValues[]): Promise<Guest[]> {
  const weddingProfileId = await requireProfileId(db, userId);
  // Consecutive timestamps keep the file's order in the list, which is ordered by creation.
  const start = Date.now();
  // SQLite caps bound parameters per statement; 50 rows × 11 columns stays well under it.
  const chunks = [];
  for (let from = 0; from < list.length; from += 50) {
    chunks.push(
      db
        .insert(guests)
        .values(
          list
            .slice(from, from + 50)
            .map((values, k) => ({ weddingProfileId, ...toColumns(values), createdAt: new Date(start + from + k) })),
        )
        .returning(),
    );
  }
  const [first, ...rest] = chunks;
  if (!first) return [];
  const results = await db.batch([first, ...rest]);
  return results.flat().map(toGuest);
}

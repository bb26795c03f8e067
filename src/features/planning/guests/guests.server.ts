// Long because: every guest read and write keeps to the wedding and side the account may reach, and records who changed what, in one place.
// Guest list reads and writes. Every call names the signed-in user; a guest is reachable
// only through the wedding that user may act on (access.server.ts), and a family member only
// its side's and both sides' guests, so anyone else's ids are "not found".
import { and, asc, count, eq, gt, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../../server/db/client.ts';
import { guests, households } from '../../../server/db/schema.ts';
import { sideFilter, sideOf, weddingAccess, type WeddingAccess } from '../wedding/access.server.ts';
import { ConflictError, NotFoundError } from '../../../server/errors.ts';
import {
  attendingOf,
  GUEST_API_PAGE_SIZE,
  GUEST_MAX_PER_WEDDING,
  guestMessages,
  rsvpOf,
  type Guest,
  type GuestHousehold,
  type GuestIdentity,
} from './guests.ts';
import type { GuestValues } from './guests.schema.ts';
import { deleteEmptiedHouseholds, soloHousehold } from './guest-households.server.ts';
import type { WeddingSide } from '../wedding/sides.ts';
import { accountActor, recordActivity, type Actor } from '../activity/activity.server.ts';
import { manySubjects } from '../activity/activity.ts';

type GuestRow = typeof guests.$inferSelect;

export function toGuest(row: GuestRow, household: GuestHousehold | null = null): Guest {
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
    side: row.side,
    createdAt: row.createdAt.toISOString(),
    household,
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

/** The wedding the user acts on, with their role and side, or NotFoundError when there is none. */
export async function requireGuestAccess(db: Db, userId: string): Promise<WeddingAccess> {
  const access = await weddingAccess(db, userId);
  if (!access) throw new NotFoundError(guestMessages.profileFirst);
  return access;
}

/** The id of the wedding profile the user acts on, or NotFoundError when there is none. */
export async function requireProfileId(db: Db, userId: string): Promise<string> {
  return (await requireGuestAccess(db, userId)).id;
}

/** The wedding's guests this access may see: a family member's side's and both sides'. */
function visibleGuests(access: WeddingAccess) {
  return and(eq(guests.weddingProfileId, access.id), sideFilter(guests.side, access));
}

/** Changes a family member may make: a guest's side only to its own side (the others' are theirs). */
function ownSideOnly<T extends object>(access: WeddingAccess, changes: T): T {
  const limit = sideOf(access);
  if (!limit || !('side' in changes) || changes.side === limit) return changes;
  const { side: _side, ...rest } = changes;
  return rest as T;
}

/** The side a guest added by this access takes: a family member's own; otherwise as given. */
function sideFor<T extends object>(access: WeddingAccess, values: T): T {
  const limit = sideOf(access);
  return limit ? { ...values, side: limit } : values;
}

/** The cap trigger of migration 0002 refused an insert (a writer raced past the first check). */
export function isGuestLimitError(error: unknown): boolean {
  const text = `${(error as Error)?.message ?? ''} ${String((error as { cause?: unknown })?.cause ?? '')}`;
  return text.includes('GUEST_LIMIT_REACHED');
}

async function countGuests(db: Db, weddingProfileId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(guests).where(eq(guests.weddingProfileId, weddingProfileId));
  return row?.n ?? 0;
}

/** How many guests the user's wedding has (0 without a wedding profile): the estimates' default. */
export async function guestCountOf(db: Db, userId: string): Promise<number> {
  const access = await weddingAccess(db, userId);
  if (!access) return 0;
  const [row] = await db.select({ n: count() }).from(guests).where(visibleGuests(access));
  return row?.n ?? 0;
}

/**
 * A position in the guest list: the stored creation time as it is in the database (added
 * guests carry fractions of a millisecond, which a Date would drop) and the id, written as
 * `<ms>_<id>`.
 */
export type GuestCursor = { createdAt: number; id: string };

export function decodeGuestCursor(cursor: string): GuestCursor | null {
  const match = /^(\d{1,15}(?:\.\d{1,9})?)_([A-Za-z0-9-]{1,64})$/.exec(cursor);
  return match ? { createdAt: Number(match[1]), id: match[2]! } : null;
}

/** One side's guests only (the Guest List's side filter, or a family member's own side); absent: every guest. */
export type SideOption = { side?: WeddingSide | null };

const ofSide = (side: WeddingSide | null | undefined) => (side ? eq(guests.side, side) : undefined);

/**
 * One page of the user's guests in the order they were added, each with its household,
 * after `cursor` (keyset paging along the guests_profile_idx index), and the cursor of the
 * next page if any.
 */
export async function listGuestsPage(
  db: Db,
  userId: string,
  options: { cursor?: GuestCursor | null; limit?: number } & SideOption = {},
): Promise<{ guests: Guest[]; nextCursor: string | null }> {
  const limit = Math.min(Math.max(options.limit ?? GUEST_API_PAGE_SIZE, 1), GUEST_API_PAGE_SIZE);
  const after = options.cursor;
  const access = await weddingAccess(db, userId);
  if (!access) return { guests: [], nextCursor: null };
  const storedCreatedAt = sql<number>`${guests.createdAt}`.mapWith(Number);
  // A household may have guests on other pages, so its size is counted, not seen.
  const householdSize = sql<number>`(SELECT count(*) FROM ${guests} AS members WHERE members.household_id = ${guests.householdId})`.mapWith(Number);
  const rows = await db
    .select({ guest: guests, householdName: households.name, householdPhone: households.phone, householdSize, storedCreatedAt })
    .from(guests)
    .leftJoin(households, eq(households.id, guests.householdId))
    .where(
      and(
        visibleGuests(access),
        ofSide(options.side),
        after ? or(sql`${guests.createdAt} > ${after.createdAt}`, and(sql`${guests.createdAt} = ${after.createdAt}`, gt(guests.id, after.id))) : undefined,
      ),
    )
    .orderBy(asc(guests.createdAt), asc(guests.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  return {
    guests: page.map(({ guest, householdName, householdPhone, householdSize: size }) =>
      toGuest(guest, guest.householdId && householdName !== null ? homeOf(guest.householdId, householdName, householdPhone, size) : null),
    ),
    nextCursor: rows.length > limit && last ? `${last.storedCreatedAt}_${last.guest.id}` : null,
  };
}

/**
 * The user's guests in the order they were added, each with its household (at most
 * GUEST_MAX_PER_WEDDING); with `side`, only that side's.
 */
export async function listGuests(db: Db, userId: string, options: SideOption = {}): Promise<Guest[]> {
  const access = await weddingAccess(db, userId);
  if (!access) return [];
  // Kept to a side, a household's other guests are not in the list, so its size is counted.
  const partial = Boolean(options.side || sideOf(access));
  const householdSize = sql<number>`(SELECT count(*) FROM ${guests} AS members WHERE members.household_id = ${guests.householdId})`.mapWith(Number);
  const rows = await db
    .select({ guest: guests, householdName: households.name, householdPhone: households.phone, ...(partial ? { householdSize } : {}) })
    .from(guests)
    .leftJoin(households, eq(households.id, guests.householdId))
    .where(and(visibleGuests(access), ofSide(options.side)))
    .orderBy(asc(guests.createdAt), asc(guests.id));
  // Otherwise every guest of the wedding is in the list, so it tells each household's size.
  const sizes = new Map<string, number>();
  for (const { guest } of rows) if (guest.householdId) sizes.set(guest.householdId, (sizes.get(guest.householdId) ?? 0) + 1);
  return rows.map((row) => {
    const { guest, householdName, householdPhone } = row;
    const size = 'householdSize' in row ? Number(row.householdSize) : sizes.get(guest.householdId ?? '')!;
    return toGuest(guest, guest.householdId && householdName !== null ? homeOf(guest.householdId, householdName, householdPhone, size) : null);
  });
}

/** A household as the guest list holds it; its contact phone only when it has one (search finds its people by it). */
function homeOf(id: string, name: string, phone: string | null, size: number): GuestHousehold {
  return { id, name, size, ...(phone ? { phone } : {}) };
}

/** A guest's household as the guest list shows it. */
async function householdOf(db: Db, householdId: string | null): Promise<GuestHousehold | null> {
  if (!householdId) return null;
  const [[home], [size]] = await Promise.all([
    db.select({ name: households.name, phone: households.phone }).from(households).where(eq(households.id, householdId)),
    db.select({ n: count() }).from(guests).where(eq(guests.householdId, householdId)),
  ]);
  return home ? homeOf(householdId, home.name, home.phone, size?.n ?? 0) : null;
}

/**
 * The guest and a household of its own (a guest added alone), in one transaction. Plain
 * inserts: guests added at the same moment from two tabs are both kept.
 */
export async function addGuest(db: Db, userId: string, values: GuestValues, actor: Actor = accountActor(userId)): Promise<Guest> {
  const access = await requireGuestAccess(db, userId);
  const weddingProfileId = access.id;
  if ((await countGuests(db, weddingProfileId)) >= GUEST_MAX_PER_WEDDING) throw new ConflictError(guestMessages.limitReached);
  const household = sideFor(access, soloHousehold(weddingProfileId, values));
  try {
    const [, [row]] = await db.batch([
      db.insert(households).values(household),
      db
        .insert(guests)
        .values(sideFor(access, { weddingProfileId, ...toColumns(values), householdId: household.id }))
        .returning(),
      ...recordActivity(db, { weddingProfileId, actor, action: 'added', subject: 'guest', subjectName: values.fullName }),
    ]);
    return toGuest(row!, { id: household.id, name: household.name, size: 1 });
  } catch (error) {
    if (isGuestLimitError(error)) throw new ConflictError(guestMessages.limitReached);
    throw error;
  }
}

/** Sets only the fields given, on the user's own guest. */
export async function updateGuest(db: Db, userId: string, id: string, changes: Partial<GuestValues>, actor: Actor = accountActor(userId)): Promise<Guest> {
  const access = await requireGuestAccess(db, userId);
  const own = and(eq(guests.id, id), visibleGuests(access))!;
  const [[row]] = await db.batch([
    db
      .update(guests)
      .set({ ...toChanges(ownSideOnly(access, changes)), updatedAt: new Date() })
      .where(own)
      .returning(),
    ...recordActivity(
      db,
      { weddingProfileId: access.id, actor, action: 'changed', subject: 'guest', subjectName: guests.fullName },
      { from: guests, where: own },
    ),
  ]);
  if (!row) throw new NotFoundError('Guest not found');
  return toGuest(row, await householdOf(db, row.householdId));
}

/**
 * Deletes the user's guests with these ids, all or none: if any id is not theirs (or no
 * longer exists), nothing is deleted.
 */
export async function deleteGuests(db: Db, userId: string, ids: readonly string[], actor: Actor = accountActor(userId)): Promise<number> {
  const access = await requireGuestAccess(db, userId);
  const weddingProfileId = access.id;
  const unique = [...new Set(ids)];
  const owned = and(inArray(guests.id, unique), visibleGuests(access));
  const found = await db.select({ householdId: guests.householdId }).from(guests).where(owned);
  if (found.length !== unique.length) throw new NotFoundError('Guest not found');
  // A household its last guest leaves goes too (unless the household named extra guests).
  const emptied = [...new Set(found.map((g) => g.householdId).filter((h): h is string => h !== null))];
  // Written before the delete: one guest is named as it was, several are counted.
  const subjectName = unique.length === 1 ? guests.fullName : manySubjects(unique.length);
  const [, , deleted] = await db.batch([
    ...recordActivity(db, { weddingProfileId, actor, action: 'removed', subject: 'guest', subjectName }, { from: guests, where: owned! }),
    db.delete(guests).where(owned).returning({ id: guests.id }),
    deleteEmptiedHouseholds(db, emptied),
  ]);
  return deleted.length;
}

/** Name, e-mail and phone of every guest on the user's list (none without a wedding profile). */
export async function guestIdentities(db: Db, userId: string): Promise<GuestIdentity[]> {
  const access = await weddingAccess(db, userId);
  if (!access) return [];
  return db.select({ fullName: guests.fullName, email: guests.email, phone: guests.phone }).from(guests).where(visibleGuests(access));
}

/**
 * Adds every guest atomically: either all are stored or none. One `db.batch` runs the
 * inserts as a single transaction without yielding, so other requests never wait on it.
 */
export async function importGuests(db: Db, userId: string, list: readonly GuestValues[], actor: Actor = accountActor(userId)): Promise<Guest[]> {
  const access = await requireGuestAccess(db, userId);
  const weddingProfileId = access.id;
  const current = await countGuests(db, weddingProfileId);
  if (current + list.length > GUEST_MAX_PER_WEDDING) throw new ConflictError(guestMessages.importTooLarge(current, list.length));
  // Consecutive timestamps keep the file's order in the list, which is ordered by creation.
  const start = Date.now();
  // Each guest comes alone, so each gets a household of its own, in the same transaction.
  const homes = list.map((values, k) => sideFor(access, soloHousehold(weddingProfileId, values, new Date(start + k))));
  // SQLite caps bound parameters per statement; 50 rows × 12 columns stays well under it.
  const homeChunks = [];
  const chunks = [];
  for (let from = 0; from < list.length; from += 50) {
    homeChunks.push(db.insert(households).values(homes.slice(from, from + 50)));
    chunks.push(
      db
        .insert(guests)
        .values(
          list
            .slice(from, from + 50)
            .map((values, k) =>
              sideFor(access, { weddingProfileId, ...toColumns(values), householdId: homes[from + k]!.id, createdAt: new Date(start + from + k) }),
            ),
        )
        .returning(),
    );
  }
  const [first, ...rest] = homeChunks;
  if (!first) return [];
  let results;
  try {
    // One row for the whole import: "12 guests added".
    const subjectName = list.length === 1 ? list[0]!.fullName : manySubjects(list.length);
    results = await db.batch([first, ...rest, ...chunks, ...recordActivity(db, { weddingProfileId, actor, action: 'added', subject: 'guest', subjectName })]);
  } catch (error) {
    if (isGuestLimitError(error)) throw new ConflictError(guestMessages.importTooLarge(current, list.length));
    throw error;
  }
  const names = new Map(homes.map((h) => [h.id, h.name]));
  return results
    .slice(homeChunks.length, homeChunks.length + chunks.length)
    .flat()
    .map((row) => {
      const guest = row as GuestRow;
      return toGuest(guest, { id: guest.householdId!, name: names.get(guest.householdId!)!, size: 1 });
    });
}

// Who is in which household and invited to what: moving guests, merging households, the
// invitations to functions and the child flag. Every call reaches rows only through the
// signed-in user's wedding profile; each change is one transaction.
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { runBatch } from '../../../server/db/batch.ts';
import type { Db } from '../../../server/db/client.ts';
import { rowSelection } from '../../../server/db/insert-select.ts';
import { functionInvites, guests, households, rsvpExtras } from '../../../server/db/schema.ts';
import { NotFoundError } from '../../../server/errors.ts';
import { householdMessages } from './households.ts';
import { sideFilter, sideOf } from '../wedding/access.server.ts';
import { ownedHouseholdIds, requireFunction, requireWedding } from './households.server.ts';
import { deleteEmptiedHouseholds, soloHousehold } from '../guests/guest-households.server.ts';
import { accountActor, recordActivity, type Actor } from '../activity/activity.server.ts';

/** Grows a household's allowance to at least the people it already holds. */
function fitAllowance(db: Db, householdId: string) {
  return db
    .update(households)
    .set({
      allowance: sql`max(${households.allowance}, (SELECT count(*) FROM ${guests} WHERE ${guests.householdId} = ${householdId}) + (SELECT count(*) FROM ${rsvpExtras} WHERE ${rsvpExtras.householdId} = ${householdId}))`,
      updatedAt: new Date(),
    })
    .where(eq(households.id, householdId));
}

/**
 * Moves guests into one household, or (`householdId` null) each into a new household of its
 * own; all or none. Households left empty are removed.
 */
export async function moveGuests(
  db: Db,
  userId: string,
  guestIds: readonly string[],
  householdId: string | null,
  actor: Actor = accountActor(userId),
): Promise<void> {
  const wedding = await requireWedding(db, userId);
  if (householdId !== null) await ownedHouseholdIds(db, wedding, [householdId]);
  const unique = [...new Set(guestIds)];
  const owned = and(inArray(guests.id, unique), eq(guests.weddingProfileId, wedding.id), sideFilter(guests.side, wedding));
  const rows = await db
    .select({ id: guests.id, fullName: guests.fullName, phone: guests.phone, side: guests.side, householdId: guests.householdId })
    .from(guests)
    .where(owned);
  if (rows.length !== unique.length) throw new NotFoundError(householdMessages.guestNotFound);
  const previous = [...new Set(rows.map((r) => r.householdId).filter((h): h is string => h !== null && h !== householdId))];
  const now = new Date();
  if (householdId === null) {
    const side = sideOf(wedding);
    const homes = rows.map((r) => ({ guestId: r.id, home: { ...soloHousehold(wedding.id, r), ...(side ? { side } : {}) } }));
    await runBatch(db, [
      ...homes.map(({ home }) => db.insert(households).values(home)),
      ...homes.map(({ guestId, home }) => db.update(guests).set({ householdId: home.id, updatedAt: now }).where(eq(guests.id, guestId))),
      deleteEmptiedHouseholds(db, previous),
    ]);
    return;
  }
  await db.batch([
    db.update(guests).set({ householdId, updatedAt: now }).where(owned),
    fitAllowance(db, householdId),
    deleteEmptiedHouseholds(db, previous),
    ...recordActivity(
      db,
      { weddingProfileId: wedding.id, actor, action: 'changed', subject: 'household', subjectName: households.name },
      { from: households, where: eq(households.id, householdId) },
    ),
  ]);
}

/**
 * Merges households into `targetId`: guests, named extras, invitations, replies and the
 * allowance (summed) all move to it; the phone and travel answers fill only what the target
 * lacks. The merged households are deleted.
 */
export async function mergeHouseholds(
  db: Db,
  userId: string,
  targetId: string,
  sourceIds: readonly string[],
  actor: Actor = accountActor(userId),
): Promise<void> {
  const wedding = await requireWedding(db, userId);
  const sources = [...new Set(sourceIds)].filter((id) => id !== targetId);
  if (sources.length === 0) throw new NotFoundError(householdMessages.mergeNeedsTwo);
  await ownedHouseholdIds(db, wedding, [targetId, ...sources]);
  const fromSources = (column: SQL) =>
    sql`(SELECT ${column} FROM ${households} WHERE ${households.id} IN ${sources} AND ${column} IS NOT NULL ORDER BY ${households.createdAt} LIMIT 1)`;
  await db.batch([
    db.update(guests).set({ householdId: targetId }).where(inArray(guests.householdId, sources)),
    db.update(rsvpExtras).set({ householdId: targetId }).where(inArray(rsvpExtras.householdId, sources)),
    db
      .insert(functionInvites)
      .select((qb) =>
        qb
          .select(rowSelection(functionInvites, { functionId: functionInvites.functionId, householdId: targetId }))
          .from(functionInvites)
          .where(inArray(functionInvites.householdId, sources)),
      )
      .onConflictDoNothing(),
    db
      .update(households)
      .set({
        allowance: sql`${households.allowance} + (SELECT coalesce(sum(allowance), 0) FROM ${households} WHERE ${households.id} IN ${sources})`,
        phone: sql`coalesce(${households.phone}, ${fromSources(sql`phone`)})`,
        needsAccommodation: sql`coalesce(${households.needsAccommodation}, ${fromSources(sql`needs_accommodation`)})`,
        arrivalDate: sql`coalesce(${households.arrivalDate}, ${fromSources(sql`arrival_date`)})`,
        departureDate: sql`coalesce(${households.departureDate}, ${fromSources(sql`departure_date`)})`,
        repliedAt: sql`max(coalesce(${households.repliedAt}, 0), coalesce((SELECT max(replied_at) FROM ${households} WHERE ${households.id} IN ${sources}), 0))`,
        updatedAt: new Date(),
      })
      .where(eq(households.id, targetId)),
    db
      .update(households)
      .set({ repliedAt: null })
      .where(and(eq(households.id, targetId), eq(households.repliedAt, new Date(0)))),
    db.delete(households).where(inArray(households.id, sources)),
    // One row for the merge: the household the others joined changed.
    ...recordActivity(
      db,
      { weddingProfileId: wedding.id, actor, action: 'changed', subject: 'household', subjectName: households.name },
      { from: households, where: eq(households.id, targetId) },
    ),
  ]);
}

/** Invites households to a function, or takes the invitation back; all or none. */
export async function setInvites(db: Db, userId: string, functionId: string, householdIds: readonly string[], invited: boolean): Promise<void> {
  const wedding = await requireWedding(db, userId);
  await requireFunction(db, wedding.id, functionId);
  const ids = await ownedHouseholdIds(db, wedding, householdIds);
  if (!invited) {
    await db.delete(functionInvites).where(and(eq(functionInvites.functionId, functionId), inArray(functionInvites.householdId, ids)));
    return;
  }
  // Chunks keep each statement under SQLite's limit of bound parameters.
  const inserts = [];
  for (let from = 0; from < ids.length; from += 400) {
    inserts.push(
      db
        .insert(functionInvites)
        .values(ids.slice(from, from + 400).map((householdId) => ({ functionId, householdId })))
        .onConflictDoNothing(),
    );
  }
  await runBatch(db, inserts);
}

/** Records whether a guest is a child (for the caterer's count). */
export async function setGuestChild(db: Db, userId: string, guestId: string, isChild: boolean): Promise<void> {
  const wedding = await requireWedding(db, userId);
  const updated = await db
    .update(guests)
    .set({ isChild, updatedAt: new Date() })
    .where(and(eq(guests.id, guestId), eq(guests.weddingProfileId, wedding.id), sideFilter(guests.side, wedding)))
    .returning({ id: guests.id });
  if (updated.length === 0) throw new NotFoundError(householdMessages.guestNotFound);
}

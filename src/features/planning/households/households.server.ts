// Households: creating, editing and deleting one, and what the other household modules share
// (the wedding, ownership checks, first links); the list is in household-list.server.ts. Every call names the signed-in user and reaches rows
// only through that user's wedding profile, so another couple's ids are "not found"; moves,
// merges and invitations are in household-members.server.ts, links in household-links.server.ts.
import { and, count, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { runBatch } from '../../../server/db/batch.ts';
import type { Db } from '../../../server/db/client.ts';
import { rowSelection } from '../../../server/db/insert-select.ts';
import { guests, households, rsvpExtras, weddingFunctions, weddingProfiles } from '../../../server/db/schema.ts';
import { ConflictError, NotFoundError } from '../../../server/errors.ts';
import { guestMessages } from '../guests/guests.ts';
import { isGuestLimitError } from '../guests/guests.server.ts';
import { coupleLocaleSql } from '../guests/guest-households.server.ts';
import { hashRsvpToken, newTokenNonce, rsvpToken } from './rsvp-link.server.ts';
import { HOUSEHOLD_LIMITS, householdMessages } from './households.ts';
import type { HouseholdValues } from './households.schema.ts';
import { newId } from '../../../lib/ids.ts';
import { accountActor, recordActivity, type Actor } from '../activity/activity.server.ts';
import { sideFilter, sideOf, weddingAccess, type WeddingAccess } from '../wedding/access.server.ts';

/** The wedding a request acts on, with the acting account's role and side (wedding/access.server.ts). */
export type WeddingRef = WeddingAccess;

/**
 * The wedding the user may act on (their own, or one they collaborate on: access.server.ts),
 * or NotFoundError when there is none. The first read of every wedding request: one statement.
 */
export async function requireWedding(db: Db, userId: string): Promise<WeddingRef> {
  const access = await weddingAccess(db, userId);
  if (!access) throw new NotFoundError(guestMessages.profileFirst);
  return access;
}

/** The households of `ids`, all of the wedding and (for a family member) of its side, or NotFoundError. */
export async function ownedHouseholdIds(db: Db, wedding: WeddingRef, ids: readonly string[]): Promise<string[]> {
  const unique = [...new Set(ids)];
  const rows = await db
    .select({ id: households.id })
    .from(households)
    .where(and(inArray(households.id, unique), eq(households.weddingProfileId, wedding.id), sideFilter(households.side, wedding)));
  if (rows.length !== unique.length) throw new NotFoundError(householdMessages.notFound);
  return unique;
}

export async function requireFunction(db: Db, weddingProfileId: string, functionId: string) {
  const [row] = await db
    .select({ id: weddingFunctions.id })
    .from(weddingFunctions)
    .where(and(eq(weddingFunctions.id, functionId), eq(weddingFunctions.weddingProfileId, weddingProfileId)));
  if (!row) throw new NotFoundError(householdMessages.functionNotFound);
  return row;
}

/** Gives every household of the wedding that has no link yet (new or migrated) its first one. */
export async function assignMissingLinks(db: Db, weddingProfileId: string, key: Buffer): Promise<void> {
  const missing = await db
    .select({ id: households.id })
    .from(households)
    .where(and(eq(households.weddingProfileId, weddingProfileId), isNull(households.tokenHash)));
  if (missing.length === 0) return;
  const now = new Date();
  const updates = missing.map(({ id }) => {
    const nonce = newTokenNonce();
    return (
      db
        .update(households)
        .set({ tokenNonce: nonce, tokenHash: hashRsvpToken(rsvpToken(key, id, nonce)), tokenCreatedAt: now })
        // Another request may have given it a link meanwhile; that one stands.
        .where(and(eq(households.id, id), isNull(households.tokenHash)))
    );
  });
  await runBatch(db, updates);
}

/** The columns of a `WeddingFunction`, for every query that reads one. */
export const functionColumns = {
  id: weddingFunctions.id,
  name: weddingFunctions.name,
  date: weddingFunctions.date,
  startTime: weddingFunctions.startTime,
  venueId: weddingFunctions.venueId,
  venueName: weddingFunctions.venueName,
  address: weddingFunctions.address,
  dressCode: weddingFunctions.dressCode,
  isPublic: weddingFunctions.isPublic,
  position: weddingFunctions.position,
};

export function listFunctionRows(db: Db, weddingProfileId: string) {
  return db.select(functionColumns).from(weddingFunctions).where(eq(weddingFunctions.weddingProfileId, weddingProfileId));
}

/**
 * The guests a household form names, as one guarded insert: written only while the household
 * exists in this wedding (so never for a household whose own insert was refused). The guest
 * limit is kept by the cap trigger of migration 0002.
 */
function memberInserts(db: Db, weddingProfileId: string, householdId: string, names: readonly string[], now: Date, guard?: SQL) {
  return names.map((fullName, k) =>
    db.insert(guests).select((qb) =>
      qb
        .select(
          rowSelection(guests, {
            id: newId(),
            weddingProfileId,
            fullName,
            householdId,
            // A guest added into a household starts on its side (as it is after this batch's update).
            side: households.side,
            // Consecutive times keep the names in the order the form gave them.
            createdAt: new Date(now.getTime() + k),
            updatedAt: now,
          }),
        )
        .from(households)
        .where(and(eq(households.id, householdId), eq(households.weddingProfileId, weddingProfileId), guard)),
    ),
  );
}

/** A write that adds guests, with the cap trigger's refusal (migration 0002) told as the limit it is. */
async function withGuestLimit<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isGuestLimitError(error)) throw new ConflictError(guestMessages.limitReached);
    throw error;
  }
}

/**
 * A new household and the people the form names, each a guest of it, in one transaction; the
 * household limit is counted inside the insert, so parallel creates cannot pass it. Naming
 * more people than "People invited" raises the allowance to hold them.
 */
export async function createHousehold(db: Db, userId: string, values: HouseholdValues, actor: Actor = accountActor(userId)): Promise<{ id: string }> {
  const wedding = await requireWedding(db, userId);
  const id = newId();
  const names = values.memberNames ?? [];
  const allowance = Math.max(values.allowance, names.length);
  const now = new Date();
  const [inserted] = await withGuestLimit(() =>
    db.batch([
      db.insert(households).select((qb) =>
        qb
          .select(
            rowSelection(households, {
              id,
              weddingProfileId: wedding.id,
              name: values.name,
              phone: values.phone,
              allowance,
              locale: values.locale ?? coupleLocaleSql(wedding.id),
              // A family member's households are its side's.
              side: sideOf(wedding) ?? values.side ?? 'both',
            }),
          )
          .from(weddingProfiles)
          .where(
            and(
              eq(weddingProfiles.id, wedding.id),
              sql`(SELECT count(*) FROM ${households} WHERE ${households.weddingProfileId} = ${wedding.id}) < ${HOUSEHOLD_LIMITS.perWedding}`,
            ),
          ),
      ),
      ...memberInserts(db, wedding.id, id, names, now),
      ...recordActivity(
        db,
        { weddingProfileId: wedding.id, actor, action: 'added', subject: 'household', subjectName: values.name },
        { from: households, where: eq(households.id, id) },
      ),
    ]),
  );
  if (inserted.rowsAffected === 0) throw new ConflictError(householdMessages.tooMany);
  return { id };
}

/**
 * Renames a household or changes its phone or allowance, and adds the people the form names
 * as its guests, in one transaction. The allowance never drops below the people it holds;
 * newly named people raise it to hold them.
 */
export async function updateHousehold(db: Db, userId: string, id: string, values: HouseholdValues, actor: Actor = accountActor(userId)): Promise<void> {
  const wedding = await requireWedding(db, userId);
  const [owned] = await ownedHouseholdIds(db, wedding, [id]);
  const names = values.memberNames ?? [];
  const people = sql`(SELECT count(*) FROM ${guests} WHERE ${guests.householdId} = ${owned}) + (SELECT count(*) FROM ${rsvpExtras} WHERE ${rsvpExtras.householdId} = ${owned})`;
  const now = new Date();
  const allowance = names.length ? sql`max(${values.allowance}, ${people} + ${names.length})` : sql`${values.allowance}`;
  const [updated] = await withGuestLimit(() =>
    db.batch([
      db
        .update(households)
        .set({
          name: values.name,
          phone: values.phone,
          allowance,
          ...(values.locale && { locale: values.locale }),
          // A family member moves a household only to its own side (the other side's are not theirs).
          ...(values.side && (sideOf(wedding) ?? values.side) === values.side && { side: values.side }),
          updatedAt: now,
        })
        .where(and(eq(households.id, owned!), sql`${values.allowance} >= ${people}`))
        .returning({ id: households.id }),
      // Added only when the update above passed its allowance check: it set this very time.
      ...memberInserts(db, wedding.id, owned!, names, now, eq(households.updatedAt, now)),
      ...recordActivity(
        db,
        { weddingProfileId: wedding.id, actor, action: 'changed', subject: 'household', subjectName: values.name },
        { from: households, where: and(eq(households.id, owned!), eq(households.updatedAt, now))! },
      ),
    ]),
  );
  if (updated.length > 0) return;
  const [row] = await db.all<{ n: number }>(sql`SELECT ${people} AS n`);
  throw new ConflictError(householdMessages.allowanceTooSmall(Number(row?.n ?? 0)));
}

/** Deletes a household without guests (its named extras and their replies go with it). */
export async function deleteHousehold(db: Db, userId: string, id: string, actor: Actor = accountActor(userId)): Promise<void> {
  const wedding = await requireWedding(db, userId);
  const [owned] = await ownedHouseholdIds(db, wedding, [id]);
  const empty = and(eq(households.id, owned!), sql`NOT EXISTS (SELECT 1 FROM ${guests} WHERE ${guests.householdId} = ${households.id})`)!;
  const [, , deleted] = await db.batch([
    // Written before the delete, with the household's name as it was.
    ...recordActivity(
      db,
      { weddingProfileId: wedding.id, actor, action: 'removed', subject: 'household', subjectName: households.name },
      { from: households, where: empty },
    ),
    db.delete(households).where(empty).returning({ id: households.id }),
  ]);
  if (deleted.length === 0) throw new NotFoundError(householdMessages.notEmpty);
}

/** Households whose latest reply the couple has not seen yet: the read, to run alone or in a batch. */
export function newRepliesQuery(db: Db, weddingProfileId: string) {
  return db
    .select({ n: count() })
    .from(households)
    .where(
      and(
        eq(households.weddingProfileId, weddingProfileId),
        isNotNull(households.repliedAt),
        sql`${households.repliedAt} > coalesce(${households.replySeenAt}, 0)`,
      ),
    );
}

/** Households whose latest reply the couple has not seen yet. */
export async function countNewReplies(db: Db, weddingProfileId: string): Promise<number> {
  const [row] = await newRepliesQuery(db, weddingProfileId);
  return row?.n ?? 0;
}

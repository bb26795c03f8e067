// The household a guest added alone lives in, and the clean-up after a move or a delete: the
// guest list's writes need both, and household moves and merges use them too.
import { and, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../server/db/client.ts';
import { guests, households, rsvpExtras } from '../../../server/db/schema.ts';
import { newId } from '../../../lib/ids.ts';
import type { WeddingSide } from '../wedding/sides.ts';

/** A new household's language: the couple's account language, read inside the insert. */
export function coupleLocaleSql(weddingProfileId: string) {
  // Written out: inside an insert, Drizzle names columns without their table.
  return sql<'en' | 'hi'>`coalesce((SELECT u.locale FROM users u JOIN wedding_profiles w ON w.user_id = u.id WHERE w.id = ${weddingProfileId}), 'en')`;
}

/**
 * A household of its own for a guest added alone, named after the guest, in the couple's
 * language, on the guest's side.
 */
export function soloHousehold(weddingProfileId: string, guest: { fullName: string; phone: string | null; side?: WeddingSide }, createdAt?: Date) {
  return {
    id: newId(),
    weddingProfileId,
    name: guest.fullName,
    phone: guest.phone,
    side: guest.side ?? 'both',
    allowance: 1,
    locale: coupleLocaleSql(weddingProfileId),
    ...(createdAt ? { createdAt } : {}),
  };
}

/**
 * Removes those of `ids` that no longer hold a guest or a named extra: the households a move
 * or a delete left empty.
 */
export function deleteEmptiedHouseholds(db: Db, ids: readonly string[]) {
  return db
    .delete(households)
    .where(
      and(
        inArray(households.id, [...ids]),
        sql`NOT EXISTS (SELECT 1 FROM ${guests} WHERE ${guests.householdId} = ${households.id})`,
        sql`NOT EXISTS (SELECT 1 FROM ${rsvpExtras} WHERE ${rsvpExtras.householdId} = ${households.id})`,
      ),
    );
}

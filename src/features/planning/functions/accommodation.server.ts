// The accommodation list of a wedding: households that asked for a stay, with how many people
// come (the Functions tab's section and /api/households/accommodation.csv).
import { sql } from 'drizzle-orm';
import type { Db } from '../../../server/db/client.ts';
import { functionInvites, guests, households, rsvpAnswers, rsvpExtras } from '../../../server/db/schema.ts';
import { requireWedding } from '../households/households.server.ts';
import { sideOf } from '../wedding/access.server.ts';
import type { AccommodationRow } from '../wedding/functions.ts';

/**
 * Households that asked for accommodation, with the people attending at least one function
 * (or, before any answer, everyone in the household), by arrival date.
 */
export async function accommodationList(db: Db, userId: string): Promise<AccommodationRow[]> {
  const wedding = await requireWedding(db, userId);
  return accommodationRows(db, wedding.id, sideOf(wedding));
}

export type AccommodationSqlRow = {
  id: string;
  name: string;
  phone: string | null;
  arrival: string | null;
  departure: string | null;
  attending: number;
  everyone: number;
};

/** Households of a wedding that asked for a stay, with their people attending and in all. */
export function accommodationSql(weddingProfileId: string, side: string | null = null) {
  // A family member sees its side's and both sides' households only.
  const ofSide = side ? sql.raw(` AND h.side IN ('${side === 'groom' ? 'groom' : 'bride'}', 'both')`) : sql``;
  return sql`
    SELECT h.id, h.name, h.phone, h.arrival_date AS arrival, h.departure_date AS departure,
      (SELECT count(*) FROM ${guests} g WHERE g.household_id = h.id
         AND EXISTS (SELECT 1 FROM ${rsvpAnswers} a JOIN ${functionInvites} i ON i.function_id = a.function_id AND i.household_id = h.id WHERE a.guest_id = g.id AND a.attending = 1))
      + (SELECT count(*) FROM ${rsvpExtras} x WHERE x.household_id = h.id
         AND EXISTS (SELECT 1 FROM ${rsvpAnswers} a JOIN ${functionInvites} i ON i.function_id = a.function_id AND i.household_id = h.id WHERE a.extra_id = x.id AND a.attending = 1)) AS attending,
      (SELECT count(*) FROM ${guests} g WHERE g.household_id = h.id) + (SELECT count(*) FROM ${rsvpExtras} x WHERE x.household_id = h.id) AS everyone
    FROM ${households} h
    WHERE h.wedding_profile_id = ${weddingProfileId} AND h.needs_accommodation = 1${ofSide}`;
}

async function accommodationRows(db: Db, weddingProfileId: string, side: string | null): Promise<AccommodationRow[]> {
  return toAccommodationRows(await db.all<AccommodationSqlRow>(accommodationSql(weddingProfileId, side)));
}

export function toAccommodationRows(rows: AccommodationSqlRow[]): AccommodationRow[] {
  return rows
    .map((r) => ({
      householdId: r.id,
      household: r.name,
      phone: r.phone,
      people: Number(r.attending) || Number(r.everyone),
      arrival: r.arrival,
      departure: r.departure,
    }))
    .sort((a, b) => (a.arrival ?? '9999').localeCompare(b.arrival ?? '9999') || a.household.localeCompare(b.household, 'en-IN'));
}

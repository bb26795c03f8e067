// Long because: a function's writes, its headcounts by side and its caterer sheet read the same rows.
// A wedding's functions and their headcounts. Every call names the signed-in user and reaches
// rows only through that user's wedding profile; each change is one statement or one batch.
import { and, desc, eq, sql } from 'drizzle-orm';
import { runBatch } from '../../../server/db/batch.ts';
import type { Db } from '../../../server/db/client.ts';
import { rowSelection } from '../../../server/db/insert-select.ts';
import {
  functionInvites,
  guests,
  households,
  rsvpAnswers,
  rsvpExtras,
  shortlists,
  venues,
  weddingFunctions,
  weddingProfiles,
} from '../../../server/db/schema.ts';
import { ConflictError, NotFoundError } from '../../../server/errors.ts';
import type { MealOption } from '../wedding/functions.ts';
import { sideOf } from '../wedding/access.server.ts';
import { listFunctionRows, newRepliesQuery, requireWedding, type WeddingRef } from '../households/households.server.ts';
import { formatDay } from '../../../lib/dates.ts';
import { coupleNames } from '../households/households.ts';
import {
  defaultFunctionsFor,
  emptyHeadcount,
  FUNCTION_LIMITS,
  functionMessages,
  MEAL_COLUMNS,
  sortFunctions,
  type FunctionsOverview,
  type Headcount,
  type WeddingFunction,
} from '../wedding/functions.ts';
import type { FunctionValues } from './functions.schema.ts';
import { accommodationSql, toAccommodationRows, type AccommodationSqlRow } from './accommodation.server.ts';
import { newId } from '../../../lib/ids.ts';
import { emptySideCounts, isSide, SIDES, type SideCounts, type WeddingSide } from '../wedding/sides.ts';
import { purgeWeddingSite } from '../../../server/purge.ts';

type CountRow = {
  function_id: string;
  side: WeddingSide;
  invited: number;
  attending: number;
  declined: number;
  children: number;
  veg: number;
  nonveg: number;
  vegan: number;
  jain: number;
};

/**
 * The headcount query of a wedding: one row per function and side with at least one invited
 * person. A guest counts on their own side; a household's named extras on the household's.
 */
export function headcountSql(weddingProfileId: string) {
  return sql`
    WITH people AS (
      SELECT i.function_id, g.side, g.is_child AS child, a.attending, coalesce(a.meal, g.meal_preference) AS meal
      FROM ${weddingFunctions} f
      JOIN ${functionInvites} i ON i.function_id = f.id
      JOIN ${guests} g ON g.household_id = i.household_id
      LEFT JOIN ${rsvpAnswers} a ON a.guest_id = g.id AND a.function_id = i.function_id
      WHERE f.wedding_profile_id = ${weddingProfileId}
      UNION ALL
      SELECT i.function_id, h.side, x.is_child, a.attending, a.meal
      FROM ${weddingFunctions} f
      JOIN ${functionInvites} i ON i.function_id = f.id
      JOIN ${households} h ON h.id = i.household_id
      JOIN ${rsvpExtras} x ON x.household_id = i.household_id
      LEFT JOIN ${rsvpAnswers} a ON a.extra_id = x.id AND a.function_id = i.function_id
      WHERE f.wedding_profile_id = ${weddingProfileId}
    )
    SELECT function_id, side,
      count(*) AS invited,
      coalesce(sum(attending = 1), 0) AS attending,
      coalesce(sum(attending = 0), 0) AS declined,
      coalesce(sum(attending = 1 AND child = 1), 0) AS children,
      coalesce(sum(attending = 1 AND meal = 'Vegetarian'), 0) AS veg,
      coalesce(sum(attending = 1 AND meal = 'Non-vegetarian'), 0) AS nonveg,
      coalesce(sum(attending = 1 AND meal = 'Vegan'), 0) AS vegan,
      coalesce(sum(attending = 1 AND meal = 'Jain'), 0) AS jain
    FROM people GROUP BY function_id, side`;
}

/** A function's headcount of every side together, and of each side alone. */
export type SidedHeadcount = { all: Headcount; bySide: Record<WeddingSide, Headcount> };

/**
 * Headcounts of every function of a wedding in one query: each person of an invited household
 * (its guests and its named extras) once per function, with their answer for it. A meal not
 * given in the answer falls back to the guest's meal preference.
 */
export async function headcounts(db: Db, weddingProfileId: string): Promise<Map<string, SidedHeadcount>> {
  return toHeadcounts(await db.all<CountRow>(headcountSql(weddingProfileId)));
}

function addInto(total: Headcount, part: Headcount): void {
  total.invited += part.invited;
  total.attending += part.attending;
  total.declined += part.declined;
  total.awaiting += part.awaiting;
  total.children += part.children;
  for (const meal of MEAL_COLUMNS) total.meals[meal] += part.meals[meal];
}

function emptySided(): SidedHeadcount {
  return { all: emptyHeadcount(), bySide: { bride: emptyHeadcount(), groom: emptyHeadcount(), both: emptyHeadcount() } };
}

function toHeadcounts(rows: CountRow[]): Map<string, SidedHeadcount> {
  const result = new Map<string, SidedHeadcount>();
  for (const r of rows) {
    const n = (v: unknown) => Number(v ?? 0);
    const attending = n(r.attending);
    const meals = { Vegetarian: n(r.veg), 'Non-vegetarian': n(r.nonveg), Vegan: n(r.vegan), Jain: n(r.jain) } satisfies Record<MealOption, number>;
    const named = meals.Vegetarian + meals['Non-vegetarian'] + meals.Vegan + meals.Jain;
    const part: Headcount = {
      invited: n(r.invited),
      attending,
      declined: n(r.declined),
      awaiting: n(r.invited) - attending - n(r.declined),
      children: n(r.children),
      meals: { ...meals, 'Not specified': attending - named },
    };
    const sided = result.get(r.function_id) ?? emptySided();
    result.set(r.function_id, sided);
    addInto(sided.all, part);
    addInto(sided.bySide[isSide(r.side) ? r.side : 'both'], part);
  }
  return result;
}

/** Per side, those attending and those yet to answer: what the Functions tab shows of each side. */
export function sideCountsOf(headcount: SidedHeadcount): SideCounts {
  const counts = emptySideCounts();
  for (const side of SIDES) counts[side] = { confirmed: headcount.bySide[side].attending, awaiting: headcount.bySide[side].awaiting };
  return counts;
}

/** The couple's shortlisted venues, to choose where a function takes place. */
export function listShortlistedVenues(db: Db, userId: string) {
  return db
    .select({ id: venues.id, name: venues.name, address: venues.address })
    .from(shortlists)
    .innerJoin(venues, eq(venues.id, shortlists.itemId))
    .where(and(eq(shortlists.userId, userId), eq(shortlists.itemType, 'venue')))
    .orderBy(desc(shortlists.createdAt));
}

/**
 * What the Functions tab and the caterer sheet show moves with this version: the one the
 * triggers raise on every reply, guest, invitation, function or shortlist change
 * (`rsvp_version`), and the profile fields they show. Their answers carry it in their ETag.
 */
export function functionsVersion(wedding: WeddingRef): string {
  return JSON.stringify([wedding.rsvpVersion, wedding.rsvpDeadline, wedding.userName, wedding.partnerName, wedding.weddingDate]);
}

/** The caterer sheet's version: the functions' one, and the day the sheet is printed (it shows it). */
export function catererSheetVersion(wedding: WeddingRef, now = new Date()): string {
  return `${functionsVersion(wedding)}|${formatDay(now)}`;
}

/** What the Functions tab shows: functions in date order with headcounts, and the venue choices. */
export async function functionsOverview(db: Db, userId: string, known?: WeddingRef): Promise<FunctionsOverview> {
  const wedding = known ?? (await requireWedding(db, userId));
  // All of it hangs on the wedding only: one batch, one round trip.
  const [rows, countRows, shortlisted, [replies], accommodationFound] = await db.batch([
    listFunctionRows(db, wedding.id),
    db.all<CountRow>(headcountSql(wedding.id)),
    listShortlistedVenues(db, userId),
    newRepliesQuery(db, wedding.id),
    db.all<AccommodationSqlRow>(accommodationSql(wedding.id, sideOf(wedding))),
  ]);
  const counts = toHeadcounts(countRows);
  const newReplies = replies?.n ?? 0;
  const accommodation = toAccommodationRows(accommodationFound);
  return {
    functions: sortFunctions(rows).map((f) => {
      const sided = counts.get(f.id) ?? emptySided();
      return { ...f, headcount: sided.all, sides: sideCountsOf(sided) };
    }),
    venues: shortlisted,
    newReplies,
    rsvpDeadline: wedding.rsvpDeadline,
    couple: coupleNames(wedding.userName, wedding.partnerName),
    accommodation,
  };
}

/** A shortlisted venue gives the function its name and, unless one was typed, its address. */
async function withVenue(db: Db, userId: string, values: FunctionValues): Promise<FunctionValues> {
  if (values.venueId === null) return values;
  const [venue] = (await listShortlistedVenues(db, userId)).filter((v) => v.id === values.venueId);
  if (!venue) throw new NotFoundError(functionMessages.venueNotShortlisted);
  return { ...values, venueName: venue.name, address: values.address ?? (venue.address || null) };
}

export async function createFunction(db: Db, userId: string, values: FunctionValues): Promise<WeddingFunction> {
  const wedding = await requireWedding(db, userId);
  const full = await withVenue(db, userId, values);
  // The limit is checked inside the insert, so two tabs adding at once cannot pass it.
  const id = newId();
  const mine = sql`FROM ${weddingFunctions} WHERE ${weddingFunctions.weddingProfileId} = ${wedding.id}`;
  const inserted = await db.insert(weddingFunctions).select((qb) =>
    qb
      .select(
        rowSelection(weddingFunctions, {
          id,
          weddingProfileId: wedding.id,
          name: full.name,
          date: full.date,
          startTime: full.startTime,
          venueId: full.venueId,
          venueName: full.venueName,
          address: full.address,
          dressCode: full.dressCode,
          isPublic: full.isPublic ?? false,
          position: sql`coalesce((SELECT max(position) + 1 ${mine}), 0)`,
        }),
      )
      .from(weddingProfiles)
      .where(and(eq(weddingProfiles.id, wedding.id), sql`(SELECT count(*) ${mine}) < ${FUNCTION_LIMITS.perWedding}`)),
  );
  if (inserted.rowsAffected === 0) throw new ConflictError(functionMessages.tooMany);
  // The wedding website lists public functions.
  if (full.isPublic) await purgeWeddingSite(wedding.id);
  const [row] = (await listFunctionRows(db, wedding.id)).filter((f) => f.id === id);
  return row!;
}

export async function updateFunction(db: Db, userId: string, id: string, values: FunctionValues): Promise<WeddingFunction> {
  const wedding = await requireWedding(db, userId);
  const full = await withVenue(db, userId, values);
  const [row] = await db
    .update(weddingFunctions)
    .set({ ...full, updatedAt: new Date() })
    .where(and(eq(weddingFunctions.id, id), eq(weddingFunctions.weddingProfileId, wedding.id)))
    .returning();
  if (!row) throw new NotFoundError(functionMessages.notFound);
  // Made public, made private or edited: the wedding website may have shown it either way.
  await purgeWeddingSite(wedding.id);
  return {
    id: row.id,
    name: row.name,
    date: row.date,
    startTime: row.startTime,
    venueId: row.venueId,
    venueName: row.venueName,
    address: row.address,
    dressCode: row.dressCode,
    isPublic: row.isPublic,
    position: row.position,
  };
}

/** Deletes a function with its invitations and answers (cascading). */
export async function deleteFunction(db: Db, userId: string, id: string): Promise<void> {
  const wedding = await requireWedding(db, userId);
  const deleted = await db
    .delete(weddingFunctions)
    .where(and(eq(weddingFunctions.id, id), eq(weddingFunctions.weddingProfileId, wedding.id)))
    .returning({ id: weddingFunctions.id, isPublic: weddingFunctions.isPublic });
  if (deleted.length === 0) throw new NotFoundError(functionMessages.notFound);
  if (deleted[0]!.isPublic) await purgeWeddingSite(wedding.id);
}

/** Numbers the wedding's functions in the order given, which must name each of them once. */
export async function reorderFunctions(db: Db, userId: string, ids: readonly string[]): Promise<void> {
  const wedding = await requireWedding(db, userId);
  const current = await listFunctionRows(db, wedding.id);
  const unique = new Set(ids);
  if (unique.size !== ids.length || ids.length !== current.length || current.some((f) => !unique.has(f.id))) {
    throw new NotFoundError(functionMessages.notFound);
  }
  const updates = ids.map((id, position) =>
    db
      .update(weddingFunctions)
      .set({ position })
      .where(and(eq(weddingFunctions.id, id), eq(weddingFunctions.weddingProfileId, wedding.id))),
  );
  await runBatch(db, updates);
  if (current.some((f) => f.isPublic)) await purgeWeddingSite(wedding.id);
}

/** Statements adding the chosen usual functions to a wedding, after any it has. */
export function insertDefaultFunctions(db: Db, weddingProfileId: string, weddingDate: string | null, names: readonly string[], firstPosition = 0) {
  const chosen = defaultFunctionsFor(weddingDate, names);
  if (chosen.length === 0) return null;
  return db.insert(weddingFunctions).values(chosen.map((f, k) => ({ weddingProfileId, name: f.name, date: f.date, position: firstPosition + k })));
}

/**
 * Adds the chosen usual functions (say, to a profile made before functions existed), all or
 * none: each row is inserted only while the wedding has room for it and the rows after it,
 * counted inside the insert, in one transaction, so parallel adds cannot pass the limit.
 */
export async function addDefaultFunctions(db: Db, userId: string, names: readonly string[]): Promise<void> {
  const wedding = await requireWedding(db, userId);
  const chosen = defaultFunctionsFor(wedding.weddingDate, names);
  if (chosen.length === 0) return;
  const mine = sql`FROM ${weddingFunctions} WHERE ${weddingFunctions.weddingProfileId} = ${wedding.id}`;
  const ids = chosen.map(() => newId());
  // Each later row goes in only with the first, so a batch never adds part of the choice.
  const withFirst = sql`EXISTS (SELECT 1 FROM ${weddingFunctions} WHERE ${weddingFunctions.id} = ${ids[0]})`;
  const rows = chosen.map((f, k) =>
    db.insert(weddingFunctions).select((qb) =>
      qb
        .select(
          rowSelection(weddingFunctions, {
            id: ids[k]!,
            weddingProfileId: wedding.id,
            name: f.name,
            date: f.date,
            position: sql`coalesce((SELECT max(position) + 1 ${mine}), 0)`,
          }),
        )
        .from(weddingProfiles)
        .where(
          and(
            eq(weddingProfiles.id, wedding.id),
            sql`(SELECT count(*) ${mine}) + ${chosen.length - k} <= ${FUNCTION_LIMITS.perWedding}`,
            k === 0 ? undefined : withFirst,
          ),
        ),
    ),
  );
  const [first] = await db.batch(rows as unknown as [(typeof rows)[number], ...(typeof rows)[number][]]);
  if (first.rowsAffected === 0) throw new ConflictError(functionMessages.tooMany);
}

/** The sheet of one function: every side's people, or (with `side`) one side's only. */
export type CatererSheet = { couple: string; function: WeddingFunction; headcount: Headcount; side: WeddingSide | null };

export async function catererSheet(db: Db, userId: string, functionId: string, known?: WeddingRef, side: WeddingSide | null = null): Promise<CatererSheet> {
  const wedding = known ?? (await requireWedding(db, userId));
  const [rows, countRows] = await db.batch([listFunctionRows(db, wedding.id), db.all<CountRow>(headcountSql(wedding.id))]);
  const counts = toHeadcounts(countRows);
  const fn = rows.find((f) => f.id === functionId);
  if (!fn) throw new NotFoundError(functionMessages.notFound);
  const sided = counts.get(fn.id) ?? emptySided();
  return { couple: coupleNames(wedding.userName, wedding.partnerName), function: fn, headcount: side ? sided.bySide[side] : sided.all, side };
}

// The Households & RSVP links list: every household of the signed-in user's wedding with its
// guests, named extras, invitations and link. A wedding of a thousand guests means thousands of
// rows; libSQL builds a JavaScript object for every row it returns, which cost far more than
// the query, so each read asks SQLite for its rows as one JSON array in one row.
// The list's ETag carries the version the triggers raise on every change it shows
// (`rsvp_version`, drizzle/0012_households-version.sql), read in the same request before the
// list: a browser's copy is confirmed (304) only while nothing in it changed.
import { sql } from 'drizzle-orm';
import type { Db } from '../../../server/db/client.ts';
import { functionInvites, guests, households, rsvpExtras, weddingFunctions } from '../../../server/db/schema.ts';
import { rsvpOf } from '../guests/guests.ts';
import { toLocale } from '../../../i18n/locales.ts';
import { sortFunctions } from '../wedding/functions.ts';
import { rsvpToken, rsvpUrl, type LinkDeps } from './rsvp-link.server.ts';
import { sideOf } from '../wedding/access.server.ts';
import { assignMissingLinks, listFunctionRows, requireWedding, type WeddingRef } from './households.server.ts';
import { coupleNames, type Household, type HouseholdsData } from './households.ts';
import type { WeddingSide } from '../wedding/sides.ts';

/** SQLite's 0/1 (or null) as a boolean. */
const flag = (value: unknown) => (value === null || value === undefined ? null : Boolean(value));

/** The rows of `query`, which selects one column `rows` holding a `json_group_array` of `json_array`s. */
type JsonRows = { rows: string | null }[];

/** The rows one `json_group_array` SELECT returned as its single JSON value. */
function jsonRows<T extends unknown[]>(result: JsonRows): T[] {
  const [row] = result;
  return row?.rows ? (JSON.parse(row.rows) as T[]) : [];
}

type HouseholdRow = [
  string,
  string,
  string | null,
  number,
  string | null,
  number | null,
  string | null,
  string | null,
  number | null,
  number | null,
  string,
  WeddingSide,
];
type MemberRow = [string, string, number, number | null, string | null];
type ExtraRow = [string, string, number, string];
type InviteRow = [string, string];

/**
 * The list's reads: each selects one row, `rows`, a JSON array of its rows as arrays. `side`
 * keeps a family member to its side's and both sides' households and guests.
 */
export function householdListSql(weddingProfileId: string, side: string | null = null) {
  const ofSide = (alias: string) => (side ? sql.raw(` AND ${alias}side IN ('${side === 'groom' ? 'groom' : 'bride'}', 'both')`) : sql``);
  return {
    households: sql`SELECT json_group_array(json_array(id, name, phone, allowance, token_nonce, needs_accommodation, arrival_date, departure_date, replied_at, reply_seen_at, locale, side)) AS rows
      FROM ${households} WHERE wedding_profile_id = ${weddingProfileId}${ofSide('')}`,
    members: sql`SELECT json_group_array(json_array(id, full_name, is_child, is_attending, household_id) ORDER BY created_at, id) AS rows
      FROM ${guests} WHERE wedding_profile_id = ${weddingProfileId}${ofSide('')}`,
    extras: sql`SELECT json_group_array(json_array(x.id, x.full_name, x.is_child, x.household_id) ORDER BY x.created_at, x.id) AS rows
      FROM ${households} h JOIN ${rsvpExtras} x ON x.household_id = h.id WHERE h.wedding_profile_id = ${weddingProfileId}${ofSide('h.')}`,
    invites: sql`SELECT json_group_array(json_array(i.function_id, i.household_id)) AS rows
      FROM ${weddingFunctions} f JOIN ${functionInvites} i ON i.function_id = f.id WHERE f.wedding_profile_id = ${weddingProfileId}`,
  };
}

const collator = new Intl.Collator('en-IN', { sensitivity: 'base', numeric: true });

async function readHouseholds(db: Db, wedding: WeddingRef, deps: LinkDeps): Promise<HouseholdsData> {
  await assignMissingLinks(db, wedding.id, deps.key);
  const query = householdListSql(wedding.id, sideOf(wedding));
  // One batch, one round trip.
  const [householdResult, memberResult, extraResult, inviteResult, functionRows] = await db.batch([
    db.all<JsonRows[number]>(query.households),
    db.all<JsonRows[number]>(query.members),
    db.all<JsonRows[number]>(query.extras),
    db.all<JsonRows[number]>(query.invites),
    listFunctionRows(db, wedding.id),
  ]);
  const rows = jsonRows<HouseholdRow>(householdResult);
  const members = jsonRows<MemberRow>(memberResult);
  const extras = jsonRows<ExtraRow>(extraResult);
  const invites = jsonRows<InviteRow>(inviteResult);
  const byHousehold = new Map<string, Household>();
  for (const [id, name, phone, allowance, nonce, needsAccommodation, arrivalDate, departureDate, repliedAt, seenAt, locale, side] of rows) {
    byHousehold.set(id, {
      id,
      name,
      phone,
      allowance,
      members: [],
      extras: [],
      invitedFunctionIds: [],
      link: rsvpUrl(deps.origin, rsvpToken(deps.key, id, nonce!)),
      repliedAt: repliedAt === null ? null : new Date(repliedAt).toISOString(),
      newReply: repliedAt !== null && repliedAt > (seenAt ?? 0),
      needsAccommodation: flag(needsAccommodation),
      arrivalDate,
      departureDate,
      locale: toLocale(locale),
      side,
    });
  }
  const unassigned: HouseholdsData['unassigned'] = [];
  for (const [id, fullName, isChild, isAttending, householdId] of members) {
    const household = householdId ? byHousehold.get(householdId) : undefined;
    if (household) household.members.push({ id, fullName, isChild: Boolean(isChild), rsvp: rsvpOf(flag(isAttending)) });
    else unassigned.push({ id, fullName });
  }
  for (const [id, fullName, isChild, householdId] of extras) byHousehold.get(householdId)?.extras.push({ id, fullName, isChild: Boolean(isChild) });
  const functions = sortFunctions(functionRows);
  const order = new Map(functions.map((f, k) => [f.id, k]));
  for (const [functionId, householdId] of invites) byHousehold.get(householdId)?.invitedFunctionIds.push(functionId);
  const list = [...byHousehold.values()];
  for (const h of list) h.invitedFunctionIds.sort((a, b) => order.get(a)! - order.get(b)!);
  list.sort((a, b) => collator.compare(a.name, b.name) || (a.id < b.id ? -1 : 1));
  return {
    households: list,
    unassigned,
    functions,
    couple: coupleNames(wedding.userName, wedding.partnerName),
    coupleLocale: wedding.locale,
    newReplies: list.filter((h) => h.newReply).length,
  };
}

/** Every household of the user's wedding with its guests, extras, invitations and link. */
export async function listHouseholds(db: Db, userId: string, deps: LinkDeps, known?: WeddingRef): Promise<HouseholdsData> {
  return readHouseholds(db, known ?? (await requireWedding(db, userId)), deps);
}

/** What the households list shows moves with this version (its answer's ETag). */
export function householdsVersion(wedding: WeddingRef, deps: LinkDeps): string {
  return JSON.stringify([wedding.rsvpVersion, wedding.userName, wedding.partnerName, wedding.locale, deps.origin]);
}

// Which wedding an account may act on, and how: its own profile (the couple, both sides) or a
// wedding whose couple invited it (an accepted collaboration, with its role and side). Read in
// one statement on every request that needs it, never kept beyond the request, so a removed
// collaborator is refused from their next request on.
import { and, desc, eq, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import type { Db } from '../../../server/db/client.ts';
import { users, weddingCollaborators, weddingProfiles, type WeddingSide } from '../../../server/db/schema.ts';
import { ForbiddenError } from '../../../server/errors.ts';
import { requestScope } from '../../../server/request-scope.ts';
import { toLocale, type Locale } from '../../../i18n/locales.ts';
import { roleAllows, sideLimit, type WeddingNeed, type WeddingRole } from './access.ts';
import { accessMessages } from './access-messages.ts';

/** The cookie naming the wedding an account with more than one chose to open. */
export const WEDDING_CHOICE_COOKIE = 'mandap_wedding';

export type WeddingAccess = {
  id: string;
  userName: string;
  partnerName: string;
  rsvpDeadline: string | null;
  weddingDate: string | null;
  rsvpVersion: number;
  /** The couple's account language: new households start in it. */
  locale: Locale;
  role: WeddingRole;
  side: WeddingSide;
  /** The wedding's whole profile, read in the same statement (the dashboard shows it). */
  profile: typeof weddingProfiles.$inferSelect;
};

/**
 * Every wedding the account may open, the default first: its own, then the others by the
 * most recent acceptance. One statement joining the profiles and the collaborations.
 */
export async function listWeddingAccess(db: Db, userId: string): Promise<WeddingAccess[]> {
  const own = sql`${weddingProfiles.userId} = ${userId}`;
  const rows = await db
    .select({
      profile: weddingProfiles,
      locale: users.locale,
      role: sql<string>`CASE WHEN ${own} THEN 'couple' ELSE ${weddingCollaborators.role} END`,
      side: sql<string>`CASE WHEN ${own} THEN 'both' ELSE ${weddingCollaborators.side} END`,
    })
    .from(weddingProfiles)
    .innerJoin(users, eq(users.id, weddingProfiles.userId))
    .leftJoin(
      weddingCollaborators,
      and(eq(weddingCollaborators.weddingProfileId, weddingProfiles.id), eq(weddingCollaborators.userId, userId), isNotNull(weddingCollaborators.acceptedAt)),
    )
    .where(or(own, isNotNull(weddingCollaborators.id)))
    .orderBy(sql`${own} DESC`, desc(weddingCollaborators.acceptedAt), weddingProfiles.id);
  return rows.map(({ profile, locale, role, side }) => ({
    id: profile.id,
    userName: profile.userName,
    partnerName: profile.partnerName,
    rsvpDeadline: profile.rsvpDeadline,
    weddingDate: profile.weddingDate,
    rsvpVersion: profile.rsvpVersion,
    locale: toLocale(locale),
    role: role as WeddingRole,
    side: side as WeddingSide,
    profile,
  }));
}

/** The chosen wedding when the account may open it, else the default (the list's first). */
export function chooseWedding(all: readonly WeddingAccess[], choice: string | null | undefined): WeddingAccess | null {
  return all.find((a) => a.id === choice) ?? all[0] ?? null;
}

/**
 * The wedding this request acts on for the account, or null when it may open none. The
 * chooser cookie is read from the request's scope and believed only when it names one of the
 * account's weddings. Read once per request; its role and side become part of the request's
 * private ETags.
 */
export async function weddingAccess(db: Db, userId: string): Promise<WeddingAccess | null> {
  const scope = requestScope();
  const access = chooseWedding(await weddingsOf(db, userId), scope?.weddingChoice);
  if (scope) scope.etagPart = access ? `${access.id}|${access.role}|${access.side}` : null;
  return access;
}

/** `listWeddingAccess`, read once per request (the dashboard's chooser and its data share it). */
export function weddingsOf(db: Db, userId: string): Promise<WeddingAccess[]> {
  const scope = requestScope();
  const key = `weddings-of:${userId}`;
  const known = scope?.memo.get(key) as Promise<WeddingAccess[]> | undefined;
  if (known) return known;
  const read = listWeddingAccess(db, userId);
  scope?.memo.set(key, read);
  // A failed read is not remembered: the next call in the request tries again.
  read.catch(() => scope?.memo.delete(key));
  return read;
}

/** Forgets the request's read of the account's weddings: it has just made one of its own. */
export function forgetWeddings(userId: string): void {
  requestScope()?.memo.delete(`weddings-of:${userId}`);
}

/** Why `access` may not do what `need` asks, or null when it may. */
export function refusalOf(access: Pick<WeddingAccess, 'role'>, need: WeddingNeed, locale: Locale = 'en'): string | null {
  if (roleAllows(access.role, need)) return null;
  const t = accessMessages.for(locale);
  if (access.role === 'viewer') return t.viewerReadOnly;
  if (need === 'budget-lines') return t.budgetLinesHidden;
  if (need === 'couple') return t.coupleOnly;
  return t.notForYourRole;
}

/** Throws the refusal as a ForbiddenError when `access` may not do what `need` asks. */
export function requireRole(access: Pick<WeddingAccess, 'role'>, need: WeddingNeed): void {
  const refusal = refusalOf(access, need);
  if (refusal) throw new ForbiddenError(refusal);
}

/** The side a family member is kept to (its guests and households), or null for every side. */
export function sideOf(access: Pick<WeddingAccess, 'role' | 'side'>): Exclude<WeddingSide, 'both'> | null {
  return sideLimit(access.role, access.side);
}

/**
 * The rows of `side` (a guests' or households' side column) this access may see: a family
 * member its own side's and those of both sides; everyone else all (undefined).
 */
export function sideFilter(side: SQLiteColumn, access: Pick<WeddingAccess, 'role' | 'side'>): SQL | undefined {
  const limit = sideOf(access);
  return limit ? inArray(side, [limit, 'both']) : undefined;
}

// Long because: inviting, resending, accepting, declining, changing and removing are one set of rules on one table.
// The people who plan a wedding with its couple. The couple (and a co-planner) invites by
// e-mail with a role and a side; the mail holds a link that works once, for 7 days, for the
// invited address only. An account whose verified address was invited also finds the
// invitation on its dashboard. Only the couple changes or removes people; a removed person's
// next request finds no access (access.server.ts reads it on every request).
import { createHash, randomBytes } from 'node:crypto';
import { and, count, desc, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../server/db/client.ts';
import { users, weddingCollaborators, weddingProfiles, type CollaboratorRole, type WeddingSide } from '../../../server/db/schema.ts';
import { ConflictError, DomainError, ForbiddenError, NotFoundError } from '../../../server/errors.ts';
import { consumeRateLimits } from '../../../server/rate-limit.ts';
import type { Locale } from '../../../i18n/locales.ts';
import { coupleNames } from '../households/households.ts';
import { weddingAccess, type WeddingAccess } from '../wedding/access.server.ts';
import { collaboratorMessages } from './messages.ts';
import {
  COLLABORATORS_PER_WEDDING,
  INVITATION_TTL_MS,
  INVITATIONS_PER_SENDER_PER_HOUR,
  normaliseEmail,
  type Collaborator,
  type PendingInvitation,
} from './collaborators.ts';

/** The acting account, as the session has it. */
export type Actor = { id: string; email: string; name: string; emailVerified: boolean };

export type InvitationDeps = {
  sendMail: (message: { to: string; subject: string; text: string }) => Promise<void>;
  /** The site's address (links in mails never come from the request's Host). */
  origin: string;
  brand: string;
  /** The caller's IP, counted against the site's mail limits. */
  ip: string;
  locale: Locale;
  now?: number;
};

const HOUR = 60 * 60 * 1000;

export function hashInvitationToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function newToken(): string {
  return randomBytes(24).toString('base64url');
}

function texts(locale: Locale) {
  return collaboratorMessages.for(locale);
}

export function roleLabel(locale: Locale, role: CollaboratorRole | 'couple'): string {
  const t = texts(locale);
  return { couple: t.roleCouple, 'co-planner': t.roleCoPlanner, family: t.roleFamily, viewer: t.roleViewer }[role];
}

export function sideLabel(locale: Locale, side: WeddingSide): string {
  const t = texts(locale);
  return { bride: t.sideBride, groom: t.sideGroom, both: t.sideBoth }[side];
}

/** The wedding the actor has open, when its role may invite (the couple, a co-planner). */
async function invitingWedding(db: Db, actor: Actor, locale: Locale): Promise<WeddingAccess> {
  const access = await weddingAccess(db, actor.id);
  if (!access) throw new NotFoundError(texts(locale).noWedding);
  if (access.role !== 'couple' && access.role !== 'co-planner') throw new ForbiddenError(texts(locale).cannotInvite);
  return access;
}

/** The wedding the actor has open, when it is the couple's own (who alone manage access). */
async function managedWedding(db: Db, actor: Actor, locale: Locale): Promise<WeddingAccess> {
  const access = await weddingAccess(db, actor.id);
  if (!access) throw new NotFoundError(texts(locale).noWedding);
  if (access.role !== 'couple') throw new ForbiddenError(texts(locale).coupleManages);
  return access;
}

/** Counts one invitation mail against the sender, the mailbox and the site-wide mail limits. */
async function takeMailAllowance(db: Db, actor: Actor, email: string, deps: InvitationDeps): Promise<void> {
  // The IP and site-wide keys are the account mails' own (accounts/auth/mail-limits.server.ts),
  // so invitations and account mails share one budget.
  const results = await consumeRateLimits(
    db,
    [
      { key: `mail:invite-sender:${actor.id}`, limit: INVITATIONS_PER_SENDER_PER_HOUR, windowMs: HOUR },
      { key: `mail:invite:${email}`, limit: 3, windowMs: HOUR },
      { key: `mail:ip:${deps.ip}`, limit: 20, windowMs: HOUR },
      { key: 'mail:all', limit: 1000, windowMs: HOUR },
    ],
    deps.now,
  );
  if (!results.every((r) => r.allowed)) throw new DomainError('RATE_LIMITED', texts(deps.locale).tooManyMails);
}

async function mailInvitation(
  deps: InvitationDeps,
  actor: Actor,
  wedding: WeddingAccess,
  invite: { email: string; role: CollaboratorRole; side: WeddingSide; token: string },
) {
  const t = texts(deps.locale);
  const couple = coupleNames(wedding.userName, wedding.partnerName);
  const inviter = actor.name || actor.email;
  const link = `${deps.origin.replace(/\/$/, '')}/invitations/${invite.token}`;
  await deps.sendMail({
    to: invite.email,
    subject: t.mailSubject({ inviter, couple, brand: deps.brand }),
    text: [
      t.mailIntro({ inviter, couple, brand: deps.brand, role: roleLabel(deps.locale, invite.role), side: sideLabel(deps.locale, invite.side) }),
      '',
      t.mailHow,
      link,
      '',
      t.mailFoot,
    ].join('\n'),
  });
}

/**
 * Invites `email` to the actor's open wedding with a role and a side, and mails the link. An
 * address already invited but not yet in gets a fresh link (the old one stops working).
 */
export async function inviteCollaborator(
  db: Db,
  actor: Actor,
  input: { email: string; role: CollaboratorRole; side: WeddingSide },
  deps: InvitationDeps,
): Promise<{ id: string; email: string }> {
  const t = texts(deps.locale);
  const wedding = await invitingWedding(db, actor, deps.locale);
  if (!actor.emailVerified) throw new ForbiddenError(t.verifyFirst);
  const email = normaliseEmail(input.email);
  const [couple] = await db
    .select({ email: users.email })
    .from(weddingProfiles)
    .innerJoin(users, eq(users.id, weddingProfiles.userId))
    .where(eq(weddingProfiles.id, wedding.id));
  if (couple && normaliseEmail(couple.email) === email) throw new ConflictError(t.ownAddress);
  const [existing] = await db
    .select({ id: weddingCollaborators.id, acceptedAt: weddingCollaborators.acceptedAt })
    .from(weddingCollaborators)
    .where(and(eq(weddingCollaborators.weddingProfileId, wedding.id), eq(weddingCollaborators.email, email)));
  if (existing?.acceptedAt) throw new ConflictError(t.alreadyHasAccess);
  if (!existing) {
    const [row] = await db.select({ n: count() }).from(weddingCollaborators).where(eq(weddingCollaborators.weddingProfileId, wedding.id));
    if ((row?.n ?? 0) >= COLLABORATORS_PER_WEDDING) throw new ConflictError(t.tooManyPeople);
  }
  await takeMailAllowance(db, actor, email, deps);
  const token = newToken();
  const now = deps.now ?? Date.now();
  const values = {
    role: input.role,
    side: input.side,
    tokenHash: hashInvitationToken(token),
    expiresAt: new Date(now + INVITATION_TTL_MS),
    invitedBy: actor.id,
    updatedAt: new Date(now),
  };
  const [row] = await db
    .insert(weddingCollaborators)
    .values({ weddingProfileId: wedding.id, email, ...values })
    .onConflictDoUpdate({
      target: [weddingCollaborators.weddingProfileId, weddingCollaborators.email],
      set: values,
      // Someone who accepted meanwhile keeps their access as it is.
      setWhere: isNull(weddingCollaborators.acceptedAt),
    })
    .returning({ id: weddingCollaborators.id });
  if (!row) throw new ConflictError(t.alreadyHasAccess);
  await mailInvitation(deps, actor, wedding, { email, role: input.role, side: input.side, token });
  return { id: row.id, email };
}

/** A fresh link for a pending invitation, mailed again (the old link stops working). */
export async function resendInvitation(db: Db, actor: Actor, id: string, deps: InvitationDeps): Promise<{ email: string }> {
  const wedding = await invitingWedding(db, actor, deps.locale);
  const [row] = await db
    .select()
    .from(weddingCollaborators)
    .where(and(eq(weddingCollaborators.id, id), eq(weddingCollaborators.weddingProfileId, wedding.id), isNull(weddingCollaborators.acceptedAt)));
  if (!row) throw new NotFoundError(texts(deps.locale).notFound);
  await inviteCollaborator(db, actor, { email: row.email, role: row.role, side: row.side }, deps);
  return { email: row.email };
}

/** Cancels a pending invitation or removes a person's access: their next request finds none. */
export async function removeCollaborator(db: Db, actor: Actor, id: string, locale: Locale): Promise<void> {
  const wedding = await managedWedding(db, actor, locale);
  const removed = await db
    .delete(weddingCollaborators)
    .where(and(eq(weddingCollaborators.id, id), eq(weddingCollaborators.weddingProfileId, wedding.id)))
    .returning({ id: weddingCollaborators.id });
  if (removed.length === 0) throw new NotFoundError(texts(locale).notFound);
}

/** Changes a person's (or a pending invitation's) role and side. */
export async function changeCollaborator(
  db: Db,
  actor: Actor,
  id: string,
  values: { role: CollaboratorRole; side: WeddingSide },
  locale: Locale,
): Promise<void> {
  const wedding = await managedWedding(db, actor, locale);
  const updated = await db
    .update(weddingCollaborators)
    .set({ role: values.role, side: values.side, updatedAt: new Date() })
    .where(and(eq(weddingCollaborators.id, id), eq(weddingCollaborators.weddingProfileId, wedding.id)))
    .returning({ id: weddingCollaborators.id });
  if (updated.length === 0) throw new NotFoundError(texts(locale).notFound);
}

/** Everyone invited to the actor's open wedding, accepted and pending (for the couple and co-planners). */
export async function listCollaborators(db: Db, actor: Actor, locale: Locale, now = Date.now()): Promise<Collaborator[]> {
  const wedding = await invitingWedding(db, actor, locale);
  const rows = await db
    .select({ c: weddingCollaborators, name: users.name })
    .from(weddingCollaborators)
    .leftJoin(users, eq(users.id, weddingCollaborators.userId))
    .where(eq(weddingCollaborators.weddingProfileId, wedding.id))
    .orderBy(desc(weddingCollaborators.createdAt), weddingCollaborators.id);
  return rows.map(({ c, name }) => ({
    id: c.id,
    email: c.email,
    name: name ?? null,
    role: c.role,
    side: c.side,
    status: c.acceptedAt ? 'accepted' : c.expiresAt.getTime() > now ? 'pending' : 'expired',
  }));
}

/** Turns an invitation row into access for `actor`, once, while it is valid and addressed to them. */
async function acceptWhere(db: Db, actor: Actor, where: ReturnType<typeof and>, now: number) {
  return db
    .update(weddingCollaborators)
    .set({ userId: actor.id, acceptedAt: new Date(now), tokenHash: null, updatedAt: new Date(now) })
    .where(
      and(
        where,
        isNull(weddingCollaborators.acceptedAt),
        gt(weddingCollaborators.expiresAt, new Date(now)),
        eq(weddingCollaborators.email, normaliseEmail(actor.email)),
        // The couple cannot join their own wedding as a collaborator.
        sql`NOT EXISTS (SELECT 1 FROM ${weddingProfiles} WHERE ${weddingProfiles.id} = ${weddingCollaborators.weddingProfileId} AND ${weddingProfiles.userId} = ${actor.id})`,
      ),
    )
    .returning({ weddingProfileId: weddingCollaborators.weddingProfileId });
}

/**
 * Accepts the invitation a mailed link names, for the signed-in account: only the invited
 * address, only once, only within 7 days. Opening the mailed link shows the address is theirs.
 */
export async function acceptInvitationLink(db: Db, actor: Actor, token: string, locale: Locale, now = Date.now()): Promise<{ weddingProfileId: string }> {
  const t = texts(locale);
  const tokenHash = hashInvitationToken(token);
  const [accepted] = await acceptWhere(db, actor, eq(weddingCollaborators.tokenHash, tokenHash), now);
  if (accepted) return accepted;
  // Why not, told apart only for the one the link was meant for.
  const [row] = await db
    .select({ email: weddingCollaborators.email, expiresAt: weddingCollaborators.expiresAt, coupleId: weddingProfiles.userId })
    .from(weddingCollaborators)
    .innerJoin(weddingProfiles, eq(weddingProfiles.id, weddingCollaborators.weddingProfileId))
    .where(and(eq(weddingCollaborators.tokenHash, tokenHash), isNull(weddingCollaborators.acceptedAt)));
  if (!row) throw new NotFoundError(t.linkInvalid);
  if (row.email !== normaliseEmail(actor.email)) throw new ForbiddenError(t.wrongAccount);
  if (row.coupleId === actor.id) throw new ConflictError(t.ownWedding);
  throw new ConflictError(t.linkExpired);
}

/** Pending invitations to the account's address, once that address is verified. */
export async function pendingInvitations(db: Db, actor: Actor, now = Date.now()): Promise<PendingInvitation[]> {
  if (!actor.emailVerified) return [];
  const rows = await db
    .select({
      id: weddingCollaborators.id,
      role: weddingCollaborators.role,
      side: weddingCollaborators.side,
      userName: weddingProfiles.userName,
      partnerName: weddingProfiles.partnerName,
    })
    .from(weddingCollaborators)
    .innerJoin(weddingProfiles, eq(weddingProfiles.id, weddingCollaborators.weddingProfileId))
    .where(
      and(
        eq(weddingCollaborators.email, normaliseEmail(actor.email)),
        isNull(weddingCollaborators.acceptedAt),
        isNotNull(weddingCollaborators.tokenHash),
        gt(weddingCollaborators.expiresAt, new Date(now)),
        sql`${weddingProfiles.userId} <> ${actor.id}`,
      ),
    )
    .orderBy(desc(weddingCollaborators.createdAt));
  return rows.map((r) => ({ id: r.id, couple: coupleNames(r.userName, r.partnerName), role: r.role, side: r.side }));
}

/** Accepts an invitation found on the dashboard: the account's verified address must be the invited one. */
export async function acceptPendingInvitation(db: Db, actor: Actor, id: string, locale: Locale, now = Date.now()): Promise<{ weddingProfileId: string }> {
  if (!actor.emailVerified) throw new ForbiddenError(texts(locale).verifyFirst);
  const [accepted] = await acceptWhere(db, actor, eq(weddingCollaborators.id, id), now);
  if (!accepted) throw new NotFoundError(texts(locale).linkInvalid);
  return accepted;
}

/** Declines (deletes) an invitation to the account's own address. */
export async function declineInvitation(db: Db, actor: Actor, id: string, locale: Locale): Promise<void> {
  if (!actor.emailVerified) throw new ForbiddenError(texts(locale).verifyFirst);
  const removed = await db
    .delete(weddingCollaborators)
    .where(and(eq(weddingCollaborators.id, id), eq(weddingCollaborators.email, normaliseEmail(actor.email)), isNull(weddingCollaborators.acceptedAt)))
    .returning({ id: weddingCollaborators.id });
  if (removed.length === 0) throw new NotFoundError(texts(locale).notFound);
}

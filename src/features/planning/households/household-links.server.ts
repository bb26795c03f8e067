// Each household's private RSVP link (made afresh on request, the old one revoked at once)
// and the couple's "seen" mark on the replies that came through the links.
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../../server/db/client.ts';
import { households } from '../../../server/db/schema.ts';
import { NotFoundError } from '../../../server/errors.ts';
import { hashRsvpToken, newTokenNonce, rsvpToken, rsvpUrl, type LinkDeps } from './rsvp-link.server.ts';
import { householdMessages } from './households.ts';
import { sideFilter } from '../wedding/access.server.ts';
import { assignMissingLinks, requireWedding } from './households.server.ts';

/** A new link for the household; the old one stops working at once. */
export async function regenerateLink(db: Db, userId: string, id: string, deps: LinkDeps): Promise<{ link: string }> {
  const wedding = await requireWedding(db, userId);
  const nonce = newTokenNonce();
  const updated = await db
    .update(households)
    .set({ tokenNonce: nonce, tokenHash: hashRsvpToken(rsvpToken(deps.key, id, nonce)), tokenCreatedAt: new Date(), updatedAt: new Date() })
    .where(and(eq(households.id, id), eq(households.weddingProfileId, wedding.id), sideFilter(households.side, wedding)))
    .returning({ id: households.id });
  if (updated.length === 0) throw new NotFoundError(householdMessages.notFound);
  return { link: rsvpUrl(deps.origin, rsvpToken(deps.key, id, nonce)) };
}

/** The couple has seen every reply so far. */
export async function markRepliesSeen(db: Db, userId: string): Promise<void> {
  const wedding = await requireWedding(db, userId);
  await db
    .update(households)
    .set({ replySeenAt: sql`${households.repliedAt}` })
    .where(and(eq(households.weddingProfileId, wedding.id), isNotNull(households.repliedAt), sideFilter(households.side, wedding)));
}

/** One household's name and RSVP link. */
export async function householdLink(db: Db, userId: string, id: string, deps: LinkDeps): Promise<{ name: string; link: string }> {
  const wedding = await requireWedding(db, userId);
  await assignMissingLinks(db, wedding.id, deps.key);
  const [row] = await db
    .select({ name: households.name, nonce: households.tokenNonce })
    .from(households)
    .where(and(eq(households.id, id), eq(households.weddingProfileId, wedding.id), sideFilter(households.side, wedding)));
  if (!row) throw new NotFoundError(householdMessages.notFound);
  return { name: row.name, link: rsvpUrl(deps.origin, rsvpToken(deps.key, id, row.nonce!)) };
}

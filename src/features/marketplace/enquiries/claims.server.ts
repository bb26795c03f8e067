// Claiming an unclaimed listing through the one-time link e-mailed to its public address.
// The link proves control of that address; following it as a business account attaches
// the listing to the account and hands it every enquiry stored for the listing.
import { and, eq, exists, gt, isNotNull, isNull, notExists, sql } from 'drizzle-orm';
import { hashToken } from '../../../server/auth/session.ts';
import type { Db } from '../../../server/db/client.ts';
import { conversations, listingClaims, users, vendors, venues } from '../../../server/db/schema.ts';
import { ConflictError, DomainError, NotFoundError } from '../../../server/errors.ts';
import { purgeListingWrite } from '../../../server/purge.ts';
import { listingOwnership } from '../../../server/listing-owner.ts';
import { enquiryText } from './enquiry-text.ts';
import { writeBatch } from './conversation.server.ts';
import { findListing, type Listing } from './listings.server.ts';

export type ClaimState = 'valid' | 'used' | 'expired' | 'taken' | 'invalid';
export type ClaimLookup = { state: ClaimState; listing: Listing | null };

export const claimStateMessages: Record<Exclude<ClaimState, 'valid'>, string> = {
  used: enquiryText.claimUsed,
  expired: enquiryText.claimExpired,
  taken: enquiryText.claimTaken,
  invalid: enquiryText.claimInvalid,
};

/** What the link leads to, without changing anything (the claim itself is a POST). */
export async function lookUpClaim(db: Db, token: string, now: Date = new Date()): Promise<ClaimLookup> {
  const [claim] = await db
    .select()
    .from(listingClaims)
    .where(eq(listingClaims.id, hashToken(token)))
    .limit(1);
  if (!claim) return { state: 'invalid', listing: null };
  const listing = (await findListing(db, claim.listingKind, claim.listingId)) ?? null;
  if (!listing) return { state: 'invalid', listing: null };
  if (claim.usedAt) return { state: 'used', listing };
  // Ownership from the one rule every listing kind shares (reviews and photo reports ask it too).
  const ownership = await listingOwnership(db, claim.listingKind, claim.listingId);
  if (ownership?.ownerUserId) return { state: 'taken', listing: { ...listing, ownerUserId: ownership.ownerUserId } };
  if (claim.expiresAt.getTime() <= now.getTime()) return { state: 'expired', listing };
  return { state: 'valid', listing };
}

/**
 * Uses the link once: marks it used, sets the listing's owner and gives the owner every
 * stored enquiry of the listing, all in one transaction and only while the listing is
 * still unclaimed and the link unused and unexpired.
 */
export async function claimListing(db: Db, userId: string, token: string, now: Date = new Date()): Promise<Listing> {
  const [user] = await db.select({ role: users.role }).from(users).where(eq(users.id, userId)).limit(1);
  if (user?.role !== 'vendor') throw new DomainError('FORBIDDEN', enquiryText.businessOnly);
  const found = await lookUpClaim(db, token, now);
  if (found.state === 'invalid' || !found.listing) throw new NotFoundError(enquiryText.claimInvalid);
  if (found.state !== 'valid') throw new ConflictError(claimStateMessages[found.state]);
  const { kind, id } = found.listing;
  const table = kind === 'venue' ? venues : vendors;
  const claimId = hashToken(token);
  const used = exists(
    db
      .select({ one: sql`1` })
      .from(listingClaims)
      .where(and(eq(listingClaims.id, claimId), eq(listingClaims.usedByUserId, userId), eq(listingClaims.usedAt, now))),
  );
  const owned = db
    .select({ one: sql`1` })
    .from(table)
    .where(and(eq(table.id, id), isNotNull(table.ownerUserId)));
  const [marked] = await writeBatch(db, [
    db
      .update(listingClaims)
      .set({ usedAt: now, usedByUserId: userId })
      .where(and(eq(listingClaims.id, claimId), isNull(listingClaims.usedAt), gt(listingClaims.expiresAt, now), notExists(owned))),
    kind === 'venue'
      ? db
          .update(venues)
          .set({ ownerUserId: userId })
          .where(and(eq(venues.id, id), isNull(venues.ownerUserId), used))
      : db
          .update(vendors)
          .set({ ownerUserId: userId })
          .where(and(eq(vendors.id, id), isNull(vendors.ownerUserId), used)),
    db
      .update(conversations)
      .set({ businessUserId: userId })
      .where(
        and(
          eq(conversations.listingKind, kind),
          eq(conversations.listingId, id),
          isNull(conversations.businessUserId),
          // Enquiries waiting for their couple's e-mail verification are delivered then, not now.
          eq(conversations.awaitingVerification, false),
          used,
        ),
      ),
  ]);
  if (!marked?.rowsAffected) {
    const again = await lookUpClaim(db, token, now);
    throw new ConflictError(again.state === 'valid' ? enquiryText.claimUsed : claimStateMessages[again.state]);
  }
  await purgeListingWrite(db, 'claim', { kind, id });
  return { ...found.listing, ownerUserId: userId };
}

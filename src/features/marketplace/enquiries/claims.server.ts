// Claiming an unclaimed listing through the one-time link e-mailed to its public address.
// The link proves control of that address; following it as a business account attaches
// the listing to the account and hands it every enquiry stored for the listing.
import { eq } from 'drizzle-orm';
import { hashToken } from '../../../server/auth/session.ts';
import type { Db } from '../../../server/db/client.ts';
import { listingClaims, users } from '../../../server/db/schema.ts';
import { ConflictError, DomainError, NotFoundError } from '../../../server/errors.ts';
import { purgeListingWrite } from '../../../server/purge.ts';
import { enquiryText } from './enquiry-text.ts';
import { writeBatch } from './conversation.server.ts';
import { findListing, listingTable, type Listing } from './listings.server.ts';

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
  const [claim] = await db.select().from(listingClaims).where(eq(listingClaims.id, hashToken(token))).limit(1);
  if (!claim) return { state: 'invalid', listing: null };
  const listing = (await findListing(db, claim.listingKind, claim.listingId)) ?? null;
  if (!listing) return { state: 'invalid', listing: null };
  if (claim.usedAt) return { state: 'used', listing };
  if (listing.ownerUserId) return { state: 'taken', listing };
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
  const table = listingTable(kind);
  const claimId = hashToken(token);
  const at = now.getTime();
  const used = 'EXISTS (SELECT 1 FROM listing_claims WHERE id = ? AND used_by_user_id = ? AND used_at = ?)';
  const [marked] = await writeBatch(db, [
    {
      sql: `UPDATE listing_claims SET used_at = ?, used_by_user_id = ?
            WHERE id = ? AND used_at IS NULL AND expires_at > ? AND NOT EXISTS (SELECT 1 FROM ${table} WHERE id = ? AND owner_user_id IS NOT NULL)`,
      args: [at, userId, claimId, at, id],
    },
    { sql: `UPDATE ${table} SET owner_user_id = ? WHERE id = ? AND owner_user_id IS NULL AND ${used}`, args: [userId, id, claimId, userId, at] },
    {
      sql: `UPDATE conversations SET business_user_id = ? WHERE listing_kind = ? AND listing_id = ? AND business_user_id IS NULL AND ${used}`,
      args: [userId, kind, id, claimId, userId, at],
    },
  ]);
  if (!marked?.rowsAffected) {
    const again = await lookUpClaim(db, token, now);
    throw new ConflictError(again.state === 'valid' ? enquiryText.claimUsed : claimStateMessages[again.state]);
  }
  await purgeListingWrite(db, 'claim', { kind, id });
  return { ...found.listing, ownerUserId: userId };
}

// Enquiry and message limits, counted in the shared `rate_limits` table so every server
// instance sees the same counts.
import { inArray } from 'drizzle-orm';
import type { Db } from '../../../server/db/client.ts';
import { rateLimits } from '../../../server/db/schema.ts';
import { consumeRateLimit } from '../../../server/rate-limit.ts';
import { ENQUIRY_LIMITS, enquiryText } from './enquiry-text.ts';
import { DomainError } from '../../../server/errors.ts';
import type { ListingKind } from '../../../lib/listing-ref.ts';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;

export const limitKeys = {
  day: (coupleId: string) => `enquiry:day:${coupleId}`,
  listing: (coupleId: string, kind: ListingKind, id: number) => `enquiry:listing:${coupleId}:${kind}:${id}`,
  messages: (userId: string) => `enquiry:messages:${userId}`,
};

/** Hits already counted in each key's current window. */
async function usedCounts(db: Db, keys: string[], windowMs: number, now: number): Promise<Map<string, number>> {
  const rows = await db.select().from(rateLimits).where(inArray(rateLimits.key, keys));
  return new Map(rows.map((r) => [r.key, r.windowStartsAt.getTime() > now - windowMs ? r.count : 0]));
}

/**
 * Counts `listings.length` new enquiries against the couple's day and each listing's week,
 * all or none: a send that would pass a limit counts nothing and is refused with its reason.
 */
export async function consumeEnquiryLimits(db: Db, coupleId: string, listings: readonly { kind: ListingKind; id: number }[], now: number): Promise<void> {
  const dayKey = limitKeys.day(coupleId);
  const listingKeys = listings.map((l) => limitKeys.listing(coupleId, l.kind, l.id));
  const [day, weeks] = await Promise.all([usedCounts(db, [dayKey], DAY, now), usedCounts(db, listingKeys, WEEK, now)]);
  if ((day.get(dayKey) ?? 0) + listings.length > ENQUIRY_LIMITS.perDay) throw new DomainError('RATE_LIMITED', enquiryText.dayLimit);
  if (listingKeys.some((key) => (weeks.get(key) ?? 0) + 1 > ENQUIRY_LIMITS.perListingPerWeek)) throw new DomainError('RATE_LIMITED', enquiryText.listingLimit);
  // Counted one by one; a parallel send that slipped past the check above is caught here.
  let dayCount = 0;
  for (let i = 0; i < listings.length; i++) dayCount = (await consumeRateLimit(db, dayKey, ENQUIRY_LIMITS.perDay, DAY, now)).count;
  if (dayCount > ENQUIRY_LIMITS.perDay) throw new DomainError('RATE_LIMITED', enquiryText.dayLimit);
  for (const key of listingKeys) {
    if (!(await consumeRateLimit(db, key, ENQUIRY_LIMITS.perListingPerWeek, WEEK, now)).allowed)
      throw new DomainError('RATE_LIMITED', enquiryText.listingLimit);
  }
}

/** One message (a reply, a quote) by `userId`: at most 60 an hour. */
export async function consumeMessageLimit(db: Db, userId: string, now: number): Promise<void> {
  const result = await consumeRateLimit(db, limitKeys.messages(userId), ENQUIRY_LIMITS.messagesPerHour, HOUR, now);
  if (!result.allowed) throw new DomainError('RATE_LIMITED', enquiryText.messageLimit);
}

// Accepted quotes become committed items of the couple's budget, linked to their booking.
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../server/db/client.ts';
import { budgetItems, weddingFunctions, type Booking } from '../../../server/db/schema.ts';
import { BUDGET_LIMITS } from './budget-tracker.ts';
import { categoryOfListing, weddingOf } from './budget-tracker.server.ts';

/**
 * Adds the booking's amount as quoted to the couple's budget, in the listing's category, once
 * per booking (a unique index). A couple without a wedding profile has no budget to add to.
 * `functionsText` names the booked functions; one that matches a function of the wedding links it.
 */
export async function addBookedItem(db: Db, booking: Booking, listingName: string, functionsText: string): Promise<void> {
  const weddingProfileId = await weddingOf(db, booking.coupleUserId);

  if (!weddingProfileId) return;
  const category = await categoryOfListing(db, booking.listingKind, booking.listingId);
  const only = booking.functions.length === 1 ? functionsText : null;
  const [fn] = only
    ? await db
        .select({ id: weddingFunctions.id })
        .from(weddingFunctions)
        .where(and(eq(weddingFunctions.weddingProfileId, weddingProfileId), sql`lower(${weddingFunctions.name}) = lower(${only})`))
        .limit(1)
    : [];
  const name = listingName.slice(0, BUDGET_LIMITS.businessName);
  await db
    .insert(budgetItems)
    .values({
      weddingProfileId,
      category,
      what: name || 'Booking',
      functionId: fn?.id ?? null,
      listingKind: booking.listingKind,
      listingId: booking.listingId,
      businessName: name || null,
      quoted: Math.min(Math.max(0, Math.round(booking.amount)), BUDGET_LIMITS.amount),
      paid: 0,
      note: `Accepted quote${functionsText ? ` for ${functionsText}` : ''}`.slice(0, BUDGET_LIMITS.note),
      bookingId: booking.id,
    })
    .onConflictDoNothing({ target: budgetItems.bookingId });
}

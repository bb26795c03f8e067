// Accounts and accepted bookings for integration tests that need a couple's booking as it
// really arrives: an enquiry, the business's quote, the couple's acceptance.
import { eq } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client.ts';
import { users, venues } from '../../src/server/db/schema.ts';
import { sendEnquiries } from '../../src/features/marketplace/enquiries/enquiries.server.ts';
import { sendEnquiryInput } from '../../src/features/marketplace/enquiries/enquiries.schema.ts';
import { acceptQuote, sendQuote } from '../../src/features/marketplace/enquiries/quotes.server.ts';
import type { Actor } from '../../src/features/planning/activity/activity.server.ts';

let n = 0;

/** A new verified account (a couple, or a business). */
export async function givenUser(db: Db, role: 'customer' | 'vendor' = 'customer') {
  n++;
  const [row] = await db
    .insert(users)
    .values({ email: `booking-user-${n}-${Date.now()}@example.test`, passwordHash: 'x', name: `Couple ${n}`, role, emailVerified: true })
    .returning();
  return row!;
}

/**
 * The couple enquires at a venue (owned by a new business) for the Wedding next March, which
 * quotes `amount`; the couple accepts (as `actor`, when someone else acts on the wedding).
 */
export async function givenBooking(db: Db, coupleId: string, venueId: number, amount: number, actor?: Actor) {
  const nextYear = `${new Date().getUTCFullYear() + 1}-03-14`;
  const deps = { db, sendMail: async () => {}, origin: 'https://mandap.example' };
  const business = await givenUser(db, 'vendor');
  await db.update(venues).set({ ownerUserId: business.id }).where(eq(venues.id, venueId));
  const {
    listingKind: _k,
    listingId: _i,
    ...request
  } = sendEnquiryInput.parse({
    listingKind: 'venue',
    listingId: venueId,
    functions: ['wedding'],
    eventDate: nextYear,
    guestCount: 200,
    budget: '',
    message: 'Free in March?',
  });
  const { conversationIds } = await sendEnquiries(deps, coupleId, [{ kind: 'venue', id: venueId }], request);
  const { id: quoteId } = await sendQuote(deps, business.id, {
    conversationId: conversationIds[0]!,
    amount,
    includes: 'Lawn',
    validUntil: nextYear,
    functions: ['wedding'],
  });
  return acceptQuote(deps, coupleId, quoteId, new Date(), actor);
}

// Cross-user cases for enquiries, quotes, bookings and claims: every action and private
// read, replayed by another couple, another business, the wrong side and a signed-out
// caller. Only the two parties of a conversation may read or change it.
import { eq } from 'drizzle-orm';
import { expect, type APIResponse } from '@playwright/test';
import { createUser, e2eDb } from '../fixtures.ts';
import { bookings, conversations, listingClaims, messages, quotes, venues } from '../../../src/server/db/schema.ts';
import { hashToken } from '../../../src/server/auth/session.ts';
import { givenConversation, givenQuote, givenVenue, nextYearDate } from '../enquiries.helpers.ts';
import type { Actor, CrossUserCase, Replay, Role } from './harness.ts';

const SECRET_MESSAGE = 'Secret enquiry text for the owner only';
const SECRET_COUPLE = 'Secret Couple Name';

/** A conversation with an open quote, seen from `owner`'s side (the couple, or the business). */
async function ownerThread(owner: Actor, side: Role) {
  const couple = side === 'customer' ? owner.user : await createUser({ name: SECRET_COUPLE });
  const business = side === 'vendor' ? owner.user : await createUser({ role: 'vendor', name: 'Owner Business' });
  const venue = await givenVenue({ ownerId: business.id });
  const conversation = await givenConversation({ ...couple, name: SECRET_COUPLE }, venue, { message: SECRET_MESSAGE });
  const quote = await givenQuote(conversation.id);
  const snapshot = async () => ({
    conversation: await e2eDb().select().from(conversations).where(eq(conversations.id, conversation.id)),
    messages: await e2eDb().select().from(messages).where(eq(messages.conversationId, conversation.id)).orderBy(messages.id),
    quotes: await e2eDb().select().from(quotes).where(eq(quotes.conversationId, conversation.id)).orderBy(quotes.id),
    bookings: await e2eDb().select().from(bookings).where(eq(bookings.conversationId, conversation.id)),
  });
  const before = await snapshot();
  return { conversation, quote, venue, verifyUnchanged: async () => expect(await snapshot()).toEqual(before) };
}

const action = (name: string, data: unknown, extra: Partial<Replay> = {}) => ({ method: 'POST' as const, url: `/_actions/${name}`, data, ...extra });

async function showsNothingOfTheOwner(response: APIResponse) {
  if (response.status() >= 300) return;
  const body = await response.text();
  expect(body).not.toContain(SECRET_MESSAGE);
  expect(body).not.toContain(SECRET_COUPLE);
}

const request = { functions: ['wedding'], eventDate: nextYearDate(), guestCount: 100, message: 'Intruder enquiry' };

/** One case per action against the owner's conversation; `data` gets the ids. */
function against(
  name: string,
  ownerRole: Role,
  data: (t: Awaited<ReturnType<typeof ownerThread>>) => unknown,
  extra: Partial<CrossUserCase> & { intruderGets?: number[] } = {},
): CrossUserCase {
  const { intruderGets, ...rest } = extra;
  return {
    name,
    ownerRole,
    ...rest,
    setup: async (owner) => {
      const t = await ownerThread(owner, ownerRole);
      return {
        ...action(name.split(' ')[0]!, data(t)),
        ...(intruderGets ? { intruderGets } : {}),
        checkResponse: showsNothingOfTheOwner,
        verifyUnchanged: t.verifyUnchanged,
      };
    },
  };
}

const read =
  (url: (t: Awaited<ReturnType<typeof ownerThread>>) => string, ownerRole: Role, gets: Partial<Replay>) =>
  async (owner: Actor): Promise<Replay> => {
    const t = await ownerThread(owner, ownerRole);
    return { method: 'GET', url: url(t), checkResponse: showsNothingOfTheOwner, verifyUnchanged: t.verifyUnchanged, ...gets };
  };

/** The owner business with one booking; the replay reads `url`. */
function ownerBookingRead(url: string, anonymousGets: number[]) {
  return async (owner: Actor): Promise<Replay> => {
    const t = await ownerThread(owner, 'vendor');
    const [accepted] = await e2eDb().update(quotes).set({ status: 'accepted' }).where(eq(quotes.id, t.quote.id)).returning();
    await e2eDb()
      .insert(bookings)
      .values({
        id: crypto.randomUUID().replaceAll('-', ''),
        conversationId: t.conversation.id,
        quoteId: accepted!.id,
        coupleUserId: t.conversation.coupleUserId,
        businessUserId: owner.user.id,
        listingKind: 'venue',
        listingId: t.venue.id,
        amount: 123456,
        functions: ['wedding'],
        eventMonth: t.conversation.eventMonth,
        guestCount: 10,
      });
    const rows = await e2eDb().select().from(bookings).where(eq(bookings.businessUserId, owner.user.id));
    return {
      method: 'GET',
      url,
      intruderGets: [200],
      anonymousGets,
      checkResponse: showsNothingOfTheOwner,
      verifyUnchanged: async () => expect(await e2eDb().select().from(bookings).where(eq(bookings.businessUserId, owner.user.id))).toEqual(rows),
    };
  };
}

export const enquiryCases: CrossUserCase[] = [
  // The couple's side, replayed by another couple.
  against('enquiries.reply to another couple’s conversation', 'customer', (t) => ({ conversationId: t.conversation.id, body: 'Hijack' })),
  against('enquiries.reply by a business that is not the listing’s', 'customer', (t) => ({ conversationId: t.conversation.id, body: 'Hijack' }), {
    intruderRole: 'vendor',
  }),
  against('enquiries.markRead of another couple’s conversation', 'customer', (t) => ({ conversationId: t.conversation.id })),
  against('enquiries.shareContact on another couple’s conversation', 'customer', (t) => ({ conversationId: t.conversation.id, phone: '+91 90000 00666' })),
  against('enquiries.withdraw of another couple’s enquiry', 'customer', (t) => ({ conversationId: t.conversation.id })),
  against('enquiries.acceptQuote of another couple’s quote', 'customer', (t) => ({ quoteId: t.quote.id })),
  against('enquiries.declineQuote of another couple’s quote', 'customer', (t) => ({ quoteId: t.quote.id })),
  against('enquiries.acceptQuote by a business', 'vendor', (t) => ({ quoteId: t.quote.id }), { intruderGets: [403, 404] }),
  against('enquiries.send writes only the caller’s own enquiry', 'customer', (t) => ({ ...request, listingKind: 'venue', listingId: t.venue.id }), {
    intruderGets: [200],
  }),
  against(
    'enquiries.sendMany writes only the caller’s own enquiries',
    'customer',
    (t) => ({ ...request, listings: [{ listingKind: 'venue', listingId: t.venue.id }] }),
    { intruderGets: [200] },
  ),
  {
    name: 'GET /api/enquiries/{id} of another couple’s conversation',
    setup: read((t) => `/api/enquiries/${t.conversation.id}`, 'customer', { intruderGets: [404], anonymousGets: [401] }),
  },
  {
    name: 'GET /api/enquiries lists only the caller’s own',
    setup: read(() => '/api/enquiries', 'customer', { intruderGets: 'own-data-only', anonymousGets: [401] }),
  },
  {
    name: 'GET /api/enquiries/prefill gives only the caller’s own details',
    setup: async (owner) => {
      const replay = await read(() => '/api/enquiries/prefill', 'customer', { intruderGets: [200], anonymousGets: [200] })(owner);
      return { ...replay, checkResponse: async (response) => expect(await response.text()).not.toContain(owner.user.email) };
    },
  },

  // The business's side, replayed by another business (and a couple).
  against('enquiries.reply to another business’s enquiry', 'vendor', (t) => ({ conversationId: t.conversation.id, body: 'Hijack' })),
  against('enquiries.sendQuote in another business’s enquiry', 'vendor', (t) => ({
    conversationId: t.conversation.id,
    amount: 1,
    includes: 'Hijack',
    validUntil: nextYearDate(),
    functions: ['wedding'],
  })),
  against(
    'enquiries.sendQuote by a couple',
    'vendor',
    (t) => ({
      conversationId: t.conversation.id,
      amount: 1,
      includes: 'Hijack',
      validUntil: nextYearDate(),
      functions: ['wedding'],
    }),
    { intruderRole: 'customer', intruderGets: [403] },
  ),
  against('enquiries.withdrawQuote of another business’s quote', 'vendor', (t) => ({ quoteId: t.quote.id })),
  against('enquiries.decline of another business’s enquiry', 'vendor', (t) => ({ conversationId: t.conversation.id, reason: 'Hijack' })),
  against('enquiries.markRead of another business’s enquiry', 'vendor', (t) => ({ conversationId: t.conversation.id })),
  {
    name: 'GET /vendor-dashboard/messages/{id} of another business’s enquiry',
    ownerRole: 'vendor',
    setup: read((t) => `/vendor-dashboard/messages/${t.conversation.id}`, 'vendor', { intruderGets: [404], anonymousGets: [302] }),
  },
  {
    name: 'GET /vendor-dashboard/messages shows only the caller’s inbox',
    ownerRole: 'vendor',
    setup: read(() => '/vendor-dashboard/messages', 'vendor', { intruderGets: [200], anonymousGets: [302] }),
  },
  {
    name: 'GET /api/enquiries/inbox shows only the caller’s inbox',
    ownerRole: 'vendor',
    setup: read(() => '/api/enquiries/inbox', 'vendor', { intruderGets: [200], anonymousGets: [401] }),
  },
  { name: 'GET /api/bookings/export lists only the caller’s bookings', ownerRole: 'vendor', setup: ownerBookingRead('/api/bookings/export', [401]) },
  {
    name: 'GET /vendor-dashboard/bookings lists only the caller’s bookings',
    ownerRole: 'vendor',
    setup: ownerBookingRead('/vendor-dashboard/bookings', [302]),
  },
  {
    name: 'enquiries.claim with a link the owner already used',
    ownerRole: 'vendor',
    setup: async (owner) => {
      const venue = await givenVenue({ ownerId: owner.user.id });
      const token = `used${crypto.randomUUID().replaceAll('-', '')}`;
      await e2eDb()
        .insert(listingClaims)
        .values({
          id: hashToken(token),
          listingKind: 'venue',
          listingId: venue.id,
          email: 'events@example.test',
          expiresAt: new Date(Date.now() + 86_400_000),
          usedAt: new Date(),
          usedByUserId: owner.user.id,
        });
      return {
        ...action('enquiries.claim', { token }),
        intruderGets: [409],
        verifyUnchanged: async () => {
          const [row] = await e2eDb().select().from(venues).where(eq(venues.id, venue.id));
          expect(row!.ownerUserId).toBe(owner.user.id);
        },
      };
    },
  },
];

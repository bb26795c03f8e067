// Builders for the enquiry specs: listings with or without a business, and conversations
// and quotes written straight into the e2e database (the specs drive the UI for the steps
// they test; these set up what comes before).
import { desc, eq } from 'drizzle-orm';
import { expect, type Page } from '@playwright/test';
import { bookings, cities, conversations, messages, outbox, quotes, users, venues, type User } from '../../src/server/db/schema.ts';
import { createUser, e2eDb } from './fixtures.ts';

let n = 0;
const unique = () => `${Date.now().toString(36)}${(n++).toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const id = () => crypto.randomUUID().replaceAll('-', '');

/** A date in the coming year, YYYY-MM-DD. */
export const nextYearDate = (month = '03', day = '14') => `${new Date().getUTCFullYear() + 1}-${month}-${day}`;

/** A fresh venue of its own (so parallel tests never share one), owned by `ownerId` when given. */
export async function givenVenue(options: { ownerId?: string; contactEmail?: string; name?: string } = {}) {
  // A city of its own too: the catalogue's cities and their listings stay as the other specs expect them.
  const tag = unique();
  const [city] = await e2eDb()
    .insert(cities)
    .values({ name: `Enquiry Town ${tag}`, slug: `enquiry-town-${tag}`, state: 'Goa' })
    .returning();
  const [venue] = await e2eDb()
    .insert(venues)
    .values({
      name: options.name ?? `Marigold Lawns ${unique()}`,
      description: 'Lawns with a mandap for 500 guests.',
      type: 'garden',
      location: city!.name,
      cityId: city!.id,
      capacityMin: 100,
      capacityMax: 500,
      ratingAverage: 4.3,
      reviewCount: 1,
      contactEmail: options.contactEmail ?? null,
      ownerUserId: options.ownerId ?? null,
    })
    .returning();
  return venue!;
}

/** A business account owning a fresh venue. */
export async function givenBusiness(name = 'Rana Banquets') {
  const business = await createUser({ role: 'vendor', name });
  const venue = await givenVenue({ ownerId: business.id, name: `${name} Hall ${unique()}` });
  return { business, venue };
}

type ConversationOptions = Partial<typeof conversations.$inferInsert> & { message?: string };

/** An enquiry from `couple` to a venue, with its first message. */
export async function givenConversation(couple: User, venue: { id: number; ownerUserId: string | null }, options: ConversationOptions = {}) {
  const { message = 'Is the lawn free on our date?', ...rest } = options;
  const now = new Date();
  const [row] = await e2eDb()
    .insert(conversations)
    .values({
      id: id(),
      coupleUserId: couple.id,
      listingKind: 'venue',
      listingId: venue.id,
      businessUserId: venue.ownerUserId,
      coupleName: couple.name || 'A couple',
      functions: ['wedding'],
      eventDate: nextYearDate(),
      eventMonth: nextYearDate().slice(0, 7),
      guestCount: 250,
      budget: 500000,
      lastMessage: message,
      lastActivityAt: now,
      businessUnread: 1,
      ...rest,
    })
    .returning();
  await e2eDb().insert(messages).values({ id: id(), conversationId: row!.id, authorSide: 'couple', body: message, createdAt: now });
  return row!;
}

/** An open quote in a conversation, as the business would send it. */
export async function givenQuote(conversationId: string, options: Partial<typeof quotes.$inferInsert> = {}) {
  const [quote] = await e2eDb()
    .insert(quotes)
    .values({
      id: id(),
      conversationId,
      amount: 400000,
      includes: 'Lawn, stage and lighting',
      functions: ['wedding'],
      validUntil: nextYearDate('01', '31'),
      ...options,
    })
    .returning();
  await e2eDb().insert(messages).values({ id: id(), conversationId, authorSide: 'business', kind: 'quote', quoteId: quote!.id });
  await e2eDb().update(conversations).set({ status: 'quoted', coupleUnread: 1 }).where(eq(conversations.id, conversationId));
  return quote!;
}

/** Every mail in the outbox to `to`, newest first. */
export function mailsTo(to: string) {
  return e2eDb().select().from(outbox).where(eq(outbox.to, to)).orderBy(desc(outbox.id));
}

/** The path of the newest claim link mailed to `to` (polls the outbox until it is there). */
export async function mailedClaimPath(to: string): Promise<string> {
  let path: string | undefined;
  await expect
    .poll(
      async () => {
        const [mail] = await mailsTo(to);
        path = mail && /https?:\/\/[^/\s]+(\/claim\/[a-z0-9]+)/.exec(mail.text)?.[1];
        return path;
      },
      { message: `No claim e-mail for ${to}` },
    )
    .toBeTruthy();
  return path!;
}

export async function userRow(userId: string) {
  const [row] = await e2eDb().select().from(users).where(eq(users.id, userId));
  return row!;
}

/** The text of the toast with this title, once shown. */
export function toast(page: Page, title: string) {
  return page.locator('#toasts .toast', { has: page.locator('.toast-title', { hasText: title }) }).first();
}

/** Waits until the React island whose component file matches `name` has hydrated. */
export async function islandReady(page: Page, name: string) {
  await expect(page.locator(`astro-island[component-url*="${name}"]`).first()).not.toHaveAttribute('ssr');
}

/** A confirmed booking of a fresh venue by `couple`, made at `createdAt`. */
export async function givenBooking(couple: User, createdAt = new Date(), amount = 450000) {
  const { business, venue } = await givenBusiness();
  const conversation = await givenConversation(couple, venue, { status: 'booked' });
  const quote = await givenQuote(conversation.id, { amount, status: 'accepted' });
  await e2eDb().update(conversations).set({ status: 'booked' }).where(eq(conversations.id, conversation.id));
  const [booking] = await e2eDb()
    .insert(bookings)
    .values({
      id: id(),
      conversationId: conversation.id,
      quoteId: quote.id,
      coupleUserId: couple.id,
      businessUserId: business.id,
      listingKind: 'venue',
      listingId: venue.id,
      amount,
      functions: ['wedding'],
      eventDate: conversation.eventDate,
      eventMonth: conversation.eventMonth,
      guestCount: conversation.guestCount,
      createdAt,
    })
    .returning();
  return { booking: booking!, venue, business, conversation };
}

// Enquiries end to end on a real libSQL file: sending, replies, quotes, bookings, claims,
// limits, notifications and who may see what.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestDb, type TestDb } from '../setup/db.ts';
import { insertCatalogue } from '../setup/catalogue.ts';
import { bookings, conversations, listingClaims, messages, quotes, rateLimits, users, vendors, venues, weddingProfiles } from '../../src/server/db/schema.ts';
import type { MailMessage } from '../../src/server/mail/deliver.ts';
import { ConflictError, NotFoundError } from '../../src/server/errors.ts';
import { enquiryText } from '../../src/features/marketplace/enquiries/enquiry-text.ts';
import { sendEnquiryInput, type EnquiryRequest } from '../../src/features/marketplace/enquiries/enquiries.schema.ts';
import { coupleNameOf } from '../../src/features/marketplace/enquiries/enquiry-rules.ts';
import { todayInIndia } from '../../src/lib/dates.ts';
import {
  declineEnquiry,
  markConversationRead,
  replyToConversation,
  sendEnquiries,
  shareContact,
  withdrawEnquiry,
} from '../../src/features/marketplace/enquiries/enquiries.server.ts';
import { acceptQuote, declineQuote, sendQuote, withdrawQuote } from '../../src/features/marketplace/enquiries/quotes.server.ts';
import { getThread, listCoupleConversations, listCoupleQuotes, listInbox, unreadCount } from '../../src/features/marketplace/enquiries/threads.server.ts';
import { claimListing, lookUpClaim } from '../../src/features/marketplace/enquiries/claims.server.ts';
import { bookingsToCsv, businessCounts, listBusinessBookings } from '../../src/features/marketplace/enquiries/bookings.server.ts';
import type { EnquiryDeps } from '../../src/features/marketplace/enquiries/notify.server.ts';

let t: TestDb;
let deps: EnquiryDeps;
let sent: MailMessage[];
let venueIds: number[];
let vendorIds: number[];
let n = 0;

const COUPLE_EMAIL_DOMAIN = 'couple.example.test';
const nextYear = `${new Date().getUTCFullYear() + 1}-03-14`;

async function user(role: 'customer' | 'vendor', extra: Partial<typeof users.$inferInsert> = {}) {
  n++;
  const [row] = await t.db
    .insert(users)
    .values({
      email: `${role}${n}@${role === 'customer' ? COUPLE_EMAIL_DOMAIN : 'biz.example.test'}`,
      passwordHash: 'x',
      name: `${role} ${n}`,
      phone: `+91 98${String(n).padStart(8, '0')}`,
      role,
      emailVerified: true,
      ...extra,
    })
    .returning();
  return row!;
}

/** A venue with its own business account. */
async function ownedVenue() {
  const business = await user('vendor');
  const id = venueIds.shift()!;
  await t.db.update(venues).set({ ownerUserId: business.id, capacityMax: 1000 }).where(eq(venues.id, id));
  return { business, venueId: id };
}

function request(overrides: Partial<Record<string, unknown>> = {}): EnquiryRequest {
  const parsed = sendEnquiryInput.parse({
    listingKind: 'venue',
    listingId: 1,
    functions: ['wedding', 'sangeet'],
    eventDate: nextYear,
    guestCount: 300,
    budget: '800000',
    message: 'Is the lawn free in March?',
    ...overrides,
  });
  const { listingKind: _k, listingId: _i, ...rest } = parsed;
  return rest;
}

async function enquiry(coupleId: string, venueId: number, overrides: Partial<Record<string, unknown>> = {}) {
  const { conversationIds } = await sendEnquiries(deps, coupleId, [{ kind: 'venue', id: venueId }], request(overrides));
  return conversationIds[0]!;
}

const quoteInput = (conversationId: string, overrides: Partial<Record<string, unknown>> = {}) => ({
  conversationId,
  amount: 450000,
  includes: 'Lawn, stage and décor',
  validUntil: nextYear,
  functions: ['wedding'] as ('wedding' | 'sangeet')[],
  ...overrides,
});

beforeAll(async () => {
  t = await createTestDb();
  const catalogue = await insertCatalogue(t.db, { venuesPerCity: 30, vendorsPerPair: 2 });
  venueIds = catalogue.venues.map((v) => v.id);
  vendorIds = catalogue.vendors.map((v) => v.id);
  deps = { db: t.db, sendMail: async (m) => void sent.push(m), origin: 'https://mandap.example' };
});
beforeEach(() => {
  sent = [];
});
afterAll(() => t.cleanup());

describe('sending an enquiry', () => {
  it('stores the conversation and its first message, and e-mails the business without the unshared contact', async () => {
    const couple = await user('customer');
    const { business, venueId } = await ownedVenue();
    const id = await enquiry(couple.id, venueId);
    const [row] = await t.db.select().from(conversations).where(eq(conversations.id, id));
    expect(row).toMatchObject({
      coupleUserId: couple.id,
      businessUserId: business.id,
      status: 'new',
      functions: ['sangeet', 'wedding'],
      eventDate: nextYear,
      eventMonth: nextYear.slice(0, 7),
      guestCount: 300,
      budget: 800000,
      contactShared: false,
      sharedPhone: null,
      sharedEmail: null,
      businessUnread: 1,
    });
    expect(await t.db.select({ body: messages.body, side: messages.authorSide }).from(messages).where(eq(messages.conversationId, id))).toEqual([
      { body: 'Is the lawn free in March?', side: 'couple' },
    ]);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.to).toBe(business.email);
    expect(sent[0]!.text).toContain(`https://mandap.example/vendor-dashboard/messages/${id}`);
    expect(sent[0]!.text).toContain('The couple has not shared contact details');
    expect(sent[0]!.text).not.toContain(couple.email);
    expect(sent[0]!.text).not.toContain(couple.phone);
  });

  it('shares the phone typed and the account e-mail only when asked', async () => {
    const couple = await user('customer');
    const { venueId } = await ownedVenue();
    const id = await enquiry(couple.id, venueId, { sharePhone: true, phone: '+91 99999 11111' });
    const [row] = await t.db.select().from(conversations).where(eq(conversations.id, id));
    expect(row).toMatchObject({ contactShared: true, sharedPhone: '+91 99999 11111', sharedEmail: couple.email });
    expect(sent[0]!.text).toContain('+91 99999 11111');
  });

  it('names the couple from the wedding profile, never by e-mail', async () => {
    expect(coupleNameOf('Ananya', { userName: 'Ananya', partnerName: 'Rohan' })).toBe('Ananya & Rohan');
    expect(coupleNameOf('', undefined)).toBe('A couple');
    const couple = await user('customer', { name: '' });
    await t.db.insert(weddingProfiles).values({ userId: couple.id, userName: 'Meera', partnerName: 'Kabir' });
    const { venueId } = await ownedVenue();
    const id = await enquiry(couple.id, venueId);
    const [row] = await t.db.select().from(conversations).where(eq(conversations.id, id));
    expect(row!.coupleName).toBe('Meera & Kabir');
  });

  it('refuses a business account and unknown listings', async () => {
    const business = await user('vendor');
    await expect(enquiry(business.id, venueIds[0]!)).rejects.toMatchObject({ code: 'FORBIDDEN', message: enquiryText.customerOnly });
    const couple = await user('customer');
    await expect(enquiry(couple.id, 9_999_999)).rejects.toThrow(enquiryText.listingNotFound);
  });

  it('checks the date, the month when dates are not fixed, the functions and the message length', () => {
    const base = { listingKind: 'venue', listingId: 1, functions: ['haldi'], guestCount: 10, message: 'Hello' };
    const issues = (input: object) => {
      const r = sendEnquiryInput.safeParse(input);
      return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
    };
    expect(issues({ ...base, eventDate: '2001-01-01' })).toEqual({ eventDate: 'The event date cannot be in the past' });
    // Every message at once, even when several fields are wrong.
    expect(issues({ listingKind: 'venue', listingId: 1, functions: [], guestCount: '', message: ' ' })).toEqual({
      functions: 'Choose at least one function',
      eventDate: 'Choose the event date, or tick Dates not fixed and choose a month',
      guestCount: 'Enter the number of guests (1 to 1,00,000)',
      message: 'Please write a message',
    });
    expect(issues({ ...base, datesNotFixed: true, eventMonth: '' })).toEqual({ eventMonth: 'Choose the month of the event' });
    expect(sendEnquiryInput.parse({ ...base, datesNotFixed: true, eventMonth: nextYear.slice(0, 7) })).toMatchObject({
      eventDate: null,
      eventMonth: nextYear.slice(0, 7),
    });
    expect(issues({ ...base, functions: [], eventDate: nextYear })).toEqual({ functions: 'Choose at least one function' });
    expect(issues({ ...base, eventDate: nextYear, message: 'x'.repeat(1001) })).toEqual({ message: 'Your message can be at most 1,000 characters' });
    expect(issues({ ...base, eventDate: nextYear, message: 'x'.repeat(1000) })).toEqual({});
    expect(issues({ ...base, eventDate: nextYear, sharePhone: true, phone: '' })).toEqual({ phone: 'Enter a valid phone number to share it' });
  });
});

describe('replies, quotes and bookings', () => {
  it('goes from question to booking, with unread counts on both sides', async () => {
    const couple = await user('customer');
    const { business, venueId } = await ownedVenue();
    const id = await enquiry(couple.id, venueId);
    expect(await unreadCount(t.db, business)).toBe(1);

    await replyToConversation(deps, business.id, id, 'Yes, the lawn is free.');
    let thread = await getThread(t.db, couple.id, id);
    expect(thread.status).toBe('replied');
    expect(await unreadCount(t.db, couple)).toBe(1);
    expect(sent.at(-1)).toMatchObject({ to: couple.email });
    expect(sent.at(-1)!.text).toContain(`https://mandap.example/dashboard?tab=enquiries&c=${id}`);

    await markConversationRead(t.db, couple.id, id);
    expect(await unreadCount(t.db, couple)).toBe(0);

    const { id: quoteId } = await sendQuote(deps, business.id, quoteInput(id));
    thread = await getThread(t.db, couple.id, id);
    expect(thread.status).toBe('quoted');
    expect(thread.quotes).toEqual([expect.objectContaining({ id: quoteId, amount: 450000, state: 'open', functions: ['wedding'] })]);

    const booking = await acceptQuote(deps, couple.id, quoteId);
    expect(booking).toMatchObject({ conversationId: id, quoteId, amount: 450000, coupleUserId: couple.id, businessUserId: business.id, guestCount: 300 });
    thread = await getThread(t.db, business.id, id);
    expect(thread.status).toBe('booked');
    expect(thread.booking).toMatchObject({ amount: 450000 });
    expect(thread.messages.map((m) => m.kind)).toEqual(['message', 'message', 'quote', 'quote_accepted']);
    // The booking e-mail goes to both sides.
    expect(
      sent
        .slice(-2)
        .map((m) => m.to)
        .sort(),
    ).toEqual([business.email, couple.email].sort());

    const listed = await listBusinessBookings(t.db, business.id);
    expect(listed).toEqual([expect.objectContaining({ coupleName: couple.name, amount: 450000, functions: ['wedding'] })]);
    expect(await businessCounts(t.db, business.id)).toEqual({ newEnquiries: 0, upcomingBookings: 1 });
    // Messages go on after the booking.
    await replyToConversation(deps, couple.id, id, 'See you in March!');
  });

  it('two accepts of two quotes at once end with exactly one booking', async () => {
    const couple = await user('customer');
    const { business, venueId } = await ownedVenue();
    const id = await enquiry(couple.id, venueId);
    const a = await sendQuote(deps, business.id, quoteInput(id, { amount: 400000 }));
    const b = await sendQuote(deps, business.id, quoteInput(id, { amount: 420000 }));
    const results = await Promise.allSettled([acceptQuote(deps, couple.id, a.id), acceptQuote(deps, couple.id, b.id)]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const failure = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(failure.reason).toBeInstanceOf(ConflictError);
    expect(await t.db.select().from(bookings).where(eq(bookings.conversationId, id))).toHaveLength(1);
    const states = (await t.db.select({ status: quotes.status }).from(quotes).where(eq(quotes.conversationId, id))).map((q) => q.status).sort();
    expect(states).toEqual(['accepted', 'declined']);
  });

  it('an expired or withdrawn quote cannot be accepted, and nothing changes', async () => {
    const couple = await user('customer');
    const { business, venueId } = await ownedVenue();
    const id = await enquiry(couple.id, venueId);
    const expired = await sendQuote(deps, business.id, quoteInput(id, { validUntil: todayInIndia() }));
    const later = new Date(Date.now() + 3 * 24 * 60 * 60 * 1000);
    await expect(acceptQuote(deps, couple.id, expired.id, later)).rejects.toThrow(/^This quote expired on .+\. Ask the business for a new one\.$/);
    const withdrawn = await sendQuote(deps, business.id, quoteInput(id));
    await withdrawQuote(deps, business.id, withdrawn.id);
    await expect(acceptQuote(deps, couple.id, withdrawn.id)).rejects.toThrow(enquiryText.quoteWithdrawnError);
    expect(await t.db.select().from(bookings).where(eq(bookings.conversationId, id))).toEqual([]);
    const [row] = await t.db.select().from(conversations).where(eq(conversations.id, id));
    expect(row!.status).toBe('quoted');
    expect((await getThread(t.db, couple.id, id, undefined, later)).quotes.map((q) => q.state)).toEqual(['expired', 'withdrawn']);
  });

  it('the couple declines a quote; a quote must cover functions of the enquiry', async () => {
    const couple = await user('customer');
    const { business, venueId } = await ownedVenue();
    const id = await enquiry(couple.id, venueId);
    await expect(sendQuote(deps, business.id, quoteInput(id, { functions: ['haldi'] }))).rejects.toThrow('Choose the functions this quote covers');
    const q = await sendQuote(deps, business.id, quoteInput(id));
    await declineQuote(deps, couple.id, q.id);
    await expect(acceptQuote(deps, couple.id, q.id)).rejects.toThrow(enquiryText.quoteDeclinedError);
  });

  it('withdraw closes an open enquiry and its quotes; decline carries a reason', async () => {
    const couple = await user('customer');
    const { business, venueId } = await ownedVenue();
    const id = await enquiry(couple.id, venueId);
    const q = await sendQuote(deps, business.id, quoteInput(id));
    await withdrawEnquiry(deps, couple.id, id);
    const [row] = await t.db.select().from(conversations).where(eq(conversations.id, id));
    expect(row!.status).toBe('withdrawn');
    expect((await t.db.select().from(quotes).where(eq(quotes.id, q.id)))[0]!.status).toBe('withdrawn');
    await expect(replyToConversation(deps, business.id, id, 'Still there?')).rejects.toThrow(enquiryText.closed);
    await expect(withdrawEnquiry(deps, couple.id, id)).rejects.toThrow(enquiryText.notOpen);

    const other = await enquiry(couple.id, (await ownedVenue()).venueId);
    const [{ businessUserId }] = (await t.db
      .select({ businessUserId: conversations.businessUserId })
      .from(conversations)
      .where(eq(conversations.id, other))) as [{ businessUserId: string }];
    await declineEnquiry(deps, businessUserId, other, 'Fully booked that week');
    const thread = await getThread(t.db, couple.id, other);
    expect(thread.status).toBe('declined');
    expect(thread.messages.at(-1)).toMatchObject({ kind: 'declined', body: 'Fully booked that week', side: 'business' });
  });

  it('the couple may share contact details later, once', async () => {
    const couple = await user('customer');
    const { business, venueId } = await ownedVenue();
    const id = await enquiry(couple.id, venueId);
    expect((await getThread(t.db, business.id, id)).contact).toBeNull();
    await shareContact(deps, couple.id, id, '+91 98765 43210');
    expect((await getThread(t.db, business.id, id)).contact).toEqual({ phone: '+91 98765 43210', email: couple.email });
    await expect(shareContact(deps, couple.id, id, '+91 98765 43210')).rejects.toThrow(enquiryText.alreadyShared);
  });
});

describe('only the two parties', () => {
  it('another couple, another business and the wrong side get not found and change nothing', async () => {
    const couple = await user('customer');
    const stranger = await user('customer');
    const { business, venueId } = await ownedVenue();
    const otherBusiness = (await ownedVenue()).business;
    const id = await enquiry(couple.id, venueId);
    const q = await sendQuote(deps, business.id, quoteInput(id));
    for (const intruder of [stranger, otherBusiness]) {
      await expect(getThread(t.db, intruder.id, id)).rejects.toBeInstanceOf(NotFoundError);
      await expect(replyToConversation(deps, intruder.id, id, 'hi')).rejects.toBeInstanceOf(NotFoundError);
      await expect(markConversationRead(t.db, intruder.id, id)).rejects.toBeInstanceOf(NotFoundError);
      await expect(acceptQuote(deps, intruder.id, q.id)).rejects.toBeInstanceOf(NotFoundError);
      await expect(declineEnquiry(deps, intruder.id, id, 'no')).rejects.toBeInstanceOf(NotFoundError);
      await expect(sendQuote(deps, intruder.id, quoteInput(id))).rejects.toBeInstanceOf(NotFoundError);
    }
    // The couple cannot act as the business, nor the business as the couple.
    await expect(sendQuote(deps, couple.id, quoteInput(id))).rejects.toBeInstanceOf(NotFoundError);
    await expect(acceptQuote(deps, business.id, q.id)).rejects.toBeInstanceOf(NotFoundError);
    await expect(withdrawEnquiry(deps, business.id, id)).rejects.toBeInstanceOf(NotFoundError);
    expect((await listInbox(t.db, otherBusiness.id, { status: 'all', q: '', page: 1 })).items).toEqual([]);
    expect(await listCoupleConversations(t.db, stranger.id)).toEqual([]);
    const [row] = await t.db.select().from(conversations).where(eq(conversations.id, id));
    expect(row!.status).toBe('quoted');
  });
});

describe('limits', () => {
  it('20 new enquiries a day per couple, all or none for a bulk send', async () => {
    const couple = await user('customer');
    const targets = vendorIds.splice(0, 21).map((id) => ({ kind: 'vendor' as const, id }));
    await sendEnquiries(deps, couple.id, targets.slice(0, 10), request());
    await sendEnquiries(deps, couple.id, targets.slice(10, 15), request());
    // 15 sent: six more would pass 20, so none of them is sent.
    await expect(sendEnquiries(deps, couple.id, targets.slice(15, 21), request())).rejects.toMatchObject({
      code: 'RATE_LIMITED',
      message: enquiryText.dayLimit,
    });
    expect(await listCoupleConversations(t.db, couple.id)).toHaveLength(15);
    await sendEnquiries(deps, couple.id, targets.slice(15, 20), request());
    await expect(sendEnquiries(deps, couple.id, targets.slice(20, 21), request())).rejects.toThrow(enquiryText.dayLimit);
    expect(await listCoupleConversations(t.db, couple.id)).toHaveLength(20);
  });

  it('5 enquiries to the same listing a week', async () => {
    const couple = await user('customer');
    const { venueId } = await ownedVenue();
    for (let i = 0; i < 5; i++) await enquiry(couple.id, venueId);
    await expect(enquiry(couple.id, venueId)).rejects.toThrow(enquiryText.listingLimit);
  });

  it('60 messages an hour per user', async () => {
    const couple = await user('customer');
    const { venueId } = await ownedVenue();
    const id = await enquiry(couple.id, venueId);
    await t.db.insert(rateLimits).values({ key: `enquiry:messages:${couple.id}`, count: 60, windowStartsAt: new Date() });
    await expect(replyToConversation(deps, couple.id, id, 'one more')).rejects.toThrow(enquiryText.messageLimit);
  });
});

describe('notifications', () => {
  it('respect the Email Notifications switch; the inbox still shows the enquiry', async () => {
    const couple = await user('customer');
    const { business, venueId } = await ownedVenue();
    await t.db
      .update(users)
      .set({ notificationSettings: { email_notifications: false, push_notifications: true, marketing_emails: false } })
      .where(eq(users.id, business.id));
    const id = await enquiry(couple.id, venueId);
    expect(sent).toEqual([]);
    const { items } = await listInbox(t.db, business.id, { status: 'all', q: '', page: 1 });
    expect(items.map((i) => i.id)).toEqual([id]);
    const [venue] = await t.db.select({ name: venues.name }).from(venues).where(eq(venues.id, venueId));
    expect(items[0]!.listingName).toBe(venue!.name);
    expect(items[0]!.listingName).not.toBe('');
  });
});

describe('unclaimed listings', () => {
  async function unclaimedVenue() {
    const id = venueIds.shift()!;
    await t.db
      .update(venues)
      .set({ contactEmail: `events${id}@venue.example.test` })
      .where(eq(venues.id, id));
    return id;
  }
  const tokenOf = (mail: MailMessage) => /\/claim\/([a-z0-9]+)/.exec(mail.text)![1]!;

  it('e-mails the listing a one-time claim link; claiming delivers every stored enquiry', async () => {
    const couple = await user('customer');
    const venueId = await unclaimedVenue();
    const first = await enquiry(couple.id, venueId);
    const second = await enquiry(couple.id, venueId, { message: 'Also the reception?' });
    expect(sent.map((m) => m.to)).toEqual([`events${venueId}@venue.example.test`, `events${venueId}@venue.example.test`]);
    expect(sent[0]!.text).toContain('https://mandap.example/claim/');
    expect(sent[0]!.text).not.toContain(couple.email);
    const token = tokenOf(sent[0]!);
    const stale = tokenOf(sent[1]!);
    expect((await lookUpClaim(t.db, token)).state).toBe('valid');

    const customer = await user('customer');
    await expect(claimListing(t.db, customer.id, token)).rejects.toMatchObject({ code: 'FORBIDDEN', message: enquiryText.businessOnly });
    const business = await user('vendor');
    await claimListing(t.db, business.id, token);
    const [venue] = await t.db.select().from(venues).where(eq(venues.id, venueId));
    expect(venue!.ownerUserId).toBe(business.id);
    expect((await listInbox(t.db, business.id, { status: 'all', q: '', page: 1 })).items.map((i) => i.id).sort()).toEqual([first, second].sort());

    const rival = await user('vendor');
    await expect(claimListing(t.db, rival.id, token)).rejects.toThrow(enquiryText.claimUsed);
    await expect(claimListing(t.db, rival.id, stale)).rejects.toThrow(enquiryText.claimTaken);
    expect((await t.db.select().from(venues).where(eq(venues.id, venueId)))[0]!.ownerUserId).toBe(business.id);
  });

  it('a link expires after 7 days; a business may own several listings', async () => {
    const couple = await user('customer');
    const business = await user('vendor');
    const vendorId = vendorIds.shift()!;
    await t.db.update(vendors).set({ ownerUserId: business.id }).where(eq(vendors.id, vendorIds.shift()!));
    await t.db.update(vendors).set({ email: 'studio@vendor.example.test' }).where(eq(vendors.id, vendorId));
    await sendEnquiries(deps, couple.id, [{ kind: 'vendor', id: vendorId }], request());
    const token = tokenOf(sent[0]!);
    const eightDays = new Date(Date.now() + 8 * 24 * 60 * 60 * 1000);
    await expect(claimListing(t.db, business.id, token, eightDays)).rejects.toThrow(enquiryText.claimExpired);
    const [claim] = await t.db.select().from(listingClaims).where(eq(listingClaims.listingId, vendorId));
    expect(claim!.usedAt).toBeNull();
    await claimListing(t.db, business.id, token);
    expect((await t.db.select().from(vendors).where(eq(vendors.ownerUserId, business.id))).length).toBe(2);
    await expect(claimListing(t.db, business.id, 'not-a-token')).rejects.toThrow(enquiryText.claimInvalid);
  });
});

describe('inbox, comparison and export', () => {
  it('filters by status, searches couple names, pages and counts unread', async () => {
    const { business, venueId } = await ownedVenue();
    const names = ['Priya & Arjun', 'Sana & Imran', 'Priya & Dev'];
    const ids: string[] = [];
    for (const name of names) {
      const couple = await user('customer', { name });
      ids.push(await enquiry(couple.id, venueId));
    }
    await replyToConversation(deps, business.id, ids[0]!, 'Hello');
    await markConversationRead(t.db, business.id, ids[1]!);
    const all = await listInbox(t.db, business.id, { status: 'all', q: '', page: 1 });
    expect(all.items.map((i) => i.coupleName)).toEqual(['Priya & Arjun', 'Priya & Dev', 'Sana & Imran']);
    expect(all.counts.all).toEqual({ total: 3, unread: 2 });
    expect(all.counts.new).toEqual({ total: 2, unread: 1 });
    expect(all.counts.replied).toEqual({ total: 1, unread: 1 });
    expect((await listInbox(t.db, business.id, { status: 'new', q: '', page: 1 })).items.map((i) => i.coupleName)).toEqual(['Priya & Dev', 'Sana & Imran']);
    expect((await listInbox(t.db, business.id, { status: 'all', q: 'priya', page: 1 })).items).toHaveLength(2);
    expect((await listInbox(t.db, business.id, { status: 'all', q: '100%', page: 1 })).items).toHaveLength(0);
    expect((await listInbox(t.db, business.id, { status: 'all', q: '', page: 2 })).items).toHaveLength(0);
  });

  it('gives the couple their quotes to compare, and exports bookings as formula-safe CSV', async () => {
    const couple = await user('customer', { name: '=HYPERLINK("x")' });
    const { business, venueId } = await ownedVenue();
    const id = await enquiry(couple.id, venueId);
    const q = await sendQuote(deps, business.id, quoteInput(id, { amount: 300000, functions: ['sangeet', 'wedding'] }));
    const compared = await listCoupleQuotes(t.db, couple.id);
    expect(compared).toEqual([expect.objectContaining({ id: q.id, category: 'Venue', amount: 300000, state: 'open', functions: ['sangeet', 'wedding'] })]);
    await acceptQuote(deps, couple.id, q.id);
    const csv = bookingsToCsv(await listBusinessBookings(t.db, business.id));
    expect(csv.split('\r\n')[0]).toBe('Couple,Listing,Functions,Event Date,Guests,Amount (INR),Booked On');
    expect(csv.split('\r\n')[1]).toMatch(/^"'=HYPERLINK\(""x""\)",/);
    expect(csv).toContain(',"Sangeet, Wedding",');
  });
});

describe('inbox counts', () => {
  // Runs last: every send, reply, read, quote, booking, claim and close above went through the triggers.
  async function drift() {
    const { rows } = await t.db.$client.execute(`
      SELECT * FROM (
        SELECT business_user_id, status, COUNT(*) AS total, SUM(business_unread > 0) AS unread, SUM(business_unread) AS unread_messages
        FROM conversations WHERE business_user_id IS NOT NULL GROUP BY 1, 2
      ) real FULL OUTER JOIN (SELECT * FROM inbox_counts WHERE total <> 0 OR unread <> 0 OR unread_messages <> 0) kept USING (business_user_id, status)
      WHERE real.total IS NOT kept.total OR real.unread IS NOT kept.unread OR real.unread_messages IS NOT kept.unread_messages`);
    return rows;
  }

  it('match the conversations after every kind of change, deletions included', async () => {
    expect(Number((await t.db.$client.execute('SELECT COUNT(*) AS n FROM inbox_counts')).rows[0]!.n)).toBeGreaterThan(10);
    expect(await drift()).toEqual([]);
    const [someCouple] = await t.db.select({ id: conversations.coupleUserId }).from(conversations).where(eq(conversations.status, 'quoted')).limit(1);
    await t.db.delete(users).where(eq(users.id, someCouple!.id));
    const [someBusiness] = await t.db.select({ id: conversations.businessUserId }).from(conversations).where(eq(conversations.status, 'new')).limit(1);
    await t.db.update(conversations).set({ businessUserId: null }).where(eq(conversations.businessUserId, someBusiness!.id!));
    expect(await drift()).toEqual([]);
    // The check itself sees a count that is off.
    await t.db.$client.execute(
      'UPDATE inbox_counts SET total = total + 1 WHERE (business_user_id, status) IN (SELECT business_user_id, status FROM inbox_counts WHERE total > 0 LIMIT 1)',
    );
    expect(await drift()).toHaveLength(1);
  });
});

// One booking per listing and date, told before it happens; enquiries bounded by the
// venue's capacity; enquiries of unverified couples kept from businesses until they verify.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestDb, type TestDb } from '../setup/db.ts';
import { insertCatalogue } from '../setup/catalogue.ts';
import { bookings, conversations, emailTokens, listingClaims, users, venues } from '../../src/server/db/schema.ts';
import type { MailMessage } from '../../src/server/mail/deliver.ts';
import { enquiryText } from '../../src/features/marketplace/enquiries/enquiry-text.ts';
import { sendEnquiryInput, type EnquiryRequest } from '../../src/features/marketplace/enquiries/enquiries.schema.ts';
import { deliverHeldEnquiries, sendEnquiries, withdrawEnquiry } from '../../src/features/marketplace/enquiries/enquiries.server.ts';
import { acceptQuote, sendQuote } from '../../src/features/marketplace/enquiries/quotes.server.ts';
import { getThread, listCoupleConversations, listCoupleQuotes, listInbox } from '../../src/features/marketplace/enquiries/threads.server.ts';
import { claimListing } from '../../src/features/marketplace/enquiries/claims.server.ts';
import { bookingContext } from '../../src/features/marketplace/enquiries/booking-clashes.server.ts';
import { enquiryWarnings } from '../../src/features/marketplace/enquiries/booking-clashes.ts';
import { verifyEmail } from '../../src/features/accounts/auth/email-tokens.server.ts';
import { hashToken } from '../../src/server/auth/session.ts';
import type { EnquiryDeps } from '../../src/features/marketplace/enquiries/notify.server.ts';
import { todayInIndia } from '../../src/lib/dates.ts';

let t: TestDb;
let deps: EnquiryDeps;
let sent: MailMessage[];
let venueIds: number[];
let n = 0;

const year = new Date().getUTCFullYear() + 1;
const day = (d: string) => `${year}-${d}`;
const inbox = { status: 'all', q: '', page: 1 } as const;

async function user(role: 'customer' | 'vendor', extra: Partial<typeof users.$inferInsert> = {}) {
  n++;
  const [row] = await t.db
    .insert(users)
    .values({ email: `guard-${role}${n}@example.test`, passwordHash: 'x', name: `${role} ${n}`, role, emailVerified: true, ...extra })
    .returning();
  return row!;
}

/** A venue seating up to `capacity`, with its own business account (or none: unclaimed, with a public address). */
async function venue(options: { capacity?: number; owned?: boolean; name?: string } = {}) {
  const business = options.owned === false ? null : await user('vendor');
  const id = venueIds.shift()!;
  await t.db
    .update(venues)
    .set({
      ownerUserId: business?.id ?? null,
      capacityMax: options.capacity ?? 1000,
      contactEmail: `events${id}@venue.example.test`,
      ...(options.name ? { name: options.name } : {}),
    })
    .where(eq(venues.id, id));
  return { business, venueId: id };
}

function request(overrides: Partial<Record<string, unknown>> = {}): EnquiryRequest {
  const {
    listingKind: _k,
    listingId: _i,
    ...rest
  } = sendEnquiryInput.parse({
    listingKind: 'venue',
    listingId: 1,
    functions: ['wedding'],
    eventDate: day('02-27'),
    guestCount: 200,
    message: 'Is the hall free on our date?',
    ...overrides,
  });
  return rest;
}

async function enquiry(coupleId: string, venueId: number, overrides: Partial<Record<string, unknown>> = {}) {
  const { conversationIds } = await sendEnquiries(deps, coupleId, [{ kind: 'venue', id: venueId }], request(overrides));
  return conversationIds[0]!;
}

async function quoted(coupleId: string, business: { id: string }, venueId: number, overrides: Partial<Record<string, unknown>> = {}) {
  const conversationId = await enquiry(coupleId, venueId, overrides);
  const { id } = await sendQuote(deps, business.id, {
    conversationId,
    amount: 5_00_000,
    includes: 'Hall and dinner',
    validUntil: day('01-31'),
    functions: ['wedding'],
  });
  return { conversationId, quoteId: id };
}

beforeAll(async () => {
  t = await createTestDb();
  const catalogue = await insertCatalogue(t.db, { venuesPerCity: 30, vendorsPerPair: 1 });
  venueIds = catalogue.venues.map((v) => v.id);
  deps = { db: t.db, sendMail: async (m) => void sent.push(m), origin: 'https://mandap.example' };
});
beforeEach(() => {
  sent = [];
});
afterAll(() => t.cleanup());

describe('one booking per listing and date', () => {
  it('refuses a second accepted booking of the same listing on the same date, and both sides see why first', async () => {
    const { business, venueId } = await venue({ name: 'Shree Regency Test' });
    const first = await user('customer');
    const second = await user('customer');
    const a = await quoted(first.id, business!, venueId);
    const b = await quoted(second.id, business!, venueId);
    await acceptQuote(deps, first.id, a.quoteId);

    // Before accepting: the couple's thread and the business's thread and inbox say the date is taken.
    expect((await getThread(t.db, second.id, b.conversationId)).clashes.dateTaken).toBe(true);
    expect((await getThread(t.db, business!.id, b.conversationId)).clashes.dateTaken).toBe(true);
    expect((await getThread(t.db, business!.id, a.conversationId)).clashes.dateTaken).toBe(false);
    const rows = (await listInbox(t.db, business!.id, inbox)).items;
    expect(rows.find((r) => r.id === b.conversationId)!.dateBooked).toBe(true);
    expect(rows.find((r) => r.id === a.conversationId)!.dateBooked).toBe(false);

    const day27 = `27 Feb ${year}`;
    const [compared] = await listCoupleQuotes(t.db, second.id);
    expect(compared!.clash).toBe(enquiryText.dateTaken('Shree Regency Test', day27));
    await expect(acceptQuote(deps, second.id, b.quoteId)).rejects.toMatchObject({
      code: 'CONFLICT',
      message: enquiryText.dateTaken('Shree Regency Test', day27),
    });
    // A Hindi account is told the same in Hindi, the date written the Hindi way.
    await expect(acceptQuote(deps, second.id, b.quoteId, new Date(), undefined, 'hi')).rejects.toMatchObject({
      code: 'CONFLICT',
      message: expect.stringMatching(/^Shree Regency Test 27 फ़र.* को पहले से बुक है।/),
    });
    expect(await t.db.select().from(bookings).where(eq(bookings.listingId, venueId))).toHaveLength(1);
    const [still] = await t.db.select({ status: conversations.status }).from(conversations).where(eq(conversations.id, b.conversationId));
    expect(still!.status).toBe('quoted');
    // Once the enquiry is closed there is nothing left to warn of.
    await withdrawEnquiry(deps, second.id, b.conversationId);
    expect((await getThread(t.db, business!.id, b.conversationId)).clashes.dateTaken).toBe(false);
  });

  it('another date, or dates not fixed, books as before', async () => {
    const { business, venueId } = await venue();
    const [x, y, z] = [await user('customer'), await user('customer'), await user('customer')];
    await acceptQuote(deps, x.id, (await quoted(x.id, business!, venueId)).quoteId);
    await acceptQuote(deps, y.id, (await quoted(y.id, business!, venueId, { eventDate: day('02-28') })).quoteId);
    await acceptQuote(deps, z.id, (await quoted(z.id, business!, venueId, { datesNotFixed: true, eventMonth: day('02') })).quoteId);
    expect(await t.db.select().from(bookings).where(eq(bookings.listingId, venueId))).toHaveLength(3);
  });

  it('parallel accepts of one listing and date by different couples give exactly one booking', async () => {
    const { business, venueId } = await venue();
    const couples = await Promise.all(Array.from({ length: 6 }, () => user('customer')));
    const offers = [];
    for (const c of couples) offers.push({ couple: c, ...(await quoted(c.id, business!, venueId)) });
    const results = await Promise.allSettled(offers.map((o) => acceptQuote(deps, o.couple.id, o.quoteId)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const r of results) if (r.status === 'rejected') expect(String((r.reason as Error).message)).toMatch(/is already booked on 27 Feb/);
    expect(await t.db.select().from(bookings).where(eq(bookings.listingId, venueId))).toHaveLength(1);
  });

  it('warns a couple who booked one venue for the wedding before they book a second for the same function and date', async () => {
    const couple = await user('customer');
    const booked = await venue({ name: 'First Palace' });
    const other = await venue({ name: 'Second Palace' });
    await acceptQuote(deps, couple.id, (await quoted(couple.id, booked.business!, booked.venueId)).quoteId);
    const next = await quoted(couple.id, other.business!, other.venueId);

    const thread = await getThread(t.db, couple.id, next.conversationId);
    expect(thread.clashes.dateTaken).toBe(false);
    expect(thread.clashes.sameDay).toEqual([expect.objectContaining({ listingName: 'First Palace', category: 'Venue', eventDate: day('02-27') })]);
    // The business never sees the couple's other bookings.
    expect((await getThread(t.db, other.business!.id, next.conversationId)).clashes.sameDay).toEqual([]);
    const compared = (await listCoupleQuotes(t.db, couple.id)).find((q) => q.id === next.quoteId);
    expect(compared!.clash).toBe(enquiryText.secondBooking('First Palace', 'Wedding', `27 Feb ${year}`));
    // A warning, not a refusal: the couple may book the second.
    await acceptQuote(deps, couple.id, next.quoteId);

    // The enquiry form warns before sending: at a listing already booked, and for a second listing that day.
    const context = await bookingContext(t.db, couple.id, [{ kind: 'venue', id: booked.venueId }], todayInIndia());
    const third = await venue({ name: 'Third Palace' });
    const warnings = enquiryWarnings(
      await bookingContext(t.db, couple.id, [{ kind: 'venue', id: third.venueId }], todayInIndia()),
      [{ kind: 'venue', id: third.venueId, name: 'Third Palace', category: 'Venue' }],
      ['wedding'],
      day('02-27'),
    );
    expect(warnings).toContain(enquiryText.secondEnquiry('First Palace', 'Wedding', `27 Feb ${year}`));
    expect(enquiryWarnings(context, [{ kind: 'venue', id: booked.venueId, name: 'First Palace', category: 'Venue' }], ['wedding'], day('03-01'))).toEqual([
      enquiryText.ownBookingHere('First Palace', 'Wedding', `27 Feb ${year}`),
    ]);
  });
});

describe('enquiry rules', () => {
  it('bounds the guest count by the venue’s capacity, with a message naming it', async () => {
    const couple = await user('customer');
    const { venueId } = await venue({ capacity: 350, name: 'Kesar Retreat Test' });
    await expect(enquiry(couple.id, venueId, { guestCount: 99_999 })).rejects.toMatchObject({
      code: 'VALIDATION',
      message: 'Kesar Retreat Test seats up to 350 guests. Enter 350 or fewer, or choose a larger venue.',
    });
    expect(await t.db.select().from(conversations).where(eq(conversations.listingId, venueId))).toEqual([]);
    await enquiry(couple.id, venueId, { guestCount: 350 });
  });

  it('limits the enquiry message to 1,000 characters', () => {
    const base = { listingKind: 'venue', listingId: 1, functions: ['haldi'], guestCount: 10, eventDate: day('03-14') };
    expect(sendEnquiryInput.safeParse({ ...base, message: 'x'.repeat(1000) }).success).toBe(true);
    const long = sendEnquiryInput.safeParse({ ...base, message: 'x'.repeat(1001) });
    expect(long.success ? [] : long.error.issues.map((i) => i.message)).toEqual(['Your message can be at most 1,000 characters']);
  });
});

describe('unverified couples', () => {
  async function verificationToken(userId: string) {
    const token = `verify${crypto.randomUUID().replaceAll('-', '')}`;
    await t.db.insert(emailTokens).values({ id: hashToken(token), userId, purpose: 'verify_email', expiresAt: new Date(Date.now() + 3_600_000) });
    return token;
  }

  it('stores the enquiry without mailing or showing it to the business, and delivers it once the couple verifies', async () => {
    const couple = await user('customer', { emailVerified: false });
    const { business, venueId } = await venue();
    const id = await enquiry(couple.id, venueId, { message: 'Cheap loans at http://spam.example' });
    expect(sent).toEqual([]);
    const [held] = await t.db.select().from(conversations).where(eq(conversations.id, id));
    expect(held).toMatchObject({ businessUserId: null, awaitingVerification: true });
    const before = await listInbox(t.db, business!.id, inbox);
    expect(before.items).toEqual([]);
    expect(before.counts.all.total).toBe(0);
    await expect(getThread(t.db, business!.id, id)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect((await listCoupleConversations(t.db, couple.id))[0]).toMatchObject({ id, awaitingVerification: true });
    expect((await getThread(t.db, couple.id, id)).awaitingVerification).toBe(true);
    // Nothing to deliver while the address is unverified.
    expect(await deliverHeldEnquiries(deps, couple.id)).toBe(0);

    await verifyEmail(t.db, await verificationToken(couple.id));
    expect(await deliverHeldEnquiries(deps, couple.id)).toBe(1);
    expect(await deliverHeldEnquiries(deps, couple.id)).toBe(0);
    const [delivered] = await t.db.select().from(conversations).where(eq(conversations.id, id));
    expect(delivered).toMatchObject({ businessUserId: business!.id, awaitingVerification: false });
    const after = await listInbox(t.db, business!.id, inbox);
    expect(after.items.map((r) => r.id)).toEqual([id]);
    // The counts kept by triggers follow the delivery.
    expect(after.counts.new).toEqual({ total: 1, unread: 1 });
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ to: business!.email });
    expect(sent[0]!.text).toContain('Cheap loans at http://spam.example');
  });

  it('sends no claim link to an unclaimed listing until the couple verifies, and a claim meanwhile does not take the enquiry', async () => {
    const couple = await user('customer', { emailVerified: false });
    const { venueId } = await venue({ owned: false });
    const id = await enquiry(couple.id, venueId);
    expect(sent).toEqual([]);
    expect(await t.db.select().from(listingClaims).where(eq(listingClaims.listingId, venueId))).toEqual([]);

    await verifyEmail(t.db, await verificationToken(couple.id));
    await deliverHeldEnquiries(deps, couple.id);
    expect(sent.map((m) => m.to)).toEqual([`events${venueId}@venue.example.test`]);
    const token = /\/claim\/([a-z0-9]+)/.exec(sent[0]!.text)![1]!;
    const owner = await user('vendor');
    await claimListing(t.db, owner.id, token);
    const [row] = await t.db.select().from(conversations).where(eq(conversations.id, id));
    expect(row!.businessUserId).toBe(owner.id);
  });

  it('a withdrawn enquiry is never delivered, and a claim before verification leaves held enquiries waiting', async () => {
    const couple = await user('customer', { emailVerified: false });
    const { business, venueId } = await venue();
    const withdrawn = await enquiry(couple.id, venueId);
    await withdrawEnquiry(deps, couple.id, withdrawn);
    await verifyEmail(t.db, await verificationToken(couple.id));
    expect(await deliverHeldEnquiries(deps, couple.id)).toBe(0);
    expect((await listInbox(t.db, business!.id, inbox)).items).toEqual([]);
    expect(sent).toEqual([]);
  });
});

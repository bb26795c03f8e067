// Private calendar feeds, read back by a real iCalendar parser: a couple's functions (India time,
// venue and address) and payment due dates; a business's bookings and the dates it blocked; an
// address that stops working once replaced, and one account's token never opening another's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestDb, type TestDb } from '../setup/db.ts';
import { insertCatalogue } from '../setup/catalogue.ts';
import {
  bookings,
  budgetItems,
  calendarEntries,
  conversations,
  listingSpaces,
  quotes,
  users,
  venues,
  weddingFunctions,
  weddingProfiles,
} from '../../src/server/db/schema.ts';
import { businessCalendar, coupleCalendar, feedAddress, feedOwner, renewFeed, type FeedDeps } from '../../src/features/dashboard/calendar/feed.server.ts';
import { parseCalendar } from '../setup/ical.ts';

let t: TestDb;
let deps: FeedDeps;
let couple: typeof users.$inferSelect;
let business: typeof users.$inferSelect;
let venueId: number;

const tokenOf = (address: string) => new URL(address).pathname.replace(/^\/calendar\/|\.ics$/g, '');

beforeAll(async () => {
  t = await createTestDb();
  deps = { db: t.db, origin: 'https://mandap.example' };
  await insertCatalogue(t.db, { venuesPerCity: 1 });
  couple = (await t.db.insert(users).values({ email: 'feed-couple@example.test', passwordHash: 'x', name: 'Asha', role: 'customer' }).returning())[0]!;
  business = (
    await t.db.insert(users).values({ email: 'feed-venue@example.test', passwordHash: 'x', name: 'Raj Palace', role: 'vendor', locale: 'hi' }).returning()
  )[0]!;
  const [venue] = await t.db.select({ id: venues.id }).from(venues).limit(1);
  venueId = venue!.id;
  await t.db.update(venues).set({ ownerUserId: business.id, name: 'The Raj Palace' }).where(eq(venues.id, venueId));

  const [wedding] = await t.db.insert(weddingProfiles).values({ userId: couple.id, userName: 'Asha', partnerName: 'Rohan' }).returning();
  await t.db.insert(weddingFunctions).values([
    {
      weddingProfileId: wedding!.id,
      name: 'Sangeet',
      date: '2027-02-26',
      startTime: '19:30',
      venueName: 'The Raj Palace',
      address: 'Amer Road, Jaipur',
      dressCode: 'Bright colours',
    },
    { weddingProfileId: wedding!.id, name: 'Haldi', date: '2027-02-27' },
    { weddingProfileId: wedding!.id, name: 'Reception' },
  ]);
  await t.db.insert(budgetItems).values([
    { weddingProfileId: wedding!.id, category: 'photography', what: 'Photographer advance', quoted: 150000, paid: 50000, dueDate: '2027-01-15' },
    { weddingProfileId: wedding!.id, category: 'decor', what: 'Decor, paid in full', quoted: 80000, paid: 80000, dueDate: '2027-01-20' },
  ]);

  const [conversation] = await t.db
    .insert(conversations)
    .values({
      coupleUserId: couple.id,
      listingKind: 'venue',
      listingId: venueId,
      businessUserId: business.id,
      coupleName: 'Asha',
      functions: ['Wedding'],
      eventDate: '2027-02-27',
      eventMonth: '2027-02',
      guestCount: 300,
      lastActivityAt: new Date(),
    })
    .returning();
  const [quote] = await t.db
    .insert(quotes)
    .values({
      conversationId: conversation!.id,
      amount: 900000,
      includes: 'Hall and dinner',
      functions: ['Wedding'],
      validUntil: '2027-01-01',
      status: 'accepted',
    })
    .returning();
  await t.db.insert(bookings).values({
    conversationId: conversation!.id,
    quoteId: quote!.id,
    coupleUserId: couple.id,
    businessUserId: business.id,
    listingKind: 'venue',
    listingId: venueId,
    amount: 900000,
    functions: ['Wedding'],
    eventDate: '2027-02-27',
    eventMonth: '2027-02',
    guestCount: 300,
  });
  const [space] = await t.db.select().from(listingSpaces).where(eq(listingSpaces.listingId, venueId));
  const block = { spaceId: space!.id, listingKind: 'venue' as const, listingId: venueId, source: 'block' as const };
  await t.db.insert(calendarEntries).values([
    { ...block, date: '2027-03-04', part: 'evening', note: 'Family function' },
    { ...block, date: '2027-03-10', part: 'day' },
    { ...block, date: '2027-03-10', part: 'evening' },
  ]);
});

afterAll(() => t.cleanup());

describe('a couple’s calendar feed', () => {
  it('holds the dated functions in India time with their place, and the payments still to make', async () => {
    const owner = (await feedOwner(t.db, tokenOf(await feedAddress(deps, couple.id))))!;
    expect(owner.id).toBe(couple.id);
    const { calendar, events } = parseCalendar(await coupleCalendar(t.db, owner));
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Asha & Rohan: wedding');
    const list = [...events.values()];
    expect(list.map((e) => e.summary).sort()).toEqual(['Haldi: Asha & Rohan', 'Payment due: Photographer advance', 'Sangeet: Asha & Rohan']);
    const sangeet = list.find((e) => e.summary.startsWith('Sangeet'))!;
    expect(sangeet.startDate.zone?.tzid).toBe('Asia/Kolkata');
    expect(sangeet.startDate.toJSDate().toISOString()).toBe('2027-02-26T14:00:00.000Z');
    expect(sangeet.location).toBe('The Raj Palace, Amer Road, Jaipur');
    expect(sangeet.description).toBe('Dress code: Bright colours');
    const haldi = list.find((e) => e.summary.startsWith('Haldi'))!;
    expect(haldi.startDate.isDate).toBe(true);
    expect(haldi.startDate.toString()).toBe('2027-02-27');
    const payment = list.find((e) => e.summary.startsWith('Payment'))!;
    expect(payment.startDate.toString()).toBe('2027-01-15');
    expect(payment.description).toContain('₹1,00,000 left to pay');
  });

  it('keeps its address across reads; a new address revokes the old one at once', async () => {
    const first = await feedAddress(deps, couple.id);
    expect(await feedAddress(deps, couple.id)).toBe(first);
    expect(first).toMatch(/^https:\/\/mandap\.example\/calendar\/[a-z2-7]{32}\.ics$/);
    const second = await renewFeed(deps, couple.id);
    expect(second).not.toBe(first);
    expect(await feedOwner(t.db, tokenOf(first))).toBeNull();
    expect((await feedOwner(t.db, tokenOf(second)))?.id).toBe(couple.id);
    expect(await feedAddress(deps, couple.id)).toBe(second);
  });

  it('opens nothing for a malformed or made-up token', async () => {
    expect(await feedOwner(t.db, 'not-a-token')).toBeNull();
    expect(await feedOwner(t.db, 'a'.repeat(32))).toBeNull();
  });
});

describe('a business’s calendar feed', () => {
  it('holds its bookings and its blocked dates, in the account’s language', async () => {
    const owner = (await feedOwner(t.db, tokenOf(await feedAddress(deps, business.id))))!;
    expect(owner).toMatchObject({ id: business.id, role: 'vendor', locale: 'hi' });
    const { events } = parseCalendar(await businessCalendar(t.db, owner));
    const list = [...events.values()];
    const booking = list.find((e) => e.summary.startsWith('बुक'))!;
    expect(booking.summary).toBe('बुक: Asha (Wedding)');
    expect(booking.startDate.toString()).toBe('2027-02-27');
    expect(booking.description).toBe('300 मेहमान · ₹9,00,000');
    const evening = list.find((e) => e.startDate.toString() === '2027-03-04')!;
    expect(evening.summary).toBe('ख़ाली नहीं (शाम को): The Raj Palace');
    expect(evening.description).toBe('Family function');
    // A whole day (two rows) is one event.
    const whole = list.filter((e) => e.startDate.toString() === '2027-03-10');
    expect(whole.map((e) => e.summary)).toEqual(['ख़ाली नहीं: The Raj Palace']);
  });

  it('never shows another account’s dates', async () => {
    const owner = (await feedOwner(t.db, tokenOf(await feedAddress(deps, couple.id))))!;
    const text = await businessCalendar(t.db, { ...owner, role: 'vendor' });
    expect(parseCalendar(text).events.size).toBe(0);
  });
});

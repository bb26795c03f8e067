// The business calendar and no double booking per space, date and part of the day: blocks
// and their bounds, booking rows written with the booking, refusals told to both sides, spaces,
// and that only the owner reads or changes a calendar.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestDb, type TestDb } from '../setup/db.ts';
import { insertCatalogue } from '../setup/catalogue.ts';
import { bookings, calendarEntries, cities, listingSpaces, users, vendors, venues } from '../../src/server/db/schema.ts';
import { sendEnquiryInput } from '../../src/features/marketplace/enquiries/enquiries.schema.ts';
import { sendEnquiries } from '../../src/features/marketplace/enquiries/enquiries.server.ts';
import { acceptQuote, sendQuote } from '../../src/features/marketplace/enquiries/quotes.server.ts';
import { getThread, listCoupleQuotes, listInbox } from '../../src/features/marketplace/enquiries/threads.server.ts';
import {
  addSpace,
  blockDates,
  listSpaces,
  removeSpace,
  spaceCalendar,
  unblockDates,
  updateSpace,
} from '../../src/features/marketplace/availability/availability.server.ts';
import { applyCalendarForm, loadCalendarPage } from '../../src/features/marketplace/availability/calendar.server.ts';
import { calendarErrors } from '../../src/features/marketplace/availability/errors.ts';
import type { EnquiryDeps } from '../../src/features/marketplace/enquiries/notify.server.ts';
import { ConflictError, DomainError, NotFoundError } from '../../src/server/errors.ts';

let t: TestDb;
let deps: EnquiryDeps;
let venueIds: number[];
let n = 0;

const year = new Date().getUTCFullYear() + 1;
const day = (d: string) => `${year}-${d}`;
const today = `${year - 1}-06-01`;

async function user(role: 'customer' | 'vendor') {
  n++;
  const [row] = await t.db
    .insert(users)
    .values({ email: `cal-${role}${n}@example.test`, passwordHash: 'x', name: `${role} ${n}`, role, emailVerified: true })
    .returning();
  return row!;
}

async function venue() {
  const business = await user('vendor');
  const id = venueIds.shift()!;
  await t.db.update(venues).set({ ownerUserId: business.id, capacityMax: 1000 }).where(eq(venues.id, id));
  const [space] = await listSpaces(t.db, { kind: 'venue', id });
  return { business, ref: { kind: 'venue' as const, id }, spaceId: space!.id };
}

async function quoted(
  business: { id: string },
  venueId: number,
  quote: { spaceId?: number; part?: 'day' | 'evening' | 'full' } = {},
  eventDate = day('02-27'),
) {
  const couple = await user('customer');
  const {
    listingKind: _k,
    listingId: _i,
    ...request
  } = sendEnquiryInput.parse({
    listingKind: 'venue',
    listingId: venueId,
    functions: ['sangeet'],
    eventDate,
    guestCount: 200,
    message: 'Is the hall free on our date?',
  });
  const { conversationIds } = await sendEnquiries(deps, couple.id, [{ kind: 'venue', id: venueId }], request);
  const conversationId = conversationIds[0]!;
  const { id } = await sendQuote(deps, business.id, {
    conversationId,
    amount: 3_00_000,
    includes: 'Hall and dinner',
    validUntil: day('01-31'),
    functions: ['sangeet'],
    ...quote,
  });
  return { couple, conversationId, quoteId: id };
}

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error,
  );

beforeAll(async () => {
  t = await createTestDb();
  const catalogue = await insertCatalogue(t.db, { venuesPerCity: 30, vendorsPerPair: 1 });
  venueIds = catalogue.venues.map((v) => v.id);
  deps = { db: t.db, sendMail: async () => {}, origin: 'https://mandap.example' };
});
afterAll(() => t.cleanup());

describe('spaces', () => {
  it('every listing has a first space, made whatever code creates the listing; a single space follows the venue’s capacity', async () => {
    const [city] = await t.db.select().from(cities).limit(1);
    const [v] = await t.db.insert(venues).values({ name: 'New Lawns', type: 'garden', location: city!.name, cityId: city!.id, capacityMax: 400 }).returning();
    expect(await listSpaces(t.db, { kind: 'venue', id: v!.id })).toMatchObject([{ name: 'Main hall', capacity: 400 }]);
    await t.db.update(venues).set({ capacityMax: 450 }).where(eq(venues.id, v!.id));
    expect((await listSpaces(t.db, { kind: 'venue', id: v!.id }))[0]!.capacity).toBe(450);
    const [vendor] = await t.db.select({ id: vendors.id }).from(vendors).limit(1);
    expect(await listSpaces(t.db, { kind: 'vendor', id: vendor!.id })).toMatchObject([{ name: 'Main', capacity: null }]);
    // A deleted listing takes its spaces with it.
    await t.db.delete(venues).where(eq(venues.id, v!.id));
    expect(await listSpaces(t.db, { kind: 'venue', id: v!.id })).toEqual([]);
  });

  it('a venue adds, renames and removes spaces; one with bookings, or the last one, stays', async () => {
    const { business, ref, spaceId } = await venue();
    const { id: lawn } = await addSpace(t.db, business.id, ref, { name: ' Lawn ', capacity: 300 });
    await updateSpace(t.db, business.id, ref, lawn, { name: 'Poolside lawn', capacity: null });
    expect((await listSpaces(t.db, ref)).map((s) => [s.name, s.capacity])).toEqual([
      ['Main hall', 1000],
      ['Poolside lawn', null],
    ]);
    expect(await refusal(addSpace(t.db, business.id, ref, { name: '  ', capacity: 10 }))).toMatchObject({ message: calendarErrors.spaceName });
    expect(await refusal(updateSpace(t.db, business.id, ref, lawn, { name: 'Lawn', capacity: 0 }))).toMatchObject({
      message: calendarErrors.spaceCapacity,
    });

    const { couple, quoteId } = await quoted(business, ref.id, { spaceId: lawn });
    await acceptQuote(deps, couple.id, quoteId);
    expect(await refusal(removeSpace(t.db, business.id, ref, lawn))).toMatchObject({ message: calendarErrors.spaceHasBookings });
    await t.db.delete(bookings).where(eq(bookings.spaceId, lawn));
    await removeSpace(t.db, business.id, ref, lawn);
    expect(await refusal(removeSpace(t.db, business.id, ref, spaceId))).toMatchObject({ message: calendarErrors.lastSpace });
  });

  it('two removals at once leave the listing a space', async () => {
    const { business, ref, spaceId } = await venue();
    const { id: lawn } = await addSpace(t.db, business.id, ref, { name: 'Lawn', capacity: 300 });
    // Both read two spaces before either deletes.
    await Promise.allSettled([removeSpace(t.db, business.id, ref, spaceId), removeSpace(t.db, business.id, ref, lawn)]);
    expect(await listSpaces(t.db, ref)).toHaveLength(1);
  });
});

describe('blocks', () => {
  it('marks a date, a part of it or a range, with a note; bounds ranges to 366 days; refuses past dates', async () => {
    const { business, ref, spaceId } = await venue();
    const before = (await t.db.select({ at: venues.calendarUpdatedAt }).from(venues).where(eq(venues.id, ref.id)))[0]!.at;
    expect(before).toBeNull();
    await blockDates(t.db, business.id, { listing: ref, spaceId, from: day('02-27'), part: 'evening', note: 'Family function' }, today);
    await blockDates(t.db, business.id, { listing: ref, spaceId, from: day('03-01'), to: day('03-03'), part: 'full' }, today);
    const rows = await spaceCalendar(t.db, business.id, ref, spaceId, { from: day('02-01'), to: day('03-31') });
    expect(rows.map((r) => `${r.date} ${r.part} ${r.source} ${r.note}`)).toEqual([
      `${day('02-27')} evening block Family function`,
      `${day('03-01')} day block `,
      `${day('03-01')} evening block `,
      `${day('03-02')} day block `,
      `${day('03-02')} evening block `,
      `${day('03-03')} day block `,
      `${day('03-03')} evening block `,
    ]);
    // Owner's change: the listing's calendar is now confirmed.
    expect((await t.db.select({ at: venues.calendarUpdatedAt }).from(venues).where(eq(venues.id, ref.id)))[0]!.at).toBeInstanceOf(Date);

    const year366 = await blockDates(t.db, business.id, { listing: ref, spaceId, from: `${year}-01-01`, to: `${year}-12-31`, part: 'day' }, today);
    expect(year366.dates).toBe(365);
    const tooLong = await refusal(blockDates(t.db, business.id, { listing: ref, spaceId, from: `${year}-01-01`, to: `${year + 1}-01-02`, part: 'day' }, today));
    expect(tooLong).toBeInstanceOf(DomainError);
    expect((tooLong as DomainError).message).toBe(calendarErrors.rangeTooLong);
    expect(await refusal(blockDates(t.db, business.id, { listing: ref, spaceId, from: day('03-05'), to: day('03-01'), part: 'day' }, today))).toMatchObject({
      message: calendarErrors.badRange,
    });
    expect(await refusal(blockDates(t.db, business.id, { listing: ref, spaceId, from: '2020-01-01', part: 'day' }, today))).toMatchObject({
      message: calendarErrors.past,
    });

    await unblockDates(t.db, business.id, { listing: ref, spaceId, from: `${year}-01-01`, to: `${year}-12-31`, part: 'full' }, today);
    expect(await spaceCalendar(t.db, business.id, ref, spaceId, { from: `${year}-01-01`, to: `${year}-12-31` })).toEqual([]);
  });

  it('only the owner reads or changes a calendar: anyone else gets “not found”, and nothing changes', async () => {
    const owner = await venue();
    const other = await venue();
    const input = { listing: owner.ref, spaceId: owner.spaceId, from: day('04-10'), part: 'full' as const };
    for (const attempt of [
      blockDates(t.db, other.business.id, input, today),
      unblockDates(t.db, other.business.id, input, today),
      spaceCalendar(t.db, other.business.id, owner.ref, owner.spaceId, { from: day('04-01'), to: day('04-30') }),
      addSpace(t.db, other.business.id, owner.ref, { name: 'Lawn', capacity: null }),
      updateSpace(t.db, other.business.id, owner.ref, owner.spaceId, { name: 'Mine now', capacity: null }),
      removeSpace(t.db, other.business.id, owner.ref, owner.spaceId),
      // The other's own listing with the owner's space id: the space must belong to the listing.
      blockDates(t.db, other.business.id, { ...input, listing: other.ref }, today),
    ]) {
      expect(await refusal(attempt)).toBeInstanceOf(NotFoundError);
    }
    const form = new FormData();
    for (const [k, v] of Object.entries({ intent: 'block', listing: `venue-${owner.ref.id}`, space: String(owner.spaceId), from: day('04-10'), part: 'full' }))
      form.set(k, v);
    expect(await refusal(applyCalendarForm(t.db, other.business.id, form))).toBeInstanceOf(NotFoundError);
    // The page shows the other business its own listing, never the owner's, whatever the address asks.
    const page = await loadCalendarPage(
      t.db,
      other.business.id,
      new URL(`https://x.test/vendor-dashboard/calendar?listing=venue-${owner.ref.id}&space=${owner.spaceId}`),
    );
    expect(page.listing?.id).toBe(other.ref.id);
    expect(page.space?.id).toBe(other.spaceId);
    expect(await t.db.select().from(calendarEntries).where(eq(calendarEntries.spaceId, owner.spaceId))).toEqual([]);
    expect((await listSpaces(t.db, owner.ref)).map((s) => s.name)).toEqual(['Main hall']);
  });
});

describe('no double booking', () => {
  it('a booking holds its space’s slots; booked slots cannot be unmarked; a cancelled booking frees them', async () => {
    const { business, ref, spaceId } = await venue();
    const { couple, quoteId } = await quoted(business, ref.id, { part: 'evening' });
    const booking = await acceptQuote(deps, couple.id, quoteId);
    expect(booking).toMatchObject({ spaceId, part: 'evening' });
    const rows = await spaceCalendar(t.db, business.id, ref, spaceId, { from: day('02-27'), to: day('02-27') });
    expect(rows).toEqual([{ date: day('02-27'), part: 'evening', source: 'booking', note: '', functions: ['sangeet'] }]);
    // Booking rows are not the owner's to remove; a block over them leaves them as they are.
    const unmark = await refusal(unblockDates(t.db, business.id, { listing: ref, spaceId, from: day('02-27'), part: 'evening' }, today));
    expect(unmark).toBeInstanceOf(ConflictError);
    expect((unmark as Error).message).toBe(calendarErrors.bookedCannotUnmark);
    await blockDates(t.db, business.id, { listing: ref, spaceId, from: day('02-27'), part: 'full', note: 'Closed' }, today);
    expect((await spaceCalendar(t.db, business.id, ref, spaceId, { from: day('02-27'), to: day('02-27') })).map((r) => [r.part, r.source, r.note])).toEqual([
      ['day', 'block', 'Closed'],
      ['evening', 'booking', ''],
    ]);
    // Bookings alone never confirm a calendar: the block above did.
    await t.db.delete(bookings).where(eq(bookings.id, booking.id));
    expect(
      await t.db
        .select()
        .from(calendarEntries)
        .where(and(eq(calendarEntries.spaceId, spaceId), eq(calendarEntries.source, 'booking'))),
    ).toEqual([]);
  });

  it('accepting a quote whose slot is booked or blocked is refused with the reason, and both sides are told first', async () => {
    const { business, ref, spaceId } = await venue();
    const first = await quoted(business, ref.id, { part: 'full' });
    const second = await quoted(business, ref.id, { part: 'evening' });
    const dayOnly = await quoted(business, ref.id, { part: 'day' });
    await acceptQuote(deps, first.couple.id, first.quoteId);

    // The business sees the space taken on the date before quoting, and the inbox marks it.
    const thread = await getThread(t.db, business.id, second.conversationId);
    expect(thread.spaces).toEqual([{ id: spaceId, name: 'Main hall', capacity: 1000, day: 'booking', evening: 'booking' }]);
    expect(thread.clashes.dateTaken).toBe(true);
    expect((await listInbox(t.db, business.id, { status: 'all', q: '', page: 1 })).items.find((r) => r.id === second.conversationId)!.dateBooked).toBe(true);
    // The couple is told before accepting.
    expect((await listCoupleQuotes(t.db, second.couple.id))[0]!.clash).toContain('is already booked on 27 Feb');
    // The booking's own thread is not a clash with itself.
    expect((await getThread(t.db, business.id, first.conversationId)).spaces[0]).toMatchObject({ day: 'free', evening: 'free' });

    const refused = await refusal(acceptQuote(deps, second.couple.id, second.quoteId));
    expect(refused).toBeInstanceOf(ConflictError);
    expect((refused as Error).message).toMatch(/is not available on 27 Feb \d{4} \(evening\)/);
    expect(await refusal(acceptQuote(deps, dayOnly.couple.id, dayOnly.quoteId))).toBeInstanceOf(ConflictError);
    expect(await t.db.select().from(bookings).where(eq(bookings.listingId, ref.id))).toHaveLength(1);

    // A block refuses the same way.
    const blockedDay = day('05-02');
    await blockDates(t.db, business.id, { listing: ref, spaceId, from: blockedDay, part: 'day' }, today);
    const onBlock = await quoted(business, ref.id, { part: 'full' }, blockedDay);
    expect((await refusal(acceptQuote(deps, onBlock.couple.id, onBlock.quoteId))) as Error).toBeInstanceOf(ConflictError);
    const evening = await quoted(business, ref.id, { part: 'evening' }, blockedDay);
    await acceptQuote(deps, evening.couple.id, evening.quoteId);
  });

  it('two parts of one day, or two spaces on one date, are two bookings', async () => {
    const { business, ref, spaceId } = await venue();
    const { id: lawn } = await addSpace(t.db, business.id, ref, { name: 'Lawn', capacity: 300 });
    const mehendi = await quoted(business, ref.id, { part: 'day' });
    const sangeet = await quoted(business, ref.id, { part: 'evening' });
    const onLawn = await quoted(business, ref.id, { spaceId: lawn, part: 'full' });
    await acceptQuote(deps, mehendi.couple.id, mehendi.quoteId);
    await acceptQuote(deps, sangeet.couple.id, sangeet.quoteId);
    await acceptQuote(deps, onLawn.couple.id, onLawn.quoteId);
    const held = await t.db
      .select({ space: calendarEntries.spaceId, part: calendarEntries.part })
      .from(calendarEntries)
      .where(eq(calendarEntries.listingId, ref.id));
    expect(held.map((h) => `${h.space === spaceId ? 'hall' : 'lawn'} ${h.part}`).sort()).toEqual(['hall day', 'hall evening', 'lawn day', 'lawn evening']);
    // A space of another listing is refused when quoting.
    const other = await venue();
    const stranger = await refusal(quoted(other.business, other.ref.id, { spaceId: lawn }));
    expect(stranger).toBeInstanceOf(DomainError);
  });

  it('parallel accepts of one slot by different couples give exactly one booking', async () => {
    const { business, ref } = await venue();
    const quotes = await Promise.all([1, 2, 3, 4].map(() => quoted(business, ref.id, { part: 'evening' })));
    const results = await Promise.allSettled(quotes.map((q) => acceptQuote(deps, q.couple.id, q.quoteId)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const r of results) if (r.status === 'rejected') expect(r.reason).toBeInstanceOf(ConflictError);
    expect(await t.db.select().from(bookings).where(eq(bookings.listingId, ref.id))).toHaveLength(1);
  });

  it('the unique key refuses a second row for a slot whatever code writes it', async () => {
    const { ref, spaceId } = await venue();
    const row = { spaceId, listingKind: 'venue' as const, listingId: ref.id, date: day('06-01'), part: 'day' as const, source: 'block' as const };
    await t.db.insert(calendarEntries).values(row);
    expect(await refusal(t.db.insert(calendarEntries).values({ ...row, source: 'booking' }))).toBeTruthy();
    expect(await t.db.select().from(listingSpaces).where(eq(listingSpaces.id, spaceId))).toHaveLength(1);
  });
});

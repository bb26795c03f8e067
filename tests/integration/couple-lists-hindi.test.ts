// What the server sends a Hindi account's dashboard in its language: the categories on the
// Enquiries tab and in the quote comparison (the catalogue's Hindi names), the date clash beside
// a quote's Accept, and the Overview's next tasks. An English account gets what it got before.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestDb, type TestDb } from '../setup/db.ts';
import { insertCatalogue } from '../setup/catalogue.ts';
import { categories, users, vendors, venues } from '../../src/server/db/schema.ts';
import { sendEnquiryInput } from '../../src/features/marketplace/enquiries/enquiries.schema.ts';
import { sendEnquiries } from '../../src/features/marketplace/enquiries/enquiries.server.ts';
import { acceptQuote, sendQuote } from '../../src/features/marketplace/enquiries/quotes.server.ts';
import { listCoupleQuotes, loadCoupleEnquiries } from '../../src/features/marketplace/enquiries/threads.server.ts';
import { enquiryText } from '../../src/features/marketplace/enquiries/enquiry-text.ts';
import { createWeddingProfile } from '../../src/features/planning/wedding/wedding.server.ts';
import { weddingProfileInput } from '../../src/features/planning/wedding/wedding.schema.ts';
import { HINDI_CHECKLIST } from '../../src/features/planning/checklist/phases-hi.ts';
import { loadDashboard, loadOverview } from '../../src/features/dashboard/dashboard.server.ts';
import type { ListingKind } from '../../src/lib/listing-ref.ts';

let t: TestDb;
let n = 0;
const year = new Date().getUTCFullYear() + 1;
const deps = () => ({ db: t.db, sendMail: async () => {}, origin: 'https://mandap.example' });
let venueIds: number[];
let vendor: { id: number; categoryId: number; name: string };

async function user(role: 'customer' | 'vendor') {
  n++;
  const [row] = await t.db
    .insert(users)
    .values({ email: `hindi-lists-${role}${n}@example.test`, passwordHash: 'x', name: `${role} ${n}`, role, emailVerified: true })
    .returning();
  return row!;
}

/** The couple enquires at a listing its own business owns, which quotes for the wedding on 27 Feb. */
async function quoted(coupleId: string, kind: ListingKind, id: number) {
  const business = await user('vendor');
  if (kind === 'venue') await t.db.update(venues).set({ ownerUserId: business.id, capacityMax: 1000 }).where(eq(venues.id, id));
  else await t.db.update(vendors).set({ ownerUserId: business.id }).where(eq(vendors.id, id));
  const {
    listingKind: _k,
    listingId: _i,
    ...request
  } = sendEnquiryInput.parse({
    listingKind: kind,
    listingId: id,
    functions: ['wedding'],
    eventDate: `${year}-02-27`,
    guestCount: 200,
    message: 'Free on our date?',
  });
  const [conversationId] = (await sendEnquiries(deps(), coupleId, [{ kind, id }], request)).conversationIds;
  const { id: quoteId } = await sendQuote(deps(), business.id, {
    conversationId: conversationId!,
    amount: 2_00_000,
    includes: 'All day',
    validUntil: `${year}-01-31`,
    functions: ['wedding'],
  });
  return quoteId;
}

beforeAll(async () => {
  t = await createTestDb();
  const catalogue = await insertCatalogue(t.db, { venuesPerCity: 4, vendorsPerPair: 1 });
  venueIds = catalogue.venues.map((v) => v.id);
  vendor = catalogue.vendors[0]!;
  await t.db.update(categories).set({ nameHi: 'फ़ोटो वाले' }).where(eq(categories.id, vendor.categoryId));
});
afterAll(() => t.cleanup());

describe("a Hindi account's enquiry lists", () => {
  it('name categories in Hindi (the catalogue’s names) and say a clash in Hindi; English as before', async () => {
    const couple = await user('customer');
    const [english] = await t.db.select({ name: categories.name }).from(categories).where(eq(categories.id, vendor.categoryId));
    await acceptQuote(deps(), couple.id, await quoted(couple.id, 'venue', venueIds[0]!));
    const second = await quoted(couple.id, 'venue', venueIds[1]!);
    await quoted(couple.id, 'vendor', vendor.id);

    const hi = await loadCoupleEnquiries(t.db, couple.id, 'hi');
    expect(hi.conversations.map((c) => c.category).sort()).toEqual(['फ़ोटो वाले', 'वेन्यू', 'वेन्यू']);
    expect(hi.quotes.map((q) => q.category).sort()).toEqual(['फ़ोटो वाले', 'वेन्यू', 'वेन्यू']);
    const clash = hi.quotes.find((q) => q.id === second)!.clash!;
    expect(clash).toMatch(/^आप 27 फ़र॰ \d{4} को शादी के लिए .+ पहले ही बुक कर चुके हैं। मंज़ूर करने से/);

    const en = await loadCoupleEnquiries(t.db, couple.id);
    expect(en.conversations.map((c) => c.category).sort()).toEqual([english!.name, 'Venue', 'Venue'].sort());
    const [firstVenue] = await t.db.select({ name: venues.name }).from(venues).where(eq(venues.id, venueIds[0]!));
    expect(en.quotes.find((q) => q.id === second)!.clash).toBe(enquiryText.secondBooking(firstVenue!.name, 'Wedding', `27 Feb ${year}`));
    expect(await listCoupleQuotes(t.db, couple.id)).toEqual(en.quotes);
  });

  it('fall back to the English category name where no Hindi one is written', async () => {
    const couple = await user('customer');
    await t.db.update(categories).set({ nameHi: '' }).where(eq(categories.id, vendor.categoryId));
    const [english] = await t.db.select({ name: categories.name }).from(categories).where(eq(categories.id, vendor.categoryId));
    const other = (await t.db.select({ id: vendors.id }).from(vendors).where(eq(vendors.categoryId, vendor.categoryId)))[0]!;
    await quoted(couple.id, 'vendor', other.id);
    expect((await loadCoupleEnquiries(t.db, couple.id, 'hi')).conversations[0]!.category).toBe(english!.name);
    await t.db.update(categories).set({ nameHi: 'फ़ोटो वाले' }).where(eq(categories.id, vendor.categoryId));
  });
});

describe("a Hindi account's Overview", () => {
  it('names the next planned tasks as the Checklist tab does; an English account sees the English names', async () => {
    const couple = await user('customer');
    const { profile } = await createWeddingProfile(t.db, couple.id, weddingProfileInput.parse({ userName: 'Asha', weddingDate: `${year}-11-20` }));
    const en = (await loadOverview(t.db, couple.id, profile.id)).tasks.next;
    const hi = (await loadOverview(t.db, couple.id, profile.id, 'hi')).tasks.next;
    expect(en).toHaveLength(3);
    expect(hi.map((task) => task.id)).toEqual(en.map((task) => task.id));
    hi.forEach((task, i) => {
      expect(task.taskName).toBe(HINDI_CHECKLIST[en[i]!.checklistItemId!]!.title);
      expect(task.taskName).not.toBe(en[i]!.taskName);
    });
    const page = await loadDashboard(t.db, couple.id, 'overview', 'hi');
    expect(page.data.overview!.tasks.next.map((task) => task.taskName)).toEqual(hi.map((task) => task.taskName));
  });
});

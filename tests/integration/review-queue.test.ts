// The admin review queue on a real database: a business's new listing is public nowhere (page,
// list, search, counts, recommendations) until its owner has verified the e-mail and an admin
// approved it, and everywhere right after, with those pages purged; a rejection carries its
// reason to the business's mail and dashboard; service registrations and claims are decided
// the same way.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestDb, type TestDb } from '../setup/db.ts';
import { insertCatalogue } from '../setup/catalogue.ts';
import { conversations, listingClaims, outbox, users, vendors } from '../../src/server/db/schema.ts';
import { outboxSender } from '../../src/server/mail/deliver.ts';
import { RecordingPurger, setPurger, type Purger } from '../../src/server/purge.ts';
import { hashToken } from '../../src/server/auth/session.ts';
import { registerVendor } from '../../src/features/accounts/auth/registration.server.ts';
import { verifyEmail } from '../../src/features/accounts/auth/email-tokens.server.ts';
import {
  createServiceRegistration,
  getOwnVendor,
  listServiceRegistrations,
  updateBusinessProfile,
} from '../../src/features/accounts/business/vendor-account.server.ts';
import { loadOwnReviewStatus, loadReviewQueue, reviewClaim, reviewListing, reviewService } from '../../src/features/accounts/business/review-queue.server.ts';
import { reviewDecisionSchema } from '../../src/features/accounts/business/review-queue.schema.ts';
import { findPublicListing } from '../../src/features/catalogue/public-listing.server.ts';
import { loadVendorDetail } from '../../src/features/catalogue/vendors/detail.server.ts';
import { listVendors } from '../../src/features/catalogue/vendors/vendors.server.ts';
import { searchCatalogue } from '../../src/features/catalogue/search/catalogue-search.server.ts';
import { recommendationQuery } from '../../src/features/money/calculator/recommendations.ts';
import { lastLinkToken } from './auth-helpers.ts';

type Catalogue = Awaited<ReturnType<typeof insertCatalogue>>;

let t: TestDb;
let catalogue: Catalogue;
let deps: Parameters<typeof reviewListing>[0];
let previous: Purger | null;
const purger = new RecordingPurger();
const origin = { ip: '10.0.0.1' };

beforeAll(async () => {
  t = await createTestDb();
  catalogue = await insertCatalogue(t.db, { venuesPerCity: 1, vendorsPerPair: 1 });
  deps = { db: t.db, sendMail: outboxSender(t.db), origin: 'http://localhost:4413' };
  previous = setPurger(purger);
});

afterAll(() => {
  setPurger(previous);
  t.cleanup();
});

const approve = reviewDecisionSchema.parse({ decision: 'approve' });
const reject = (reason: string) => reviewDecisionSchema.parse({ decision: 'reject', reason });

async function lastMail() {
  const [mail] = await t.db
    .select()
    .from(outbox)
    .orderBy(outbox.id)
    .limit(1)
    .offset((await t.db.$count(outbox)) - 1);
  return mail!;
}

/** Everywhere a couple could meet the vendor: its page, its category's list (and count), search and the recommendations. */
async function publicSightings(vendorId: number, name: string, categoryId: number) {
  const [listing, detail, list, search, recommended] = await Promise.all([
    findPublicListing(t.db, 'vendor', vendorId),
    loadVendorDetail(t.db, vendorId),
    listVendors(t.db, { categoryId, categorySlug: '', cityId: null, citySlug: null }),
    searchCatalogue(t.db, { q: name, city: null, cityId: null, page: 1, pageSize: 10 }),
    recommendationQuery(t.db, 1e12),
  ]);
  return {
    listing: listing !== null,
    detail: Boolean(detail),
    list: list.vendors.some((v) => v.id === vendorId),
    search: search.results.some((r) => r.kind === 'vendor' && r.id === vendorId),
    searchCount: search.total,
    recommended: (recommended as { id: number }[]).some((v) => v.id === vendorId),
  };
}

async function signUp(name: string, email: string) {
  const categoryId = catalogue.vendorCategories[0]!.id;
  const user = await registerVendor(deps, { name, email, phone: '+91 98200 11111', password: 'a long enough secret', category: categoryId }, origin);
  const [vendor] = await t.db.select().from(vendors).where(eq(vendors.ownerUserId, user.id));
  return { user, vendor: vendor!, categoryId };
}

describe('a business’s new listing', () => {
  it('is public nowhere until verified and approved, and everywhere right after', async () => {
    const { user, vendor, categoryId } = await signUp('Zubeida Kalakriti Decor', 'zubeida@example.test');
    const hidden = await publicSightings(vendor.id, 'Zubeida Kalakriti', categoryId);
    expect(hidden).toEqual({ listing: false, detail: false, list: false, search: false, searchCount: 0, recommended: false });
    expect((await loadReviewQueue(t.db)).listings.map((l) => l.id)).toContain(vendor.id);
    expect(await loadOwnReviewStatus(t.db, user.id)).toMatchObject({ listings: [{ id: vendor.id, status: 'pending', reason: null }] });

    // Approval waits for the owner's e-mail: an unverified sign-up cannot be published.
    await expect(reviewListing(deps, vendor.id, approve)).rejects.toMatchObject({ code: 'CONFLICT' });
    await verifyEmail(t.db, await lastLinkToken(t, 'verify-email'));
    expect((await publicSightings(vendor.id, 'Zubeida Kalakriti', categoryId)).detail).toBe(false);

    purger.take();
    await reviewListing(deps, vendor.id, approve);
    // (Not recommended yet only because it has no price: recommendations are by price.)
    expect(await publicSightings(vendor.id, 'Zubeida Kalakriti', categoryId)).toEqual({
      listing: true,
      detail: true,
      list: true,
      search: true,
      searchCount: 1,
      recommended: false,
    });
    const purged = purger.take();
    expect([...purged]).toEqual(expect.arrayContaining([`vendor-${vendor.id}`, `vendors-category-${categoryId}`, 'search-all']));
    expect((await loadReviewQueue(t.db)).listings.map((l) => l.id)).not.toContain(vendor.id);
    const mail = await lastMail();
    expect(mail.to).toBe('zubeida@example.test');
    expect(mail.subject).toContain('Approved');
    // Decided once: a second decision is refused.
    await expect(reviewListing(deps, vendor.id, reject('Changed my mind'))).rejects.toMatchObject({ code: 'CONFLICT' });
  });

  it('stays hidden when rejected, and the business reads the reason in its mail and dashboard', async () => {
    const { user, vendor, categoryId } = await signUp('Yamuna Phool Sajja', 'yamuna@example.test');
    await verifyEmail(t.db, await lastLinkToken(t, 'verify-email'));
    await reviewListing(deps, vendor.id, reject('The phone number does not answer'));
    expect(await publicSightings(vendor.id, 'Yamuna Phool', categoryId)).toMatchObject({ listing: false, detail: false, list: false, search: false });
    expect(await loadOwnReviewStatus(t.db, user.id)).toMatchObject({
      listings: [{ id: vendor.id, status: 'rejected', reason: 'The phone number does not answer' }],
    });
    const mail = await lastMail();
    expect(mail.to).toBe('yamuna@example.test');
    expect(mail.text).toContain('Reason: The phone number does not answer');

    // Once the business changes its profile, the listing waits for review again (still private).
    const own = (await getOwnVendor(t.db, user.id))!;
    await updateBusinessProfile(t.db, user.id, {
      name: own.name,
      description: 'Flower decor; the phone is answered from 9 to 7.',
      cityId: null,
      subCategoryIds: [],
      priceRangeMin: null,
      priceRangeMax: null,
      phone: own.phone,
      email: own.email,
      website: '',
      address: '',
      businessHours: '',
      depositPolicy: '',
      paymentMethods: [],
      yearsExperience: null,
      teamSize: null,
    });
    expect((await loadReviewQueue(t.db)).listings.map((l) => l.id)).toContain(vendor.id);
    expect(await findPublicListing(t.db, 'vendor', vendor.id)).toBeNull();
    await reviewListing(deps, vendor.id, approve);
    expect(await findPublicListing(t.db, 'vendor', vendor.id)).not.toBeNull();
  });

  it('needs a reason to be rejected', () => {
    expect(reviewDecisionSchema.safeParse({ decision: 'reject', reason: '  ' }).success).toBe(false);
    expect(reviewDecisionSchema.safeParse({ decision: 'approve' }).success).toBe(true);
  });

  it('leaves every listing that existed before the queue public (the migration approves them)', async () => {
    const seeded = catalogue.vendors[0]!;
    const [row] = await t.db.select().from(vendors).where(eq(vendors.id, seeded.id));
    expect(row).toMatchObject({ approvalStatus: 'approved', isActive: true });
    expect(await findPublicListing(t.db, 'vendor', seeded.id)).not.toBeNull();
  });
});

describe('a service registration', () => {
  it('waits in the queue, and its rejection reason reaches the business', async () => {
    const { user } = await signUp('Xenia Lens Works', 'xenia@example.test');
    const id = await createServiceRegistration(t.db, user.id, {
      serviceType: 'photography',
      name: 'Xenia Candid',
      email: 'xenia@example.test',
      phone: '+91 98200 22222',
      description: 'Candid wedding photography across Rajasthan.',
      location: 'Jaipur',
      price: 50_000,
      experience: 4,
      portfolioUrl: '',
    });
    expect((await loadReviewQueue(t.db)).services.map((s) => s.id)).toContain(id);
    expect(await findPublicListing(t.db, 'service', id)).toBeNull();
    await reviewService(deps, id, reject('Please add a portfolio link'));
    expect(await listServiceRegistrations(t.db, user.id)).toMatchObject([{ id, status: 'rejected', reviewReason: 'Please add a portfolio link' }]);
    expect((await lastMail()).text).toContain('Reason: Please add a portfolio link');
    expect((await loadReviewQueue(t.db)).services.map((s) => s.id)).not.toContain(id);
  });

  it('is public once approved', async () => {
    const [owner] = await t.db.select().from(users).where(eq(users.email, 'xenia@example.test'));
    const id = await createServiceRegistration(t.db, owner!.id, {
      serviceType: 'decoration',
      name: 'Xenia Florals',
      email: 'xenia@example.test',
      phone: '+91 98200 22222',
      description: 'Flowers.',
      location: 'Jaipur',
      price: 20_000,
      experience: 4,
      portfolioUrl: '',
    });
    await reviewService(deps, id, approve);
    expect(await findPublicListing(t.db, 'service', id)).not.toBeNull();
  });
});

describe('a claim of a listing', () => {
  it('waits in the queue once used; a rejection gives the listing and its enquiries back', async () => {
    const venue = catalogue.venues[0]!;
    const { user } = await signUp('Wadi Claimers', 'wadi@example.test');
    const claimId = hashToken('claim-token-for-review');
    const usedAt = new Date();
    await t.db.insert(listingClaims).values({
      id: claimId,
      listingKind: 'venue',
      listingId: venue.id,
      email: 'hello@venue.test',
      expiresAt: new Date(Date.now() + 86_400_000),
      usedAt,
      usedByUserId: user.id,
    });
    await t.db.$client.execute({ sql: 'UPDATE venues SET owner_user_id = ? WHERE id = ?', args: [user.id, venue.id] });
    const queue = await loadReviewQueue(t.db);
    expect(queue.claims).toMatchObject([{ id: claimId, listingKind: 'venue', listingId: venue.id, listingName: venue.name, email: 'wadi@example.test' }]);

    purger.take();
    await reviewClaim(deps, claimId, reject('The listing’s address did not confirm it'));
    const owner = await t.db.$client.execute({ sql: 'SELECT owner_user_id FROM venues WHERE id = ?', args: [venue.id] });
    expect(owner.rows[0]!.owner_user_id).toBeNull();
    expect(await t.db.select().from(conversations).where(eq(conversations.businessUserId, user.id))).toEqual([]);
    expect(purger.take()).toContain(`venue-${venue.id}`);
    expect((await lastMail()).text).toContain('Reason: The listing’s address did not confirm it');
    expect(await loadOwnReviewStatus(t.db, user.id)).toMatchObject({ claims: [{ name: venue.name, status: 'rejected' }] });
    expect((await loadReviewQueue(t.db)).claims).toEqual([]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestDb, type TestDb } from '../setup/db.ts';
import { categories, cities, users, vendorServices, vendors, venues } from '../../src/server/db/schema.ts';
import { listShortlists, removeShortlist, toggleShortlist } from '../../src/features/catalogue/shortlists/shortlists.server.ts';
import { listReviewsByUser, listReviewsFor, saveReview } from '../../src/features/catalogue/reviews/reviews.server.ts';
import { NotFoundError } from '../../src/server/errors.ts';

let t: TestDb;
let venueId: number;
const alice = 'user-alice';
const bob = 'user-bob';

beforeAll(async () => {
  t = await createTestDb();
  await t.db.insert(users).values([
    { id: alice, email: 'alice@example.test', passwordHash: 'x', name: 'Alice' },
    { id: bob, email: 'bob@example.test', passwordHash: 'x', name: 'Bob' },
  ]);
  const [city] = await t.db.insert(cities).values({ name: 'Jaipur', slug: 'jaipur', state: 'Rajasthan' }).returning();
  const [venue] = await t.db
    .insert(venues)
    .values({ name: 'Amber Courtyard', type: 'heritage', location: 'Jaipur', cityId: city!.id, capacityMax: 400 })
    .returning();
  venueId = venue!.id;
});
afterAll(() => t.cleanup());

describe('shortlists', () => {
  it('toggles an item on and off', async () => {
    expect(await toggleShortlist(t.db, alice, 'venue', venueId)).toEqual({ shortlisted: true });
    const [entry] = await listShortlists(t.db, alice);
    expect(entry).toMatchObject({ itemType: 'venue', itemId: venueId, name: 'Amber Courtyard', capacity: 400, href: `/venues/wedding/${venueId}` });
    expect(await toggleShortlist(t.db, alice, 'venue', venueId)).toEqual({ shortlisted: false });
    expect(await listShortlists(t.db, alice)).toEqual([]);
  });

  it('refuses unknown items and other users’ entries', async () => {
    await expect(toggleShortlist(t.db, alice, 'venue', 999_999)).rejects.toBeInstanceOf(NotFoundError);
    await toggleShortlist(t.db, alice, 'venue', venueId);
    const [entry] = await listShortlists(t.db, alice);
    await expect(removeShortlist(t.db, bob, entry!.id)).rejects.toBeInstanceOf(NotFoundError);
    expect(await listShortlists(t.db, alice)).toHaveLength(1);
    await removeShortlist(t.db, alice, entry!.id);
    expect(await listShortlists(t.db, alice)).toHaveLength(0);
  });
});

describe('links of shortlisted and reviewed services', () => {
  it('point at the page of the vendor offering the service, or at the directory without one', async () => {
    const [category] = await t.db.insert(categories).values({ name: 'Photography', slug: 'photography', type: 'vendor' }).returning();
    await t.db.insert(users).values([
      { id: 'user-studio', email: 'studio@example.test', passwordHash: 'x', name: 'Studio', role: 'vendor' },
      { id: 'user-solo', email: 'solo@example.test', passwordHash: 'x', name: 'Solo', role: 'vendor' },
    ]);
    const [vendor] = await t.db.insert(vendors).values({ name: 'Frame Studio', categoryId: category!.id, ownerUserId: 'user-studio' }).returning();
    const service = {
      serviceType: 'photography' as const,
      email: 's@example.test',
      phone: '9820012345',
      description: 'Candid',
      location: 'Jaipur',
      price: 50_000,
      experience: 5,
      status: 'approved' as const,
    };
    const [offered, unowned] = await t.db
      .insert(vendorServices)
      .values([
        { ...service, userId: 'user-studio', name: 'Candid coverage' },
        { ...service, userId: 'user-solo', name: 'Drone shots' },
      ])
      .returning();
    await toggleShortlist(t.db, bob, 'service', offered!.id);
    await toggleShortlist(t.db, bob, 'service', unowned!.id);
    const hrefs = Object.fromEntries((await listShortlists(t.db, bob)).map((e) => [e.name, e.href]));
    expect(hrefs).toEqual({ 'Candid coverage': `/vendors/${vendor!.id}`, 'Drone shots': '/vendors' });

    await saveReview(t.db, { id: bob, emailVerified: true }, { type: 'service', id: offered!.id }, 4, null);
    const [review] = await listReviewsByUser(t.db, bob);
    expect(review).toMatchObject({ itemName: 'Candid coverage', itemHref: `/vendors/${vendor!.id}` });
  });
});

describe('owners reviewing their own listing', () => {
  it('are refused for every listing kind, and the rating stays as it was', async () => {
    const owner = { id: 'user-owner', emailVerified: true };
    await t.db.insert(users).values({ id: owner.id, email: 'owner@example.test', passwordHash: 'x', name: 'Owner', role: 'vendor', emailVerified: true });
    const [city] = await t.db.insert(cities).values({ name: 'Udaipur', slug: 'udaipur-owners', state: 'Rajasthan' }).returning();
    const [venue] = await t.db
      .insert(venues)
      .values({ name: 'Lake Lawns', type: 'heritage', location: 'Udaipur', cityId: city!.id, ownerUserId: owner.id })
      .returning();
    const [category] = await t.db.insert(categories).values({ name: 'Decoration', slug: 'decoration-owners', type: 'vendor' }).returning();
    const [vendor] = await t.db.insert(vendors).values({ name: 'Own Decor', categoryId: category!.id, ownerUserId: owner.id }).returning();
    const [service] = await t.db
      .insert(vendorServices)
      .values({
        userId: owner.id,
        serviceType: 'decoration',
        name: 'Own Stage',
        email: 'own@example.test',
        phone: '9820012345',
        description: 'Stages',
        location: 'Udaipur',
        price: 40_000,
        experience: 3,
        status: 'approved',
      })
      .returning();
    for (const target of [
      { type: 'venue' as const, id: venue!.id },
      { type: 'vendor' as const, id: vendor!.id },
      { type: 'service' as const, id: service!.id },
    ]) {
      await expect(saveReview(t.db, owner, target, 5, 'Our own place'), target.type).rejects.toMatchObject({
        code: 'FORBIDDEN',
        message: 'You cannot review your own listing.',
      });
    }
    expect((await t.db.select().from(venues).where(eq(venues.id, venue!.id)))[0]).toMatchObject({ ratingAverage: 0, reviewCount: 0 });
    // Anyone else may review the venue.
    await saveReview(t.db, { id: alice, emailVerified: true }, { type: 'venue', id: venue!.id }, 4, null);
  });
});

describe('reviews', () => {
  it('keeps rating_average and review_count exact as reviews are written and edited', async () => {
    await saveReview(t.db, { id: alice, emailVerified: true }, { type: 'venue', id: venueId }, 5, 'Gorgeous courtyard');
    const second = await saveReview(t.db, { id: bob, emailVerified: true }, { type: 'venue', id: venueId }, 2, null);
    expect(second).toMatchObject({ ratingAverage: 3.5, reviewCount: 2 });
    const edited = await saveReview(t.db, { id: bob, emailVerified: true }, { type: 'venue', id: venueId }, 4, 'Better on a second visit');
    expect(edited).toMatchObject({ ratingAverage: 4.5, reviewCount: 2 });
    const [venue] = await t.db.select().from(venues).where(eq(venues.id, venueId));
    expect(venue).toMatchObject({ ratingAverage: 4.5, reviewCount: 2 });
    const list = await listReviewsFor(t.db, { type: 'venue', id: venueId });
    expect(list.map((r) => r.reviewerName)).toEqual(['Bob', 'Alice']);
    const mine = await listReviewsByUser(t.db, alice);
    expect(mine[0]).toMatchObject({ itemName: 'Amber Courtyard', rating: 5, itemHref: `/venues/wedding/${venueId}` });
  });
});

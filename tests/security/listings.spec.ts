// Defects 3 and 6: shortlists and reviews reached unpublished registrations and inactive
// vendors; a business could review its own listing; unverified accounts could review; a
// couple could submit a vendor service registration.
import { eq } from 'drizzle-orm';
import { test, expect, createUser, e2eDb } from '../e2e/fixtures.ts';
import { ensureVendorCategories } from '../e2e/auth-helpers.ts';
import { reviews, shortlists, vendorServices, vendors, type User } from '../../src/server/db/schema.ts';
import { action, errorMessage, visitor, type Visitor } from './helpers.ts';

const service = {
  name: 'Secret Pending Decor',
  email: 'secret@decor.test',
  phone: '9123456789',
  serviceType: 'decoration',
  description: 'Not yet reviewed',
  location: 'Pune',
  price: '45000',
  experience: '4',
  portfolioUrl: '',
};

async function vendorAccount(): Promise<{ user: User; vendorId: number; client: Visitor }> {
  const [category] = await ensureVendorCategories();
  const user = await createUser({ role: 'vendor', name: 'Listing Owner' });
  const [vendor] = await e2eDb().insert(vendors).values({ name: 'Owner Decor House', categoryId: category!.id, ownerUserId: user.id }).returning();
  return { user, vendorId: vendor!.id, client: await visitor(user) };
}

test('a pending service registration can be neither shortlisted, reviewed nor read back; an approved one can', async () => {
  const owner = await vendorAccount();
  const couple = await createUser();
  const client = await visitor(couple);
  try {
    expect((await action(owner.client.request, 'vendorAccount.submitServiceRegistration', service)).status()).toBe(200);
    const [pending] = await e2eDb().select().from(vendorServices).where(eq(vendorServices.userId, owner.user.id));
    expect(pending!.status).toBe('pending');

    expect((await action(client.request, 'shortlists.toggle', { itemType: 'service', itemId: pending!.id })).status()).toBe(404);
    expect((await action(client.request, 'reviews.save', { targetType: 'service', targetId: pending!.id, rating: 5 })).status()).toBe(404);
    // A row written before the rule existed still shows nothing of the registration.
    await e2eDb().insert(shortlists).values({ userId: couple.id, itemType: 'service', itemId: pending!.id });
    const listed = await client.request.get('/api/dashboard/shortlists');
    expect(listed.status()).toBe(200);
    expect(await listed.text()).not.toContain('Secret Pending Decor');
    // Its owner's stale entry can still be taken off the list.
    expect((await action(client.request, 'shortlists.toggle', { itemType: 'service', itemId: pending!.id })).status()).toBe(200);

    await e2eDb().update(vendorServices).set({ status: 'approved' }).where(eq(vendorServices.id, pending!.id));
    expect((await action(client.request, 'shortlists.toggle', { itemType: 'service', itemId: pending!.id })).status()).toBe(200);
    expect(await (await client.request.get('/api/dashboard/shortlists')).text()).toContain('Secret Pending Decor');
    expect((await action(client.request, 'reviews.save', { targetType: 'service', targetId: pending!.id, rating: 4 })).status()).toBe(200);
  } finally {
    await Promise.all([owner.client.request.dispose(), client.request.dispose()]);
  }
});

test('an inactive vendor can be neither shortlisted nor reviewed', async () => {
  const owner = await vendorAccount();
  await e2eDb().update(vendors).set({ isActive: false }).where(eq(vendors.id, owner.vendorId));
  const client = await visitor(await createUser());
  try {
    expect((await action(client.request, 'shortlists.toggle', { itemType: 'vendor', itemId: owner.vendorId })).status()).toBe(404);
    expect((await action(client.request, 'reviews.save', { targetType: 'vendor', targetId: owner.vendorId, rating: 5 })).status()).toBe(404);
  } finally {
    await Promise.all([owner.client.request.dispose(), client.request.dispose()]);
  }
});

test('a business cannot review its own listing, and its rating stays as it was', async () => {
  const owner = await vendorAccount();
  try {
    const refused = await action(owner.client.request, 'reviews.save', { targetType: 'vendor', targetId: owner.vendorId, rating: 5 });
    expect(refused.status()).toBe(403);
    expect(await errorMessage(refused)).toBe('You cannot review your own listing.');
    const [row] = await e2eDb().select().from(vendors).where(eq(vendors.id, owner.vendorId));
    expect(row).toMatchObject({ ratingAverage: 0, reviewCount: 0 });
    const mine = await (await owner.client.request.get(`/api/reviews/mine?targetType=vendor&targetId=${owner.vendorId}`)).json();
    expect(mine.refusal).toBe('You cannot review your own listing.');
  } finally {
    await owner.client.request.dispose();
  }
});

test('reviewing needs a verified e-mail address', async () => {
  const owner = await vendorAccount();
  const unverified = await createUser({ emailVerified: false });
  const client = await visitor(unverified);
  try {
    const refused = await action(client.request, 'reviews.save', { targetType: 'vendor', targetId: owner.vendorId, rating: 5, comment: 'Fake praise' });
    expect(refused.status()).toBe(403);
    expect(await errorMessage(refused)).toBe('Please verify your email address before writing a review.');
    expect(await e2eDb().select().from(reviews).where(eq(reviews.userId, unverified.id))).toHaveLength(0);
    const mine = await (await client.request.get(`/api/reviews/mine?targetType=vendor&targetId=${owner.vendorId}`)).json();
    expect(mine.refusal).toBe('Please verify your email address before writing a review.');
  } finally {
    await Promise.all([owner.client.request.dispose(), client.request.dispose()]);
  }
});

test('a couple cannot submit a vendor service registration', async () => {
  const couple = await createUser();
  const client = await visitor(couple);
  try {
    const refused = await action(client.request, 'vendorAccount.submitServiceRegistration', service);
    expect(refused.status()).toBe(403);
    expect(await e2eDb().select().from(vendorServices).where(eq(vendorServices.userId, couple.id))).toHaveLength(0);
  } finally {
    await client.request.dispose();
  }
});

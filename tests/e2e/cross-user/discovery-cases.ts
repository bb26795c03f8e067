// Cross-user cases for the venue and vendor pages: the shortlist toggle, writing a review,
// and the two small private reads those pages make (shortlist state, own review).
import { and, eq } from 'drizzle-orm';
import { expect, type APIResponse } from '@playwright/test';
import { e2eDb } from '../fixtures.ts';
import { givenCatalogue } from '../dashboard.helpers.ts';
import { reviews, shortlists } from '../../../src/server/db/schema.ts';
import { callAction, type Actor, type CrossUserCase } from './harness.ts';

const SECRET_REVIEW = 'Secret owner review text';

// Each case reviews or shortlists a listing of its own: a review written on a demo listing would
// change what the other specs (the reviewed screenshots among them) see on its page.
async function anyVenueId(): Promise<number> {
  return (await givenCatalogue()).venue.id;
}

async function anyVendorId(): Promise<number> {
  return (await givenCatalogue()).vendor.id;
}

async function ownerReview(owner: Actor, targetType: 'venue' | 'vendor', targetId: number) {
  await callAction(owner, 'reviews.save', { targetType, targetId, rating: 4, comment: SECRET_REVIEW });
  const column = targetType === 'venue' ? reviews.venueId : reviews.vendorId;
  const mine = () =>
    e2eDb()
      .select()
      .from(reviews)
      .where(and(eq(reviews.userId, owner.user.id), eq(column, targetId)));
  const before = await mine();
  expect(before).toHaveLength(1);
  return { verifyUnchanged: async () => expect(await mine()).toEqual(before) };
}

async function ownerShortlist(owner: Actor, itemType: 'venue' | 'vendor', itemId: number) {
  await callAction(owner, 'shortlists.toggle', { itemType, itemId });
  const mine = () => e2eDb().select().from(shortlists).where(eq(shortlists.userId, owner.user.id));
  const before = await mine();
  expect(before).toHaveLength(1);
  return { verifyUnchanged: async () => expect(await mine()).toEqual(before) };
}

async function notShortlistedForCaller(response: APIResponse) {
  expect(response.headers()['cache-control']).toBe('private, no-cache');
  expect(((await response.json()) as { shortlisted: boolean }).shortlisted).toBe(false);
}

async function noReviewOfTheOwner(response: APIResponse) {
  expect(response.headers()['cache-control']).toBe('private, no-cache');
  const body = await response.text();
  expect(body).not.toContain(SECRET_REVIEW);
  expect((JSON.parse(body) as { review: unknown }).review).toBeNull();
}

export const discoveryCases: CrossUserCase[] = [
  {
    name: 'reviews.save on a venue the owner reviewed edits only the caller’s own review',
    setup: async (owner) => {
      const venueId = await anyVenueId();
      const { verifyUnchanged } = await ownerReview(owner, 'venue', venueId);
      return {
        method: 'POST',
        url: '/_actions/reviews.save',
        data: { targetType: 'venue', targetId: venueId, rating: 1, comment: 'Overwritten?' },
        intruderGets: 'own-data-only',
        verifyUnchanged,
      };
    },
  },
  {
    name: 'reviews.save on a vendor the owner reviewed edits only the caller’s own review',
    setup: async (owner) => {
      const vendorId = await anyVendorId();
      const { verifyUnchanged } = await ownerReview(owner, 'vendor', vendorId);
      return {
        method: 'POST',
        url: '/_actions/reviews.save',
        data: { targetType: 'vendor', targetId: vendorId, rating: 2 },
        intruderGets: 'own-data-only',
        verifyUnchanged,
      };
    },
  },
  {
    name: 'shortlists.toggle of an item the owner shortlisted changes only the caller’s shortlist',
    setup: async (owner) => {
      const venueId = await anyVenueId();
      const { verifyUnchanged } = await ownerShortlist(owner, 'venue', venueId);
      return {
        method: 'POST',
        url: '/_actions/shortlists.toggle',
        data: { itemType: 'venue', itemId: venueId },
        intruderGets: 'own-data-only',
        verifyUnchanged,
      };
    },
  },
  {
    name: 'GET /api/shortlists/status tells only the caller’s own shortlist state',
    setup: async (owner) => {
      const vendorId = await anyVendorId();
      const { verifyUnchanged } = await ownerShortlist(owner, 'vendor', vendorId);
      return {
        method: 'GET',
        url: `/api/shortlists/status?itemType=vendor&itemId=${vendorId}`,
        intruderGets: [200],
        anonymousGets: [200],
        checkResponse: notShortlistedForCaller,
        verifyUnchanged,
      };
    },
  },
  {
    name: 'GET /api/reviews/mine returns only the caller’s own review',
    setup: async (owner) => {
      const venueId = await anyVenueId();
      const { verifyUnchanged } = await ownerReview(owner, 'venue', venueId);
      return {
        method: 'GET',
        url: `/api/reviews/mine?targetType=venue&targetId=${venueId}`,
        intruderGets: [200],
        anonymousGets: [200],
        checkResponse: noReviewOfTheOwner,
        verifyUnchanged,
      };
    },
  },
];

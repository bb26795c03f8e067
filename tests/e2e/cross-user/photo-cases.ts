// Cross-user cases for listing photos: only a listing's owner adds, changes or deletes its
// photos; only an admin reviews reports. The owner's photo rows are made directly (their
// files are not needed to prove that nothing changes).
import { eq } from 'drizzle-orm';
import { expect } from '@playwright/test';
import { e2eDb } from '../fixtures.ts';
import { ensureVendorCategories } from '../auth-helpers.ts';
import { cities, listingPhotos, vendors, venues } from '../../../src/server/db/schema.ts';
import type { Actor, CrossUserCase, Replay } from './harness.ts';

const SECRET_ALT = 'Owner photo alt text, private until published';

async function ownerWithPhotos(owner: Actor, options: { hidden?: boolean } = {}) {
  const [category] = await ensureVendorCategories();
  const [vendor] = await e2eDb().insert(vendors).values({ name: 'Owner Portfolio', categoryId: category!.id, ownerUserId: owner.user.id }).returning();
  const rows = await e2eDb()
    .insert(listingPhotos)
    .values(
      Array.from({ length: 2 }, (_, i) => ({
        vendorId: vendor!.id,
        storageKey: `${'ab'.repeat(15)}${i.toString(16).padStart(2, '0')}`,
        width: 1600,
        height: 1067,
        variantWidths: [320, 640, 1024, 1600],
        bytes: 1000,
        placeholder: 'data:image/webp;base64,AAAA',
        alt: i === 0 ? SECRET_ALT : '',
        position: i,
        isCover: i === 0,
        hidden: options.hidden ?? false,
        reportCount: options.hidden ? 2 : 0,
      })),
    )
    .returning();
  const snapshot = () => e2eDb().select().from(listingPhotos).where(eq(listingPhotos.vendorId, vendor!.id)).orderBy(listingPhotos.id);
  const before = await snapshot();
  return {
    vendorId: vendor!.id,
    photoIds: rows.map((r) => r.id),
    verifyUnchanged: async () => expect(await snapshot()).toEqual(before),
  };
}

/** A venue of the owner's with one photo, in a city of its own. */
async function ownerVenueWithPhoto(owner: Actor) {
  // A city of its own, so the venue never shows in the seeded cities' lists other specs compare.
  const slug = `photo-case-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const [city] = await e2eDb().insert(cities).values({ name: slug, slug, state: 'Rajasthan' }).returning();
  const [venue] = await e2eDb()
    .insert(venues)
    .values({ name: 'Owner Haveli', type: 'heritage', location: 'Jaipur', cityId: city!.id, ownerUserId: owner.user.id })
    .returning();
  const [photo] = await e2eDb()
    .insert(listingPhotos)
    .values({
      venueId: venue!.id,
      storageKey: 'cd'.repeat(16),
      width: 1600,
      height: 1067,
      variantWidths: [320, 640, 1024, 1600],
      bytes: 1000,
      placeholder: 'data:image/webp;base64,AAAA',
      alt: SECRET_ALT,
      isCover: true,
    })
    .returning();
  const snapshot = () => e2eDb().select().from(listingPhotos).where(eq(listingPhotos.venueId, venue!.id));
  const before = await snapshot();
  return { venueId: venue!.id, photoId: photo!.id, verifyUnchanged: async () => expect(await snapshot()).toEqual(before) };
}

function action(name: string, data: unknown, verifyUnchanged: () => Promise<void>, extra: Partial<Replay> = {}): Replay {
  return { method: 'POST', url: `/_actions/photos.${name}`, data, verifyUnchanged, ...extra };
}

export const photoCases: CrossUserCase[] = [
  {
    name: 'photos.updateDetails by another vendor',
    ownerRole: 'vendor',
    setup: async (owner) => {
      const { vendorId, photoIds, verifyUnchanged } = await ownerWithPhotos(owner);
      return action(
        'updateDetails',
        { listing: { kind: 'vendor', id: vendorId }, photoId: photoIds[1], alt: 'Hijacked description', galleryCategory: 'Decor' },
        verifyUnchanged,
      );
    },
  },
  {
    name: 'photos.reorder by another vendor',
    ownerRole: 'vendor',
    setup: async (owner) => {
      const { vendorId, photoIds, verifyUnchanged } = await ownerWithPhotos(owner);
      return action('reorder', { listing: { kind: 'vendor', id: vendorId }, photoIds: [...photoIds].reverse() }, verifyUnchanged);
    },
  },
  {
    name: 'photos.setCover by another vendor',
    ownerRole: 'vendor',
    setup: async (owner) => {
      const { vendorId, photoIds, verifyUnchanged } = await ownerWithPhotos(owner);
      return action('setCover', { listing: { kind: 'vendor', id: vendorId }, photoId: photoIds[1] }, verifyUnchanged);
    },
  },
  {
    name: 'photos.delete by another vendor',
    ownerRole: 'vendor',
    setup: async (owner) => {
      const { vendorId, photoIds, verifyUnchanged } = await ownerWithPhotos(owner);
      return action('delete', { listing: { kind: 'vendor', id: vendorId }, photoId: photoIds[0] }, verifyUnchanged);
    },
  },
  {
    name: 'photos.delete by a customer',
    ownerRole: 'vendor',
    intruderRole: 'customer',
    setup: async (owner) => {
      const { vendorId, photoIds, verifyUnchanged } = await ownerWithPhotos(owner);
      return action('delete', { listing: { kind: 'vendor', id: vendorId }, photoId: photoIds[0] }, verifyUnchanged);
    },
  },
  {
    name: 'uploading a photo to another vendor’s listing',
    ownerRole: 'vendor',
    setup: async (owner) => {
      const { vendorId, verifyUnchanged } = await ownerWithPhotos(owner);
      // Any bytes: the listing is checked before the body is read.
      return { method: 'POST', url: `/api/listings/vendor/${vendorId}/photos`, data: Buffer.from('not even a picture'), verifyUnchanged };
    },
  },
  {
    name: 'the Photos page does not show another vendor’s listing',
    ownerRole: 'vendor',
    setup: async (owner) => {
      const { vendorId, verifyUnchanged } = await ownerWithPhotos(owner);
      return {
        method: 'GET',
        url: `/vendor-dashboard/photos?listing=vendor-${vendorId}`,
        intruderGets: [404],
        anonymousGets: [302],
        checkResponse: async (response) => expect(await response.text()).not.toContain(SECRET_ALT),
        verifyUnchanged,
      };
    },
  },
  {
    name: 'photos.updateDetails of another owner’s venue',
    ownerRole: 'vendor',
    setup: async (owner) => {
      const { venueId, photoId, verifyUnchanged } = await ownerVenueWithPhoto(owner);
      return action('updateDetails', { listing: { kind: 'venue', id: venueId }, photoId, alt: 'Hijacked venue photo', galleryCategory: null }, verifyUnchanged);
    },
  },
  {
    name: 'uploading a photo to another owner’s venue',
    ownerRole: 'vendor',
    setup: async (owner) => {
      const { venueId, verifyUnchanged } = await ownerVenueWithPhoto(owner);
      return { method: 'POST', url: `/api/listings/venue/${venueId}/photos`, data: Buffer.from('not even a picture'), verifyUnchanged };
    },
  },
  {
    name: 'photos.restore is for admins only',
    ownerRole: 'vendor',
    setup: async (owner) => {
      const { vendorId, verifyUnchanged } = await ownerWithPhotos(owner, { hidden: true });
      return action('restore', { kind: 'vendor', id: vendorId }, verifyUnchanged);
    },
  },
  {
    name: 'photos.hide is for admins only',
    ownerRole: 'vendor',
    intruderRole: 'customer',
    setup: async (owner) => {
      const { photoIds, verifyUnchanged } = await ownerWithPhotos(owner);
      return action('hide', { photoId: photoIds[0] }, verifyUnchanged);
    },
  },
  {
    name: 'photos.remove is for admins only',
    ownerRole: 'vendor',
    intruderRole: 'customer',
    setup: async (owner) => {
      const { photoIds, verifyUnchanged } = await ownerWithPhotos(owner);
      return action('remove', { photoId: photoIds[0] }, verifyUnchanged);
    },
  },
];

// The owner's changes to a listing's photos, couples' reports and the admin's review.
// Uploads are not actions: they stream to /api/listings/{kind}/{id}/photos.
import { ActionError, defineAction } from 'astro:actions';
import { db } from '../../../server/db/index.ts';
import { requireAdmin, requireUser, requireVendor } from '../../../server/auth/guards.ts';
import { asAction } from '../../../server/action-errors.ts';
import { consumeRateLimit } from '../../../server/rate-limit.ts';
import { adminPhotoSchema, listingRefSchema, photoDetailsSchema, photoOrderSchema, photoRefSchema, reportPhotoSchema } from './listing-photos.schema.ts';
import { requireManagedListing } from './listing-ownership.server.ts';
import { deletePhoto, reorderPhotos, setCoverPhoto, updatePhotoDetails } from './listing-photos.server.ts';
import { hidePhotoAsAdmin, removePhotoAsAdmin, reportPhoto, restoreListingPhotos } from './photo-moderation.server.ts';
import { REPORTS_PER_DAY, photoText } from './photo-rules.ts';
import { photoStorage } from './storage.server.ts';

const DAY = 24 * 60 * 60 * 1000;

/** Runs `work` on a listing the signed-in vendor owns. */
async function asOwner<T>(locals: App.Locals, listing: { kind: 'vendor' | 'venue'; id: number }, work: () => Promise<T>): Promise<T> {
  const user = requireVendor(locals);
  return asAction(async () => {
    await requireManagedListing(db, user.id, listing);
    return work();
  });
}

export const photos = {
  updateDetails: defineAction({
    input: photoDetailsSchema,
    handler: (input, { locals }) =>
      asOwner(locals, input.listing, async () => ({
        photo: await updatePhotoDetails(db, input.listing, input.photoId, { alt: input.alt, galleryCategory: input.galleryCategory }),
      })),
  }),

  reorder: defineAction({
    input: photoOrderSchema,
    handler: (input, { locals }) => asOwner(locals, input.listing, async () => ({ photos: await reorderPhotos(db, input.listing, input.photoIds) })),
  }),

  setCover: defineAction({
    input: photoRefSchema,
    handler: (input, { locals }) => asOwner(locals, input.listing, async () => ({ photos: await setCoverPhoto(db, input.listing, input.photoId) })),
  }),

  delete: defineAction({
    input: photoRefSchema,
    handler: (input, { locals }) =>
      asOwner(locals, input.listing, async () => ({ photos: await deletePhoto(db, photoStorage(), input.listing, input.photoId) })),
  }),

  report: defineAction({
    input: reportPhotoSchema,
    handler: async (input, { locals }) => {
      const user = requireUser(locals);
      // Owners and other non-couples are told why by reportPhoto (its owner check comes first).
      const limit = await consumeRateLimit(db, `photos:report:${user.id}`, REPORTS_PER_DAY, DAY);
      if (!limit.allowed) throw new ActionError({ code: 'TOO_MANY_REQUESTS', message: photoText.reportsRateLimited });
      return asAction(() => reportPhoto(db, user.id, input.photoId, input.reason));
    },
  }),

  restore: defineAction({
    input: listingRefSchema,
    handler: async (input, { locals }) => {
      requireAdmin(locals);
      await asAction(() => restoreListingPhotos(db, input));
      return { ok: true };
    },
  }),

  hide: defineAction({
    input: adminPhotoSchema,
    handler: async (input, { locals }) => {
      requireAdmin(locals);
      await asAction(() => hidePhotoAsAdmin(db, input.photoId));
      return { ok: true };
    },
  }),

  remove: defineAction({
    input: adminPhotoSchema,
    handler: async (input, { locals }) => {
      requireAdmin(locals);
      await asAction(() => removePhotoAsAdmin(db, photoStorage(), input.photoId));
      return { ok: true };
    },
  }),
};

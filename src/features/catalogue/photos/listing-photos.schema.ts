// Inputs of the photo actions, validated on the server; the island builds the same shapes.
import { z } from 'astro/zod';
import { ALT_MAX, GALLERY_CATEGORIES, LISTING_KINDS, MAX_PHOTOS_PER_LISTING, REPORT_REASONS, altTextProblem, photoText } from './photo-rules.ts';

const id = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);

export const listingRefSchema = z.object({ kind: z.enum(LISTING_KINDS), id });

export const photoDetailsSchema = z.object({
  listing: listingRefSchema,
  photoId: id,
  alt: z
    .string({ error: photoText.altRequired })
    .trim()
    .max(ALT_MAX, photoText.altTooLong)
    .superRefine((alt, ctx) => {
      const problem = altTextProblem(alt);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
  galleryCategory: z.enum(GALLERY_CATEGORIES).nullable().default(null),
});

export const photoOrderSchema = z.object({ listing: listingRefSchema, photoIds: z.array(id).max(MAX_PHOTOS_PER_LISTING) });

export const photoRefSchema = z.object({ listing: listingRefSchema, photoId: id });

export const reportPhotoSchema = z.object({
  photoId: id,
  reason: z.enum(REPORT_REASONS.map((r) => r.value) as [(typeof REPORT_REASONS)[number]['value'], ...(typeof REPORT_REASONS)[number]['value'][]], {
    error: 'Please choose a reason.',
  }),
});

export const adminPhotoSchema = z.object({ photoId: id });

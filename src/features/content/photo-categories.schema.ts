// A photo category of the gallery (`/photos`): content/photos/{slug}.yaml, written in the editing
// interface (keystatic.config.ts), read by the site's content collection (src/content.config.ts)
// and by the content check CI runs (scripts/content-check.ts). Like editorial.schema.ts, the image
// field is passed in: Astro's image() at build, a check that the file exists elsewhere.
import { z } from 'astro/zod';
import { parseArtUrl } from '../catalogue/index.ts';
import type { ImageField } from './editorial.schema.ts';
import { nameTranslationSchema } from './translations.schema.ts';

const required = (field: string) =>
  z
    .string({ error: `${field} is required` })
    .trim()
    .min(1, `${field} is required`);

/** Generated gallery art (`/art/gallery/{n}.svg`), which the demo categories use. */
const galleryArt = z.string().refine((address) => parseArtUrl(address)?.kind === 'gallery');

/**
 * A picture: generated gallery art, or an uploaded file beside the categories
 * (`./images/{category}/…`, relative to the YAML file) that Astro's image pipeline processes.
 * The art is tried first, so an art address never reaches the image field.
 */
const picture = <I extends z.ZodType>(image: ImageField<I>) => z.union([galleryArt, image()]);

export function photoCategorySchema<I extends z.ZodType>(image: ImageField<I>) {
  return z.object({
    name: required('name'),
    description: z.string().default(''),
    /** The card on /photos; decorative there (the card's name says where it leads). */
    cover: picture(image),
    order: z.number().int().default(0),
    photos: z
      .array(
        z.object({
          /** Also the picture's alt text, so it may not be empty. */
          title: required('title (the photo’s alt text)'),
          image: picture(image),
          caption: z.string().default(''),
        }),
      )
      .default([]),
    /** The Hindi name and description, and the photos' titles and captions in the same order. The
     * editing interface writes an empty name for a category without a Hindi version. */
    hi: z.preprocess(
      (hi) => (hi && typeof hi === 'object' && !(hi as { name?: unknown }).name ? undefined : hi),
      nameTranslationSchema
        .extend({ photos: z.array(z.object({ title: z.string().min(1), caption: z.string().default('') }).strict()).default([]) })
        .optional(),
    ),
  });
}

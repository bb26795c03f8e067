// Content collections: everything editors write under `content/`. One collection per
// kind of content; add a new kind as another `defineCollection` and list it in `collections`.
import { defineCollection, reference } from 'astro:content';
import { file, glob } from 'astro/loaders';
import { z } from 'astro/zod';
import {
  articleTranslationSchema,
  blogPostSchema,
  ideaSchema,
  muhuratYearSchema,
  nameTranslationSchema,
  photoCategorySchema,
} from './features/content/index.ts';

// The fields of ideas and posts live in features/content/editorial.schema.ts, shared with the
// editing interface (keystatic.config.ts) and the content check CI runs.

/** Idea articles (`/ideas`). Drafts and ideas dated in the future are stored but never listed or rendered. */
const ideas = defineCollection({
  loader: glob({ pattern: '*.mdx', base: './content/ideas' }),
  schema: ({ image }) => ideaSchema(image),
});

/** Hindi versions of ideas (`/hi/ideas`): `content/ideas/hi/{slug}.mdx`, the English idea's slug. */
const ideasHi = defineCollection({
  loader: glob({ pattern: '*.mdx', base: './content/ideas/hi' }),
  schema: articleTranslationSchema,
});

/** Blog categories: `content/blog/categories.yaml`, one entry per slug. */
const blogCategories = defineCollection({
  loader: file('./content/blog/categories.yaml'),
  schema: z.object({
    name: z.string().min(1),
    description: z.string().default(''),
    hi: nameTranslationSchema.optional(),
  }),
});

/** Blog posts (`/blog`), each in one category. */
const blog = defineCollection({
  loader: glob({ pattern: 'posts/**/*.mdx', base: './content/blog', generateId: ({ entry }) => entry.replace(/^posts\//, '').replace(/\.mdx$/, '') }),
  schema: ({ image }) => blogPostSchema(image).extend({ category: reference('blogCategories') }),
});

/** Hindi versions of blog posts: `content/blog/hi/{slug}.mdx`, the English post's slug. */
const blogHi = defineCollection({
  loader: glob({ pattern: '*.mdx', base: './content/blog/hi' }),
  schema: articleTranslationSchema,
});

/** Photo categories (`/photos`): one YAML file per category with its photos, each generated art or an uploaded image. */
const photoCategories = defineCollection({
  loader: glob({ pattern: '*.yaml', base: './content/photos' }),
  schema: ({ image }) => photoCategorySchema(image),
});

/**
 * Auspicious wedding dates (`/muhurat/{year}`): `content/muhurat/{year}.json`, the list they come
 * from and each date's calendar (North and South Indian calendars differ). `sample: true` marks
 * placeholder dates, which the page labels 'Sample dates'. src/lib/muhurat.ts reads the same files.
 */
const muhurat = defineCollection({
  loader: glob({ pattern: '*.json', base: './content/muhurat' }),
  schema: muhuratYearSchema,
});

export const collections = { ideas, ideasHi, blogCategories, blog, blogHi, photoCategories, muhurat };

// The fields of an idea and a blog post, written once for the site's content collections
// (src/content.config.ts), the editing interface (keystatic.config.ts, through editorial.ts) and the content check
// that CI runs (check-content.ts). Free of astro:content: the image field is passed in, so
// the build gets Astro's image() and the check and tests a stand-in.
import { z } from 'astro/zod';
import { BLOG_CATEGORIES, IDEA_CATEGORIES, STATUSES, SUMMARY_MAX } from './editorial.ts';

export { BLOG_CATEGORIES, IDEA_CATEGORIES, STATUSES, SUMMARY_MAX };

/** Generated cover art the demo content uses (`/art/idea/{n}.svg`); anything else is an uploaded file. */
export const ART_COVER = /^\/art\/idea\/\d+\.svg$/;

/** An image field: Astro's image() at build, a plain path check elsewhere. */
export type ImageField<I extends z.ZodType = z.ZodType> = () => I;

const required = (field: string) =>
  z
    .string({ error: `${field} is required` })
    .trim()
    .min(1, `${field} is required`);

const author = z.object({
  name: required('author.name'),
  avatar: required('author.avatar'),
});

/** The fields an idea and a blog post share, besides their category. */
export function articleFields<I extends z.ZodType>(image: ImageField<I>) {
  return {
    title: required('title'),
    excerpt: required('excerpt (the summary)').max(SUMMARY_MAX, `excerpt (the summary) is longer than ${SUMMARY_MAX} characters`),
    /** Generated art, or an image file beside the entry that Astro's image pipeline processes. */
    cover: z.union([z.string().regex(ART_COVER), image()]),
    coverAlt: required('coverAlt (the cover image’s alt text)'),
    author,
    publishedAt: z.coerce.date({ error: 'publishedAt must be a date (YYYY-MM-DD)' }),
    status: z.enum(STATUSES).default('published'),
  };
}

const tags = z.array(z.string().trim().min(1)).default([]);

/** Questions a reader asks, answered under the text and told to search engines (FAQPage). */
export const questionsSchema = z.array(z.object({ question: required('faq.question'), answer: required('faq.answer') }).strict()).default([]);

const category = <T extends readonly [string, ...string[]]>(known: T) =>
  z.enum(known, { error: (issue) => `category "${String(issue.input)}" is not one of: ${known.join(', ')}` });

export function ideaSchema<I extends z.ZodType>(image: ImageField<I>) {
  return z.object({ ...articleFields(image), category: category(IDEA_CATEGORIES), tags, faq: questionsSchema }).strict();
}

/** A blog post; its category is a slug of content/blog/categories.yaml (a reference at build). */
export function blogPostSchema<I extends z.ZodType>(image: ImageField<I>) {
  return z.object({ ...articleFields(image), category: category(BLOG_CATEGORIES), tags, faq: questionsSchema }).strict();
}

/** A cover's address for an `<img>`: the art's path, or the processed file's. */
export function coverSrc(cover: string | { src: string }): string {
  return typeof cover === 'string' ? cover : cover.src;
}

// The shape of a Hindi version of editorial content, beside its English original. A Hindi
// version holds only what a reader reads (title, excerpt, body, tags); the cover, author,
// date and category stay the English entry's, so the two can never disagree. Unknown fields
// are refused: a typo ("titel") fails the build instead of quietly showing English.
import { z } from 'astro/zod';

const status = z.enum(['draft', 'published']).default('published');

/** A Hindi idea or blog post: `content/ideas/hi/{slug}.mdx`, `content/blog/hi/{slug}.mdx`. */
export const articleTranslationSchema = z
  .object({
    title: z.string().min(1),
    excerpt: z.string().min(1),
    /** The cover's alt text in Hindi; without it the Hindi page gives the English one, marked as English. */
    coverAlt: z.string().trim().min(1).optional(),
    tags: z.array(z.string().min(1)).default([]),
    /** The questions in Hindi; without them the Hindi page shows the English ones, marked as English. */
    faq: z.array(z.object({ question: z.string().trim().min(1), answer: z.string().trim().min(1) }).strict()).default([]),
    status,
  })
  .strict();

/** A Hindi name and description beside an English one (blog and photo categories). */
export const nameTranslationSchema = z.object({ name: z.string().min(1), description: z.string().default('') }).strict();

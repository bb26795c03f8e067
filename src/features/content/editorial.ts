// What the content schema (editorial.schema.ts) and the editing interface (keystatic.config.ts)
// both fix about an idea and a blog post. Free of zod, so the editing interface's code does not
// pull it in beside the site's own forms' copy.

/** A summary longer than this is cut off in search results and social cards. */
export const SUMMARY_MAX = 160;

/** The ideas' categories, by English name (their Hindi names: ideas/messages.ts). */
export const IDEA_CATEGORIES = ['Budget', 'Decor', 'Destinations', 'Fashion', 'Planning', 'Traditions'] as const;

/** The blog's categories by slug: the keys of content/blog/categories.yaml (a test keeps them equal). */
export const BLOG_CATEGORIES = ['fashion-and-beauty', 'planning-guides', 'real-weddings', 'vendor-advice'] as const;

export const STATUSES = ['draft', 'published'] as const;

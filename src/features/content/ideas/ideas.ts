// Pure helpers for the ideas list and like button; browser-safe and free of zod so the
// ideas pages' plain scripts stay tiny.

export type IdeaSort = 'recent' | 'popular';

/** The sort buttons, each with its label's key in the ideas catalogue. */
export const ideaSortOptions: readonly { value: IdeaSort; label: 'mostRecent' | 'mostPopular' }[] = [
  { value: 'recent', label: 'mostRecent' },
  { value: 'popular', label: 'mostPopular' },
];

/** Slugs are lower-case words joined by hyphens; nothing else reaches the database. */
export const IDEA_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function parseIdeaSort(value: string | null | undefined): IdeaSort {
  return value === 'popular' ? 'popular' : 'recent';
}

/** "Décor & Styling" → "decor-styling": the category's key in the URL query. */
export function categoryKey(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export interface SortableIdea {
  slug: string;
  /** Milliseconds since the epoch. */
  publishedAt: number;
  /** False for an idea a Hindi page shows in English: those come after the Hindi ones. */
  translated?: boolean;
}

/**
 * Most Recent: newest first. Most Popular: most likes first, newest first among equals
 * (so an idea nobody has liked yet still has a stable place). On a Hindi page, either way,
 * the ideas that have a Hindi version come first.
 */
export function sortIdeas<T extends SortableIdea>(ideas: readonly T[], sort: IdeaSort, likes: Readonly<Record<string, number>> = {}): T[] {
  const byLanguage = (a: T, b: T) => Number(b.translated !== false) - Number(a.translated !== false);
  const byRecent = (a: T, b: T) => b.publishedAt - a.publishedAt || a.slug.localeCompare(b.slug);
  if (sort === 'recent') return [...ideas].sort((a, b) => byLanguage(a, b) || byRecent(a, b));
  return [...ideas].sort((a, b) => byLanguage(a, b) || (likes[b.slug] ?? 0) - (likes[a.slug] ?? 0) || byRecent(a, b));
}

/** The category filter: built from the ideas' own categories, in alphabetical order. */
export function ideaCategories(ideas: readonly { category: string }[]): { key: string; name: string }[] {
  const names = [...new Set(ideas.map((i) => i.category))].sort((a, b) => a.localeCompare(b));
  return names.map((name) => ({ key: categoryKey(name), name }));
}

/** Set by the like button so the ideas list skips a CDN-cached count right after a like. */
export const LIKES_CHANGED_KEY = 'mandap:idea-likes-changed';

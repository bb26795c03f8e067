// Hindi versions beside English content: which slugs may have one, and the Hindi lists'
// order. Browser-safe and free of astro:content, so tests reach it directly.

/**
 * Every Hindi version must stand beside an English entry of the same slug: a Hindi file
 * whose slug is misspelt (or whose original was removed) would otherwise never be shown.
 */
export function checkTranslationSlugs(kind: string, englishSlugs: Iterable<string>, hindiSlugs: Iterable<string>): void {
  const known = new Set(englishSlugs);
  const unknown = [...hindiSlugs].filter((slug) => !known.has(slug));
  if (unknown.length > 0) throw new Error(`Hindi ${kind} without an English original: ${unknown.join(', ')}`);
}

/** The Hindi lists show what has a Hindi version first, each group in the order it came. */
export function translatedFirst<T extends { translated: boolean }>(items: readonly T[]): T[] {
  return [...items.filter((item) => item.translated), ...items.filter((item) => !item.translated)];
}

/** The published Hindi versions by slug (with `drafts`, all of them), once each is known to stand beside an English original. */
export function publishedTranslations<T extends { id: string; data: { status: string } }>(
  kind: string,
  english: readonly { id: string }[],
  hindi: readonly T[],
  { drafts = false }: { drafts?: boolean } = {},
): Map<string, T> {
  checkTranslationSlugs(
    kind,
    english.map((entry) => entry.id),
    hindi.map((entry) => entry.id),
  );
  return new Map(hindi.filter((entry) => drafts || entry.data.status === 'published').map((entry) => [entry.id, entry]));
}

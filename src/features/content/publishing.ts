// When an idea or a post is public: published, and its publish date has come. Pages are built
// ahead, so an entry dated in the future appears with the first build after its date (a daily
// build hook: docs/editing.md). Every list, page, feed, sitemap and search index asks this.

export interface Publishable {
  data: { status: 'draft' | 'published'; publishedAt: Date };
}

export function isPublished(entry: Publishable, now: Date = new Date()): boolean {
  return entry.data.status === 'published' && entry.data.publishedAt.getTime() <= now.getTime();
}

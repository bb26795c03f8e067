// Whether an idea or a post is on the public site: the one rule every list, page, feed and the
// sitemap share, so a draft or a post scheduled for later never reaches any of them. Content
// appears after its publish date on the next build (the README says how a daily rebuild is set
// up). Free of astro:content, so tests reach it directly.

/** What the rule reads of an entry; `publishDate` is the scheduled date where an entry has one. */
export interface PublishableEntry {
  data: { status?: string | undefined; publishDate?: Date | undefined; publishedAt?: Date | undefined };
}

/** Published, and its publish date (else its date of publication) is not after `now`. */
export function isPublished(entry: PublishableEntry, now: Date): boolean {
  const { status, publishDate, publishedAt } = entry.data;
  if (status !== undefined && status !== 'published') return false;
  const date = publishDate ?? publishedAt;
  return date === undefined || date.getTime() <= now.getTime();
}

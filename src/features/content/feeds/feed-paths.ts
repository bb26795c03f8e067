// The addresses of the RSS feeds: the blog's and the ideas', in each language. Browser-safe.
import { localePath, type Locale } from '../../../i18n/locales.ts';

export const FEED_KINDS = ['blog', 'ideas'] as const;
export type FeedKind = (typeof FEED_KINDS)[number];

const FEED_PATHS: Record<FeedKind, string> = { blog: '/rss.xml', ideas: '/ideas/rss.xml' };

export function feedHref(kind: FeedKind, locale: Locale): string {
  return localePath(FEED_PATHS[kind], locale);
}

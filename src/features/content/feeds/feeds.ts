// The RSS feeds of blog posts and of ideas, in English and in Hindi: what is published (drafts
// and posts scheduled for later stop at getPublishedPosts/getPublishedIdeas), newest first.
// The Hindi feeds hold what has a Hindi version, so a Hindi reader never gets English text.
import rss, { type RSSFeedItem } from '@astrojs/rss';
import { getEntry } from 'astro:content';
import { LANG_TAG, localePath, type Locale } from '../../../i18n/locales.ts';
import { site } from '../../../lib/site.ts';
import { blogPostHref, ideaHref } from '../../../lib/routes.ts';
import { blogCategoryText, getLocalPosts } from '../blog/blog.ts';
import { getIdeaSummaries } from '../ideas/content.ts';
import { ideaCategoryName } from '../ideas/messages.ts';
import type { FeedKind } from './feed-paths.ts';
import { feedMessages } from './messages.ts';

export async function feedItems(kind: FeedKind, locale: Locale): Promise<RSSFeedItem[]> {
  if (kind === 'ideas') {
    const ideas = (await getIdeaSummaries(locale)).filter((idea) => idea.translated);
    return ideas.map((idea) => ({
      title: idea.title,
      description: idea.excerpt,
      link: localePath(ideaHref(idea.slug), locale),
      pubDate: idea.publishedAt,
      categories: [ideaCategoryName(idea.category, locale)],
    }));
  }
  const posts = (await getLocalPosts(locale)).filter((post) => post.translated);
  return Promise.all(
    posts.map(async ({ post, title, excerpt }) => {
      const category = await getEntry(post.data.category);
      return {
        title,
        description: excerpt,
        link: localePath(blogPostHref(post.id), locale),
        pubDate: post.data.publishedAt,
        categories: category ? [blogCategoryText(category, locale).name] : [],
      };
    }),
  );
}

/** The feed of a kind in a language, as the endpoint answers it. */
export async function feedResponse(kind: FeedKind, locale: Locale, siteUrl: URL): Promise<Response> {
  const t = feedMessages.for(locale);
  const items = await feedItems(kind, locale);
  const title = kind === 'blog' ? t.blogTitle({ brand: site.brand }) : t.ideasTitle({ brand: site.brand });
  const description = kind === 'blog' ? t.blogDescription : t.ideasDescription;
  // The channel's link is the list the feed follows, in the feed's language.
  const home = new URL(localePath(kind === 'blog' ? '/blog' : '/ideas', locale), siteUrl);
  return rss({ title, description, site: home, items, customData: `<language>${LANG_TAG[locale]}</language>` });
}

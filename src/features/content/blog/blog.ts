// Published blog posts and their categories, from the content collections, in English or
// with their Hindi versions.
import { getCollection, type CollectionEntry } from 'astro:content';
import type { Locale } from '../../../i18n/locales.ts';
import { publishedTranslations, translatedFirst } from '../translations.ts';
import { isPublished } from '../published.ts';

export type BlogPost = CollectionEntry<'blog'>;
export type BlogPostTranslation = CollectionEntry<'blogHi'>;
export type BlogCategory = CollectionEntry<'blogCategories'>;

/** A post as a list shows it in a language: its Hindi title and excerpt where it has them. */
export interface LocalPost {
  post: BlogPost;
  title: string;
  excerpt: string;
  /** Shown in the page's language (always true in English). */
  translated: boolean;
}

export async function getPublishedPosts(): Promise<BlogPost[]> {
  const now = new Date();
  const posts = await getCollection('blog', (entry) => isPublished(entry, now));
  return posts.sort((a, b) => b.data.publishedAt.getTime() - a.data.publishedAt.getTime() || a.id.localeCompare(b.id));
}

/** The published Hindi versions by slug; a Hindi file without an English post fails the build. */
export async function getPostTranslations(): Promise<Map<string, BlogPostTranslation>> {
  const [english, hindi] = await Promise.all([getCollection('blog'), getCollection('blogHi')]);
  return publishedTranslations('blog posts', english, hindi);
}

/** The Hindi version of one post, if it has a published one. */
export async function getPostTranslation(id: string, locale: Locale): Promise<BlogPostTranslation | undefined> {
  return locale === 'hi' ? (await getPostTranslations()).get(id) : undefined;
}

/** The published posts in a language: in Hindi, Hindi titles and the posts that have them first. */
export async function getLocalPosts(locale: Locale): Promise<LocalPost[]> {
  const posts = await getPublishedPosts();
  const english = (post: BlogPost, translated: boolean): LocalPost => ({ post, title: post.data.title, excerpt: post.data.excerpt, translated });
  if (locale === 'en') return posts.map((post) => english(post, true));
  const translations = await getPostTranslations();
  return translatedFirst(
    posts.map((post) => {
      const hindi = translations.get(post.id)?.data;
      return hindi ? { post, title: hindi.title, excerpt: hindi.excerpt, translated: true } : english(post, false);
    }),
  );
}

export async function getBlogCategories(): Promise<BlogCategory[]> {
  return (await getCollection('blogCategories')).sort((a, b) => a.data.name.localeCompare(b.data.name));
}

/** A category's name and description in a language (English where it has no Hindi ones). */
export function blogCategoryText(category: BlogCategory, locale: Locale): { name: string; description: string } {
  const { name, description, hi } = category.data;
  return locale === 'hi' && hi ? hi : { name, description };
}

export function postsInCategory<P extends { post: BlogPost }>(posts: readonly P[], categorySlug: string): P[] {
  return posts.filter(({ post }) => post.data.category.id === categorySlug);
}

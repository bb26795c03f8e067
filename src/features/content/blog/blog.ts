// Published blog posts and their categories, from the content collections.
import { getCollection, type CollectionEntry } from 'astro:content';

export type BlogPost = CollectionEntry<'blog'>;
export type BlogCategory = CollectionEntry<'blogCategories'>;

export const blogMessages = {
  noPosts: 'No posts found',
  noCategories: 'No categories found',
} as const;

export async function getPublishedPosts(): Promise<BlogPost[]> {
  const posts = await getCollection('blog', (entry) => entry.data.status === 'published');
  return posts.sort((a, b) => b.data.publishedAt.getTime() - a.data.publishedAt.getTime() || a.id.localeCompare(b.id));
}

export async function getBlogCategories(): Promise<BlogCategory[]> {
  return (await getCollection('blogCategories')).sort((a, b) => a.data.name.localeCompare(b.data.name));
}

export function postsInCategory(posts: readonly BlogPost[], categorySlug: string): BlogPost[] {
  return posts.filter((post) => post.data.category.id === categorySlug);
}

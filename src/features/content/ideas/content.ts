// Published ideas from the content collection. Drafts stop here: nothing else reads the
// collection directly, so a draft never reaches a page, an endpoint or an action.
import { getCollection, type CollectionEntry } from 'astro:content';

export type Idea = CollectionEntry<'ideas'>;

export interface IdeaSummary {
  slug: string;
  title: string;
  excerpt: string;
  cover: string;
  category: string;
  tags: string[];
  author: { name: string; avatar: string };
  publishedAt: Date;
}

export async function getPublishedIdeas(): Promise<Idea[]> {
  const ideas = await getCollection('ideas', (entry) => entry.data.status === 'published');
  return ideas.sort((a, b) => b.data.publishedAt.getTime() - a.data.publishedAt.getTime() || a.id.localeCompare(b.id));
}

export async function getPublishedIdeaSlugs(): Promise<Set<string>> {
  return new Set((await getPublishedIdeas()).map((idea) => idea.id));
}

export function toIdeaSummary(idea: Idea): IdeaSummary {
  const { title, excerpt, cover, category, tags, author, publishedAt } = idea.data;
  return { slug: idea.id, title, excerpt, cover, category, tags, author, publishedAt };
}

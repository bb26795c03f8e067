// Published ideas from the content collection, in English or with their Hindi versions.
// Drafts stop here: nothing else reads the collections directly, so a draft never reaches a
// page, an endpoint or an action.
import { getCollection, type CollectionEntry } from 'astro:content';
import type { Locale } from '../../../i18n/locales.ts';
import { publishedTranslations, translatedFirst } from '../translations.ts';
import { isPublished } from '../published.ts';

export type Idea = CollectionEntry<'ideas'>;
export type IdeaTranslation = CollectionEntry<'ideasHi'>;

export interface IdeaSummary {
  slug: string;
  title: string;
  excerpt: string;
  cover: string;
  /** The English category name: the filter's key is made from it. */
  category: string;
  tags: string[];
  author: { name: string; avatar: string };
  publishedAt: Date;
  /** Shown in the page's language (always true in English). */
  translated: boolean;
}

export async function getPublishedIdeas(): Promise<Idea[]> {
  const now = new Date();
  const ideas = await getCollection('ideas', (entry) => isPublished(entry, now));
  return ideas.sort((a, b) => b.data.publishedAt.getTime() - a.data.publishedAt.getTime() || a.id.localeCompare(b.id));
}

export async function getPublishedIdeaSlugs(): Promise<Set<string>> {
  return new Set((await getPublishedIdeas()).map((idea) => idea.id));
}

/** The published Hindi versions by slug; a Hindi file without an English idea fails the build. */
export async function getIdeaTranslations(): Promise<Map<string, IdeaTranslation>> {
  const [english, hindi] = await Promise.all([getCollection('ideas'), getCollection('ideasHi')]);
  return publishedTranslations('ideas', english, hindi);
}

/** The Hindi version of one idea, if it has a published one. */
export async function getIdeaTranslation(slug: string, locale: Locale): Promise<IdeaTranslation | undefined> {
  return locale === 'hi' ? (await getIdeaTranslations()).get(slug) : undefined;
}

export function toIdeaSummary(idea: Idea): IdeaSummary {
  const { title, excerpt, cover, category, tags, author, publishedAt } = idea.data;
  return { slug: idea.id, title, excerpt, cover, category, tags, author, publishedAt, translated: true };
}

/** An idea's summary in Hindi: its Hindi version's texts, or the English ones marked untranslated. */
function toHindiSummary(idea: Idea, translation: IdeaTranslation | undefined): IdeaSummary {
  const summary = toIdeaSummary(idea);
  if (!translation) return { ...summary, translated: false };
  return { ...summary, title: translation.data.title, excerpt: translation.data.excerpt, tags: translation.data.tags };
}

/** The ideas list in a language: in Hindi, Hindi titles and the ideas that have them first. */
export async function getIdeaSummaries(locale: Locale): Promise<IdeaSummary[]> {
  const ideas = await getPublishedIdeas();
  if (locale === 'en') return ideas.map((idea) => toIdeaSummary(idea));
  const translations = await getIdeaTranslations();
  return translatedFirst(ideas.map((idea) => toHindiSummary(idea, translations.get(idea.id))));
}

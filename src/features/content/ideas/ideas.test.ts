import { describe, expect, it } from 'vitest';
import { categoryKey, ideaCategories, parseIdeaSort, sortIdeas } from './ideas.ts';
import { ideaScriptMessages } from './messages.ts';

const ideas = [
  { slug: 'old', publishedAt: Date.UTC(2026, 0, 1), category: 'Traditions' },
  { slug: 'new', publishedAt: Date.UTC(2026, 5, 1), category: 'Décor' },
  { slug: 'mid', publishedAt: Date.UTC(2026, 2, 1), category: 'Traditions' },
];

describe('sortIdeas', () => {
  it('orders Most Recent by published date, newest first', () => {
    expect(sortIdeas(ideas, 'recent').map((i) => i.slug)).toEqual(['new', 'mid', 'old']);
  });

  it('orders Most Popular by like count, newest first among equal counts', () => {
    expect(sortIdeas(ideas, 'popular', { old: 3, mid: 1 }).map((i) => i.slug)).toEqual(['old', 'mid', 'new']);
    expect(sortIdeas(ideas, 'popular', { old: 1, mid: 1 }).map((i) => i.slug)).toEqual(['mid', 'old', 'new']);
    expect(sortIdeas(ideas, 'popular', {}).map((i) => i.slug)).toEqual(['new', 'mid', 'old']);
  });

  it('puts the ideas with a Hindi version first on a Hindi page, either way', () => {
    const hindi = ideas.map((idea) => ({ ...idea, translated: idea.slug === 'old' }));
    expect(sortIdeas(hindi, 'recent').map((i) => i.slug)).toEqual(['old', 'new', 'mid']);
    expect(sortIdeas(hindi, 'popular', { mid: 4 }).map((i) => i.slug)).toEqual(['old', 'mid', 'new']);
  });

  it('does not reorder the list it was given', () => {
    const copy = [...ideas];
    sortIdeas(ideas, 'popular', { old: 5 });
    expect(ideas).toEqual(copy);
  });
});

describe('ideaCategories', () => {
  it('lists each category once, alphabetically, with a URL key', () => {
    expect(ideaCategories(ideas)).toEqual([
      { key: 'decor', name: 'Décor' },
      { key: 'traditions', name: 'Traditions' },
    ]);
  });
});

describe('small helpers', () => {
  it('reads the sort from the query, defaulting to Most Recent', () => {
    expect(parseIdeaSort('popular')).toBe('popular');
    expect(parseIdeaSort('recent')).toBe('recent');
    expect(parseIdeaSort('<script>')).toBe('recent');
    expect(parseIdeaSort(null)).toBe('recent');
  });

  it('makes category keys from names', () => {
    expect(categoryKey('Décor & Styling')).toBe('decor-styling');
  });

  it('counts likes in words', () => {
    const { likes } = ideaScriptMessages.for('en');
    expect(likes({ count: 0 })).toBe('0 likes');
    expect(likes({ count: 1 })).toBe('1 like');
    expect(likes({ count: 12 })).toBe('12 likes');
    expect(ideaScriptMessages.for('hi').likes({ count: 12 })).toBe('12 पसंद');
  });
});

import { describe, expect, it } from 'vitest';
import { categoryKey, formatLikes, ideaCategories, parseIdeaSort, sortIdeas } from './ideas.ts';

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
    expect(formatLikes(0)).toBe('0 likes');
    expect(formatLikes(1)).toBe('1 like');
    expect(formatLikes(12)).toBe('12 likes');
  });
});

// Hindi versions of editorial content: their schema, the rule that each stands beside an English
// original, and the demo content itself.
import { readdirSync, readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { articleTranslationSchema, nameTranslationSchema } from './translations.schema.ts';
import { checkTranslationSlugs, translatedFirst } from './translations.ts';
import { packageSchema, packageTranslationSchema, translatePackage } from './packages/packages.schema.ts';

const slugs = (dir: string) =>
  readdirSync(dir)
    .filter((name) => name.endsWith('.mdx'))
    .map((name) => name.replace(/\.mdx$/, ''));
const frontmatter = (path: string): unknown => parse(/^---\n([\s\S]*?)\n---/.exec(readFileSync(path, 'utf8'))![1]!);
/** Latin letters in a Hindi text: only names and units may have them, and these have none. */
const LATIN = /[A-Za-z]/;

describe('the Hindi article schema', () => {
  const hindi = { title: 'मेहंदी की सजावट', excerpt: 'झूले और गेंदे के फूल।' };

  it('takes a title, an excerpt and tags', () => {
    expect(articleTranslationSchema.parse({ ...hindi, tags: ['मेहंदी'] })).toEqual({ ...hindi, tags: ['मेहंदी'], faq: [], status: 'published' });
  });

  it('takes the questions in Hindi, each with its answer', () => {
    const faq = [{ question: 'कितना ख़र्च आता है?', answer: 'मेहमानों की गिनती पर निर्भर है।' }];
    expect(articleTranslationSchema.parse({ ...hindi, faq }).faq).toEqual(faq);
    expect(articleTranslationSchema.safeParse({ ...hindi, faq: [{ question: 'कितना?' }] }).success).toBe(false);
  });

  it('refuses a misspelt or foreign field, and a missing title', () => {
    expect(articleTranslationSchema.safeParse({ ...hindi, titel: 'x' }).success).toBe(false);
    // The cover, author and date are the English entry's: a Hindi file cannot set its own.
    expect(articleTranslationSchema.safeParse({ ...hindi, cover: '/art/idea/1.svg' }).success).toBe(false);
    expect(articleTranslationSchema.safeParse({ excerpt: hindi.excerpt }).success).toBe(false);
    expect(nameTranslationSchema.safeParse({ name: 'हल्दी', naam: 'x' }).success).toBe(false);
  });

  it('refuses a Hindi version whose slug has no English original, naming it', () => {
    expect(() => checkTranslationSlugs('ideas', ['haldi', 'mehendi'], ['haldi', 'mehndi'])).toThrow(/without an English original: mehndi/);
    expect(() => checkTranslationSlugs('ideas', ['haldi', 'mehendi'], ['haldi'])).not.toThrow();
  });

  it('lists what has a Hindi version first, keeping each group in order', () => {
    const items = [
      { id: 'a', translated: false },
      { id: 'b', translated: true },
      { id: 'c', translated: false },
      { id: 'd', translated: true },
    ];
    expect(translatedFirst(items).map((i) => i.id)).toEqual(['b', 'd', 'a', 'c']);
  });
});

describe('the demo content in Hindi', () => {
  it.each([
    ['ideas', 'content/ideas', 'content/ideas/hi', 5],
    ['blog posts', 'content/blog/posts', 'content/blog/hi', 2],
  ])('%s: each Hindi version has an English original and a valid, Hindi front matter', (kind, english, hindi, least) => {
    const translated = slugs(hindi);
    expect(translated.length).toBeGreaterThanOrEqual(least);
    expect(() => checkTranslationSlugs(kind, slugs(english), translated)).not.toThrow();
    for (const slug of translated) {
      const data = articleTranslationSchema.parse(frontmatter(`${hindi}/${slug}.mdx`));
      expect(data.title, slug).not.toMatch(LATIN);
      expect(data.excerpt, slug).not.toMatch(LATIN);
    }
  });

  it('every blog and photo category has a Hindi name', () => {
    const categories = parse(readFileSync('content/blog/categories.yaml', 'utf8')) as Record<string, { hi?: unknown }>;
    for (const [slug, category] of Object.entries(categories)) expect(nameTranslationSchema.safeParse(category.hi).success, slug).toBe(true);
    for (const file of readdirSync('content/photos')) {
      const category = parse(readFileSync(`content/photos/${file}`, 'utf8')) as { photos: unknown[]; hi?: { name: string; photos: unknown[] } };
      expect(category.hi?.name, file).toBeTruthy();
      expect(category.hi?.photos.length, file).toBe(category.photos.length);
    }
  });
});

describe('the packages in Hindi', () => {
  const read = (path: string): unknown => JSON.parse(readFileSync(path, 'utf8'));

  it.each(['luxury', 'classic', 'intimate'])('%s: the Hindi file lays Hindi texts over the English package, keeping price and capacity', (id) => {
    const english = packageSchema.parse(read(`content/packages/${id}.json`));
    const hindi = packageTranslationSchema.parse(read(`content/packages/hi/${id}.json`));
    const translated = translatePackage(english, hindi);
    expect(translated.title).not.toMatch(LATIN);
    expect(translated.pricePerPerson).toBe(english.pricePerPerson);
    expect(translated.overview.capacity).toBe(english.overview.capacity);
    expect(translated.features.map((group) => group.title)).toEqual(english.features.map((group) => group.title));
    for (const line of [...translated.highlights, ...translated.features.flatMap((group) => group.items)]) expect(line).not.toMatch(LATIN);
  });

  it('refuses a Hindi package with a price of its own, or with a list of another length', () => {
    const english = packageSchema.parse(read('content/packages/luxury.json'));
    const hindi = packageTranslationSchema.parse(read('content/packages/hi/luxury.json'));
    expect(packageTranslationSchema.safeParse({ ...hindi, pricePerPerson: 1 }).success).toBe(false);
    expect(() => translatePackage(english, { ...hindi, highlights: hindi.highlights.slice(1) })).toThrow(/as many lines/);
    expect(() => translatePackage(english, { ...hindi, id: 'classic' })).toThrow();
  });
});

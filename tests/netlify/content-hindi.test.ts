// Editorial pages in Hindi, as built: the ideas and blog lists put Hindi versions first, an idea
// without one shows its English text under a note that links the English page, the packages,
// checklist, gallery and photo pages speak Hindi, and no English text of their catalogues is
// left on them. The English pages keep their English.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { NETLIFY_STATIC_DIR } from '../../scripts/netlify-function.ts';
import { call } from './handler.ts';
import type { Locale } from '../../src/i18n/locales.ts';
import { blogMessages } from '../../src/features/content/blog/messages.ts';
import { ideaCategoryMessages, ideaScriptMessages, ideasMessages } from '../../src/features/content/ideas/messages.ts';
import { packageMessages } from '../../src/features/content/packages/messages.ts';
import { translationMessages } from '../../src/features/content/messages.ts';
import { galleryMessages, galleryPageMessages, photoPageMessages } from '../../src/features/catalogue/photos/messages.ts';
import { checklistIslandMessages, checklistPageMessages } from '../../src/features/planning/checklist/messages.ts';

/** Any catalogue, as data: what the scan reads of it. */
type Book = { data(locale: Locale): { messages: Record<string, unknown> } };

const page = (path: string) => readFileSync(join(NETLIFY_STATIC_DIR, path, 'index.html'), 'utf8');
const slugs = (dir: string) =>
  readdirSync(dir)
    .filter((name) => name.endsWith('.mdx'))
    .map((name) => name.replace(/\.mdx$/, ''));
const HINDI_IDEAS = new Set(slugs('content/ideas/hi'));
const HINDI_POSTS = new Set(slugs('content/blog/hi'));
/** The articles' authors: people's names stay as written on a Hindi page. */
const AUTHORS = [
  ...new Set(
    ['content/ideas', 'content/blog/posts'].flatMap((dir) =>
      slugs(dir).flatMap((slug) => [...readFileSync(`${dir}/${slug}.mdx`, 'utf8').matchAll(/^ {2}name: (.+)$/gm)].map((m) => m[1]!)),
    ),
  ),
];

/** What a reader sees in the page's <main>: no scripts, styles, icons or tags; optionally without text marked English. */
function mainText(html: string, { withEnglish = true } = {}): string {
  let main = /<main\b[\s\S]*?<\/main>/.exec(html)?.[0] ?? '';
  main = main.replace(/<(script|style|svg|template)\b[\s\S]*?<\/\1>/g, ' ');
  if (!withEnglish) main = main.replace(/<(\w+)\b[^>]*\blang="en-IN"[^>]*>[\s\S]*?<\/\1>/g, ' ');
  return main
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/\s+/g, ' ');
}

/** Each English text of `books` that differs from its Hindi one and still shows in `text`. */
function englishLeft(text: string, books: Book[]): string[] {
  const left: string[] = [];
  for (const book of books) {
    const en = book.data('en').messages;
    const hi = book.data('hi').messages;
    for (const key of Object.keys(en)) {
      const forms = (m: unknown) => (typeof m === 'string' ? [m] : Object.values(m as Record<string, string>));
      for (const value of forms(en[key])) {
        if (forms(hi[key]).includes(value)) continue;
        // The fixed words around a placeholder: "Up to {count} guests" → "Up to", "guests".
        for (const piece of value.split(/\{\w+\}/).map((p) => p.trim())) {
          if (piece.length < 3 || !/[A-Za-z]/.test(piece)) continue;
          const escaped = piece.replace(/[.*+?^$()[\]\\{}|]/g, '\\$&');
          if (new RegExp(`(^|[^A-Za-z])${escaped}([^A-Za-z]|$)`).test(text)) left.push(`${key}: ${piece}`);
        }
      }
    }
  }
  return left;
}

/** Latin-script words in a Hindi page's main text, outside e-mail addresses, names given and the brand. */
function latinWords(text: string, names: string[] = []): string[] {
  let rest = text.replace(/[\w.+-]+@[\w.-]+/g, ' ').replace(/\bMandap\b/g, ' ');
  for (const name of names) rest = rest.split(name).join(' ');
  return rest.match(/[A-Za-z]{2,}/g) ?? [];
}

const books = (...list: Book[]) => list;
const langOf = (html: string) => /<html[^>]*\slang="([^"]+)"/.exec(html)?.[1];

describe('the scans', () => {
  it('find the English texts on the English pages, so they can fail', () => {
    expect(englishLeft(mainText(page('packages/luxury')), books(packageMessages))).toContain('upToGuests: Up to');
    expect(latinWords(mainText(page('wedding-checklists')))).toContain('muhurat');
    // Text marked English is left out only when asked.
    expect(mainText('<main><p lang="en-IN">Goa Beach</p></main>', { withEnglish: false })).not.toContain('Goa');
  });
});

describe('ideas in Hindi', () => {
  const html = page('hi/ideas');

  it('lists the ideas that have a Hindi version first, with their Hindi titles', () => {
    expect(langOf(html)).toBe('hi-IN');
    const order = [...html.matchAll(/<li data-idea="([^"]+)"/g)].map((m) => m[1]!);
    expect(order.length).toBeGreaterThan(HINDI_IDEAS.size);
    expect(new Set(order.slice(0, HINDI_IDEAS.size))).toEqual(HINDI_IDEAS);
    expect(html).toContain('मेहंदी की सजावट, जो आपकी अपनी लगे');
    expect(html).toContain('href="/hi/ideas/mehendi-decor-ideas"');
    // The browser keeps that order when it re-sorts: the untranslated ones are marked.
    expect(html.match(/data-translated="false"/g)?.length).toBe(order.length - HINDI_IDEAS.size);
  });

  it('has no English text of its catalogues left, beyond the ideas not yet in Hindi', () => {
    const text = mainText(html, { withEnglish: false });
    expect(englishLeft(text, books(ideasMessages, ideaScriptMessages, ideaCategoryMessages))).toEqual([]);
    expect(text).toContain('शादी के आइडिया');
    expect(text).toContain('रीति-रिवाज');
  });

  it('shows an idea without a Hindi version in English, under a note linking the English page', () => {
    const untranslated = slugs('content/ideas').find((slug) => !HINDI_IDEAS.has(slug) && slug !== 'winter-wedding-colour-palettes')!;
    const idea = page(`hi/ideas/${untranslated}`);
    const t = translationMessages.for('hi');
    expect(idea).toContain(t.notTranslated);
    expect(idea).toMatch(new RegExp(`<a href="/ideas/${untranslated}"[^>]*>${t.readInEnglish}</a>`));
    expect(idea).toMatch(/<div lang="en-IN" data-pagefind-ignore="all">\s*<h1/);
    expect(englishLeft(mainText(idea, { withEnglish: false }), books(ideasMessages, ideaScriptMessages))).toEqual([]);
  });

  it('shows an idea with a Hindi version in Hindi, without the note', () => {
    const idea = page('hi/ideas/haldi-ceremony-decor');
    expect(idea).toContain('हल्दी की सजावट, जो हल्दी झेल भी ले');
    expect(idea).toContain('गेंदे के परदे');
    expect(idea).not.toContain('data-untranslated');
    const text = mainText(idea);
    expect(englishLeft(text, books(ideasMessages, ideaScriptMessages, ideaCategoryMessages))).toEqual([]);
    expect(latinWords(text, AUTHORS)).toEqual([]);
  });

  it('the English list and idea stay English', () => {
    const english = page('ideas');
    expect(langOf(english)).toBe('en-IN');
    expect(english).toContain('Wedding Ideas');
    expect(english).not.toContain('data-translated');
    expect(mainText(english)).not.toMatch(/[\u0900-\u097F]/);
    expect(mainText(page('ideas/haldi-ceremony-decor'))).not.toMatch(/[\u0900-\u097F]/);
  });
});

describe('the blog in Hindi', () => {
  it('lists the posts that have a Hindi version first, with Hindi categories', () => {
    const html = page('hi/blog');
    const order = [...html.matchAll(/<li data-post="([^"]+)"/g)].map((m) => m[1]!);
    expect(new Set(order.slice(0, HINDI_POSTS.size))).toEqual(HINDI_POSTS);
    expect(html).toContain('भारत में शादी का वेन्यू कैसे चुनें');
    expect(html).toContain('तैयारी की गाइड');
    expect(englishLeft(mainText(html, { withEnglish: false }), books(blogMessages))).toEqual([]);
  });

  it('a translated post is in Hindi and links the Hindi checklist', () => {
    const html = page('hi/blog/wedding-planning-timeline');
    expect(html).toContain('शादी की तैयारी का बारह महीने का कैलेंडर');
    expect(html).toContain('href="/hi/wedding-checklists"');
    expect(html).not.toContain('data-untranslated');
  });
});

describe('packages, checklist, gallery and photos in Hindi', () => {
  it('a package page is in Hindi, with its price and capacity as in English', () => {
    const html = page('hi/packages/luxury');
    const text = mainText(html);
    expect(text).toContain('लग्ज़री पैकेज');
    expect(text).toContain('₹25,000');
    expect(text).toContain('500 मेहमानों तक');
    expect(text).toContain('वेन्यू और तैयारी');
    expect(englishLeft(text, books(packageMessages))).toEqual([]);
    expect(latinWords(text)).toEqual([]);
    expect(mainText(page('packages/luxury'))).toContain('Up to 500 guests');
  });

  it('the Hindi home page offers the packages in Hindi, linking their Hindi pages', () => {
    const html = page('hi');
    expect(html).toContain('शादी के पैकेज');
    expect(html).toContain('href="/hi/packages/classic"');
  });

  it('the checklist is in Hindi, every phase and item', () => {
    const html = page('hi/wedding-checklists');
    const text = mainText(html);
    expect(text).toContain('शादी की चेकलिस्ट');
    expect(text).toContain('6 महीने या उससे पहले');
    expect(text).toContain('पंडित जी से मुहूर्त निकलवाएँ');
    expect(englishLeft(text, books(checklistPageMessages, checklistIslandMessages))).toEqual([]);
    expect(latinWords(text)).toEqual([]);
    expect(mainText(page('wedding-checklists'))).toContain('Fix the muhurat with the pandit');
  });

  it('the photo pages are in Hindi, with Hindi names and captions', () => {
    const list = mainText(page('hi/photos'));
    expect(list).toContain('शादी की तस्वीरें');
    expect(list).toContain('6 तस्वीरें');
    expect(latinWords(list)).toEqual([]);
    const haldi = mainText(page('hi/photos/category/haldi'));
    expect(haldi).toContain('दादी पहली हल्दी लगाती हुईं।');
    expect(englishLeft(haldi, books(photoPageMessages))).toEqual([]);
    expect(latinWords(haldi)).toEqual([]);
  });

  it('the gallery answers in Hindi', async () => {
    const { response, body } = await call('/hi/gallery');
    expect(response.status).toBe(200);
    expect(body).toContain('फ़ोटो गैलरी');
    expect(englishLeft(mainText(body), books(galleryPageMessages, galleryMessages))).toEqual([]);
  });
});

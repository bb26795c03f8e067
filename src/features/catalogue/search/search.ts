// Site search: venues and vendors from the database (catalogue.ts, /api/search) and ideas,
// the blog and other pre-rendered pages from the Pagefind index written at build
// (scripts/search-index.ts), shown as two groups of one result list. Texts: messages.ts.
import { splitLocale } from '../../../i18n/locales.ts';
import type { Bound, CatalogueOf } from '../../../i18n/catalogue.ts';
import type { searchPageMessages } from './messages.ts';

/** The search page's texts in its language (messages.ts), as the page and its script bind them. */
export type SearchPageTexts = Bound<CatalogueOf<typeof searchPageMessages>>;

/** Results per group on /search, and per group in the header's suggestions. */
export const SEARCH_PAGE_SIZE = 10;
export const suggestionLimits = { catalogue: 5, pages: 4 } as const;

const KIND_NAMES = { venue: 'Venue', vendor: 'Vendor', venues: 'Venues', vendors: 'Vendors', idea: 'Idea', blog: 'Blog', page: 'Page' } as const;
export type ResultKind = keyof typeof KIND_NAMES;

/** The kind of page a result is, from its URL, in either language ("/hi/ideas/…" is an idea too). */
export function resultKindOf(url: string): ResultKind {
  const { path } = splitLocale(url);
  if (/^\/venues\/wedding\/\d+/.test(path)) return 'venue';
  if (/^\/vendors\/(?:[^/]+\/[^/]+\/)?\d+\/?$/.test(path)) return 'vendor';
  if (path.startsWith('/venues')) return 'venues';
  if (path.startsWith('/vendors')) return 'vendors';
  if (path.startsWith('/ideas')) return 'idea';
  if (path.startsWith('/blog')) return 'blog';
  return 'page';
}

/** The kind of page a result is, in English ("Venue", "Idea"). */
export function resultKind(url: string): string {
  return KIND_NAMES[resultKindOf(url)];
}

/** The kind of a result, as the page's language names it. */
export function kindName(t: SearchPageTexts, kind: ResultKind): string {
  const names = {
    venue: t.kindVenue,
    vendor: t.kindVendor,
    venues: t.kindVenues,
    vendors: t.kindVendors,
    idea: t.kindIdea,
    blog: t.kindBlog,
    page: t.kindPage,
  };
  return names[kind];
}

/** "1 venue or vendor", "200+ venues and vendors", in the page's language. */
export function catalogueCount(t: SearchPageTexts, total: number, capped: boolean): string {
  return capped ? t.catalogueCountCapped({ count: total }) : t.catalogueCount({ count: total });
}

/** A status line split around the visitor's query (its first mention), or [text, null] without one. */
export function aroundQuery(text: string, q: string): [string, string | null] {
  const at = q ? text.indexOf(q) : -1;
  return at === -1 ? [text, null] : [text.slice(0, at), text.slice(at + q.length)];
}

/** Text and highlighted parts of a Pagefind excerpt, so it is rendered without HTML. */
export function excerptParts(excerpt: string): { text: string; mark: boolean }[] {
  const parts: { text: string; mark: boolean }[] = [];
  const decode = (s: string) =>
    s
      .replaceAll(/<[^>]*>/g, '')
      .replaceAll('&lt;', '<')
      .replaceAll('&gt;', '>')
      .replaceAll('&quot;', '"')
      .replaceAll('&#39;', "'")
      .replaceAll('&#x27;', "'")
      .replaceAll('&amp;', '&');
  const re = /<mark>([\s\S]*?)<\/mark>/g;
  let last = 0;
  for (const m of excerpt.matchAll(re)) {
    if (m.index > last) parts.push({ text: decode(excerpt.slice(last, m.index)), mark: false });
    parts.push({ text: decode(m[1] ?? ''), mark: true });
    last = m.index + m[0].length;
  }
  if (last < excerpt.length) parts.push({ text: decode(excerpt.slice(last)), mark: false });
  return parts.filter((p) => p.text);
}

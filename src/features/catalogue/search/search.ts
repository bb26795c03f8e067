// Site search: venues and vendors from the database (catalogue.ts, /api/search) and ideas,
// the blog and other pre-rendered pages from the Pagefind index written at build
// (scripts/search-index.ts), shown as two groups of one result list.

export const searchMessages = {
  searching: 'Searching…',
  noQuery: 'Type a word or two to search venues, vendors, ideas and the blog.',
  none: (q: string) => `No results found for “${q}”`,
  count: (n: number, q: string) => `${n} ${n === 1 ? 'result' : 'results'} for “${q}”`,
  unavailable: 'Search is unavailable right now. Please try again later.',
  noCatalogue: 'No venues or vendors match these words.',
  noPages: 'No ideas, blog posts or pages match these words.',
  pagesNeedScript: 'Searching ideas, the blog and other pages needs JavaScript.',
  moreCatalogue: 'More venues and vendors',
  morePages: 'More ideas, blog and pages',
} as const;

export const groupLabels = { catalogue: 'Venues & vendors', pages: 'Ideas, blog and pages' } as const;

/** Results per group on /search, and per group in the header's suggestions. */
export const SEARCH_PAGE_SIZE = 10;
export const suggestionLimits = { catalogue: 5, pages: 4 } as const;

/** The kind of page a result is, from its URL. */
export function resultKind(url: string): string {
  if (/^\/venues\/wedding\/\d+/.test(url)) return 'Venue';
  if (/^\/vendors\/(?:[^/]+\/[^/]+\/)?\d+\/?$/.test(url)) return 'Vendor';
  if (url.startsWith('/venues')) return 'Venues';
  if (url.startsWith('/vendors')) return 'Vendors';
  if (url.startsWith('/ideas')) return 'Idea';
  if (url.startsWith('/blog')) return 'Blog';
  return 'Page';
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

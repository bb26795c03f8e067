// Site search over the Pagefind index written at build (scripts/search-index.ts).

export const searchMessages = {
  searching: 'Searching…',
  noQuery: 'Type a word or two to search venues, vendors, ideas and the blog.',
  none: (q: string) => `No results found for “${q}”`,
  count: (n: number, q: string) => `${n} ${n === 1 ? 'result' : 'results'} for “${q}”`,
  unavailable: 'Search is unavailable right now. Please try again later.',
} as const;

export const SEARCH_PAGE_SIZE = 20;

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

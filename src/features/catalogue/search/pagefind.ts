// The Pagefind index written at build (scripts/search-index.ts): ideas, the blog and the
// other pre-rendered pages. Loaded on first use only, from its own file.

export type PagefindData = { url: string; excerpt: string; meta: { title?: string; image?: string } };
export type PagefindResult = { data: () => Promise<PagefindData> };
type Pagefind = {
  options: (o: Record<string, unknown>) => Promise<void>;
  search: (q: string) => Promise<{ results: PagefindResult[] } | null>;
};

let loading: Promise<Pagefind> | undefined;

function loadPagefind(): Promise<Pagefind> {
  loading ??= (async () => {
    const url = '/pagefind/pagefind.js';
    const pagefind = (await import(/* @vite-ignore */ url)) as Pagefind;
    await pagefind.options({ excerptLength: 24 });
    return pagefind;
  })();
  loading.catch(() => (loading = undefined));
  return loading;
}

/** Pages matching `q`, best first; load each result's text with `data()`. */
export async function searchPages(q: string): Promise<PagefindResult[]> {
  const pagefind = await loadPagefind();
  return (await pagefind.search(q))?.results ?? [];
}

// Browser side of /search: runs the query in the URL against the Pagefind index.
import { SEARCH_PAGE_SIZE, excerptParts, resultKind, searchMessages } from './search.ts';

type PagefindResult = { data: () => Promise<{ url: string; excerpt: string; meta: { title?: string; image?: string } }> };
type Pagefind = {
  options: (o: Record<string, unknown>) => Promise<void>;
  search: (q: string) => Promise<{ results: PagefindResult[] }>;
};

export async function runSearchPage(): Promise<void> {
  const input = document.getElementById('search-page-q') as HTMLInputElement;
  const status = document.getElementById('search-status')!;
  const list = document.getElementById('search-results')!;
  const more = document.getElementById('search-more') as HTMLButtonElement;
  const q = (new URLSearchParams(window.location.search).get('q') ?? '').trim().slice(0, 100);
  input.value = q;
  if (!q) {
    status.textContent = searchMessages.noQuery;
    return;
  }
  document.title = `${q} - Search | Mandap`;
  status.textContent = searchMessages.searching;
  list.setAttribute('aria-busy', 'true');
  let results: PagefindResult[];
  try {
    const url = '/pagefind/pagefind.js';
    const pagefind = (await import(/* @vite-ignore */ url)) as Pagefind;
    await pagefind.options({ excerptLength: 24 });
    results = (await pagefind.search(q)).results;
  } catch (error) {
    console.error(error);
    status.textContent = searchMessages.unavailable;
    list.removeAttribute('aria-busy');
    return;
  }
  status.textContent = results.length ? searchMessages.count(results.length, q) : searchMessages.none(q);

  let shown = 0;
  const showMore = async () => {
    const batch = await Promise.all(results.slice(shown, shown + SEARCH_PAGE_SIZE).map((r) => r.data()));
    for (const data of batch) {
      const item = document.createElement('li');
      item.className = 'card p-4';
      const kind = document.createElement('p');
      kind.className = 'text-xs font-semibold uppercase tracking-wide text-amber-800';
      kind.textContent = resultKind(data.url);
      const heading = document.createElement('h2');
      heading.className = 'font-serif text-lg font-semibold text-maroon-800';
      const link = document.createElement('a');
      link.href = data.url;
      link.className = 'hover:underline';
      link.textContent = data.meta.title || data.url;
      heading.append(link);
      const excerpt = document.createElement('p');
      excerpt.className = 'mt-1 text-sm text-stone-700';
      for (const part of excerptParts(data.excerpt)) {
        if (part.mark) {
          const mark = document.createElement('mark');
          mark.className = 'bg-saffron-100 text-inherit';
          mark.textContent = part.text;
          excerpt.append(mark);
        } else excerpt.append(part.text);
      }
      item.append(kind, heading, excerpt);
      list.append(item);
    }
    shown += batch.length;
    more.hidden = shown >= results.length;
  };
  await showMore();
  list.removeAttribute('aria-busy');
  more.addEventListener('click', async () => {
    const first = shown;
    more.disabled = true;
    await showMore();
    more.disabled = false;
    list.children[first]?.querySelector('a')?.focus();
  });
}

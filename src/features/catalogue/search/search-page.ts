// Browser side of /search. The server already put the first venues and vendors in the page;
// this adds the ideas, blog and pages group from Pagefind, the combined count, and "More"
// buttons that append the next results and move the focus to the first new one.
import type { CatalogueHit, CatalogueResults } from './catalogue-search.ts';
import { searchPages, type PagefindResult } from './pagefind.ts';
import { SEARCH_PAGE_SIZE, aroundQuery, catalogueCount, excerptParts, kindName, resultKindOf, type SearchPageTexts as Texts } from './search.ts';
import { readMessages } from '../../../i18n/dom.ts';
import { splitLocale } from '../../../i18n/locales.ts';
import type { CatalogueOf } from '../../../i18n/catalogue.ts';
import type { searchPageMessages } from './messages.ts';

const locale = splitLocale(location.pathname).locale;

/**
 * A result: its kind, its title and its lines. The title, and the lines numbered in `quoted`,
 * are as their page or business wrote them (marked translate="no", as CatalogueResult.astro
 * does): a listing's name and description, a page's title and excerpt.
 */
function item(kindText: string, title: string, href: string, lines: (string | Node[])[], quoted: number[]): HTMLLIElement {
  const li = document.createElement('li');
  li.className = 'card p-4';
  const kind = document.createElement('p');
  kind.className = 'text-xs font-semibold uppercase tracking-wide text-amber-800';
  kind.textContent = kindText;
  const heading = document.createElement('h3');
  heading.className = 'font-serif text-lg font-semibold text-maroon-800';
  const link = document.createElement('a');
  link.href = href;
  link.className = 'hover:underline';
  link.textContent = title;
  link.setAttribute('translate', 'no');
  heading.append(link);
  li.append(kind, heading);
  lines.forEach((line, i) => {
    if (line.length === 0) return;
    const p = document.createElement('p');
    p.className = i === 0 && lines.length > 1 ? 'text-sm text-stone-600' : 'mt-1 text-sm text-stone-700';
    if (typeof line === 'string') p.textContent = line;
    else p.append(...line);
    if (quoted.includes(i)) p.setAttribute('translate', 'no');
    li.append(p);
  });
  return li;
}

/** The same markup as CatalogueResult.astro. */
function catalogueItem(t: Texts, hit: CatalogueHit): HTMLLIElement {
  const stars = hit.reviewCount > 0 ? `★ ${hit.ratingAverage.toFixed(1)} (${t.reviews({ count: hit.reviewCount })})` : '';
  const li = item(`${kindName(t, hit.kind)} · ${hit.label}`, hit.name, hit.href, [[hit.city, stars].filter(Boolean).join(' · '), hit.excerpt], [1]);
  li.dataset.result = hit.kind;
  return li;
}

function excerptNodes(excerpt: string): Node[] {
  return excerptParts(excerpt).map((part) => {
    if (!part.mark) return document.createTextNode(part.text);
    const mark = document.createElement('mark');
    mark.className = 'bg-saffron-100 text-inherit';
    mark.textContent = part.text;
    return mark;
  });
}

/** The status line, the visitor's own words in it marked as written (search.astro does the same). */
function showStatus(status: HTMLElement, text: string, q: string): void {
  const [before, after] = aroundQuery(text, q);
  if (after === null) {
    status.textContent = text;
    return;
  }
  const words = document.createElement('span');
  words.setAttribute('translate', 'no');
  words.textContent = q;
  status.replaceChildren(before, words, after);
}

/** Appends items, then moves the focus to the first new link when asked. */
function append(list: HTMLElement, items: HTMLLIElement[], focus: boolean): void {
  list.append(...items);
  if (focus) items[0]?.querySelector('a')?.focus();
}

export async function runSearchPage(): Promise<void> {
  const t = readMessages<CatalogueOf<typeof searchPageMessages>>('search-page-messages');
  const root = document.getElementById('search-results');
  const status = document.getElementById('search-status')!;
  if (!root) {
    status.textContent = t.noQuery;
    return;
  }
  const q = root.dataset.q ?? '';
  const catalogueTotal = Number(root.dataset.catalogueTotal ?? 0);
  const catalogueCapped = root.dataset.catalogueCapped === 'true';
  document.title = `${t.titleWithQuery({ q })} | Mandap`;

  // Venues and vendors: "More" appends the next page instead of leaving the page.
  const catalogueList = document.getElementById('search-catalogue');
  const catalogueMore = document.getElementById('search-catalogue-more') as HTMLAnchorElement | null;
  catalogueMore?.addEventListener('click', async (event) => {
    event.preventDefault();
    const next = new URL(catalogueMore.href);
    catalogueMore.setAttribute('aria-disabled', 'true');
    try {
      const params = new URLSearchParams(next.search);
      const api = new URLSearchParams(params);
      if (locale !== 'en') api.set('lang', locale);
      const response = await fetch(`/api/search?${api}`);
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const data = (await response.json()) as CatalogueResults;
      if (catalogueList)
        append(
          catalogueList,
          data.results.map((hit) => catalogueItem(t, hit)),
          true,
        );
      if (data.hasMore) {
        params.set('page', String(data.page + 1));
        catalogueMore.href = `${next.pathname}?${params}`;
        catalogueMore.removeAttribute('aria-disabled');
      } else catalogueMore.parentElement?.remove();
    } catch {
      window.location.assign(next.href);
    }
  });

  // Ideas, blog and pages.
  const pagesList = document.getElementById('search-pages')!;
  const pagesEmpty = document.getElementById('search-pages-empty')!;
  const pagesMore = document.getElementById('search-pages-more') as HTMLButtonElement;
  pagesList.setAttribute('aria-busy', 'true');
  let results: PagefindResult[] = [];
  let pagesFailed = false;
  try {
    results = await searchPages(q);
  } catch (error) {
    console.error(error);
    pagesFailed = true;
  }
  pagesList.removeAttribute('aria-busy');
  const total = catalogueTotal + results.length;
  if (pagesFailed) {
    const found = t.catalogueFound({ found: catalogueCount(t, catalogueTotal, catalogueCapped), q });
    showStatus(status, t.partlyUnavailable({ found, unavailable: t.unavailable }), q);
    pagesEmpty.textContent = t.unavailable;
    pagesEmpty.hidden = false;
    return;
  }
  showStatus(status, total === 0 ? t.none({ q }) : catalogueCapped ? t.moreThan({ count: total, q }) : t.count({ count: total, q }), q);
  pagesEmpty.hidden = results.length > 0;

  let shown = 0;
  const showMore = async (focus: boolean) => {
    const batch = await Promise.all(results.slice(shown, shown + SEARCH_PAGE_SIZE).map((r) => r.data()));
    append(
      pagesList,
      batch.map((data) => item(kindName(t, resultKindOf(data.url)), data.meta.title || data.url, data.url, [excerptNodes(data.excerpt)], [0])),
      focus,
    );
    shown += batch.length;
    pagesMore.hidden = shown >= results.length;
  };
  await showMore(false);
  pagesMore.addEventListener('click', async () => {
    pagesMore.disabled = true;
    await showMore(true);
    pagesMore.disabled = false;
  });
}

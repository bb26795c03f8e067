// Suggestions under the header's search field: a combobox (WAI-ARIA 1.2, list popup) with
// two groups, "Venues & vendors" (/api/search) and "Ideas, blog and pages" (Pagefind), and a
// last option for the full results page. Arrow keys move through the options, Enter opens
// the active one (or submits the form when none is active), Escape closes the list.
import { suggestionLimits } from './search.ts';
import { searchWords, type CatalogueResults } from './catalogue-search.ts';
import { searchPages } from './pagefind.ts';
import { readMessages } from '../../../i18n/dom.ts';
import { localePath, splitLocale } from '../../../i18n/locales.ts';
import type { Bound, CatalogueOf } from '../../../i18n/catalogue.ts';
import type { suggestMessages } from './messages.ts';

// The page's language: the texts come with the page (SiteSearch.astro), the results from
// /api/search in that language (lazily: this file is loaded on the first focus of a field).
const locale = splitLocale(location.pathname).locale;
let texts: Bound<CatalogueOf<typeof suggestMessages>> | undefined;
const t = () => (texts ??= readMessages<CatalogueOf<typeof suggestMessages>>('suggest-messages'));

type Option = { href: string; title: string; detail: string };

async function catalogueOptions(q: string, signal: AbortSignal): Promise<Option[]> {
  const params = new URLSearchParams({ q, size: String(suggestionLimits.catalogue), typing: '1', ...(locale === 'en' ? {} : { lang: locale }) });
  const response = await fetch(`/api/search?${params}`, { signal });
  if (!response.ok) return [];
  const data = (await response.json()) as CatalogueResults;
  return data.results.map((hit) => ({
    href: hit.href,
    title: hit.name,
    detail: [hit.kind === 'venue' ? t().venueOfType({ label: hit.label }) : hit.label, hit.city].filter(Boolean).join(' · '),
  }));
}

async function pageOptions(q: string): Promise<Option[]> {
  const results = await searchPages(q);
  const data = await Promise.all(results.slice(0, suggestionLimits.pages).map((r) => r.data()));
  return data.map((d) => ({ href: d.url, title: d.meta.title || d.url, detail: '' }));
}

export function attachSiteSearch(input: HTMLInputElement): void {
  const found = document.getElementById(input.getAttribute('aria-controls') ?? '');
  if (!found || input.dataset.suggest === 'on') return;
  const list: HTMLElement = found;
  input.dataset.suggest = 'on';
  let options: HTMLElement[] = [];
  let active = -1;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let controller: AbortController | undefined;

  const setActive = (index: number) => {
    options[active]?.removeAttribute('aria-selected');
    active = index;
    const option = options[active];
    if (option) {
      option.setAttribute('aria-selected', 'true');
      input.setAttribute('aria-activedescendant', option.id);
      option.scrollIntoView({ block: 'nearest' });
    } else input.removeAttribute('aria-activedescendant');
  };
  const close = () => {
    controller?.abort();
    clearTimeout(timer);
    setActive(-1);
    list.hidden = true;
    input.setAttribute('aria-expanded', 'false');
  };
  const open = () => {
    if (options.length === 0) return;
    list.hidden = false;
    input.setAttribute('aria-expanded', 'true');
  };

  const group = (label: string, items: Option[], key: string) => {
    const box = document.createElement('div');
    box.setAttribute('role', 'group');
    box.setAttribute('aria-labelledby', `${list.id}-${key}`);
    const heading = document.createElement('div');
    heading.id = `${list.id}-${key}`;
    heading.setAttribute('role', 'presentation');
    heading.className = 'suggest-group';
    heading.textContent = label;
    box.append(heading, ...items.map(option));
    return box;
  };
  const option = (item: Option) => {
    const row = document.createElement('div');
    row.setAttribute('role', 'option');
    row.id = `${list.id}-o${options.length}`;
    row.className = 'suggest-option';
    row.dataset.href = item.href;
    const title = document.createElement('span');
    title.className = 'suggest-title';
    title.textContent = item.title;
    row.append(title);
    if (item.detail) {
      const detail = document.createElement('span');
      detail.className = 'suggest-detail';
      detail.textContent = item.detail;
      row.append(detail);
    }
    options.push(row);
    return row;
  };

  async function update(): Promise<void> {
    const q = input.value.trim();
    controller?.abort();
    if (searchWords(q).length === 0) return close();
    const mine = (controller = new AbortController());
    const [catalogue, pages] = await Promise.all([catalogueOptions(q, mine.signal).catch(() => []), pageOptions(q).catch(() => [])]);
    if (mine.signal.aborted) return;
    options = [];
    active = -1;
    input.removeAttribute('aria-activedescendant');
    const parts: HTMLElement[] = [];
    if (catalogue.length) parts.push(group(t().groupCatalogue, catalogue, 'g1'));
    if (pages.length) parts.push(group(t().groupPages, pages, 'g2'));
    parts.push(option({ href: localePath(`/search?${new URLSearchParams({ q })}`, locale), title: t().seeAll({ q }), detail: '' }));
    list.replaceChildren(...parts);
    if (document.activeElement === input) open();
  }

  input.addEventListener('input', () => {
    clearTimeout(timer);
    timer = setTimeout(() => void update(), 150);
  });
  input.addEventListener('keydown', (event) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (options.length === 0) return;
      event.preventDefault();
      if (list.hidden) open();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive(active === -1 ? (step === 1 ? 0 : options.length - 1) : (active + step + options.length) % options.length);
    } else if (event.key === 'Enter' && !list.hidden && active >= 0) {
      event.preventDefault();
      window.location.assign(options[active]!.dataset.href!);
    } else if (event.key === 'Escape' && !list.hidden) {
      event.preventDefault();
      close();
    }
  });
  input.addEventListener('blur', () => setTimeout(close, 120));
  input.addEventListener('focus', open);
  // A pointer on an option keeps the focus in the field, then follows the option.
  list.addEventListener('mousedown', (event) => event.preventDefault());
  list.addEventListener('click', (event) => {
    const row = (event.target as HTMLElement).closest<HTMLElement>('[role="option"]');
    if (row?.dataset.href) window.location.assign(row.dataset.href);
  });
  if (input.value.trim() && document.activeElement === input) void update();
}

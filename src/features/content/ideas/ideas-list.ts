// The ideas list's sort and category filter: a few lines over the pre-rendered cards.
// Like counts come from /api/ideas/likes; "Most Popular" orders by them.
import { readMessages } from '../../../i18n/dom.ts';
import { LIKES_CHANGED_KEY, parseIdeaSort, sortIdeas, type IdeaSort } from './ideas.ts';
import type { ideaScriptMessages } from './messages.ts';
import type { CatalogueOf } from '../../../i18n/catalogue.ts';

interface CardItem {
  slug: string;
  category: string;
  publishedAt: number;
  translated: boolean;
  element: HTMLElement;
}

export function setUpIdeasList(root: HTMLElement): void {
  const list = root.querySelector<HTMLElement>('[data-idea-list]');
  const status = root.querySelector<HTMLElement>('[data-idea-status]');
  if (!list || !status) return;
  const t = readMessages<CatalogueOf<typeof ideaScriptMessages>>('idea-script-messages');
  const items: CardItem[] = [...list.querySelectorAll<HTMLElement>('[data-idea]')].map((element) => ({
    slug: element.dataset.idea ?? '',
    category: element.dataset.category ?? '',
    publishedAt: Number(element.dataset.published ?? 0),
    translated: element.dataset.translated !== 'false',
    element,
  }));
  const categoryButtons = [...root.querySelectorAll<HTMLButtonElement>('[data-category-filter]')];
  const sortButtons = [...root.querySelectorAll<HTMLButtonElement>('[data-sort]')];

  const params = new URLSearchParams(location.search);
  let sort: IdeaSort = parseIdeaSort(params.get('sort'));
  let category = params.get('category') ?? '';
  if (!categoryButtons.some((b) => b.dataset.categoryFilter === category)) category = '';
  let likes: Record<string, number> = {};

  function render(): void {
    for (const button of categoryButtons) button.setAttribute('aria-pressed', String(button.dataset.categoryFilter === category));
    for (const button of sortButtons) button.setAttribute('aria-pressed', String(button.dataset.sort === sort));
    const ordered = sortIdeas(items, sort, likes);
    let shown = 0;
    for (const item of ordered) {
      const visible = !category || item.category === category;
      item.element.hidden = !visible;
      if (visible) shown++;
      list!.append(item.element);
    }
    status!.textContent = t.showing({ count: shown });
    const query = new URLSearchParams();
    if (category) query.set('category', category);
    if (sort !== 'recent') query.set('sort', sort);
    const search = query.toString();
    history.replaceState(null, '', search ? `?${search}` : location.pathname);
  }

  for (const button of categoryButtons) {
    button.addEventListener('click', () => {
      category = button.dataset.categoryFilter ?? '';
      render();
    });
  }
  for (const button of sortButtons) {
    button.addEventListener('click', () => {
      sort = parseIdeaSort(button.dataset.sort);
      render();
    });
  }
  render();

  const changed = sessionStorage.getItem(LIKES_CHANGED_KEY);
  fetch(changed ? `/api/ideas/likes?v=${encodeURIComponent(changed)}` : '/api/ideas/likes')
    .then((response) => (response.ok ? response.json() : Promise.reject(new Error(`HTTP ${response.status}`))))
    .then((body: { counts: Record<string, number> }) => {
      likes = body.counts;
      for (const item of items) {
        const count = item.element.querySelector('[data-count]');
        if (count) count.textContent = t.likes({ count: likes[item.slug] ?? 0 });
      }
      render();
    })
    .catch((error: unknown) => console.error('Could not load like counts', error));
}

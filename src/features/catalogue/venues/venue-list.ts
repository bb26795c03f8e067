// The venue list in the browser. The page renders the cards, the count and the chips for its
// URL on the server, and every control is a GET form, so the list works before and without any
// script. With one, a change loads the same page for the new query and swaps its results in
// (the cards stay server HTML, cached like any visit to that URL); the URL follows the filters.
import { closeFilterDrawer } from '../../../lib/filter-drawer.ts';
import { toast } from '../../../lib/toast.ts';
import { readMessages } from '../../../i18n/dom.ts';
import type { CatalogueOf } from '../../../i18n/catalogue.ts';
import type { venueListScriptMessages } from './messages.ts';
import { DEFAULT_VENUE_SORT, parseVenueQuery, venueQueryString, type VenueFilters } from './venues.ts';

/** The block of the page (VenueListScript.astro) this script's texts come from. */
export const VENUE_LIST_MESSAGES_ID = 'venue-list-messages';
const texts = () => readMessages<CatalogueOf<typeof venueListScriptMessages>>(VENUE_LIST_MESSAGES_ID);

export const VENUE_FORM_ID = 'venue-filters';
export const VENUE_RESET_FORM_ID = 'venue-filters-reset';
export const VENUE_DRAWER_ID = 'venue-filters-drawer';
export const NO_VENUE_FILTERS: VenueFilters = { sort: DEFAULT_VENUE_SORT, page: 1 };

/** The parts of the page a new query changes, each marked on the server by this attribute. */
const PARTS = ['count', 'chips', 'cards'] as const;
const part = (root: ParentNode, name: (typeof PARTS)[number]) => root.querySelector<HTMLElement>(`[data-venue-part="${name}"]`);

let latest = 0;
/** The query whose results the page shows (or is loading). */
let shownSearch = typeof window === 'undefined' ? '' : window.location.search;

/** The filters the address asks for. */
export function currentVenueFilters(): VenueFilters {
  return parseVenueQuery(new URLSearchParams(window.location.search));
}

/** The filters a submit of the filter form asks for (a page button sends its page). */
export function submittedVenueFilters(form: HTMLFormElement, submitter: HTMLElement | null): VenueFilters {
  const data = new FormData(form, submitter instanceof HTMLButtonElement ? submitter : null);
  return parseVenueQuery(new URLSearchParams([...data].map(([name, value]) => [name, String(value)])));
}

/** Shows the venues for `filters`: the address changes to their query and the results load. */
export async function showVenues(filters: VenueFilters, options: { push?: boolean; scrollToResults?: boolean } = {}): Promise<void> {
  closeFilterDrawer(VENUE_DRAWER_ID);
  const url = `${window.location.pathname}${venueQueryString(filters)}`;
  if (options.push !== false) window.history.pushState(null, '', url);
  setSort(filters.sort);
  if (options.scrollToResults) document.querySelector('[data-venue-results]')?.scrollIntoView({ block: 'start' });
  await loadResults(url);
}

/** Puts the filters into the form's fields: after back, forward, a removed chip or a reset. */
export function fillVenueForm(filters: VenueFilters): void {
  const form = document.getElementById(VENUE_FORM_ID);
  if (!(form instanceof HTMLFormElement)) return;
  const values: Record<string, string> = {
    q: filters.q ?? '',
    venue_type: filters.venueType ?? '',
    capacity: filters.capacity ? String(filters.capacity) : '',
    price_per_plate: filters.pricePerPlate ? String(filters.pricePerPlate) : '',
    rental_price: filters.rentalPrice ? String(filters.rentalPrice) : '',
    rating: filters.rating ? String(filters.rating) : '',
    guests: filters.guests ? String(filters.guests) : '',
    date: filters.availability?.params.date ?? '',
    from: filters.availability?.params.from ?? '',
    to: filters.availability?.params.to ?? '',
    muhurat: filters.availability?.params.muhurat ?? '',
    part: filters.availability?.params.part ?? '',
  };
  for (const [name, value] of Object.entries(values)) {
    const field = form.elements.namedItem(name);
    if (field instanceof HTMLInputElement || field instanceof HTMLSelectElement) field.value = value;
  }
  setSort(filters.sort);
}

function setSort(sort: VenueFilters['sort']): void {
  const select = document.querySelector<HTMLSelectElement>('[data-venue-sort] select');
  if (select && select.value !== sort) select.value = sort;
}

/** Loads the page at `url` and takes its results into this one, with the loading state meanwhile. */
async function loadResults(url: string): Promise<void> {
  const mine = ++latest;
  shownSearch = new URL(url, window.location.href).search;
  const count = part(document, 'count');
  const cards = part(document, 'cards');
  if (!count || !cards) return;
  const t = texts();
  count.textContent = t.loading;
  cards.replaceChildren(template('venue-loading'));
  try {
    const response = await fetch(url, { headers: { Accept: 'text/html' } });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const html = new DOMParser().parseFromString(await response.text(), 'text/html');
    if (mine !== latest) return;
    // A page past the end is sent to the last page: the address says which one is shown.
    const landed = new URL(response.url);
    if (response.redirected && landed.pathname === window.location.pathname) {
      window.history.replaceState(null, '', `${landed.pathname}${landed.search}`);
      shownSearch = landed.search;
    }
    for (const name of PARTS) {
      const next = part(html, name);
      if (!next) throw new Error(`The page has no ${name}`);
      part(document, name)?.replaceChildren(...next.childNodes);
    }
    const opener = document.querySelector(`[data-filter-open="${VENUE_DRAWER_ID}"]`);
    const nextOpener = html.querySelector(`[data-filter-open="${VENUE_DRAWER_ID}"]`);
    if (opener && nextOpener) opener.textContent = nextOpener.textContent;
  } catch (error) {
    if (mine !== latest) return;
    console.error(error);
    count.textContent = '';
    cards.replaceChildren(template('venue-error'));
    toast({ title: t.errorTitle, description: t.errorDescription, variant: 'destructive' });
  }
}

function template(id: string): Node {
  const found = document.getElementById(id);
  return found instanceof HTMLTemplateElement ? found.content.cloneNode(true) : document.createTextNode('');
}

/**
 * Wires what needs no island: the sort applies as it changes, a chip removes its filter, back
 * and forward show the list their address asks for, and the form sends a short address.
 */
export function startVenueList(): void {
  // Before the island starts the filter form is sent as it is: the address leaves out empty
  // fields and the default sort ("?rating=4", not "?q=&capacity=&rating=4&…&sort=rating_desc"),
  // as they are disabled for the moment of the submit.
  const form = document.getElementById(VENUE_FORM_ID);
  form?.addEventListener('submit', () => {
    if (!(form instanceof HTMLFormElement)) return;
    const fields = [...form.elements].filter(
      (el): el is HTMLInputElement | HTMLSelectElement =>
        (el instanceof HTMLInputElement || el instanceof HTMLSelectElement) &&
        (el.value.trim() === '' || (el.name === 'sort' && el.value === DEFAULT_VENUE_SORT)),
    );
    for (const field of fields) field.disabled = true;
    setTimeout(() => fields.forEach((field) => (field.disabled = false)));
  });
  const sort = document.querySelector<HTMLSelectElement>('[data-venue-sort] select');
  const sortChosen = (select: HTMLSelectElement) => parseVenueQuery(new URLSearchParams({ sort: select.value })).sort ?? DEFAULT_VENUE_SORT;
  const applySort = (select: HTMLSelectElement) => void showVenues({ ...currentVenueFilters(), sort: sortChosen(select), page: 1 });
  sort?.addEventListener('change', () => applySort(sort));
  // A sort chosen while this script was still on its way (a slow phone) applies now.
  if (sort && sortChosen(sort) !== (currentVenueFilters().sort ?? DEFAULT_VENUE_SORT)) applySort(sort);
  // The chips are replaced with each result, so one listener on their region serves them all.
  part(document, 'chips')?.addEventListener('submit', (event) => {
    if (!(event.target instanceof HTMLFormElement)) return;
    event.preventDefault();
    const filters = submittedVenueFilters(event.target, null);
    fillVenueForm(filters);
    void showVenues(filters);
  });
  window.addEventListener('popstate', () => {
    // Back from a fragment (the skip link) leaves the query, and the results, as they are.
    if (window.location.search === shownSearch) return;
    const filters = currentVenueFilters();
    fillVenueForm(filters);
    void loadResults(`${window.location.pathname}${window.location.search}`);
  });
}

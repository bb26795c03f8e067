// One row model for the guest table and the guest grid: which guests the filter, sort and
// page show, what each row displays, and which are selected.
import {
  filterByHousehold,
  filterGuests,
  GUEST_PAGE_SIZE,
  pageCount,
  pageOf,
  searchGuests,
  sortGuests,
  type Guest,
  type GuestSort,
  type RsvpFilter,
} from './guests.ts';
import { filterBySide, type SideFilter } from '../wedding/sides.ts';
import { lazy } from '../../../lib/intl.ts';

export type SortDirection = 'asc' | 'desc';
export type GuestView = {
  filter: RsvpFilter;
  sort: GuestSort;
  direction: SortDirection;
  page: number;
  /** Guests of one household together, households by name; the sort orders each household. */
  groupByHousehold?: boolean;
  /** Words of a name or household, or digits of a phone. */
  query?: string;
  /** One household's guests (its id); absent or '' for all. */
  household?: string;
  /** One side's guests; absent or 'all' for every side. */
  side?: SideFilter;
};
export const initialGuestView: GuestView = { filter: 'all', sort: 'name', direction: 'asc', page: 1 };

/** A column heading clicked: the same column flips its direction, another sorts ascending. */
export function toggleSort(view: GuestView, sort: GuestSort): GuestView {
  const direction = view.sort === sort && view.direction === 'asc' ? 'desc' : 'asc';
  return { ...view, sort, direction, page: 1 };
}
/** A sort chosen from the list: ascending, from the first page. */
export function chooseSort(view: GuestView, sort: GuestSort): GuestView {
  return { ...view, sort, direction: 'asc', page: 1 };
}
export function chooseFilter(view: GuestView, filter: RsvpFilter): GuestView {
  return { ...view, filter, page: 1 };
}
export function chooseHousehold(view: GuestView, household: string): GuestView {
  return { ...view, household, page: 1 };
}
export function chooseSide(view: GuestView, side: SideFilter): GuestView {
  return { ...view, side, page: 1 };
}
export function search(view: GuestView, query: string): GuestView {
  return { ...view, query, page: 1 };
}

export type GuestRow = {
  guest: Guest;
  selected: boolean;
  /** The household the guest is invited with: its name, unless it is the guest alone under their own name. */
  household: string | null;
  /** Grouped by household: set on the first row of each household on the page. */
  group: { name: string; size: number; continued: boolean } | null;
  /** E-mail and phone, those that are given. */
  contact: string[];
  meal: string;
  table: string;
};

export type GuestRowModel = {
  rows: GuestRow[];
  /** Guests that pass the filter, on every page. */
  matching: number;
  page: number;
  pages: number;
  allOnPageSelected: boolean;
  /** Selected guests still on the list, in list order. */
  selectedIds: string[];
};

const collator = lazy(() => new Intl.Collator('en-IN', { sensitivity: 'base', numeric: true }));

/** The guests with each household's together, households by name (those in none last), keeping each one's order. */
export function groupByHousehold(sorted: readonly Guest[]): Guest[] {
  const groups = new Map<string, Guest[]>();
  for (const g of sorted) {
    const key = g.household?.id ?? '';
    groups.set(key, [...(groups.get(key) ?? []), g]);
  }
  const name = (list: Guest[]) => list[0]!.household?.name ?? '';
  return [...groups.entries()]
    .sort(([a, x], [b, y]) => (a === '' ? 1 : b === '' ? -1 : collator().compare(name(x), name(y)) || (a < b ? -1 : 1)))
    .flatMap(([, list]) => list);
}

/** `noHousehold` heads the group of guests in no household, in the account's language. */
export function guestRowModel(guests: readonly Guest[], view: GuestView, selected: ReadonlySet<string>, noHousehold = 'Not in a household'): GuestRowModel {
  const chosen = searchGuests(filterByHousehold(filterGuests(filterBySide(guests, view.side ?? 'all'), view.filter), view.household ?? ''), view.query ?? '');
  const sorted = sortGuests(chosen, view.sort, view.direction);
  const shown = view.groupByHousehold ? groupByHousehold(sorted) : sorted;
  const sizes = new Map<string, number>();
  if (view.groupByHousehold) for (const g of shown) sizes.set(g.household?.id ?? '', (sizes.get(g.household?.id ?? '') ?? 0) + 1);
  const pages = pageCount(shown.length);
  const page = Math.min(view.page, pages);
  const onPage = pageOf(shown, page);
  const rows = onPage.map((guest, k) => ({
    guest,
    selected: selected.has(guest.id),
    household: guest.household && (guest.household.size > 1 || guest.household.name !== guest.fullName) ? guest.household.name : null,
    group:
      view.groupByHousehold && (k === 0 || onPage[k - 1]!.household?.id !== guest.household?.id)
        ? {
            name: guest.household?.name ?? noHousehold,
            size: sizes.get(guest.household?.id ?? '')!,
            continued: k === 0 && page > 1 && shown[(page - 1) * GUEST_PAGE_SIZE - 1]?.household?.id === guest.household?.id,
          }
        : null,
    contact: [guest.email, guest.phone].filter((c): c is string => Boolean(c)),
    meal: guest.mealPreference ?? '—',
    table: guest.tableNumber === null ? '—' : String(guest.tableNumber),
  }));
  return {
    rows,
    matching: shown.length,
    page,
    pages,
    allOnPageSelected: rows.length > 0 && rows.every((r) => r.selected),
    selectedIds: guests.filter((g) => selected.has(g.id)).map((g) => g.id),
  };
}

/** The selection with `ids` added (on) or taken out (off). */
export function withSelection(selected: ReadonlySet<string>, ids: readonly string[], on: boolean): Set<string> {
  const next = new Set(selected);
  for (const id of ids) {
    if (on) next.add(id);
    else next.delete(id);
  }
  return next;
}

/** What the table's and the grid's per-row controls do. */
export type GuestRowActions = {
  select: (ids: string[], on: boolean) => void;
  setRsvp: (guest: Guest, rsvp: Guest['rsvp']) => void;
  setInvited: (guest: Guest, isInvited: boolean) => void;
  edit: (guest: Guest) => void;
  remove: (guest: Guest) => void;
};
